#!/usr/bin/env node
// `pnpm bench:bytes` (after `pnpm build:apps`): the bytes a first view of each demo
// garment transfers in the viewer. The real server (production build, fresh seeded
// database) serves the viewer page; Chromium opens it for a public demo creation of each
// garment in a fresh context (empty cache) and, once the viewer reports the design shown
// (`#viewer[data-state=ready]`, environment included) and the network is quiet, sums what
// every response transferred (encoded body and headers, as Chromium received them), by
// what it is, and the time from navigation to the first frame showing the garment
// (`#viewer[data-drawn=model]`) and to the design shown. Prints Markdown (BENCH_VERBOSE=1
// lists every response). Not a test.
//
// BENCH_PROFILE=phone: Lighthouse's mobile profile, as DevTools applies it (a Moto G Power:
// 412x823 CSS px at DPR 1.75, touch, an Android Chrome user agent; slow 4G as Lighthouse's
// DevTools throttling gives it: 150 ms RTT x 3.75 = 562.5 ms per request, 1.6 Mbps x 0.9 down,
// 750 kbps x 0.9 up; the CPU slowed 4x).
import { loadavg } from 'node:os';
import {
  BYTE_KINDS as KINDS,
  GARMENTS,
  byteKindOf as kindOf,
  demoCreations,
  launchChromium,
  requireBuilds,
  startAtelier,
} from './bench-atelier.mjs';

requireBuilds();

const PHONE = process.env.BENCH_PROFILE === 'phone';
const CONTEXT_OPTIONS = PHONE
  ? {
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      userAgent:
        'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 ' +
        '(KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
    }
  : { viewport: { width: 1280, height: 720 } };
const KBPS = 1024 / 8; // bytes per second in one kbps, as DevTools counts
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: 1474.56 * KBPS,
  uploadThroughput: 675 * KBPS,
};

/** Records, in the page, when the viewer marks its first frame with the garment and the design shown. */
function recordMarks() {
  const marks = /** @type {Record<string, number>} */ ({});
  Object.defineProperty(window, '__benchMarks', { value: marks });
  new MutationObserver(() => {
    const root = document.getElementById('viewer');
    if (!root) return;
    if (root.dataset.drawn === 'model') marks.drawn ??= performance.now();
    if (root.dataset.state === 'ready') marks.ready ??= performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-drawn', 'data-state'] });
}

/** The normal maps a phone asked for as KTX2 (the server encodes them after the first ask). */
const ktx2Asked = new Set();

/** One visit of each garment in a fresh context: its bytes by kind and its marks. */
async function visitAll(browser, origin, creations) {
  const rows = [];
  for (const garment of GARMENTS) {
    const context = await browser.newContext(CONTEXT_OPTIONS);
    const page = await context.newPage();
    await page.addInitScript(recordMarks);
    if (PHONE) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    }
    const responses = [];
    page.on('requestfinished', (request) => responses.push(request));
    page.on('request', (request) => {
      if (/[?&]kind=data\b/.test(request.url()) && /image\/ktx2/.test(request.headers()['accept'] ?? ''))
        ktx2Asked.add(request.url());
    });
    await page.goto(`${origin}/viewer/?creation=${creations[garment].id}`);
    await page.waitForSelector('#viewer[data-state="ready"], #viewer[data-state="error"]', {
      timeout: 180_000,
    });
    if ((await page.getAttribute('#viewer', 'data-state')) === 'error')
      throw new Error(`${garment}: the viewer showed an error`);
    await page.waitForLoadState('networkidle');
    const marks = await page.evaluate(() => {
      const found = /** @type {any} */ (window).__benchMarks;
      // When the last response that arrived before the first frame was in: what the network
      // alone took of it (the rest is the page's and the engine's work).
      const before = performance
        .getEntriesByType('resource')
        .map((entry) => /** @type {PerformanceResourceTiming} */ (entry).responseEnd)
        .filter((end) => found.drawn !== undefined && end <= found.drawn);
      return { ...found, network: before.length > 0 ? Math.max(...before) : undefined };
    });
    if (process.env.BENCH_VERBOSE) {
      // The page's timeline: when each request started and ended, from navigation start.
      const timeline = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => {
          const timing = /** @type {PerformanceResourceTiming} */ (entry);
          return [
            Math.round(timing.startTime),
            Math.round(timing.responseEnd),
            timing.transferSize,
            timing.name,
          ];
        }),
      );
      for (const [start, end, size, name] of timeline)
        process.stderr.write(`  ${garment} ${start}-${end} ms ${size} B ${name}\n`);
    }
    const totals = Object.fromEntries(KINDS.map((kind) => [kind, { bytes: 0, count: 0, types: new Set() }]));
    for (const request of responses) {
      const response = await request.response();
      if (!response) continue;
      const sizes = await request.sizes();
      const type = (response.headers()['content-type'] ?? '').split(';')[0];
      const entry = totals[kindOf(request.url(), type)];
      entry.bytes += sizes.responseBodySize + sizes.responseHeadersSize;
      entry.count += 1;
      if (type) entry.types.add(type);
      if (process.env.BENCH_VERBOSE)
        process.stderr.write(`  ${garment} ${type} ${sizes.responseBodySize} ${request.url()}\n`);
    }
    rows.push({ garment, creation: creations[garment].id, totals, marks });
    await context.close();
    process.stderr.write(`${garment}: ${responses.length} responses\n`);
  }
  return rows;
}

/**
 * Waits until the server answers every normal map a phone asked for as KTX2 with the KTX2
 * file: the first ask got the usual format and started the encode in the background.
 */
async function waitForKtx2() {
  const started = Date.now();
  for (const url of ktx2Asked) {
    for (;;) {
      const answer = await fetch(url, { headers: { accept: 'image/ktx2,image/avif,image/webp,*/*;q=0.8' } });
      await answer.arrayBuffer();
      if (answer.headers.get('content-type') === 'image/ktx2') break;
      if (Date.now() - started > 15 * 60_000) throw new Error(`${url}: still not encoded after 15 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  process.stderr.write(
    `KTX2 normal maps encoded (${ktx2Asked.size}) in ${Math.round((Date.now() - started) / 1000)} s\n`,
  );
}

const atelier = await startAtelier();
const browser = await launchChromium();
const passes = [];
try {
  const creations = await demoCreations(atelier.origin);
  passes.push({ title: 'A first visit', rows: await visitAll(browser, atelier.origin, creations) });
  if (PHONE && ktx2Asked.size > 0) {
    await waitForKtx2();
    passes.push({
      title: 'Once the server has encoded the KTX2 normal maps',
      rows: await visitAll(browser, atelier.origin, creations),
    });
  }
} finally {
  await browser.close();
  await atelier.stop();
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (time) => (time === undefined ? '-' : `${Math.round(time)} ms`);
const total = (row) => KINDS.reduce((sum, kind) => sum + row.totals[kind].bytes, 0);
for (const { title, rows } of passes) {
  console.log(`
### ${title}

First view in the viewer${PHONE ? ' (phone profile)' : ''}, bytes transferred (encoded bodies and headers), fresh cache; times from navigation start:

| garment | ${KINDS.join(' | ')} | total | its files in | first frame | design shown |
|---|${KINDS.map(() => '---:').join('|')}|---:|---:|---:|---:|
${rows.map((row) => `| ${row.garment} | ${KINDS.map((kind) => kB(row.totals[kind].bytes)).join(' | ')} | ${kB(total(row))} | ${ms(row.marks.network)} | ${ms(row.marks.drawn)} | ${ms(row.marks.ready)} |`).join('\n')}

"its files in": when the last response that arrived before the first frame was complete.
Machine load average at the end: ${loadavg()
    .map((load) => load.toFixed(1))
    .join(', ')}.

Requests and content types:

| garment | ${KINDS.join(' | ')} |
|---|${KINDS.map(() => '---').join('|')}|
${rows.map((row) => `| ${row.garment} | ${KINDS.map((kind) => `${row.totals[kind].count}: ${[...row.totals[kind].types].join(', ') || '-'}`).join(' | ')} |`).join('\n')}
`);
}
