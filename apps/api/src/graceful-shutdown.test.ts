import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SseReader } from './test/sse';

/**
 * The real server (src/server.ts in a child process) on SIGTERM: health answers 503, then no
 * new connection is accepted, a request in flight still gets its answer, an open event stream
 * ends with its `shutdown` event, and the process exits 0.
 */

const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const tsxCli = createRequire(join(apiRoot, 'package.json')).resolve('tsx/cli');

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

/** Polls `probe` until it answers true (a state, not a time); gives up after a minute. */
async function until(what: string, probe: () => Promise<boolean>, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (await probe().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`never: ${what}\n${output()}`);
}

/** Reads one HTTP answer from a raw socket (the whole of it: the server closes the connection). */
function answerOf(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

describe('graceful shutdown of the real server', () => {
  const dir = mkdtempSync(join(tmpdir(), 'atelier-shutdown-'));
  let child: ChildProcess;
  let output = '';
  let base = '';
  let port = 0;
  let exited: Promise<number | null>;

  beforeAll(async () => {
    port = await freePort();
    child = spawn(process.execPath, [tsxCli, 'src/server.ts'], {
      cwd: apiRoot,
      env: {
        ...process.env,
        DATABASE_URL: `file:${join(dir, 'shutdown.sqlite')}`,
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED: 'off',
        BLOB_DIR: join(dir, 'blobs'),
        WEB_DIST: join(dir, 'no-web'),
        VIEWER_DIST: join(dir, 'no-viewer'),
        // Long enough for a load balancer (here: this test) to see the 503.
        SHUTDOWN_DRAIN_MS: '4000',
        NODE_ENV: 'development',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    base = `http://127.0.0.1:${port}`;
    await until(
      'the server answers',
      async () => (await fetch(`${base}/api/health`)).ok,
      () => output,
    );
  }, 90_000);

  afterAll(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers a DELETE without a body or Content-Length as a request without a body (not 415)', async () => {
    const answer = await fetch(`${base}/api/users/nobody_here/follow`, { method: 'DELETE' });
    expect(answer.status).toBe(401);
  });

  it('drains on SIGTERM: health 503, no new connections, the request in flight answered, streams ended, exit 0', async () => {
    const signUp = await fetch(`${base}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'drain@example.test',
        at_name: 'drain_test',
        name: 'Drain',
        password: 'a long enough password',
      }),
    });
    expect(signUp.status).toBe(201);
    const cookie = (signUp.headers.get('set-cookie') ?? '').split(';')[0] as string;
    const stream = await fetch(`${base}/api/notifications/stream`, { headers: { cookie } });
    expect(stream.status).toBe(200);
    const events = new SseReader(stream.body as ReadableStream<Uint8Array>);
    await events.next((event) => event.event === 'ready');

    // A request in flight: its headers and half its body are sent, the rest comes later.
    const body = JSON.stringify({ email: 'drain@example.test', password: 'not the password' });
    const held = connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => held.once('connect', () => resolve()));
    const answered = answerOf(held);
    held.write(
      `POST /api/auth/sign-in HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
    );

    child.kill('SIGTERM');
    await until(
      'health answers 503',
      async () => {
        const health = await fetch(`${base}/api/health`);
        return (
          health.status === 503 &&
          ((await health.json()) as { error: { code: string } }).error.code === 'shutting_down'
        );
      },
      () => output,
    );
    await until(
      'new connections are refused',
      () =>
        fetch(`${base}/api/health`).then(
          () => false,
          () => true,
        ),
      () => output,
    );
    // The stream's last event says why it ends, and when to come back.
    const goodbye = await events.next((event) => event.event === 'shutdown', 60_000);
    expect(JSON.parse(goodbye.data)).toEqual({ reason: 'server restarting' });
    await expect(events.next(() => true, 60_000)).rejects.toThrow('the event stream ended');
    expect(child.exitCode).toBeNull();

    held.write(body.slice(10));
    const answer = await answered;
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(answer).toContain('invalid_credentials');

    expect(await exited).toBe(0);
    await events.close().catch(() => undefined);
  }, 120_000);
});
