/**
 * Product photos (`pnpm assets --photos`): every look of ./photo-plan.ts from every view,
 * rendered by the engine's Viewer at 1500x2000 with studio lights (a key, a fill and two
 * rims from behind, so a black hoodie keeps its outline), cut out and set on a sweep with
 * a contact shadow by ./studio.ts, written to assets/photos/ as JPEG with manifest.json.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { format } from 'prettier';
import { ASSETS_DIR, readCatalog } from '../catalog.js';
import { designFor, framingCamera } from './design.js';
import { PHOTO_LOOKS, PHOTO_SIZE, PHOTO_VIEWS, PHOTOS_MANIFEST, photoManifest } from './photo-plan.js';
import { openRenderer } from './render.js';
import { differenceMatte, rgba, studioJpeg } from './studio.js';

const FOV = 30;
/** Room around the garment; the grid's 4:5 tiles crop a little off a 3:4 photo's top and bottom. */
const MARGIN = 1.14;
const ENVIRONMENT_INTENSITY = 0.55;

/**
 * Studio lights, placed as seen from the camera (the layout is turned by the view's yaw):
 * key high left front, fill low right, two rims behind.
 */
const LIGHTS: { position: [number, number, number]; intensity: number; color?: string }[] = [
  { position: [-3, 4, 4], intensity: 0.6, color: '#fff3e6' },
  { position: [4, 1, 3], intensity: 0.25 },
  { position: [-4, 3, -4], intensity: 1.1 },
  { position: [4, 2.5, -4], intensity: 0.8 },
];

/** Turn in radians within -π..π, as lighting_config.angle takes it. */
const turn = (degrees: number) =>
  Math.atan2(Math.sin((degrees * Math.PI) / 180), Math.cos((degrees * Math.PI) / 180));

async function writeIfChanged(file: string, bytes: Buffer | string): Promise<boolean> {
  const data = typeof bytes === 'string' ? Buffer.from(bytes) : bytes;
  if (existsSync(file) && Buffer.compare(await readFile(file), data) === 0) return false;
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, data);
  return true;
}

/** `only` names garments (`hoodie`) or single looks (`hoodie-black`); absent: everything. */
export async function renderPhotos(only?: string[]): Promise<void> {
  const catalog = await readCatalog();
  const manifest = photoManifest(catalog);
  const json = await format(JSON.stringify(manifest), { parser: 'json', printWidth: 110 });
  let written = (await writeIfChanged(join(ASSETS_DIR, PHOTOS_MANIFEST), json)) ? 1 : 0;
  const renderer = await openRenderer(ASSETS_DIR);
  const [width, height] = PHOTO_SIZE;
  try {
    for (const model of catalog.models) {
      const looks = (PHOTO_LOOKS[model.id] ?? []).filter(
        (look) => !only || only.includes(model.id) || only.includes(`${model.id}-${look.colour}`),
      );
      for (const view of PHOTO_VIEWS) {
        const t0 = performance.now();
        const capture = {
          position: framingCamera(model, {
            yaw: view.yaw,
            pitch: view.pitch,
            fov: FOV,
            aspect: width / height,
            margin: MARGIN,
          }),
          size: [width, height] as const,
          fov: FOV,
          type: 'image/png' as const,
        };
        const render = async (materials: Record<string, string>, background: string) =>
          rgba(
            await renderer.render(
              designFor(catalog, model, {
                materials,
                background,
                environmentIntensity: ENVIRONMENT_INTENSITY,
                lighting: {
                  layout: LIGHTS.map((l) => ({ ...l, rotation: [0, 0, 0] })),
                  angle: turn(view.yaw),
                },
              }),
              capture,
            ),
          );
        // The silhouette depends on the camera only, so one matte serves every colour.
        const first = looks[0];
        if (!first) continue;
        const firstOnBlack = await render(first.materials, '#000000');
        const alpha = differenceMatte(firstOnBlack, await render(first.materials, '#ffffff'));
        for (const look of looks) {
          const onBlack = look === first ? firstOnBlack : await render(look.materials, '#000000');
          const file = join(ASSETS_DIR, `photos/${model.id}-${look.colour}-${view.id}.jpg`);
          if (await writeIfChanged(file, await studioJpeg(onBlack, alpha))) written++;
        }
        const seconds = ((performance.now() - t0) / 1000).toFixed(1);
        console.log(`photos: ${model.id} ${view.id}, ${looks.length} colours in ${seconds} s`);
      }
    }
  } finally {
    await renderer.close();
  }
  console.log(`photos: wrote ${written} files`);
}
