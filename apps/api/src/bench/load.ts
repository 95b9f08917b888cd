import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { type DatabaseTarget } from '../config';
import { postgresUnavailableReason, postgresUrl } from '../test/databases';
import { findBuyable, prepare, type Store } from './load-store';
import { freePort, waitFor } from './server-process';

/**
 * `pnpm bench:load`: a benchmark, not a test. On the production build (apps/api/dist, with
 * the built web app) over a store of the demo data plus 10,000 creations, it drives a mixed
 * storefront and checkout workload (the shop list, a creation's page and its API answer, the
 * home answer, a product photo, adding to the cart, the cart, placing an order) at a fixed
 * overall rate, and finds the highest rate whose p99 stays under 100 ms with no error: short
 * probes doubling then halving the step, then a LOAD_SECONDS (60) run at the rate found. Then
 * a soak of SOAK_SECONDS (600) at half that rate, sampling the server's resident memory: the
 * growth from the end of the warm-up (the first 60 s) to the end is reported.
 *
 * BENCH_DATABASES=sqlite,postgres (default both), LOAD_SECONDS, SOAK_SECONDS (0 skips the
 * soak), PROBE_SECONDS (10), BENCH_CREATIONS (10000), BENCH_CONNECTIONS (32), BENCH_SERVER_LOG
 * (a file name: the server's request log goes to `<file>.<database>`, to see which request costs),
 * BENCH_PORT (the server's port, on a machine where ports are shared out; default: a free one),
 * BENCH_SERVER_NODE_OPTIONS (Node options for the server alone: `--cpu-prof`, to see what blocks),
 * BENCH_LOOP_BLOCKING=1 (reports how long the server's callbacks held its event loop after the
 * warm-up, in CPU time of its main thread, which a busy machine does not inflate, and in wall time).
 */

const apiRoot = fileURLToPath(new URL('../..', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));
const LOAD_SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const PROBE_SECONDS = Number(process.env.PROBE_SECONDS ?? 10);
const CREATIONS = Number(process.env.BENCH_CREATIONS ?? 10_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');
const P99_TARGET_MS = 100;
const WARM_UP_SECONDS = 60;
const SERVER_LOG = process.env.BENCH_SERVER_LOG;
const LOOP_BLOCKING = process.env.BENCH_LOOP_BLOCKING === '1';
const SERVER_NODE_OPTIONS = [
  process.env.BENCH_SERVER_NODE_OPTIONS,
  LOOP_BLOCKING ? `--import=${fileURLToPath(new URL('./loop-blocking.mjs', import.meta.url))}` : undefined,
]
  .filter(Boolean)
  .join(' ');
/** BENCH_PORT: the server's port (PostgreSQL's run takes the next one); a free one by default. */
const PORT = Number(process.env.BENCH_PORT ?? 0);

interface Run {
  rate: number;
  seconds: number;
  requests: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  orders: number;
}

/** The workload at `rate` requests/s over all connections for `seconds`. */
async function drive(base: string, store: Store, rate: number, seconds: number): Promise<Run> {
  let next = 0;
  let orders = 0;
  const json = { 'content-type': 'application/json', origin: base };
  const pick = () => store.creationIds[Math.floor(Math.random() * store.creationIds.length)]!;
  // autocannon keeps one context per connection: its shopper's cookie.
  const cookieOf = (context: object): string => {
    const shopper = context as { cookie?: string };
    shopper.cookie ??= store.cookies[next++ % store.cookies.length]!;
    return shopper.cookie;
  };
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    overallRate: rate,
    duration: seconds,
    // Each connection is one shopper: browsing nine requests, then an order.
    requests: [
      {
        method: 'GET',
        path: '/api/creations?tab=latest',
        setupRequest: (request, context) => {
          return { ...request, headers: { ...request.headers, cookie: cookieOf(context) } };
        },
      },
      { method: 'GET', setupRequest: (request) => ({ ...request, path: `/api/creations/${pick()}` }) },
      { method: 'GET', path: '/api/home' },
      {
        method: 'GET',
        path: `/api/img/original/${store.image}?w=500`,
        headers: { accept: 'image/webp,*/*' },
      },
      { method: 'GET', path: '/shop' },
      { method: 'GET', path: store.detailPath },
      { method: 'GET', path: '/api/creations?tab=trending&page=2' },
      {
        method: 'POST',
        path: '/api/actions/user/cart',
        setupRequest: (request, context) => ({
          ...request,
          headers: { ...json, cookie: cookieOf(context) },
          body: JSON.stringify({
            creation_id: store.buyable.id,
            type: 'instant-purchase',
            price: 0,
            quantity: { size: store.buyable.size, amount: 1 },
          }),
        }),
      },
      {
        method: 'GET',
        path: '/api/actions/user/cart',
        setupRequest: (request, context) => ({
          ...request,
          headers: { cookie: cookieOf(context) },
        }),
      },
      {
        method: 'POST',
        path: '/api/checkout',
        setupRequest: (request, context) => ({
          ...request,
          headers: {
            ...json,
            cookie: cookieOf(context),
            'idempotency-key': `bench-${randomBytes(9).toString('base64url')}`,
          },
          body: JSON.stringify({
            contact: { name: 'Chan Tai Man', email: 'chan@example.test' },
            address: {
              recipient: 'Chan Tai Man',
              phone: '+852 9123 4567',
              line1: 'Flat 3, 12 Tai Ping Shan Street',
              city: 'Sheung Wan',
              country: 'HK',
            },
          }),
        }),
        onResponse: (status) => {
          if (status === 201 || status === 200) orders += 1;
        },
      },
    ],
  });
  return {
    rate,
    seconds,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    orders,
  };
}

const passes = (run: Run) => run.p99 < P99_TARGET_MS && run.errors === 0 && run.non2xx === 0;
const describe = (label: string, run: Run) =>
  `[${label}] ${run.rate} req/s for ${run.seconds} s: ${run.requests} requests, p50 ${run.p50} ms, ` +
  `p99 ${run.p99} ms, errors ${run.errors}, non-2xx ${run.non2xx}, orders ${run.orders}`;

/** Resident memory of a process in MiB (Linux /proc). */
function rssMiB(pid: number | undefined): number | null {
  const file = `/proc/${pid}/status`;
  if (pid === undefined || !existsSync(file)) return null;
  const line = readFileSync(file, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return line ? Math.round(Number(line.replace(/\D+/g, '')) / 1024) : null;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

interface Figures {
  database: string;
  /** BENCH_LOOP_BLOCKING: what loop-blocking.mjs wrote when the server exited. */
  blocking?: string;
  best: Run | null;
  soak: { rate: number; seconds: number; run: Run; rssAfterWarmUp: number; rssAtEnd: number } | null;
}

async function bench(label: string, database: DatabaseTarget, url: string, blobs: string): Promise<Figures> {
  process.stdout.write(
    `\n[${label}] seeding the demo store, ${CREATIONS} creations, ${CONNECTIONS} shoppers ...\n`,
  );
  const prepared = await prepare(database, blobs, { creations: CREATIONS, shoppers: CONNECTIONS });
  const port = PORT ? PORT + (label === 'SQLite' ? 0 : 1) : await freePort();
  const server: ChildProcess = spawn(process.execPath, [join(apiRoot, 'dist/server.mjs')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED: 'off',
      BLOB_DIR: blobs,
      NODE_ENV: 'production',
      // BENCH_SERVER_LOG=file keeps the server's request log (each request's path and ms).
      LOG: SERVER_LOG ? 'info' : 'silent',
      SETTLEMENT: 'off',
      // BENCH_SERVER_NODE_OPTIONS='--cpu-prof --cpu-prof-dir=dir' profiles the server alone.
      ...(SERVER_NODE_OPTIONS ? { NODE_OPTIONS: SERVER_NODE_OPTIONS } : {}),
      ...(LOOP_BLOCKING
        ? { BENCH_LOOP_BLOCKING_FILE: join(blobs, '..', `loop-blocking-${label}.json`) }
        : {}),
    },
    stdio: ['ignore', SERVER_LOG ? openSync(`${SERVER_LOG}.${label}`, 'w') : 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/api/health`, server);
    const store: Store = {
      ...prepared,
      buyable: await findBuyable(base, prepared.cookies[0]!, prepared.creationIds),
    };
    // Warm the caches (image variant, page shell), then search the rate.
    await drive(base, store, 20, 3);
    if (LOOP_BLOCKING) server.kill('SIGUSR2');
    let good: Run | null = null;
    let rate = 25;
    let step = 25;
    let failedAbove = Infinity;
    for (let probe = 0; probe < 12 && step >= 5; probe += 1) {
      const run = await drive(base, store, rate, PROBE_SECONDS);
      process.stdout.write(`${describe(label, run)} (probe)\n`);
      if (passes(run)) {
        good = run;
        if (failedAbove === Infinity) step *= 2;
        else step = Math.round(step / 2);
        rate = Math.min(rate + step, failedAbove - 1);
      } else {
        failedAbove = rate;
        step = Math.round(step / 2);
        rate = Math.max(5, rate - step);
      }
      if (good && rate <= good.rate) break;
    }
    let best: Run | null = null;
    for (let candidate = good?.rate ?? 5; candidate >= 5; candidate = Math.floor(candidate * 0.9)) {
      const run = await drive(base, store, candidate, LOAD_SECONDS);
      process.stdout.write(`${describe(label, run)}\n`);
      if (passes(run)) {
        best = run;
        break;
      }
    }
    let soak: Figures['soak'] = null;
    if (SOAK_SECONDS > 0 && best) {
      const soakRate = Math.max(1, Math.floor(best.rate / 2));
      const samples: { at: number; rss: number }[] = [];
      const started = Date.now();
      const sampler = setInterval(() => {
        const rss = rssMiB(server.pid);
        if (rss !== null) samples.push({ at: (Date.now() - started) / 1000, rss });
      }, 5_000);
      const run = await drive(base, store, soakRate, SOAK_SECONDS);
      clearInterval(sampler);
      // Medians of the minute after the warm-up and of the last minute, so one GC swing does not decide.
      const afterWarmUp = median(
        samples.filter((s) => s.at >= WARM_UP_SECONDS && s.at < WARM_UP_SECONDS + 60).map((s) => s.rss),
      );
      const atEnd = median(samples.filter((s) => s.at >= SOAK_SECONDS - 60).map((s) => s.rss));
      soak = { rate: soakRate, seconds: SOAK_SECONDS, run, rssAfterWarmUp: afterWarmUp, rssAtEnd: atEnd };
      process.stdout.write(
        `${describe(label, run)} (soak); resident memory ${afterWarmUp} MiB after warm-up, ${atEnd} MiB at the end\n`,
      );
    }
    return { database: label, best, soak };
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once('exit', resolve)));
  }
}

/** The server's event-loop blocking after the warm-up (BENCH_LOOP_BLOCKING=1), once it has exited. */
async function withBlocking(figures: Promise<Figures>, blobs: string): Promise<Figures> {
  const done = await figures;
  const file = join(blobs, '..', `loop-blocking-${done.database}.json`);
  return LOOP_BLOCKING && existsSync(file) ? { ...done, blocking: readFileSync(file, 'utf8') } : done;
}

if (!existsSync(join(apiRoot, 'dist/server.mjs')))
  throw new Error('Build first: pnpm build:apps (the benchmark runs the production build).');

const results: Figures[] = [];
const work = mkdtempSync(join(tmpdir(), 'atelier-load-'));
try {
  if (DATABASES.includes('sqlite')) {
    const file = join(work, 'load.sqlite');
    const blobs = join(work, 'blobs-sqlite');
    results.push(await withBlocking(bench('SQLite', { kind: 'sqlite', file }, `file:${file}`, blobs), blobs));
  }
  if (DATABASES.includes('postgres')) {
    const reason = await postgresUnavailableReason();
    if (reason) process.stdout.write(`\n[PostgreSQL] skipped: ${reason}\n`);
    else {
      const admin = new pg.Client({ connectionString: postgresUrl() });
      await admin.connect();
      const name = `atelier_load_${Date.now().toString(36)}`;
      await admin.query(`create database "${name}"`);
      const target = new URL(postgresUrl());
      target.pathname = `/${name}`;
      try {
        const blobs = join(work, 'blobs-pg');
        results.push(
          await withBlocking(
            bench('PostgreSQL', { kind: 'postgres', url: target.toString() }, target.toString(), blobs),
            blobs,
          ),
        );
      } finally {
        await admin.query(`drop database if exists "${name}" with (force)`);
        await admin.end();
      }
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

const load = existsSync('/proc/loadavg')
  ? readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')
  : 'n/a';
process.stdout.write(
  `\nAtelier load benchmark: ${cpus().length} CPU(s) (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, ` +
    `${CONNECTIONS} shoppers, ${CREATIONS} extra creations, target p99 < ${P99_TARGET_MS} ms with no error; load average at the end ${load}\n\n` +
    '| database | highest rate (req/s) | run | requests | p50 (ms) | p99 (ms) | errors | orders placed | soak rate | soak | soak p99 (ms) | soak errors | memory after warm-up → end (MiB) | growth |\n' +
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|\n',
);
for (const figure of results) {
  const best = figure.best;
  const soak = figure.soak;
  const growth =
    soak && soak.rssAfterWarmUp > 0
      ? `${(((soak.rssAtEnd - soak.rssAfterWarmUp) / soak.rssAfterWarmUp) * 100).toFixed(1)} %`
      : 'n/a';
  process.stdout.write(
    `| ${figure.database} | ${best?.rate ?? 'none passed'} | ${best ? `${best.seconds} s` : ''} | ${best?.requests ?? ''} | ${best?.p50 ?? ''} | ${best?.p99 ?? ''} | ${best ? best.errors + best.non2xx : ''} | ${best?.orders ?? ''} | ` +
      `${soak?.rate ?? 'n/a'} | ${soak ? `${soak.seconds} s` : 'n/a'} | ${soak?.run.p99 ?? ''} | ${soak ? soak.run.errors + soak.run.non2xx : ''} | ${soak ? `${soak.rssAfterWarmUp} → ${soak.rssAtEnd}` : ''} | ${growth} |\n`,
  );
}
for (const figure of results)
  if (figure.blocking)
    process.stdout.write(
      `\n[${figure.database}] event-loop callbacks after the warm-up (ms): ${figure.blocking}\n`,
    );
