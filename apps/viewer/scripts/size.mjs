#!/usr/bin/env node
// Prints the gzipped size of the viewer's JavaScript and fails when what the first frame
// needs (the entry chunk and everything it imports statically: three.js core, the glTF
// loader, orbit controls, the engine, the protocol and the page) exceeds 220 kB gzipped.
// Lazy chunks (FBX, EXR and HDR loaders, the texture worker) are listed but not counted.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET_BYTES = 220 * 1000;

const gzipSize = (code) => gzipSync(code, { level: 9 }).length;
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * The first-frame chunks of a Vite manifest: the entry's file and its static imports,
 * transitively (dynamic imports excluded).
 */
export function firstFrameFiles(manifest) {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key] of entries) visit(key);
  return [...files];
}

function listJs(dir, root = dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listJs(path, root);
    return entry.name.endsWith('.js') ? [relative(root, path)] : [];
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = fileURLToPath(new URL('../dist', import.meta.url));
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    process.stderr.write('No build in apps/viewer/dist; run `pnpm --filter @atelier/viewer build` first.\n');
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const first = new Set(firstFrameFiles(manifest));
  const rows = listJs(dist).map((file) => {
    const code = readFileSync(join(dist, file));
    return { file, bytes: code.length, gzip: gzipSize(code), first: first.has(file) };
  });
  rows.sort((a, b) => Number(b.first) - Number(a.first) || b.gzip - a.gzip);
  let total = 0;
  process.stdout.write('viewer JavaScript (gzip -9):\n');
  for (const row of rows) {
    if (row.first) total += row.gzip;
    process.stdout.write(
      `  ${row.first ? 'first frame' : 'lazy       '}  ${kB(row.gzip).padStart(9)}  (${kB(row.bytes)} raw)  ${row.file}\n`,
    );
  }
  const ok = total <= BUDGET_BYTES;
  process.stdout.write(
    `first frame: ${kB(total)} gzipped of a ${kB(BUDGET_BYTES)} budget: ${ok ? 'ok' : 'OVER BUDGET'}\n`,
  );
  if (!ok) process.exit(1);
}
