/**
 * `pnpm --filter @atelier/assets exec tsx src/render/home-images.ts`: the home page's pictures
 * (issue 18), composed with sharp from the garment renders (docs/screenshots/garment-*.png,
 * made by `pnpm assets --render`) and the catalogue's backdrops. The renders' flat studio
 * background is keyed out (its grey shadows kept half transparent), and the garments are set
 * on a backdrop: lifestyle-like stills without a photo shoot. Writes:
 *
 * - apps/web/public/home/hero-{480,800,1200}.webp: the home hero (4:3), preloaded by the server;
 * - assets/home/card-*.jpg (640x360): the header cards;
 * - assets/home/trend-*.jpg (800x1000): trend tiles;
 * - assets/home/banner.jpg (1600x400): the platform's banner (its message is text on the page).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { ASSETS_DIR } from '../catalog.js';

const SCREENSHOTS = resolve(ASSETS_DIR, '../docs/screenshots');
const PUBLIC_HOME = resolve(ASSETS_DIR, '../apps/web/public/home');
const HOME_ASSETS = join(ASSETS_DIR, 'home');

/** How light a neutral grey must be to count as studio floor or shadow rather than garment. */
const FLOOR_MIN_LIGHTNESS = 140;
const NEUTRAL_SPREAD = 10;

/**
 * A render with its studio background removed, trimmed to the garment and its shadow. The
 * background is what a flood fill from the edges reaches through neutral light greys, so a
 * light garment (natural canvas, heather rib) is never eaten; in it, the shadows become black
 * at their darkness, so they fall on the new backdrop.
 */
async function cutOut(garment: string): Promise<Buffer> {
  const { data, info } = await sharp(join(SCREENSHOTS, `garment-${garment}.png`))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const lightness = (p: number) => (data[p]! + data[p + 1]! + data[p + 2]!) / 3;
  const floorLike = (p: number) =>
    Math.max(data[p]!, data[p + 1]!, data[p + 2]!) - Math.min(data[p]!, data[p + 1]!, data[p + 2]!) <=
      NEUTRAL_SPREAD && lightness(p) >= FLOOR_MIN_LIGHTNESS;
  const studio = lightness(0);
  const seen = new Uint8Array(width * height);
  const queue: number[] = [];
  for (let x = 0; x < width; x++) queue.push(x, (height - 1) * width + x);
  for (let y = 0; y < height; y++) queue.push(y * width, y * width + width - 1);
  while (queue.length) {
    const index = queue.pop()!;
    if (seen[index] || !floorLike(index * 4)) continue;
    seen[index] = 1;
    const x = index % width;
    if (x > 0) queue.push(index - 1);
    if (x < width - 1) queue.push(index + 1);
    if (index >= width) queue.push(index - width);
    if (index < width * (height - 1)) queue.push(index + width);
  }
  for (let index = 0; index < seen.length; index++) {
    if (!seen[index]) continue;
    const p = index * 4;
    const shadow = Math.min(1, Math.max(0, (studio - lightness(p) - 3) / 70));
    data[p] = data[p + 1] = data[p + 2] = 20;
    data[p + 3] = Math.round(shadow * 0.6 * 255);
  }
  return sharp(data, { raw: info }).png().trim({ threshold: 1 }).toBuffer();
}

interface Placement {
  garment: string;
  /** Height as a share of the picture's height. */
  height: number;
  /** Centre as shares of the picture's width and height. */
  at: readonly [number, number];
}

async function compose(
  backdrop: string,
  size: readonly [number, number],
  placements: readonly Placement[],
): Promise<Sharp> {
  const [width, height] = size;
  const layers = await Promise.all(
    placements.map(async ({ garment, height: share, at }) => {
      const cut = sharp(await cutOut(garment)).resize({ height: Math.round(height * share) });
      const buffer = await cut.png().toBuffer();
      const meta = await sharp(buffer).metadata();
      return {
        input: buffer,
        left: Math.round(at[0] * width - (meta.width ?? 0) / 2),
        top: Math.round(at[1] * height - (meta.height ?? 0) / 2),
      };
    }),
  );
  const base = await sharp(join(ASSETS_DIR, 'backgrounds', `${backdrop}.jpg`))
    .resize(width, height, { fit: 'cover' })
    .modulate({ brightness: 1.04 })
    .png()
    .toBuffer();
  return sharp(await sharp(base).composite(layers).png().toBuffer());
}

async function main(): Promise<void> {
  await mkdir(PUBLIC_HOME, { recursive: true });
  await mkdir(HOME_ASSETS, { recursive: true });

  const hero = await (
    await compose(
      'peach-studio',
      [1200, 900],
      [
        { garment: 'hoodie', height: 0.92, at: [0.44, 0.5] },
        { garment: 'cap', height: 0.34, at: [0.8, 0.76] },
      ],
    )
  ).toBuffer();
  for (const width of [480, 800, 1200]) {
    await writeFile(
      join(PUBLIC_HOME, `hero-${width}.webp`),
      await sharp(hero).resize({ width }).webp({ quality: 78 }).toBuffer(),
    );
  }

  const cards: Record<string, [string, Placement[]]> = {
    shop: ['studio-warm', [{ garment: 'tshirt', height: 0.95, at: [0.5, 0.52] }]],
    design: [
      'sage-wall',
      [
        { garment: 'hoodie', height: 0.92, at: [0.36, 0.52] },
        { garment: 'cap', height: 0.4, at: [0.74, 0.66] },
      ],
    ],
    'creator-shop': ['linen', [{ garment: 'tote', height: 0.95, at: [0.5, 0.52] }]],
    manufacturers: [
      'concrete',
      [
        { garment: 'tshirt', height: 0.8, at: [0.3, 0.55] },
        { garment: 'tote', height: 0.8, at: [0.7, 0.55] },
      ],
    ],
  };
  for (const [name, [backdrop, placements]] of Object.entries(cards)) {
    const image = await compose(backdrop, [640, 360], placements);
    await writeFile(
      join(HOME_ASSETS, `card-${name}.jpg`),
      await image.jpeg({ quality: 80, mozjpeg: true }).toBuffer(),
    );
  }

  const trends: Record<string, [string, Placement[]]> = {
    tshirt: ['ocean-mist', [{ garment: 'tshirt', height: 0.6, at: [0.5, 0.5] }]],
    cap: ['sunset-gradient', [{ garment: 'cap', height: 0.42, at: [0.5, 0.52] }]],
    tote: ['terrazzo', [{ garment: 'tote', height: 0.62, at: [0.5, 0.5] }]],
  };
  for (const [name, [backdrop, placements]] of Object.entries(trends)) {
    const image = await compose(backdrop, [800, 1000], placements);
    await writeFile(
      join(HOME_ASSETS, `trend-${name}.jpg`),
      await image.jpeg({ quality: 80, mozjpeg: true }).toBuffer(),
    );
  }

  // The banner's message is text on the page (translated, read by screen readers): the
  // garments stay on the right, the left is quiet enough for it.
  const banner = await compose(
    'kraft-paper',
    [1600, 400],
    [
      { garment: 'tshirt', height: 0.95, at: [0.64, 0.52] },
      { garment: 'hoodie', height: 0.95, at: [0.8, 0.52] },
      { garment: 'tote', height: 0.75, at: [0.93, 0.6] },
    ],
  );
  await writeFile(
    join(HOME_ASSETS, 'banner.jpg'),
    await banner.jpeg({ quality: 78, mozjpeg: true }).toBuffer(),
  );
  console.log('home images written');
}

await main();
