#!/usr/bin/env node
// `pnpm bench:web`: Lighthouse (mobile preset) against home, shop and a creation detail page of
// the production build, served by the API on a throwaway SQLite database, in Debian's Chromium.
// Writes the scores to the "## Storefront" section of docs/performance.md. Build first (`pnpm build:apps`).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumExecutable } from '../../../scripts/chromium.mjs';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const port = Number(process.env.BENCH_PORT ?? 4417);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'atelier-bench-'));

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

async function waitForServer() {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The server did not start');
}

let chrome;
try {
  await waitForServer();
  const first = await (await fetch(`${base}/api/creations?tab=latest&limit=1`)).json();
  const creation = first.items[0];
  const pages = [
    ['Home', '/'],
    ['Shop', '/shop'],
    ['Creation detail', `/${creation.user.at_name}/creation?creation_id=${creation.id}`],
  ];
  // Lighthouse's own mobile preset (emulated Moto G power, slow 4G, 4x CPU slowdown).
  chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutable,
    chromeFlags: [
      '--headless=new',
      ...chromiumArgs.filter((flag) => !flag.startsWith('--use-angle') && !flag.includes('swiftshader')),
    ],
  });
  const rows = [];
  let version = '';
  for (const [name, path] of pages) {
    const result = await lighthouse(`${base}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const { categories, audits } = result.lhr;
    // BENCH_REPORT_DIR=dir keeps each page's full Lighthouse report (JSON) for inspection.
    if (process.env.BENCH_REPORT_DIR)
      writeFileSync(
        join(process.env.BENCH_REPORT_DIR, `${name.toLowerCase().replace(/\W+/g, '-')}.json`),
        JSON.stringify(result.lhr),
      );
    version = result.lhr.lighthouseVersion;
    const score = (key) => Math.round((categories[key]?.score ?? 0) * 100);
    const metric = (key) => audits[key]?.displayValue ?? 'n/a';
    rows.push({
      name,
      path: path.replace(creation.id, '{id}').replace(creation.user.at_name, '{at_name}'),
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
    });
    process.stdout.write(
      `${name}: performance ${score('performance')}, accessibility ${score('accessibility')}\n`,
    );
  }
  const date = new Date().toISOString().slice(0, 10);
  const table = [
    '| Page | Path | Performance | Accessibility | Best practices | SEO | FCP | LCP | TBT | CLS |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.name} | \`${row.path}\` | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.fcp} | ${row.lcp} | ${row.tbt} | ${row.cls} |`,
    ),
  ].join('\n');
  // Only the "## Storefront" section is ours: the API, Viewer and Engine sections of the same
  // file are written by their own benches and kept as they are.
  const section = `## Storefront\n\nMeasured with \`pnpm bench:web\` (after \`pnpm build:apps\`) on ${date}: Lighthouse ${version} with its mobile preset (emulated mid-range phone, slow 4G, 4x CPU slowdown) in Debian's Chromium, against the production build served precompressed (Brotli/gzip) by the API on a fresh demo database. Targets: performance 90 or more, accessibility 100.\n\n${table}\n\nThe initial JavaScript budget (150 kB gzipped, three.js never included) is checked by every build of \`apps/web\` (\`scripts/size.mjs\`, also \`pnpm size:web\`).\n`;
  const docPath = join(root, 'docs/performance.md');
  // BENCH_DRY=1 prints the scores only, docs/performance.md is left as it is.
  if (!process.env.BENCH_DRY) await writeSection(docPath, section);
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

async function writeSection(docPath, section) {
  const current = existsSync(docPath) ? readFileSync(docPath, 'utf8') : '# Performance\n';
  const start = current.search(/^## Storefront\s*$/m);
  let next = -1;
  if (start >= 0) {
    const after = current.slice(start + 1).search(/^## /m);
    next = after >= 0 ? start + 1 + after : -1;
  }
  const updated =
    start < 0
      ? `${current.trimEnd()}\n\n${section}`
      : `${current.slice(0, start)}${section}${next >= 0 ? `\n${current.slice(next)}` : ''}`;
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(docPath)) ?? {};
  writeFileSync(docPath, await prettier.format(updated, { ...options, parser: 'markdown' }));
  process.stdout.write('Wrote docs/performance.md\n');
}
