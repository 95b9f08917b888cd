/**
 * The studio look of the product photos, done on pixels after the engine's render: the
 * garment is cut out with a difference matte (the same view rendered on black and on
 * white), then set on a soft warm off-white sweep with a contact shadow under it and
 * encoded as JPEG (mozjpeg). Pure pixel arithmetic, so the output is deterministic.
 */
import sharp from 'sharp';

export interface Pixels {
  data: Buffer;
  width: number;
  height: number;
}

/** Decodes an image to raw RGB(A) pixels with 4 channels. */
export async function rgba(image: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Coverage (0..1) per pixel from the same view on a black and on a white background: where
 * the garment covers a pixel both renders agree; where it does not they differ by the
 * backgrounds' difference (read in the top-left corner, which the framing leaves empty).
 * The engine's shadow floor darkens only the white render (a shadow on black is black), so
 * pixels that are pure black on black are background: the photo gets its own contact
 * shadow instead of the floor's, whose far edge the low camera would show.
 */
export function differenceMatte(onBlack: Pixels, onWhite: Pixels): Float32Array {
  const { width, height } = onBlack;
  if (onWhite.width !== width || onWhite.height !== height) throw new Error('matte sizes differ');
  const alpha = new Float32Array(width * height);
  const span = [0, 1, 2].map((c) => Math.max(1, onWhite.data[c]! - onBlack.data[c]!));
  for (let i = 0; i < alpha.length; i++) {
    const lit = onBlack.data[i * 4]! + onBlack.data[i * 4 + 1]! + onBlack.data[i * 4 + 2]!;
    if (lit <= 1) continue;
    let sum = 0;
    for (let c = 0; c < 3; c++) sum += (onWhite.data[i * 4 + c]! - onBlack.data[i * 4 + c]!) / span[c]!;
    alpha[i] = Math.min(1, Math.max(0, 1 - sum / 3));
  }
  return alpha;
}

/** The box around the pixels the garment covers (coverage above one half). */
export function coverageBox(alpha: Float32Array, width: number) {
  let left = width;
  let right = -1;
  let top = Infinity;
  let bottom = -1;
  for (let i = 0; i < alpha.length; i++) {
    if (alpha[i]! < 0.5) continue;
    const x = i % width;
    const y = (i - x) / width;
    if (x < left) left = x;
    if (x > right) right = x;
    if (y < top) top = y;
    bottom = y;
  }
  if (right < 0) throw new Error('the render shows no garment');
  return { left, right, top, bottom };
}

/** Gaussian sigma, in pixels, of the softening before encoding. */
const SOFTEN_SIGMA = 0.7;

/** Top and bottom of the sweep, and how much lighter its centre is. */
const SWEEP_TOP = [246, 244, 240] as const;
const SWEEP_BOTTOM = [226, 223, 218] as const;
const SWEEP_GLOW = 8;

/**
 * Sweep colour at (x, y), 0..255 floats: a vertical warm off-white gradient, lighter
 * behind the garment, with a little ordered dither so JPEG shows no banding.
 */
function sweep(x: number, y: number, width: number, height: number, out: number[]): void {
  const t = y / (height - 1);
  const dx = (x / width - 0.5) * 1.6;
  const dy = (t - 0.42) * 1.2;
  const glow = SWEEP_GLOW * Math.exp(-(dx * dx + dy * dy) * 2.2);
  // A 4x4 Bayer threshold, ±0.5 of a level.
  const bayer = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5][(y % 4) * 4 + (x % 4)]! / 16 - 0.47;
  for (let c = 0; c < 3; c++) out[c] = SWEEP_TOP[c]! + (SWEEP_BOTTOM[c]! - SWEEP_TOP[c]!) * t + glow + bayer;
}

/**
 * Puts the premultiplied garment (its render on black) with coverage `alpha` on the sweep,
 * with a soft contact shadow along the bottom of its box, and answers a JPEG.
 */
export async function studioJpeg(onBlack: Pixels, alpha: Float32Array, quality = 82): Promise<Buffer> {
  const { width, height } = onBlack;
  const box = coverageBox(alpha, width);
  const cx = (box.left + box.right) / 2;
  const half = (box.right - box.left) / 2;
  // Two ellipses: a wide soft penumbra and a tight darker core just under the hem.
  const wide = { rx: half * 0.95, ry: height * 0.03, y: box.bottom + height * 0.004, strength: 0.2 };
  const core = { rx: half * 0.7, ry: height * 0.01, y: box.bottom + height * 0.002, strength: 0.22 };
  const out = Buffer.alloc(width * height * 3);
  const colour = [0, 0, 0];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      sweep(x, y, width, height, colour);
      let shade = 0;
      for (const e of [wide, core]) {
        const u = (x - cx) / e.rx;
        const v = (y - e.y) / e.ry;
        shade += e.strength * Math.exp(-(u * u + v * v) * 2);
      }
      const keep = (1 - alpha[i]!) * (1 - Math.min(0.5, shade));
      for (let c = 0; c < 3; c++) {
        const value = onBlack.data[i * 4 + c]! + keep * colour[c]!;
        out[i * 3 + c] = Math.max(0, Math.min(255, Math.round(value)));
      }
    }
  }
  // A lens-like softening of a fraction of a pixel: the rendered cloth's per-pixel
  // sparkle (normal maps seen at 1500 px) reads as grit and costs a third of the file.
  return sharp(out, { raw: { width, height, channels: 3 } })
    .blur(SOFTEN_SIGMA)
    .jpeg({ quality, mozjpeg: true, chromaSubsampling: '4:2:0' })
    .toBuffer();
}
