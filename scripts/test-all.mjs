#!/usr/bin/env node
// Runs every check of `npm test` in order (lint, dependency rules, typecheck, unit and
// integration tests, build, end-to-end tests), keeps going after a failing stage so one
// run reports everything, and ends with one summary line of counted tests.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

// Not test-results/: Playwright empties that folder when it starts.
const results = join(process.cwd(), 'test-reports');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const vitestJson = join(results, 'vitest.json');
const playwrightJson = join(results, 'playwright.json');

const stages = [
  { name: 'lint', cmd: ['pnpm', 'run', 'lint'] },
  { name: 'dependency rules', cmd: ['pnpm', 'run', 'check:deps'] },
  { name: 'typecheck', cmd: ['pnpm', 'run', 'typecheck'] },
  {
    name: 'unit and integration tests',
    cmd: [
      'pnpm',
      'exec',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestJson}`,
    ],
  },
  { name: 'coverage of packages/domain', cmd: ['pnpm', 'run', 'coverage:domain'] },
  { name: 'build', cmd: ['pnpm', 'run', 'build'] },
  {
    name: 'end-to-end tests',
    cmd: ['pnpm', 'exec', 'playwright', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
  },
];

const failed = [];
const started = Date.now();
for (const stage of stages) {
  process.stdout.write(`\n=== ${stage.name} ===\n`);
  const t0 = Date.now();
  const { status } = spawnSync(stage.cmd[0], stage.cmd.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, ...stage.env },
  });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  process.stdout.write(`=== ${stage.name}: ${status === 0 ? 'ok' : 'FAILED'} (${seconds} s) ===\n`);
  if (status !== 0) failed.push(stage.name);
  // A broken build leaves nothing for the end-to-end tests to drive.
  if (status !== 0 && stage.name === 'build') break;
}

function readJson(path) {
  try {
    return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
  } catch {
    return null;
  }
}

let passed = 0;
let failedTests = 0;
let skipped = 0;
const vitest = readJson(vitestJson);
if (vitest) {
  passed += vitest.numPassedTests ?? 0;
  failedTests += vitest.numFailedTests ?? 0;
  skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
}
const playwright = readJson(playwrightJson);
if (playwright?.stats) {
  passed += (playwright.stats.expected ?? 0) + (playwright.stats.flaky ?? 0);
  failedTests += playwright.stats.unexpected ?? 0;
  skipped += playwright.stats.skipped ?? 0;
}

// The failing tests' names go last, where a log cut to its tail still shows them.
const failedNames = [];
for (const file of vitest?.testResults ?? []) {
  for (const test of file.assertionResults ?? []) {
    if (test.status === 'failed') {
      const message = (test.failureMessages?.[0] ?? '').split('\n')[0];
      failedNames.push(`${file.name.replace(`${process.cwd()}/`, '')} › ${test.fullName}: ${message}`);
    }
  }
}
function walkSuites(suites, file) {
  for (const suite of suites ?? []) {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected') {
          const error = test.results?.at(-1)?.error?.message ?? '';
          failedNames.push(`${spec.file ?? file} › ${spec.title}: ${error.split('\n')[0]}`);
        }
      }
    }
    walkSuites(suite.suites, suite.file ?? file);
  }
}
walkSuites(playwright?.suites, '');

const minutes = ((Date.now() - started) / 60000).toFixed(1);
if (failedNames.length) {
  process.stdout.write(`\nFailed tests:\n${failedNames.map((name) => `- ${name}`).join('\n')}\n`);
}
process.stdout.write(
  `\nChecks finished in ${minutes} min. ${failed.length ? `Failed: ${failed.join(', ')}.` : 'All stages passed.'}\n`,
);
process.stdout.write(`tests: ${passed} passed, ${failedTests} failed, ${skipped} skipped\n`);
process.exit(failed.length > 0 ? 1 : 0);
