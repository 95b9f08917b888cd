#!/usr/bin/env node
// Writes Brotli (.br) and gzip (.gz) twins of a build's text files, so the server sends
// them precompressed (serveStatic `precompressed`) without compressing on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|map|txt|wasm)$/;
const MIN_BYTES = 1024;

export function precompress(dir) {
  let written = 0;
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) {
      written += precompress(path);
      continue;
    }
    if (!COMPRESSIBLE.test(entry) || entry.endsWith('.map')) continue;
    const source = readFileSync(path);
    if (source.length < MIN_BYTES) continue;
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
    written++;
  }
  return written;
}

const dir = process.argv[2];
if (!dir) {
  process.stderr.write('usage: precompress.mjs <build folder>\n');
  process.exit(2);
}
process.stdout.write(`precompressed ${precompress(dir)} files in ${dir}\n`);
