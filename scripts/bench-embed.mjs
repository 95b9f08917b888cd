#!/usr/bin/env node
// `pnpm bench:embed` (after `pnpm build:apps`): a partner page on another origin embeds a
// seeded demo creation through the embed SDK and the viewer app, served by the real
// server, and is timed to the viewer's first frame; in the same run, interleaved, the bare
// three.js floor (packages/engine/bench/bare.html) loads the same GLB. Both are timed from
// their page's navigation start to the first draw of the garment, GPU synced
// (packages/engine/bench/embed/first-draw-probe.js). Prints medians and the ratio as
// Markdown. Not a test: numbers depend on the machine. BENCH_RUNS (default 5),
// BENCH_MODEL (tshirt, hoodie, cap or tote; default tshirt).
import { createReadStream, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { build } from 'vite';
import {
  GARMENTS,
  addPartnerOrigin,
  demoCreations,
  freePort,
  launchChromium,
  median,
  repo,
  requireBuilds,
  startAtelier,
} from './bench-atelier.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const garment = process.env.BENCH_MODEL ?? 'tshirt';
if (!GARMENTS.includes(garment)) {
  console.error(`BENCH_MODEL must be one of ${GARMENTS.join(', ')}; got "${garment}".`);
  process.exit(1);
}
requireBuilds();

const benchDir = join(repo, 'packages/engine/bench');
const probe = readFileSync(join(benchDir, 'embed/first-draw-probe.js'), 'utf8');

// The floor page, built as `pnpm bench:engine` builds it.
const floorDir = mkdtempSync(join(tmpdir(), 'atelier-embed-bench-'));
await build({
  root: benchDir,
  logLevel: 'warn',
  build: {
    outDir: floorDir,
    assetsDir: 'bench-chunks',
    chunkSizeWarningLimit: 4000,
    emptyOutDir: true,
    rollupOptions: { input: { bare: join(benchDir, 'bare.html') } },
  },
});

const atelier = await startAtelier();
const partnerOrigin = `http://127.0.0.1:${await freePort()}`;
const creation = (await demoCreations(atelier.origin))[garment];
await addPartnerOrigin(atelier.origin, creation.producer, partnerOrigin);
const partnerPage = readFileSync(join(benchDir, 'embed/partner.html'), 'utf8')
  .replaceAll('__API_ORIGIN__', atelier.origin)
  .replaceAll('__CREATION_ID__', creation.id);

// The partner's own server: its shop page, and the floor page with the demo assets.
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.glb': 'model/gltf-binary' };
const inside = (root, path) => {
  const full = normalize(join(root, path));
  return full.startsWith(root) && existsSync(full) && statSync(full).isFile() ? full : null;
};
const partner = createServer((request, response) => {
  const path = decodeURIComponent(new URL(request.url, 'http://x').pathname);
  if (path === '/shop.html') {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(partnerPage);
    return;
  }
  const file = path.startsWith('/assets/')
    ? inside(join(repo, 'assets'), path.slice('/assets/'.length))
    : inside(floorDir, path.slice(1));
  if (!file) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'content-length': statSync(file).size,
    'cache-control': 'no-store',
  });
  createReadStream(file).pipe(response);
});
await new Promise((ready) => partner.listen(Number(new URL(partnerOrigin).port), '127.0.0.1', ready));

const browser = await launchChromium();

/** Loads `path` of the partner origin in a fresh context; resolves with its page's figures. */
async function measure(kind) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(probe);
  const page = await context.newPage();
  if (process.env.BENCH_DEBUG) {
    page.on('console', (message) => process.stderr.write(`[${kind}] ${message.text()}\n`));
    page.on('pageerror', (error) => process.stderr.write(`[${kind}] ${error.message}\n`));
  }
  try {
    const url =
      kind === 'embed'
        ? `${partnerOrigin}/shop.html`
        : `${partnerOrigin}/bare.html?model=${encodeURIComponent(creation.modelUrl)}`;
    await page.goto(url);
    const start = await page.evaluate(() => performance.timeOrigin);
    const frame = kind === 'embed' ? await viewerFrame(page) : page.mainFrame();
    const firstDraw = await (
      await frame.waitForFunction(() => window.__firstDraw?.synced && window.__firstDraw, null, {
        timeout: 180_000,
        polling: 50,
      })
    ).jsonValue();
    const result = { firstFrame: firstDraw.synced - start, drawn: firstDraw.drawn - start };
    if (kind === 'embed') {
      // The SDK's `loaded` event (design applied, environment included) follows the frame.
      await page.waitForFunction(() => window.benchMarks.loaded || window.benchMarks.error, null, {
        timeout: 180_000,
        polling: 50,
      });
      const marks = await page.evaluate(() => window.benchMarks);
      if (marks.error) throw new Error(`embed: ${marks.error}`);
      Object.assign(result, marks);
    }
    return result;
  } finally {
    await context.close();
  }
}

/** The viewer's iframe, once the SDK has put it in the partner page. */
async function viewerFrame(page) {
  await page.waitForSelector('#viewer iframe', { timeout: 60_000 });
  const handle = await page.$('#viewer iframe');
  for (;;) {
    const frame = await handle.contentFrame();
    if (frame && frame.url().startsWith(`${atelier.origin}/viewer/`)) return frame;
    await page.waitForEvent('framenavigated', { timeout: 60_000 });
  }
}

const ms = (value) => `${Math.round(value)} ms`;
const results = { embed: [], floor: [] };
try {
  // One warm-up round (compiled code, disk caches, the server's first answers), then
  // interleaved runs, alternating which goes first.
  await measure('embed');
  await measure('floor');
  for (let run = 0; run < runs; run++) {
    const order = run % 2 ? ['floor', 'embed'] : ['embed', 'floor'];
    for (const kind of order) {
      const result = await measure(kind);
      results[kind].push(result);
      process.stderr.write(`run ${run + 1}/${runs} ${kind}: ${ms(result.firstFrame)}\n`);
    }
  }
} finally {
  await browser.close();
  partner.close();
  await atelier.stop();
  rmSync(floorDir, { recursive: true, force: true });
}

const pick = (kind, key) => median(results[kind].map((result) => result[key]));
const embed = pick('embed', 'firstFrame');
const floor = pick('floor', 'firstFrame');
const glbSize = (statSync(join(repo, 'assets/models', `${garment}.glb`)).size / 1e6).toFixed(1);
console.log(`
Embed benchmark: headless Chromium (SwiftShader), ${runs} interleaved runs, medians; the demo ${garment} (${creation.id}, ${garment}.glb ${glbSize} MB), 1280x720.

| measure | median |
|---|---|
| partner page: SDK script loaded | ${ms(pick('embed', 'sdkLoaded'))} |
| partner page: viewer connected (handshake answered) | ${ms(pick('embed', 'connected'))} |
| partner page: first frame of the garment drawn in the viewer | ${ms(pick('embed', 'drawn'))} |
| **partner page: first frame, GPU synced** | **${ms(embed)}** |
| partner page: \`loaded\` event (design applied, environment included) | ${ms(pick('embed', 'loaded'))} |
| bare three.js floor: first frame, GPU synced | ${ms(floor)} |
| **embed / floor** (first frames) | **${(embed / floor).toFixed(2)}x** |
| embed \`loaded\` / floor | ${(pick('embed', 'loaded') / floor).toFixed(2)}x |
`);
