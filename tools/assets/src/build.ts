/** Builds the model files in memory (used by the generator and by the reproducibility test). */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ModelAsset } from './catalog.js';
import { ASSETS_DIR } from './catalog.js';
import { garmentToFbx } from './export/fbx.js';
import { garmentToGlb } from './export/glb.js';
import { FBX_GARMENT, GARMENTS, modelAsset, modelPaths } from './library.js';

export async function buildModels(): Promise<{
  assets: ModelAsset[];
  files: Map<string, Uint8Array | string>;
}> {
  const files = new Map<string, Uint8Array | string>();
  const assets: ModelAsset[] = [];
  for (const { build } of GARMENTS) {
    const g = build();
    const paths = modelPaths(g.id);
    files.set(paths.glb, await garmentToGlb(g));
    if (g.id === FBX_GARMENT) files.set(paths.fbx, garmentToFbx(g));
    assets.push(modelAsset(g));
  }
  return { assets, files };
}

/** Compares freshly generated models with the files on disk; returns the paths that differ. */
export async function checkModels(): Promise<string[]> {
  const { files } = await buildModels();
  const differ: string[] = [];
  for (const [rel, data] of files) {
    const file = join(ASSETS_DIR, rel);
    const bytes = typeof data === 'string' ? Buffer.from(data) : Buffer.from(data);
    if (!existsSync(file) || Buffer.compare(await readFile(file), bytes) !== 0) differ.push(rel);
  }
  return differ;
}
