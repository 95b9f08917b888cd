// What `pnpm bench:embed` and `pnpm bench:bytes` share: the real Atelier server (the
// production build, `apps/api/dist/server.mjs`, as `npm start` runs it) on a throwaway
// seeded SQLite database and a free loopback port, the demo creations it serves, and
// Debian's Chromium. Not a test: the benches print figures.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumExecutable } from './chromium.mjs';

export const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The demo garments, by the file name of their model (`assets/models/{key}.glb`). */
export const GARMENTS = /** @type {const} */ (['tshirt', 'hoodie', 'cap', 'tote']);

/** Fails early, with the command to run, when a build the bench drives is missing. */
export function requireBuilds() {
  const needed = {
    'apps/api/dist/server.mjs': 'pnpm build:apps',
    'apps/viewer/dist/index.html': 'pnpm build:apps',
    'packages/embed/dist/atelier-embed.iife.js': 'pnpm build:apps',
    'assets/catalog.json': 'pnpm assets',
  };
  const missing = Object.entries(needed).filter(([path]) => !existsSync(join(repo, path)));
  if (missing.length === 0) return;
  for (const [path, command] of missing) console.error(`${path} is missing: run \`${command}\` first.`);
  process.exit(1);
}

/** A loopback port nobody listens on now. */
export async function freePort() {
  const probe = createServer();
  await new Promise((ready) => probe.listen(0, '127.0.0.1', ready));
  const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
  await new Promise((closed) => probe.close(closed));
  return port;
}

/**
 * Starts the production server on a fresh SQLite file (the demo store is seeded on start)
 * and resolves once `/api/health` answers. `stop()` ends it and removes the database.
 */
export async function startAtelier() {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'atelier-bench-'));
  const child = spawn(process.execPath, [join(repo, 'apps/api/dist/server.mjs')], {
    cwd: repo,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${join(dir, 'bench.sqlite')}`,
      BLOB_DIR: join(dir, 'blobs'),
      NODE_ENV: 'production',
    },
    // Request logs would only slow the server down; errors still reach the terminal.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const exited = new Promise((done) => child.once('exit', done));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The Atelier server exited (${child.exitCode})`);
    const healthy = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error('The Atelier server did not answer /api/health in 120 s');
    await new Promise((wait) => setTimeout(wait, 250));
  }
  return {
    origin,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function json(url, init) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/**
 * One public demo creation per garment, from the platform producer (Atelier Studio) when
 * it has one: `{ tshirt: { id, producer, modelUrl }, ... }`.
 */
export async function demoCreations(origin) {
  const list = await json(`${origin}/api/creations?tab=latest&limit=60`);
  const found = {};
  for (const { id } of list.items) {
    const { creation } = await json(`${origin}/api/viewer/context?creation=${id}`);
    const key = creation?.model?.url.match(/\/([^/]+)\.(glb|fbx)$/)?.[1];
    if (!key || !GARMENTS.includes(key)) continue;
    const better =
      !found[key] || (found[key].producer !== 'atelier_studio' && creation.producer === 'atelier_studio');
    if (better) found[key] = { id, producer: creation.producer, modelUrl: creation.model.url };
  }
  const missing = GARMENTS.filter((key) => !found[key]);
  if (missing.length) throw new Error(`No public demo creation of: ${missing.join(', ')}`);
  return found;
}

/**
 * Trusts `partnerOrigin` for the platform producer's creations, as docs/embedding.md
 * "Adding a partner" says (its demo members sign in as producer@atelier.test).
 */
export async function addPartnerOrigin(origin, producer, partnerOrigin) {
  const signIn = await fetch(`${origin}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: 'producer@atelier.test', password: 'atelier-demo' }),
  });
  if (!signIn.ok) throw new Error(`Sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((entry) => entry.split(';')[0])
    .join('; ');
  const headers = { cookie, origin, 'content-type': 'application/json' };
  const { producer: current } = await json(`${origin}/api/producers/${producer}`, { headers });
  const partnerOrigins = [...new Set([...(current.metadata.partnerOrigins ?? []), partnerOrigin])];
  await json(`${origin}/api/producers/${producer}`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ metadata: { ...current.metadata, partnerOrigins } }),
  });
}

/** Debian's Chromium, WebGL through SwiftShader (scripts/chromium.mjs). */
export const launchChromium = () =>
  chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs, headless: true });

/** What a first view's response is, from its address and content type (`pnpm bench:bytes`). */
export const BYTE_KINDS = ['model', 'textures', 'environment', 'background', 'js', 'page and data'];
export function byteKindOf(url, contentType) {
  const path = new URL(url).pathname;
  if (/\.(glb|gltf|fbx)$/.test(path) || contentType.startsWith('model/')) return 'model';
  if (/\.(exr|hdr)$/.test(path) || path.startsWith('/assets/environments/')) return 'environment';
  // Background images come from /assets/backgrounds/ or, resized, from the image API.
  if (/(^\/assets\/backgrounds\/|-backgrounds-)/.test(path)) return 'background';
  if (contentType.startsWith('image/')) return 'textures';
  // Code: scripts, and WebAssembly (a phone's Basis transcoder for KTX2 textures).
  if (/javascript|wasm/.test(contentType) || /\.(m?js|wasm)$/.test(path)) return 'js';
  return 'page and data';
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
