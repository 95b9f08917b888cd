#!/usr/bin/env node
// `pnpm bench:engine`: builds the benchmark pages with Vite, serves them with the demo
// assets, and drives headless Chromium (Debian's, through SwiftShader) with Playwright.
// Time to first frame is measured interleaved on the same GLB for the Atelier viewer and
// two anchors: Google's <model-viewer> and a bare three.js page (the floor). Then the
// viewer's decal redraw, worker merge and capture. Prints medians and ratios as Markdown.
// Not a test: numbers depend on the machine. BENCH_RUNS (default 5), BENCH_MODEL
// (default tshirt).
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { build } from 'vite';
import { chromiumArgs, chromiumExecutable } from '../../../scripts/chromium.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '../../..');
const assets = join(repo, 'assets');
const runs = Number(process.env.BENCH_RUNS ?? 5);
const modelId = process.env.BENCH_MODEL ?? 'tshirt';

if (!existsSync(join(assets, 'catalog.json'))) {
  console.error('assets/catalog.json is missing: run `pnpm assets` first.');
  process.exit(1);
}

const out = mkdtempSync(join(tmpdir(), 'atelier-engine-bench-'));
await build({
  root: here,
  logLevel: 'warn',
  build: {
    outDir: out,
    // Not 'assets': that path serves the demo garments.
    assetsDir: 'bench-chunks',
    chunkSizeWarningLimit: 4000,
    emptyOutDir: true,
    rollupOptions: { input: { engine: join(here, 'engine.html'), bare: join(here, 'bare.html') } },
  },
  worker: { format: 'es' },
});

const modelViewerJs = join(
  repo,
  'packages/engine/node_modules/@google/model-viewer/dist/model-viewer.min.js',
);
const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.glb': 'model/gltf-binary',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.exr': 'application/octet-stream',
  '.hdr': 'application/octet-stream',
  '.fbx': 'application/octet-stream',
};
const inside = (root, path) => {
  const full = normalize(join(root, path));
  return full.startsWith(root) && existsSync(full) && statSync(full).isFile() ? full : null;
};
const server = createServer((request, response) => {
  const path = decodeURIComponent(new URL(request.url, 'http://x').pathname);
  const file =
    path === '/vendor/model-viewer.min.js'
      ? modelViewerJs
      : path === '/model-viewer.html'
        ? join(here, 'model-viewer.html')
        : path.startsWith('/assets/')
          ? inside(assets, path.slice('/assets/'.length))
          : inside(out, path.slice(1));
  if (!file) {
    response.writeHead(404).end();
    return;
  }
  // No caching: every run pays the same network and parse costs.
  response.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'content-length': statSync(file).size,
    'cache-control': 'no-store',
  });
  createReadStream(file).pipe(response);
});
await new Promise((ready) => server.listen(0, '127.0.0.1', ready));
const origin = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({
  executablePath: chromiumExecutable,
  args: chromiumArgs,
  headless: true,
});

async function measure(path) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  if (process.env.BENCH_DEBUG) {
    page.on('console', (message) => process.stderr.write(`[${path}] ${message.text()}\n`));
    page.on('pageerror', (error) => process.stderr.write(`[${path}] ${error.message}\n`));
  }
  try {
    await page.goto(`${origin}${path}`);
    await page.waitForFunction(() => window.benchResult, null, { timeout: 180_000, polling: 50 });
    const result = await page.evaluate(() => window.benchResult);
    if (result.error) throw new Error(`${path}: ${result.error}`);
    return result;
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (value) => `${Math.round(value)} ms`;
const ms2 = (value) => `${value.toFixed(1)} ms`;
const mega = (value) => `${(value / 1e6).toFixed(2)} M`;
const pct = (value) => `${(value * 100).toFixed(1)} %`;

const glb = `/assets/models/${modelId}.glb`;
const pages = {
  atelier: `/engine.html?mode=first-frame&model=${modelId}`,
  bare: `/bare.html?model=${encodeURIComponent(glb)}`,
  modelViewer: `/model-viewer.html?model=${encodeURIComponent(glb)}`,
};
const firstFrames = { atelier: [], bare: [], modelViewer: [] };
const atelierPhases = [];
// One warm-up round (browser caches of compiled code, disk), then interleaved runs.
for (const path of Object.values(pages)) await measure(path);
for (let run = 0; run < runs; run++) {
  const order = Object.keys(pages);
  for (let i = 0; i < run % order.length; i++) order.push(order.shift());
  for (const name of order) {
    const { firstFrame, phases } = await measure(pages[name]);
    firstFrames[name].push(firstFrame);
    if (phases) atelierPhases.push(phases);
    process.stderr.write(`run ${run + 1}/${runs} ${name}: ${ms(firstFrame)}\n`);
  }
}

if (process.env.BENCH_FIRST_FRAME_ONLY) {
  console.log(
    JSON.stringify(
      atelierPhases.map((p) => Object.fromEntries(Object.entries(p).map(([k, v]) => [k, Math.round(v)]))),
    ),
  );
  console.log({
    atelier: median(firstFrames.atelier),
    bare: median(firstFrames.bare),
    modelViewer: median(firstFrames.modelViewer),
  });
  await browser.close();
  server.close();
  process.exit(0);
}

const interactions = [];
for (let run = 0; run < runs; run++) {
  interactions.push(await measure(`/engine.html?mode=interaction&model=${modelId}`));
  process.stderr.write(`interaction run ${run + 1}/${runs}\n`);
}
await browser.close();
server.close();
rmSync(out, { recursive: true, force: true });

const phase = (key) => median(atelierPhases.map((p) => p[key]));
const atelier = median(firstFrames.atelier);
const bare = median(firstFrames.bare);
const modelViewer = median(firstFrames.modelViewer);
const pick = (key) => median(interactions.map((result) => result[key]));
const colourWork = (key) => {
  const values = interactions.map((result) => result.colourChange?.[key]).filter((v) => v !== undefined);
  return values.length ? Math.max(...values) : 'n/a';
};
const glbSize = (statSync(join(assets, 'models', `${modelId}.glb`)).size / 1e6).toFixed(1);

console.log(`
Engine benchmark: headless Chromium (SwiftShader), ${runs} interleaved runs, medians; ${modelId}.glb (${glbSize} MB), 1280x720.

| measure | median |
|---|---|
| time to first frame, Atelier viewer | ${ms(atelier)} |
| time to first frame, bare three.js floor | ${ms(bare)} |
| time to first frame, <model-viewer> | ${ms(modelViewer)} |
| Atelier phases: script running, model fetched, model with materials, frame drawn, GPU done | ${[
  'scriptStart',
  'modelFetched',
  'modelAndMaterials',
  'firstFrameDrawn',
]
  .map((key) => ms(phase(key)))
  .join(', ')}, ${ms(atelier)} |
| Atelier / floor | ${(atelier / bare).toFixed(2)}x |
| Atelier / model-viewer | ${(atelier / modelViewer).toFixed(2)}x |
| model-viewer / floor | ${(modelViewer / bare).toFixed(2)}x |
| decal move: main-thread time (layer moved, canvas region and frame submitted) | ${ms2(pick('decalMainThread'))} |
| decal move: texels redrawn (all mip levels) of the canvas's ${mega(pick('decalCanvasTexels'))} | ${mega(pick('decalTexels'))} (${pct(pick('decalTexels') / pick('decalCanvasTexels'))}) |
| decal redraw after moving one layer (4096 px part canvas, frame drawn, GPU synced) | ${ms(pick('decalRedraw'))} |
| of which: the part canvas redraw alone (GPU synced) | ${ms(pick('decalCanvasOnly'))} |
| for scale: one 1280x720 frame alone (GPU synced) | ${ms(pick('frameOnly'))} |
| diffuse + opacity merge 4096x4096 in the worker | ${ms(pick('merge'))} |
| main thread blocked during the merge (longest task; total) | ${ms(pick('mergeMainThreadBlockedMax'))}; ${ms(pick('mergeMainThreadBlockedTotal'))} |
| capture 1920x1080 WebP | ${ms(pick('capture'))} |
| colour change on a part without decals: decal canvases redrawn, environments loaded, materials rebuilt (work counters) | ${colourWork('decalCanvasesRedrawn')}, ${colourWork('environmentsLoaded')}, ${colourWork('materialsRebuilt')} |
`);
// The colour change must redraw no decal canvas (issue 13): the figure above, and a line
// for scripts and CI to grep.
console.log(`decal canvases redrawn by a colour change: ${colourWork('decalCanvasesRedrawn')}`);
