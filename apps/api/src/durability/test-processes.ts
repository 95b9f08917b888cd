import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../db/database';
import { postgresUrl } from '../test/databases';

/**
 * Test kit of the durability tests: real server processes (through tsx, as
 * tsx as multi-process.test.ts does) on a scratch database, the CLIs, and waiting for states.
 * Everything listens on 127.0.0.1.
 */

export const apiRoot = fileURLToPath(new URL('../..', import.meta.url));
// tsx as a loader of this very process (not its CLI, which runs the script in a child process):
// a SIGKILL then ends the server itself, as a crash would.
const tsxLoader = pathToFileURL(createRequire(join(apiRoot, 'package.json')).resolve('tsx')).href;

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

/** Polls `ready` until it holds; a deadline only so that a hang fails instead of stalling. */
export async function waitFor(
  what: string,
  ready: () => boolean | Promise<boolean>,
  timeoutMs = 120_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/** A database and an image folder of their own, on SQLite or on the tests' PostgreSQL. */
export interface ScratchInstall {
  kind: 'sqlite' | 'postgres';
  /** The DATABASE_URL of the servers and CLIs. */
  url: string;
  /** The SQLite file (null on PostgreSQL). */
  file: string | null;
  blobDir: string;
  dir: string;
  open(): DatabaseHandle;
  dispose(): Promise<void>;
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function scratchInstall(kind: 'sqlite' | 'postgres'): Promise<ScratchInstall> {
  const dir = mkdtempSync(join(tmpdir(), 'atelier-durability-'));
  const blobDir = join(dir, 'blobs');
  if (kind === 'sqlite') {
    const file = join(dir, 'atelier.sqlite');
    return {
      kind,
      url: file,
      file,
      blobDir,
      dir,
      open: () => openDatabase({ kind: 'sqlite', file }),
      dispose: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  // A database of its own (not a schema): the server uses the default search path.
  const name = `atelier_dur_${process.pid}_${Date.now().toString(36)}`;
  await admin((client) => client.query(`create database "${name}"`));
  const url = new URL(postgresUrl());
  url.pathname = `/${name}`;
  return {
    kind,
    url: url.toString(),
    file: null,
    blobDir,
    dir,
    open: () => openDatabase({ kind: 'postgres', url: url.toString() }, { poolSize: 2 }),
    dispose: async () => {
      await admin((client) => client.query(`drop database if exists "${name}" with (force)`)).catch(
        () => undefined,
      );
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const environment = (install: ScratchInstall, extra: Record<string, string> = {}) => ({
  ...process.env,
  DATABASE_URL: install.url,
  BLOB_DIR: install.blobDir,
  HOST: '127.0.0.1',
  SEED: 'off',
  SETTLEMENT: 'off',
  LOG: 'silent',
  PG_POOL_MAX: '4',
  WEB_DIST: join(install.dir, 'no-web'),
  VIEWER_DIST: join(install.dir, 'no-viewer'),
  ...extra,
});

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  output(): string;
  /** SIGKILL: no shutdown code runs, as in a crash; resolves when the process is gone. */
  crash(): Promise<void>;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
}

/** Starts `src/server.ts` on the install and waits until /api/health answers. */
export async function startServer(install: ScratchInstall): Promise<ServerProcess> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', tsxLoader, 'src/server.ts'], {
    cwd: apiRoot,
    env: environment(install, { PORT: String(port) }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    base,
    child,
    output: () => output,
    crash: async () => {
      child.kill('SIGKILL');
      await exited(child);
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
  try {
    await waitFor('the server to answer /api/health', async () => {
      if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
      try {
        return (await fetch(`${base}/api/health`)).ok;
      } catch {
        return false;
      }
    });
  } catch (error) {
    await server.crash();
    throw error;
  }
  return server;
}

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a CLI of src/cli (`backup`, `restore`) on the install and answers its exit and output. */
export function runCli(
  install: ScratchInstall,
  name: string,
  args: string[],
  extra: Record<string, string> = {},
): { child: ChildProcess; done: Promise<CliRun> } {
  const child = spawn(process.execPath, ['--import', tsxLoader, `src/cli/${name}.ts`, ...args], {
    cwd: apiRoot,
    env: environment(install, extra),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const done = new Promise<CliRun>((resolve) =>
    child.once('close', (code) => resolve({ code, stdout, stderr })),
  );
  return { child, done };
}
