import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresUnavailableReason, postgresUrl } from './test/databases';
import { SseReader } from './test/sse';

/**
 * Two server processes on one PostgreSQL database behave as one: a session made on one
 * is valid on the other, and a notification created through one reaches an event
 * stream opened on the other (LISTEN/NOTIFY).
 */

const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const tsxCli = createRequire(join(apiRoot, 'package.json')).resolve('tsx/cli');
const reason = await postgresUnavailableReason();
if (reason) console.warn(`Skipping the two-process PostgreSQL test: ${reason}`);

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

async function waitForHealth(base: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      const answer = await fetch(`${base}/api/health`);
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not start:\n${output()}`);
}

describe.skipIf(reason !== null)('two server processes on one PostgreSQL', () => {
  const databaseName = `atelier_mp_${process.pid}_${Date.now().toString(36)}`;
  const blobs = mkdtempSync(join(tmpdir(), 'atelier-mp-'));
  const children: ChildProcess[] = [];
  const bases: string[] = [];
  let databaseUrl = '';

  async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: postgresUrl() });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }

  async function start(): Promise<string> {
    const port = await freePort();
    let output = '';
    const child = spawn(process.execPath, [tsxCli, 'src/server.ts'], {
      cwd: apiRoot,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED: 'off',
        PG_POOL_MAX: '4',
        LOG: 'silent',
        BLOB_DIR: blobs,
        WEB_DIST: join(blobs, 'no-web'),
        VIEWER_DIST: join(blobs, 'no-viewer'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    children.push(child);
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(base, child, () => output);
    return base;
  }

  beforeAll(async () => {
    await admin((client) => client.query(`create database "${databaseName}"`));
    const url = new URL(postgresUrl());
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
    // One after the other: the first migrates, the second finds it done.
    bases.push(await start());
    bases.push(await start());
  }, 120_000);

  afterAll(async () => {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(
      children.map((child) =>
        child.exitCode !== null ? undefined : new Promise((resolve) => child.once('exit', resolve)),
      ),
    );
    await admin((client) => client.query(`drop database if exists "${databaseName}" with (force)`)).catch(
      () => undefined,
    );
    rmSync(blobs, { recursive: true, force: true });
  }, 30_000);

  const call = async (base: string, method: string, path: string, body?: unknown, cookie?: string) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(cookie ? { cookie } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a JSON answer read loosely
    return { status: response.status, headers: response.headers, body: (await response.json()) as any };
  };

  const signUp = async (base: string, handle: string) => {
    const answer = await call(base, 'POST', '/api/auth/sign-up', {
      email: `${handle}@example.test`,
      at_name: handle,
      name: handle,
      password: 'two processes, one store',
    });
    expect(answer.status).toBe(201);
    return (answer.headers.get('set-cookie') ?? '').split(';')[0] as string;
  };

  it('accepts a session made on one process on the other', async () => {
    const [a, b] = bases as [string, string];
    const cookie = await signUp(a, 'ada_mp');
    const onB = await call(b, 'GET', '/api/auth/session', undefined, cookie);
    expect(onB.status).toBe(200);
    expect(onB.body.session.user.at_name).toBe('ada_mp');
    await call(b, 'POST', '/api/auth/sign-out', undefined, cookie);
    const onA = await call(a, 'GET', '/api/auth/session', undefined, cookie);
    expect(onA.body.session).toBeNull();
  });

  it('delivers a notification created through one process to a stream opened on the other', async () => {
    const [a, b] = bases as [string, string];
    const ownerCookie = await signUp(a, 'owner_mp');
    const fanCookie = await signUp(b, 'fan_mp');
    const stream = await fetch(`${a}/api/notifications/stream`, { headers: { cookie: ownerCookie } });
    expect(stream.status).toBe(200);
    const events = new SseReader(stream.body as ReadableStream<Uint8Array>);
    try {
      await events.next((event) => event.event === 'ready');
      // Give process A a moment to LISTEN; the stream re-reads on (re)connect anyway.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const follow = await call(b, 'PUT', '/api/users/owner_mp/follow', undefined, fanCookie);
      expect(follow.status).toBe(200);
      const started = Date.now();
      const arrived = await events.next((event) => event.event === 'notification', 10_000);
      // Through NOTIFY, not the 30 s safety poll.
      expect(Date.now() - started).toBeLessThan(5000);
      expect(JSON.parse(arrived.data)).toMatchObject({
        notificationMessage: { title: 'New follower' },
        eventData: { type: 'follow' },
      });
    } finally {
      await events.close();
    }
  }, 30_000);
});
