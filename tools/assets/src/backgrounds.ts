/**
 * Thirteen stock backgrounds (1920x1080 JPEG and 256 px thumbnails), painted procedurally
 * so they are reproducible and free of third-party rights, and the 15 preset colours.
 */
import sharp from 'sharp';
import { clamp, hash3, lerp, noise3, smoothstep } from './math.js';
import { hexToRgb } from './materials/textures.js';

export const BG_WIDTH = 1920;
export const BG_HEIGHT = 1080;

type RGB = [number, number, number];
type Painter = (x: number, y: number) => RGB;

const mix = (a: RGB, b: RGB, t: number): RGB => [
  lerp(a[0], b[0], t),
  lerp(a[1], b[1], t),
  lerp(a[2], b[2], t),
];
const hex = (h: string): RGB => hexToRgb(h);
const fbm = (x: number, y: number, oct: number, seed: number): number => {
  let s = 0;
  let a = 0.5;
  let f = 1;
  for (let o = 0; o < oct; o++) {
    s += a * noise3(x * f, y * f, o * 7.1, seed);
    a *= 0.5;
    f *= 2;
  }
  return s;
};

/** A photographic studio sweep: wall gradient, soft horizon, floor and vignette. */
function sweep(wall: string, floor: string, light = 0.12): Painter {
  const w = hex(wall);
  const f = hex(floor);
  return (x, y) => {
    const v = y / BG_HEIGHT;
    const u = x / BG_WIDTH - 0.5;
    const base = mix(w, f, smoothstep(0.55, 0.8, v));
    const spot = light * Math.exp(-((u * 1.2) ** 2 + ((v - 0.42) * 1.6) ** 2) * 3);
    const vig = 1 - 0.22 * (u * u * 2 + (v - 0.5) ** 2 * 2);
    const grain = (hash3(x, y, 3) - 0.5) * 3;
    return base.map((c) => c * (vig + spot) + grain) as RGB;
  };
}

export interface BackgroundSpec {
  id: string;
  name: string;
  paint: Painter;
}

export const BACKGROUNDS: BackgroundSpec[] = [
  { id: 'studio-white', name: 'Studio white', paint: sweep('#eeeeec', '#dcdbd8') },
  { id: 'studio-warm', name: 'Warm studio', paint: sweep('#eadfd2', '#d5c6b4') },
  { id: 'studio-charcoal', name: 'Charcoal studio', paint: sweep('#3a3b3e', '#26272a', 0.25) },
  { id: 'sage-wall', name: 'Sage wall', paint: sweep('#b8c2ae', '#9fa894') },
  { id: 'peach-studio', name: 'Peach fuzz studio', paint: sweep('#ffd2b6', '#f0b38f') },
  {
    id: 'concrete',
    name: 'Concrete',
    paint: (x, y) => {
      const n = fbm(x / 260, y / 260, 6, 11) * 34 + (hash3(x, y, 1) - 0.5) * 10;
      const pit = fbm(x / 18, y / 18, 2, 12) > 0.33 ? -16 : 0;
      return [150 + n + pit, 150 + n + pit, 148 + n + pit];
    },
  },
  {
    id: 'terrazzo',
    name: 'Terrazzo',
    paint: (x, y) => {
      const cell = 46;
      const cx = Math.floor(x / cell);
      const cy = Math.floor(y / cell);
      let col: RGB = [236, 232, 225];
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const h = hash3(cx + dx, cy + dy, 7);
          if (h > 0.55) continue;
          const px = (cx + dx + hash3(cx + dx, cy + dy, 8)) * cell;
          const py = (cy + dy + hash3(cx + dx, cy + dy, 9)) * cell;
          const rad = 5 + 16 * hash3(cx + dx, cy + dy, 10);
          if (Math.hypot(x - px, (y - py) * 1.2) < rad + noise3(x / 6, y / 6, 0, 13) * 3) {
            const k = hash3(cx + dx, cy + dy, 14);
            col =
              k < 0.3
                ? [214, 120, 92]
                : k < 0.55
                  ? [60, 64, 70]
                  : k < 0.8
                    ? [163, 178, 160]
                    : [246, 200, 170];
          }
        }
      const g = (hash3(x, y, 2) - 0.5) * 6;
      return [col[0] + g, col[1] + g, col[2] + g];
    },
  },
  {
    id: 'linen',
    name: 'Linen',
    paint: (x, y) => {
      const warp = Math.sin(x * 1.9 + noise3(x / 40, y / 3, 0, 21) * 3) * 7;
      const weft = Math.sin(y * 1.9 + noise3(x / 3, y / 40, 1, 22) * 3) * 7;
      const slub = fbm(x / 200, y / 9, 3, 23) * 16;
      const b = 214 + warp * 0.5 + weft * 0.5 + slub;
      return [b, b - 6, b - 16];
    },
  },
  {
    id: 'sunset-gradient',
    name: 'Sunset gradient',
    paint: (x, y) => {
      const v = y / BG_HEIGHT + (x / BG_WIDTH - 0.5) * 0.15;
      const stops: [number, RGB][] = [
        [0, hex('#3b2c5e')],
        [0.45, hex('#b565a7')],
        [0.75, hex('#ff6f61')],
        [1, hex('#ffbe98')],
      ];
      let c = stops[0]![1];
      for (let i = 1; i < stops.length; i++) {
        const [p0, c0] = stops[i - 1]!;
        const [p1, c1] = stops[i]!;
        if (v >= p0) c = mix(c0, c1, clamp((v - p0) / (p1 - p0)));
      }
      const g = (hash3(x, y, 4) - 0.5) * 4;
      return [c[0] + g, c[1] + g, c[2] + g];
    },
  },
  {
    id: 'ocean-mist',
    name: 'Ocean mist',
    paint: (x, y) => {
      const v = y / BG_HEIGHT;
      const c = mix(hex('#92a8d1'), hex('#e8eef5'), smoothstep(0, 1, v));
      const haze = fbm(x / 500, y / 300, 4, 31) * 22;
      return [c[0] + haze, c[1] + haze, c[2] + haze];
    },
  },
  {
    id: 'bokeh-night',
    name: 'Night bokeh',
    paint: (x, y) => {
      let c: RGB = mix(hex('#0f1a2e'), hex('#1f2a44'), y / BG_HEIGHT);
      const cell = 180;
      const cx = Math.floor(x / cell);
      const cy = Math.floor(y / cell);
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const px = (cx + dx + hash3(cx + dx, cy + dy, 41)) * cell;
          const py = (cy + dy + hash3(cx + dx, cy + dy, 42)) * cell;
          const rad = 25 + 70 * hash3(cx + dx, cy + dy, 43);
          const d = Math.hypot(x - px, y - py);
          const a = (1 - smoothstep(rad - 3, rad + 2, d)) * (0.1 + 0.25 * hash3(cx + dx, cy + dy, 44));
          const tint: RGB = hash3(cx + dx, cy + dy, 45) < 0.5 ? [255, 190, 120] : [150, 190, 255];
          c = mix(c, tint, a);
        }
      return c;
    },
  },
  {
    id: 'marble',
    name: 'White marble',
    paint: (x, y) => {
      const t = x / 380 + y / 520 + fbm(x / 300, y / 300, 6, 51) * 3.2;
      const vein = Math.pow(1 - Math.abs(Math.sin(t * Math.PI)), 14);
      const fine = Math.pow(1 - Math.abs(Math.sin((t * 3.1 + fbm(x / 90, y / 90, 3, 52)) * Math.PI)), 30);
      const base = 238 + fbm(x / 150, y / 150, 3, 53) * 10;
      const d = vein * 70 + fine * 25;
      return [base - d, base - d * 0.95, base - d * 0.85];
    },
  },
  {
    id: 'kraft-paper',
    name: 'Kraft paper',
    paint: (x, y) => {
      const fibre = noise3(x / 2.5, y / 30, 0, 61) * 10 + noise3(x / 30, y / 2.5, 1, 62) * 6;
      const blot = fbm(x / 240, y / 240, 5, 63) * 20;
      const b = 180 + fibre + blot;
      return [b, b * 0.78, b * 0.55];
    },
  },
];

export async function paintBackground(spec: BackgroundSpec): Promise<{ jpg: Buffer; thumb: Buffer }> {
  const buf = Buffer.alloc(BG_WIDTH * BG_HEIGHT * 3);
  for (let y = 0; y < BG_HEIGHT; y++) {
    for (let x = 0; x < BG_WIDTH; x++) {
      const c = spec.paint(x, y);
      const o = (y * BG_WIDTH + x) * 3;
      buf[o] = Math.round(clamp(c[0], 0, 255));
      buf[o + 1] = Math.round(clamp(c[1], 0, 255));
      buf[o + 2] = Math.round(clamp(c[2], 0, 255));
    }
  }
  const img = sharp(buf, { raw: { width: BG_WIDTH, height: BG_HEIGHT, channels: 3 } });
  const jpg = await img.clone().jpeg({ quality: 80, mozjpeg: true }).toBuffer();
  const thumb = await img.clone().resize(256, 144).webp({ quality: 80 }).toBuffer();
  return { jpg, thumb };
}

/**
 * The 15 preset colours: Pantone's Colour of the Year 2024, Peach Fuzz, with the Colours
 * of the Year before it. Hex values are common sRGB approximations, not Pantone data.
 */
export const PRESET_COLORS = [
  { name: 'Peach Fuzz', code: 'PANTONE 13-1023', hex: '#FFBE98' },
  { name: 'Viva Magenta', code: 'PANTONE 18-1750', hex: '#BB2649' },
  { name: 'Very Peri', code: 'PANTONE 17-3938', hex: '#6667AB' },
  { name: 'Illuminating', code: 'PANTONE 13-0647', hex: '#F5DF4D' },
  { name: 'Ultimate Gray', code: 'PANTONE 17-5104', hex: '#939597' },
  { name: 'Classic Blue', code: 'PANTONE 19-4052', hex: '#0F4C81' },
  { name: 'Living Coral', code: 'PANTONE 16-1546', hex: '#FF6F61' },
  { name: 'Ultra Violet', code: 'PANTONE 18-3838', hex: '#5F4B8B' },
  { name: 'Greenery', code: 'PANTONE 15-0343', hex: '#88B04B' },
  { name: 'Rose Quartz', code: 'PANTONE 13-1520', hex: '#F7CAC9' },
  { name: 'Serenity', code: 'PANTONE 15-3919', hex: '#92A8D1' },
  { name: 'Marsala', code: 'PANTONE 18-1438', hex: '#955251' },
  { name: 'Radiant Orchid', code: 'PANTONE 18-3224', hex: '#B565A7' },
  { name: 'Emerald', code: 'PANTONE 17-5641', hex: '#009B77' },
  { name: 'Tangerine Tango', code: 'PANTONE 17-1463', hex: '#DD4124' },
];
