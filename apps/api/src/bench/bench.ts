import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { type DatabaseTarget } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seed } from '../db/seed';
import { filesystemStorage } from '../storage/blob-storage';
import { addBulkCreations } from './bulk';
import { freePort, waitFor } from './server-process';

/**
 * `pnpm bench:api`: a benchmark, not a test. For SQLite and for PostgreSQL it seeds the
 * demo store plus 10,000 creations, starts the server in its own process on loopback,
 * and drives it with autocannon: the shop list (first page, 30 items) and a cached
 * image variant. Prints requests per second and p50 / p99 latency.
 *
 * BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 10) tune the runs.
 */

const apiRoot = fileURLToPath(new URL('../..', import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const CREATIONS = Number(process.env.BENCH_CREATIONS ?? 10_000);

interface Figure {
  database: string;
  scenario: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** CPU time the server process spent per request (ms), when /proc tells it. */
  cpuMsPerRequest: number | null;
}

/** User + system CPU time of a process in ms (Linux /proc; clock ticks of 10 ms). */
function cpuMs(pid: number | undefined): number | null {
  const file = `/proc/${pid}/stat`;
  if (pid === undefined || !existsSync(file)) return null;
  const fields = readFileSync(file, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function run(label: string, database: DatabaseTarget, url: string, blobs: string): Promise<Figure[]> {
  process.stdout.write(`\n[${label}] seeding the demo store and ${CREATIONS} creations ...\n`);
  const handle = openDatabase(database);
  await migrateToLatest(handle.db);
  const storage = filesystemStorage(blobs);
  await seed(handle.db, { storage });
  await addBulkCreations(handle.db, CREATIONS);
  const image = await handle.db
    .selectFrom('images')
    .select('id')
    .where('id', 'like', 'cat-photos-%')
    .executeTakeFirstOrThrow();
  await handle.close();

  const port = await freePort();
  // One process (node with the tsx loader), so its CPU time is the server's.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED: 'off',
      BLOB_DIR: blobs,
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/api/health`, child);
    const list = `${base}/api/creations?tab=latest`;
    const page = (await (await fetch(list)).json()) as { items: unknown[] };
    if (page.items.length !== 30)
      throw new Error(`the shop list answered ${page.items.length} items, not 30`);
    const variant = `${base}/api/img/original/${image.id}?w=500`;
    // Render the variant once, so the runs measure the cached one.
    await fetch(variant, { headers: { accept: 'image/avif,image/webp,*/*' } });
    const figures: Figure[] = [];
    for (const [scenario, target, headers] of [
      ['shop list (30 items)', list, {}],
      ['image variant (cached, webp)', variant, { accept: 'image/webp,*/*' }],
    ] as const) {
      // Warm-up, then the measured run.
      await autocannon({ url: target, connections, duration: 2, headers });
      const cpuBefore = cpuMs(child.pid);
      const result = await autocannon({ url: target, connections, duration: seconds, headers });
      const cpuAfter = cpuMs(child.pid);
      const cpuMsPerRequest =
        cpuBefore !== null && cpuAfter !== null && result.requests.total > 0
          ? Math.round(((cpuAfter - cpuBefore) / result.requests.total) * 1000) / 1000
          : null;
      figures.push({
        database: label,
        scenario,
        requestsPerSecond: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors,
        non2xx: result.non2xx,
        cpuMsPerRequest,
      });
      process.stdout.write(
        `[${label}] ${scenario}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms` +
          (cpuMsPerRequest !== null ? `, server CPU ${cpuMsPerRequest} ms/request` : '') +
          `${result.errors || result.non2xx ? ` (errors ${result.errors}, non-2xx ${result.non2xx})` : ''}\n`,
      );
    }
    return figures;
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
  }
}

const figures: Figure[] = [];
const work = mkdtempSync(join(tmpdir(), 'atelier-bench-'));
try {
  const file = join(work, 'bench.sqlite');
  figures.push(
    ...(await run('SQLite', { kind: 'sqlite', file }, `file:${file}`, join(work, 'blobs-sqlite'))),
  );

  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  let available = true;
  try {
    await admin.connect();
  } catch (error) {
    available = false;
    process.stdout.write(
      `\n[PostgreSQL] skipped: ${adminUrl} did not answer (${(error as Error).message})\n`,
    );
  }
  if (available) {
    const name = `atelier_bench_${Date.now().toString(36)}`;
    await admin.query(`create database "${name}"`);
    const target = new URL(adminUrl);
    target.pathname = `/${name}`;
    try {
      figures.push(
        ...(await run(
          'PostgreSQL',
          { kind: 'postgres', url: target.toString() },
          target.toString(),
          join(work, 'blobs-pg'),
        )),
      );
    } finally {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

process.stdout.write(
  `\nAtelier API benchmark: ${cpus().length} CPU(s) (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, ` +
    `${connections} connections, ${seconds} s per run, ${CREATIONS} extra creations\n\n`,
);
process.stdout.write(
  '| database | scenario | requests/s | p50 (ms) | p99 (ms) | server CPU per request (ms) | requests/s per server core |\n' +
    '|---|---|---:|---:|---:|---:|---:|\n',
);
for (const figure of figures) {
  const perCore = figure.cpuMsPerRequest ? Math.round(1000 / figure.cpuMsPerRequest) : 'n/a';
  process.stdout.write(
    `| ${figure.database} | ${figure.scenario} | ${figure.requestsPerSecond} | ${figure.p50} | ${figure.p99} | ` +
      `${figure.cpuMsPerRequest ?? 'n/a'} | ${perCore} |\n`,
  );
}
const load = existsSync('/proc/loadavg')
  ? readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')
  : 'n/a';
process.stdout.write(`\nload average at the end: ${load}\n`);
