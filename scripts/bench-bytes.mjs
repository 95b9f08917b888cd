#!/usr/bin/env node
// `pnpm bench:bytes` (after `pnpm build:apps`): the bytes a first view of each demo
// garment transfers in the viewer. The real server (production build, fresh seeded
// database) serves the viewer page; Chromium opens it for a public demo creation of each
// garment in a fresh context (empty cache) and, once the viewer reports the design shown
// (`#viewer[data-state=ready]`, environment included) and the network is quiet, sums what
// every response transferred (encoded body and headers, as Chromium received them), by
// what it is. Prints Markdown (BENCH_VERBOSE=1 lists every response). Not a test.
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

const atelier = await startAtelier();
const browser = await launchChromium();
const rows = [];
try {
  const creations = await demoCreations(atelier.origin);
  for (const garment of GARMENTS) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    const responses = [];
    page.on('requestfinished', (request) => responses.push(request));
    await page.goto(`${atelier.origin}/viewer/?creation=${creations[garment].id}`);
    await page.waitForSelector('#viewer[data-state="ready"], #viewer[data-state="error"]', {
      timeout: 180_000,
    });
    if ((await page.getAttribute('#viewer', 'data-state')) === 'error')
      throw new Error(`${garment}: the viewer showed an error`);
    await page.waitForLoadState('networkidle');
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
    rows.push({ garment, creation: creations[garment].id, totals });
    await context.close();
    process.stderr.write(`${garment}: ${responses.length} responses\n`);
  }
} finally {
  await browser.close();
  await atelier.stop();
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const total = (row) => KINDS.reduce((sum, kind) => sum + row.totals[kind].bytes, 0);
console.log(`
First view in the viewer, bytes transferred (encoded bodies and headers), fresh cache:

| garment | ${KINDS.join(' | ')} | total |
|---|${KINDS.map(() => '---:').join('|')}|---:|
${rows.map((row) => `| ${row.garment} | ${KINDS.map((kind) => kB(row.totals[kind].bytes)).join(' | ')} | ${kB(total(row))} |`).join('\n')}

Requests and content types:

| garment | ${KINDS.join(' | ')} |
|---|${KINDS.map(() => '---').join('|')}|
${rows.map((row) => `| ${row.garment} | ${KINDS.map((kind) => `${row.totals[kind].count}: ${[...row.totals[kind].types].join(', ') || '-'}`).join(' | ')} |`).join('\n')}
`);
