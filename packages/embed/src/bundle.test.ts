/// <reference types="node" />
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Rolldown } from 'vite';
import { build } from 'vite';
import { expect, it } from 'vitest';

/** Issue 20's budget for the partner SDK: 2.3 kB gzipped, each build (Sketchfab's host library). */
const BUDGET_BYTES = 2300;

it('builds the ES and script-tag SDK within 2.3 kB gzipped, without zod, three.js or React', async () => {
  const outputs = (await build({
    configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
    logLevel: 'silent',
    build: { write: false, sourcemap: false },
  })) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((output) => output.output).filter((file) => file.type === 'chunk');
  expect(chunks.map((chunk) => chunk.fileName).sort()).toEqual(['atelier-embed.iife.js', 'atelier-embed.js']);
  for (const chunk of chunks) {
    const gzipped = gzipSync(chunk.code, { level: 9 }).length;
    expect(gzipped, `${chunk.fileName} gzipped`).toBeLessThanOrEqual(BUDGET_BYTES);
    expect(
      chunk.moduleIds.filter((id) => /node_modules|zod|three|react/.test(id)),
      chunk.fileName,
    ).toEqual([]);
    expect(chunk.code).not.toMatch(/ZodError|zod/i);
  }
  const iife = chunks.find((chunk) => chunk.fileName.endsWith('.iife.js'))!;
  expect(iife.code).toMatch(/^var AtelierViewer=/);
  const esm = chunks.find((chunk) => chunk.fileName === 'atelier-embed.js')!;
  expect(esm.exports.sort()).toEqual(['ProtocolError', 'createViewer', 'viewerUrl']);
}, 30_000);
