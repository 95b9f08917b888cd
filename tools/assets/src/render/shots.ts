/**
 * The rendering step (needs Chromium): a 256 px thumbnail per model with its default
 * materials, and a 1200x900 screenshot per garment with two materials and a decal in
 * docs/screenshots/garment-<id>.png.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import type { Catalog, ModelAsset } from '../catalog.js';
import { ASSETS_DIR, readCatalog } from '../catalog.js';
import type { RenderPart } from './render.js';
import { openRenderer, ORIGIN } from './render.js';

const DOCS_DIR = resolve(ASSETS_DIR, '../docs/screenshots');

function partMaterial(catalog: Catalog, model: ModelAsset, part: string, materialId: string): RenderPart {
  const m = catalog.materials.find((x) => x.id === materialId);
  const p = model.asset_data.parts.find((x) => x.value === part);
  if (!m || !p) throw new Error(`unknown material ${materialId} or part ${part}`);
  const info = m.asset_data.model_info[0]!;
  return {
    diffuse: `${ORIGIN}/assets/${info.textures.diffuse}`,
    normal: `${ORIGIN}/assets/${info.textures.normal}`,
    ...(info.textures.opacity ? { opacity: `${ORIGIN}/assets/${info.textures.opacity}` } : {}),
    roughness: info.roughness_factor,
    metalness: info.metalness_factor,
    normalScale: info.normal_scale,
    repeat: [m.asset_data.scale_x * p.uv_span_m, m.asset_data.scale_y * p.uv_span_m],
  };
}

interface Shot {
  materials: Record<string, string>;
  decal: { part: string; id: string; island: number; at: [number, number]; width: number; rotation?: number };
  yaw: number;
  pitch: number;
}

/** Two materials (or more) and a decal per garment. */
const SHOTS: Record<string, Shot> = {
  tshirt: {
    materials: {
      front: 'jersey-peach-fuzz',
      back: 'jersey-peach-fuzz',
      sleeve_left: 'jersey-peach-fuzz',
      sleeve_right: 'jersey-peach-fuzz',
      collar: 'rib-white',
      cuff_left: 'rib-white',
      cuff_right: 'rib-white',
    },
    decal: { part: 'front', id: 'made-to-order-badge', island: 0, at: [0.5, 0.4], width: 0.3 },
    yaw: 18,
    pitch: 6,
  },
  hoodie: {
    materials: {
      hoodie: 'fleece-forest',
      hood: 'fleece-forest',
      sleeves: 'fleece-forest',
      pocket: 'fleece-forest',
      rib: 'rib-heather-grey',
      straps: 'cord-white',
      metal: 'metal-brushed-brass',
    },
    decal: { part: 'hoodie', id: 'atelier-wordmark', island: 0, at: [0.5, 0.32], width: 0.42 },
    yaw: -22,
    pitch: 6,
  },
  cap: {
    materials: { crown: 'corduroy-rust', brim: 'leather-smooth-black', button: 'leather-smooth-black' },
    decal: { part: 'crown', id: 'peach-bloom', island: 5, at: [0.5, 0.62], width: 0.55 },
    yaw: 28,
    pitch: 14,
  },
  tote: {
    materials: { body: 'canvas-natural', bottom: 'leather-smooth-cognac', handles: 'leather-smooth-cognac' },
    decal: { part: 'body', id: 'mountain-badge', island: 0, at: [0.5, 0.48], width: 0.17 },
    yaw: 24,
    pitch: 8,
  },
};

export async function renderAll(): Promise<void> {
  const catalog = await readCatalog();
  const renderer = await openRenderer(ASSETS_DIR);
  const env = (id: string) => `${ORIGIN}/assets/${catalog.environments.find((e) => e.id === id)!.url}`;
  try {
    for (const model of catalog.models) {
      const t0 = performance.now();
      const url = `${ORIGIN}/assets/${model.asset_data.url}`;
      // Thumbnail with the default materials.
      const defaults = Object.fromEntries(
        model.asset_data.parts.map((p) => [p.value, partMaterial(catalog, model, p.value, p.default)]),
      );
      const thumbPng = await renderer.render({
        model: url,
        width: 512,
        height: 512,
        parts: defaults,
        environment: env('studio'),
        background: '#f3f2ef',
        yaw: 20,
        pitch: 10,
        margin: 1.12,
      });
      await writeFile(
        join(ASSETS_DIR, model.asset_data.thumb),
        await sharp(thumbPng).resize(256, 256).webp({ quality: 82 }).toBuffer(),
      );

      const shot = SHOTS[model.id];
      if (!shot) continue;
      const parts = Object.fromEntries(
        Object.entries(shot.materials).map(([part, mat]) => [part, partMaterial(catalog, model, part, mat)]),
      );
      const island = model.asset_data.parts.find((p) => p.value === shot.decal.part)!.islands[
        shot.decal.island
      ]!;
      const [u0, v0, u1, v1] = island;
      const decal = catalog.decals.find((d) => d.id === shot.decal.id)!;
      const png = await renderer.render({
        model: url,
        width: 1200,
        height: 900,
        parts,
        decal: {
          part: shot.decal.part,
          url: `${ORIGIN}/assets/${decal.png}`,
          rect: [
            u0 + (u1 - u0) * shot.decal.at[0],
            v0 + (v1 - v0) * shot.decal.at[1],
            (u1 - u0) * shot.decal.width,
          ],
          ...(shot.decal.rotation ? { rotation: shot.decal.rotation } : {}),
        },
        environment: env('studio'),
        background: '#efeeeb',
        yaw: shot.yaw,
        pitch: shot.pitch,
        margin: 1.12,
      });
      await mkdir(DOCS_DIR, { recursive: true });
      await writeFile(
        join(DOCS_DIR, `garment-${model.id}.png`),
        await sharp(png).png({ compressionLevel: 9 }).toBuffer(),
      );
      console.log(`rendered ${model.id} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    }
  } finally {
    await renderer.close();
  }
}
