// Loaded into the load benchmark's server with `node --import` (BENCH_LOOP_BLOCKING=1; see
// load.ts): how long each callback of the main thread held the event loop, in CPU time of that
// thread and in wall time. The CPU figures do not depend on how busy the machine is (a busy
// machine only stretches the wall ones), so they show what the server itself blocks for.
// Plain JavaScript: the benchmark runs the built server with plain node.
import { createHook } from 'node:async_hooks';
import { writeFileSync } from 'node:fs';

const out = process.env.BENCH_LOOP_BLOCKING_FILE;
const threadMs = () => {
  const usage = process.threadCpuUsage();
  return (usage.user + usage.system) / 1000;
};
const open = [];
const cpu = [];
const wall = [];
let from = Infinity;

createHook({
  before() {
    open.push([threadMs(), performance.now()]);
  },
  after() {
    const started = open.pop();
    // Only the outermost callback: a nested one is part of it.
    if (!started || open.length > 0 || performance.now() < from) return;
    cpu.push(threadMs() - started[0]);
    wall.push(performance.now() - started[1]);
  },
}).enable();

// The start-up and the warm-up (first-time compiling of each route) are not the steady state:
// the benchmark sends SIGUSR2 once it has warmed the server, and counting starts then.
process.on('SIGUSR2', () => {
  from = performance.now();
});

const summary = (values) => {
  const sorted = [...values].sort((a, b) => b - a);
  const over = (ms) => values.filter((value) => value > ms).length;
  const total = values.reduce((sum, value) => sum + value, 0);
  return {
    totalMs: Math.round(total),
    over5: over(5),
    over10: over(10),
    over20: over(20),
    over50: over(50),
    top: sorted.slice(0, 8).map((value) => Math.round(value * 10) / 10),
  };
};

process.on('exit', () => {
  if (out)
    writeFileSync(out, JSON.stringify({ callbacks: cpu.length, cpu: summary(cpu), wall: summary(wall) }));
});
