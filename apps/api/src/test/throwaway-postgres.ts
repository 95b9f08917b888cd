import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync, chownSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The last resort of the test set-up: as root, install Debian's `postgresql` when its
 * binaries are missing and start a throwaway cluster (trust auth, database `test`) on a
 * free loopback port. One cluster serves every test file and run: the first worker
 * creates it under a lock, the others wait for its URL. It is left running for the
 * next run (it lives in the temp folder; `pg_ctl -D <dir> stop` ends it).
 */

const HOME = join(tmpdir(), 'atelier-test-postgres');
const URL_FILE = join(HOME, 'url');
const LOCK = join(HOME, 'lock');

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function pgBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = join(root, version, 'bin');
    if (existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'pg_ctl'))) return bin;
  }
  return null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A running throwaway cluster's URL, or why there cannot be one. */
export async function throwawayPostgres(
  answers: (url: string) => Promise<boolean>,
): Promise<{ url: string } | { reason: string }> {
  if (!isRoot()) return { reason: 'not root, so PostgreSQL cannot be installed and started here' };
  mkdirSync(HOME, { recursive: true });
  // A cluster from an earlier run (or another worker of this one).
  if (existsSync(URL_FILE)) {
    const url = readFileSync(URL_FILE, 'utf8').trim();
    if (await answers(url)) return { url };
  }
  try {
    mkdirSync(LOCK);
  } catch {
    // Another worker is starting it: wait for its URL.
    for (let waited = 0; waited < 300_000; waited += 500) {
      await sleep(500);
      if (!existsSync(LOCK) && existsSync(URL_FILE)) {
        const url = readFileSync(URL_FILE, 'utf8').trim();
        if (await answers(url)) return { url };
      }
    }
    return { reason: `another test worker holds ${LOCK} and no cluster came up` };
  }
  try {
    let bin = pgBin();
    if (!bin) {
      if (!existsSync('/usr/bin/apt-get'))
        return { reason: 'no PostgreSQL binaries and no apt-get to install them' };
      const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
      try {
        execFileSync('apt-get', ['install', '-y', '-qq', 'postgresql'], { env, stdio: 'ignore' });
      } catch {
        execFileSync('apt-get', ['update', '-qq'], { env, stdio: 'ignore' });
        execFileSync('apt-get', ['install', '-y', '-qq', 'postgresql'], { env, stdio: 'ignore' });
      }
      bin = pgBin();
      if (!bin) return { reason: 'apt-get installed postgresql but its binaries were not found' };
    }
    const data = join(HOME, `data-${Date.now()}`);
    mkdirSync(data, { recursive: true });
    // initdb refuses to run as root: the cluster belongs to the postgres user.
    const owner = execFileSync('id', ['-u', 'postgres']).toString().trim();
    const group = execFileSync('id', ['-g', 'postgres']).toString().trim();
    chownSync(HOME, Number(owner), Number(group));
    chownSync(data, Number(owner), Number(group));
    const asPostgres = (command: string, args: string[]) =>
      execFileSync('runuser', ['-u', 'postgres', '--', join(bin as string, command), ...args], {
        stdio: 'ignore',
      });
    asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    const port = await freePort();
    asPostgres('pg_ctl', [
      '-D',
      data,
      '-l',
      join(data, 'server.log'),
      '-w',
      '-o',
      `-p ${port} -c listen_addresses=127.0.0.1 -k ${data} -c fsync=off`,
      'start',
    ]);
    const url = `postgres://postgres@127.0.0.1:${port}/test`;
    const admin = `postgres://postgres@127.0.0.1:${port}/postgres`;
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query('create database test');
    await client.end();
    writeFileSync(URL_FILE, url);
    return { url };
  } catch (error) {
    return { reason: `could not start a throwaway PostgreSQL: ${(error as Error).message}` };
  } finally {
    execFileSync('rm', ['-rf', LOCK]);
  }
}
