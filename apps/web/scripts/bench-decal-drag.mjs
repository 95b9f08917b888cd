#!/usr/bin/env node
// `pnpm bench:decals`: dragging a decal in the editor, on the UV canvas and by the 3D view's pan
// handle, in Debian's Chromium against the production build (`pnpm build:apps`) served by the
// API on a throwaway SQLite database. The pointer moves every 16 ms (a 60 Hz mouse) for
// BENCH_MOVES moves (default 40); a PerformanceObserver records long tasks (the main thread
// blocked over 50 ms; the viewer iframe is same-origin and shares that thread) and frames are
// counted with requestAnimationFrame. Prints a table; BENCH_PORT picks the port.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../../../scripts/chromium.mjs';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const port = Number(process.env.BENCH_PORT ?? 4418);
const moves = Math.max(10, Number(process.env.BENCH_MOVES ?? 40));
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'atelier-bench-decals-'));

const server = spawn(process.execPath, [join(root, 'apps/api/dist/server.mjs')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: `file:${join(dataDir, 'db.sqlite')}`,
    BLOB_DIR: join(dataDir, 'blobs'),
    LOG: 'silent',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForServer() {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await pause(500);
  }
  throw new Error('The server did not start');
}

/** Starts recording long tasks and frames in the page; `stop` answers the figures. */
const startRecording = (page) =>
  page.evaluate(() => {
    const record = { longTasks: [], frames: 0, start: performance.now() };
    const observer = new PerformanceObserver((list) => {
      // 'self': the editor's own work (React, the store, the protocol client); otherwise the
      // same-origin viewer iframe (the engine drawing), which shares this thread.
      for (const entry of list.getEntries())
        record.longTasks.push({ duration: entry.duration, editor: entry.name === 'self' });
    });
    observer.observe({ type: 'longtask', buffered: false });
    let running = true;
    const tick = () => {
      if (!running) return;
      record.frames += 1;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    window.__decalBench = () => {
      running = false;
      observer.disconnect();
      const seconds = (performance.now() - record.start) / 1000;
      return { longTasks: record.longTasks, fps: record.frames / seconds, seconds };
    };
  });
const stopRecording = (page) => page.evaluate(() => window.__decalBench());

/** A drag of `moves` pointer moves, one every 16 ms, along a small circle-ish path. */
async function drag(page, from, moveBy) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let step = 1; step <= moves; step += 1) {
    const target = moveBy(step);
    await page.mouse.move(from.x + target.x, from.y + target.y);
    await pause(16);
  }
  await page.mouse.up();
}

const wave = (amplitude) => (step) => ({
  x: Math.sin(step / 10) * amplitude,
  y: Math.cos(step / 14) * amplitude * 0.6,
});

let browser;
try {
  await waitForServer();
  const { data } = await (await fetch(`${base}/api/producers/atelier_studio/prebuilds`)).json();
  const prebuild = data.find((entry) => entry.name === 'Pull-over Hoodie') ?? data[0];
  browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const signedIn = await page.request.post(`${base}/api/auth/sign-in`, {
    data: { email: 'producer@atelier.test', password: 'atelier-demo' },
  });
  if (!signedIn.ok()) throw new Error(`Sign-in failed: ${signedIn.status()}`);
  await page.goto(`${base}/editor?edit_type=prebuild&prebuild_id=${prebuild.id}`);
  await page.locator('.editor-viewer[data-state="ready"]').waitFor({ timeout: 180_000 });
  await page.locator('nav[aria-label="Steps"] [data-step="design"]').click();
  await page.locator('.editor-design__panel[data-panel="decals"]').click();
  await page.getByTestId('decals-panel').waitFor({ timeout: 60_000 });
  await page.getByTestId('decals-file').setInputFiles(join(root, 'assets/decals/heart-mark.png'));
  const layer = page.getByTestId('decals-layer').filter({ hasText: 'Doube click rename me' }).first();
  await layer.waitFor({ timeout: 60_000 });
  await layer.click();
  await page.getByTestId('decals-handle-pan').waitFor();
  await pause(1000); // let the viewer draw the new decal before measuring

  const results = [];
  const body = page.locator('.decals-uv__layer[data-selected] .decals-uv__body');
  await page.getByTestId('decals-uv-canvas').scrollIntoViewIfNeeded();
  const uvBox = await body.boundingBox();
  await startRecording(page);
  await drag(page, { x: uvBox.x + uvBox.width / 2, y: uvBox.y + uvBox.height / 2 }, wave(60));
  results.push({ drag: 'UV canvas', ...(await stopRecording(page)) });

  const handle = await page.getByTestId('decals-handle-pan').boundingBox();
  await startRecording(page);
  await drag(page, { x: handle.x + handle.width / 2, y: handle.y + handle.height / 2 }, wave(40));
  results.push({ drag: '3D pan handle', ...(await stopRecording(page)) });

  console.log(`\nDecal drag, ${moves} pointer moves at 60 Hz, load ${loadavg()[0].toFixed(1)}\n`);
  console.log(
    '| drag | seconds | frames per second | long tasks, editor | longest, editor (ms) | long tasks, viewer | longest, viewer (ms) |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  const longest = (tasks) => (tasks.length ? Math.max(...tasks.map((task) => task.duration)) : 0).toFixed(0);
  for (const result of results) {
    const editor = result.longTasks.filter((task) => task.editor);
    const viewer = result.longTasks.filter((task) => !task.editor);
    console.log(
      `| ${result.drag} | ${result.seconds.toFixed(1)} | ${result.fps.toFixed(0)} | ${editor.length} | ${longest(editor)} | ${viewer.length} | ${longest(viewer)} |`,
    );
  }
} finally {
  await browser?.close();
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
