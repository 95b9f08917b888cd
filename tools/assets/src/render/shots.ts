/**
 * The rendering step (needs Chromium), done by the engine's own Viewer (./page): a 256 px
 * thumbnail per model with its default materials, and a 1200x900 screenshot per garment
 * with two materials and a placed decal in docs/screenshots/garment-<id>.png.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { ASSETS_DIR, readCatalog } from '../catalog.js';
import type { ShotDecal } from './design.js';
import { designFor, framingCamera } from './design.js';
import { openRenderer } from './render.js';

const DOCS_DIR = resolve(ASSETS_DIR, '../docs/screenshots');

/** Field of view of every render (degrees): a long lens, little perspective distortion. */
const FOV = 30;
const THUMB_SIZE = 256;
const SHOT_SIZE = [1200, 900] as const;
/** The studio environment a little under its default 1, so light fabrics keep their shading. */
const ENVIRONMENT_INTENSITY = 0.7;

interface Shot {
  materials: Record<string, string>;
  decal: ShotDecal;
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
  try {
    for (const model of catalog.models) {
      const t0 = performance.now();
      // Thumbnail with the default materials, encoded by the engine (WebP).
      const thumb = await renderer.render(
        designFor(catalog, model, { background: '#f3f2ef', environmentIntensity: ENVIRONMENT_INTENSITY }),
        {
          position: framingCamera(model, { yaw: 20, pitch: 10, fov: FOV, aspect: 1, margin: 1.12 }),
          size: [THUMB_SIZE, THUMB_SIZE],
          fov: FOV,
          type: 'image/webp',
          quality: 0.85,
        },
      );
      await writeFile(join(ASSETS_DIR, model.asset_data.thumb), thumb);

      const shot = SHOTS[model.id];
      if (!shot) continue;
      const [width, height] = SHOT_SIZE;
      const png = await renderer.render(
        designFor(catalog, model, {
          materials: shot.materials,
          decal: shot.decal,
          background: '#efeeeb',
          environmentIntensity: ENVIRONMENT_INTENSITY,
        }),
        {
          position: framingCamera(model, {
            yaw: shot.yaw,
            pitch: shot.pitch,
            fov: FOV,
            aspect: width / height,
            margin: 1.12,
          }),
          size: [width, height],
          fov: FOV,
          type: 'image/png',
        },
      );
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
