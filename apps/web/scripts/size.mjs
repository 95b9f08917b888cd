#!/usr/bin/env node
// The storefront's JavaScript budget (the issue: "initial JavaScript at most 150 kB gzipped,
// three.js never in it"). Reads the built dist/index.html, sums the gzipped size of the entry
// script and every module it preloads, prints the figures, and exits 1 over budget or when any
// chunk contains three.js. `--explain` lists what each initial chunk is made of (from source maps).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET_BYTES = 150 * 1024;
const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

export function initialScripts(html) {
  const entry = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((match) => match[1]);
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
    (match) => match[1],
  );
  return [...new Set([...entry, ...preloads])];
}

function explain(file) {
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
  const sizes = new Map();
  map.sources.forEach((source, index) => {
    const content = map.sourcesContent?.[index] ?? '';
    const key = source
      .replace(/.*node_modules\/\.pnpm\/([^/]+)\/.*/, '$1')
      .replace(/.*packages\/([^/]+)\/src\/.*/, '@atelier/$1')
      .replace(/.*apps\/web\/src\/.*/, 'apps/web');
    sizes.set(key, (sizes.get(key) ?? 0) + content.length);
  });
  return [...sizes].sort((a, b) => b[1] - a[1]).slice(0, 12);
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const scripts = initialScripts(html);
let total = 0;
process.stdout.write('Storefront initial JavaScript (gzipped):\n');
for (const src of scripts) {
  const file = join(dist, src.replace(/^\//, ''));
  const size = gzipSync(readFileSync(file), { level: 9 }).length;
  total += size;
  process.stdout.write(`  ${src.padEnd(44)} ${kb(size).padStart(9)}\n`);
  if (process.argv.includes('--explain')) {
    for (const [name, chars] of explain(file))
      process.stdout.write(`      ${name.padEnd(50)} ${kb(chars)} source\n`);
  }
}
process.stdout.write(`  ${'total'.padEnd(44)} ${kb(total).padStart(9)} of ${kb(BUDGET_BYTES)}\n`);

const threeChunks = readdirSync(join(dist, 'assets'))
  .filter((name) => name.endsWith('.js'))
  .filter((name) =>
    /WebGLRenderer|three\.module|THREE\.REVISION/.test(readFileSync(join(dist, 'assets', name), 'utf8')),
  );

let failed = false;
if (total > BUDGET_BYTES) {
  process.stderr.write(`Over budget: ${kb(total)} > ${kb(BUDGET_BYTES)}\n`);
  failed = true;
}
if (threeChunks.length > 0) {
  process.stderr.write(
    `three.js found in: ${threeChunks.join(', ')} (the storefront uses the viewer iframe)\n`,
  );
  failed = true;
}
process.exit(failed ? 1 : 0);
