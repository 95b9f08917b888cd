import { existsSync, readFileSync, statSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ASSETS_DIR, readCatalog } from '../catalog.js';
import { PHOTO_LOOKS, PHOTO_SIZE, PHOTOS_MANIFEST, photoManifest } from './photo-plan.js';
import { coverageBox, differenceMatte, studioJpeg, type Pixels } from './studio.js';

const hasCatalog = existsSync(`${ASSETS_DIR}/catalog.json`);
const hasPhotos = existsSync(`${ASSETS_DIR}/${PHOTOS_MANIFEST}`);

/** A width x height image of one colour with a `box` of another, as raw RGBA. */
function picture(
  width: number,
  height: number,
  back: number,
  box: [number, number, number, number],
  front: number,
): Pixels {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const inside = x >= box[0] && x < box[2] && y >= box[1] && y < box[3];
      data.fill(inside ? front : back, (y * width + x) * 4, (y * width + x) * 4 + 3);
      data[(y * width + x) * 4 + 3] = 255;
    }
  }
  return { data, width, height };
}

describe.skipIf(!hasCatalog)('the product photo plan', () => {
  it('has about ten colours per garment, each with a front and a back, in materials the part allows', async () => {
    const catalog = await readCatalog();
    const manifest = photoManifest(catalog);
    expect(manifest.views).toEqual(['front', 'back']);
    expect([manifest.width, manifest.height]).toEqual([...PHOTO_SIZE]);
    for (const model of catalog.models) {
      const photos = manifest.photos.filter((photo) => photo.garment === model.id);
      expect(photos.length, model.id).toBeGreaterThanOrEqual(8);
      for (const photo of photos) {
        expect(photo.hex).toMatch(/^#[0-9a-f]{6}$/);
        expect(Object.keys(photo.views)).toEqual(['front', 'back']);
        for (const [part, material] of Object.entries(photo.materials)) {
          const allowed = model.asset_data.parts.find((p) => p.value === part)?.materials ?? [];
          expect(allowed, `${model.id}/${part}`).toContain(material);
        }
      }
    }
    // Black, white and navy are there for the garments people wear.
    for (const garment of ['tshirt', 'hoodie', 'cap']) {
      const colours = PHOTO_LOOKS[garment]!.map((look) => look.colour);
      expect(colours).toEqual(expect.arrayContaining(['black', 'white', 'navy']));
    }
    const files = manifest.photos.flatMap((photo) => Object.values(photo.views));
    expect(new Set(files).size).toBe(files.length);
  });

  it.skipIf(!hasPhotos)('the committed photos are the plan: 1500x2000 JPEGs, under 8 MB in all', async () => {
    const catalog = await readCatalog();
    const committed = JSON.parse(readFileSync(`${ASSETS_DIR}/${PHOTOS_MANIFEST}`, 'utf8')) as unknown;
    const manifest = photoManifest(catalog);
    expect(committed).toEqual(JSON.parse(JSON.stringify(manifest)));
    let bytes = 0;
    for (const file of manifest.photos.flatMap((photo) => Object.values(photo.views))) {
      const path = `${ASSETS_DIR}/${file}`;
      expect(existsSync(path), file).toBe(true);
      bytes += statSync(path).size;
      const meta = await sharp(path).metadata();
      expect([meta.format, meta.width, meta.height], file).toEqual(['jpeg', 1500, 2000]);
    }
    expect(bytes).toBeLessThan(8 * 1024 * 1024);
  });
});

describe('the studio compositing', () => {
  const onBlack = picture(40, 60, 0, [10, 10, 30, 50], 30);
  const onWhite = picture(40, 60, 230, [10, 10, 30, 50], 30);

  it('cuts the garment out where the black and white renders agree', () => {
    const alpha = differenceMatte(onBlack, onWhite);
    expect(alpha[0]).toBe(0);
    expect(alpha[20 * 40 + 20]).toBe(1);
    expect(coverageBox(alpha, 40)).toEqual({ left: 10, right: 29, top: 10, bottom: 49 });
  });

  it('drops the shadow floor (dark on white, black on black) from the cut-out', () => {
    const shadowed = picture(40, 60, 230, [10, 10, 30, 50], 30);
    for (let x = 0; x < 40; x++) shadowed.data.fill(180, (55 * 40 + x) * 4, (55 * 40 + x) * 4 + 3);
    expect(differenceMatte(onBlack, shadowed)[55 * 40 + 5]).toBe(0);
  });

  it('sets it on a light sweep with a shadow under it, the same bytes every time', async () => {
    const alpha = differenceMatte(onBlack, onWhite);
    const first = await studioJpeg(onBlack, alpha);
    expect(Buffer.compare(first, await studioJpeg(onBlack, alpha))).toBe(0);
    const { data, info } = await sharp(first).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([40, 60]);
    const at = (x: number, y: number) => data[(y * 40 + x) * 3]!;
    // The sweep is light at the top, the garment dark, the floor under the hem shaded.
    expect(at(2, 2)).toBeGreaterThan(225);
    expect(at(20, 30)).toBeLessThan(60);
    expect(at(20, 50)).toBeLessThan(at(2, 50) - 5);
  });

  it('refuses a render without a garment', () => {
    expect(() => coverageBox(new Float32Array(16), 4)).toThrow('no garment');
  });
});
