/**
 * `pnpm assets`: regenerates every file under assets/ (models, materials, environments,
 * backgrounds, decals, catalog.json). Deterministic: no clock, no Math.random.
 *
 *   pnpm assets                 everything that needs no browser
 *   pnpm assets --only=models   one family (models, materials, environments, backgrounds, decals)
 *   pnpm assets --check         regenerate models in memory and compare with the files
 *   pnpm assets --render        also render model thumbnails and docs/screenshots in Chromium
 *   pnpm assets --render-only   only the rendering step
 *   pnpm assets --photos        only the product photos (assets/photos, Chromium);
 *                               --photos=tshirt,cap for some garments
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { format } from 'prettier';
import { paintBackground, BACKGROUNDS } from './backgrounds.js';
import type { ModelAsset } from './catalog.js';
import { ASSETS_DIR, catalogSchema, readCatalog } from './catalog.js';
import { DECALS, renderDecal } from './decals.js';
import {
  decodeExr,
  encodeHdr,
  environmentThumb,
  ENVIRONMENTS,
  pmndrsBytes,
  roomEnvironment,
} from './environments.js';
import { buildModels, checkModels } from './build.js';
import { buildCatalog, environmentPath, normalPath } from './library.js';
import { MATERIALS } from './materials/specs.js';
import { materialFiles } from './materials/textures.js';

let written = 0;
let unchanged = 0;

/** Writes a file only when its bytes differ, so re-runs leave the tree untouched. */
async function put(rel: string, data: Uint8Array | string, root = ASSETS_DIR): Promise<void> {
  const file = join(root, rel);
  const bytes =
    typeof data === 'string' ? Buffer.from(data) : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (existsSync(file) && Buffer.compare(await readFile(file), bytes) === 0) {
    unchanged++;
    return;
  }
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, bytes);
  written++;
}

async function models(): Promise<ModelAsset[]> {
  const { assets, files } = await buildModels();
  for (const [rel, data] of files) await put(rel, data);
  console.log(`models: ${assets.map((a) => a.id).join(', ')}`);
  return assets;
}

async function materials(): Promise<void> {
  const normalsDone = new Set<string>();
  for (const m of MATERIALS) {
    const f = await materialFiles(m);
    await put(`materials/${m.id}/diffuse.webp`, f.diffuse);
    await put(`materials/${m.id}/thumb.webp`, f.thumb);
    if (f.opacity) await put(`materials/${m.id}/opacity.png`, f.opacity);
    if (!normalsDone.has(m.kind)) {
      await put(normalPath(m.kind), f.normal);
      normalsDone.add(m.kind);
    }
  }
  console.log(`materials: ${MATERIALS.length} (${normalsDone.size} normal maps)`);
}

async function environments(): Promise<void> {
  for (const e of ENVIRONMENTS) {
    if (e.source === 'room') {
      const img = roomEnvironment();
      await put(environmentPath(e.id, e.source), encodeHdr(img));
      await put(`environments/${e.id}.thumb.webp`, await environmentThumb(img));
    } else {
      const bytes = await pmndrsBytes(e.source);
      await put(environmentPath(e.id, e.source), bytes);
      await put(`environments/${e.id}.thumb.webp`, await environmentThumb(decodeExr(bytes)));
    }
  }
  console.log(`environments: ${ENVIRONMENTS.length}`);
}

async function backgrounds(): Promise<void> {
  for (const b of BACKGROUNDS) {
    const { jpg, thumb } = await paintBackground(b);
    await put(`backgrounds/${b.id}.jpg`, jpg);
    await put(`backgrounds/${b.id}.thumb.webp`, thumb);
  }
  console.log(`backgrounds: ${BACKGROUNDS.length}`);
}

async function decals(): Promise<void> {
  for (const d of DECALS) {
    const { svg, png } = await renderDecal(d);
    await put(`decals/${d.id}.svg`, svg);
    await put(`decals/${d.id}.png`, png);
  }
  console.log(`decals: ${DECALS.length}`);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes('--check')) {
    const differ = await checkModels();
    if (differ.length) {
      console.error(`out of date: ${differ.join(', ')} (run pnpm assets)`);
      process.exit(1);
    }
    console.log('models are up to date');
    return;
  }
  const photos = args.find((a) => a === '--photos' || a.startsWith('--photos='));
  if (photos) {
    const { renderPhotos } = await import('./render/photos.js');
    await renderPhotos(photos.includes('=') ? photos.slice('--photos='.length).split(',') : undefined);
    return;
  }
  const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length);
  const renderOnly = args.includes('--render-only');
  const t0 = performance.now();
  if (!renderOnly) {
    const want = (name: string) => !only || only.split(',').includes(name);
    const modelAssets = want('models') ? await models() : (await readCatalog()).models;
    if (want('materials')) await materials();
    if (want('environments')) await environments();
    if (want('backgrounds')) await backgrounds();
    if (want('decals')) await decals();
    const catalog = catalogSchema.parse(buildCatalog(modelAssets));
    await put('catalog.json', await format(JSON.stringify(catalog), { parser: 'json', printWidth: 110 }));
    console.log(
      `wrote ${written} files, ${unchanged} unchanged, in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
  }
  if (renderOnly || args.includes('--render')) {
    const { renderAll } = await import('./render/shots.js');
    await renderAll();
  }
}

await main();
