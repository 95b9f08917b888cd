/**
 * Material maps. Fabric structure (knit, rib, twill, plain weave, wales, mesh, cord) is
 * generated as a tileable height field and turned into a normal map; leather grain and
 * fleece use CC0 normal maps from @pmndrs/assets. Diffuse maps are the base colour with
 * the yarn's shading and heather; opacity maps mark holes (mesh, perforations).
 */
import sharp from 'sharp';
import { hash3, tileFbm, tileNoise2 } from '../math.js';
import type { MaterialKind, MaterialSpec } from './specs.js';

export const TEXTURE_SIZE = 1024;

/** CC0 normal maps from @pmndrs/assets used by some kinds (module path, see docs/assets.md). */
export const PMNDRS_NORMALS: Partial<Record<MaterialKind, string>> = {
  fleece: '@pmndrs/assets/normals/0015.webp.js',
  'leather-smooth': '@pmndrs/assets/normals/0021.webp.js',
  'leather-pebbled': '@pmndrs/assets/normals/0018.webp.js',
};

interface Fields {
  /** Height in pixels of relief (only for generated kinds). */
  height: Float32Array | null;
  /** Multiplier on the base colour (yarn shading, slubs). */
  shade: Float32Array;
  /** 0..1 opacity, or null when the material is opaque. */
  opacity: Float32Array | null;
  /** Normal strength. */
  strength: number;
}

const S = TEXTURE_SIZE;
const wrap = (i: number): number => ((i % S) + S) % S;
const bump = (a: number, b: number): number => Math.sqrt(Math.max(0, 1 - a * a - b * b));

function field(fn: (x: number, y: number) => number): Float32Array {
  const out = new Float32Array(S * S);
  for (let y = 0; y < S; y++) for (let x = 0; x < S; x++) out[y * S + x] = fn(x, y);
  return out;
}

/** One knit stitch (a V of two legs) in cell coordinates fx, fy in [0,1). */
function stitch(fx: number, fy: number): number {
  const lean = 0.16 * (fy - 0.5);
  return Math.max(
    bump((fx - 0.27 - lean) / 0.24, (fy - 0.5) / 0.62),
    bump((fx - 0.73 + lean) / 0.24, (fy - 0.5) / 0.62),
  );
}

function fieldsFor(kind: MaterialKind): Fields {
  const u = (x: number) => x / S;
  switch (kind) {
    case 'jersey': {
      const P = 8;
      const height = field((x, y) => {
        const n = tileFbm(u(x), u(y), 16, 3, 3);
        return stitch((x % P) / P, (y % P) / P) * 1.6 + n * 0.5;
      });
      const shade = field(
        (x, y) => 1 + 0.05 * tileFbm(u(x), u(y), 8, 4, 9) + 0.05 * (stitch((x % P) / P, (y % P) / P) - 0.5),
      );
      return { height, shade, opacity: null, strength: 1.3 };
    }
    case 'rib': {
      const height = field((x, y) => {
        const phase = (x % 24) / 24;
        const ridge = Math.pow(Math.max(0, Math.cos(2 * Math.PI * (phase - 0.25))), 0.6);
        return ridge * 4 + stitch((x % 6) / 6, (y % 8) / 8) * 0.8 * ridge;
      });
      const shade = field((x) => 0.9 + 0.12 * Math.max(0, Math.cos(2 * Math.PI * ((x % 24) / 24 - 0.25))));
      return { height, shade, opacity: null, strength: 1.1 };
    }
    case 'fleece': {
      const shade = field(
        (x, y) => 1 + 0.07 * tileFbm(u(x), u(y), 16, 5, 21) + 0.04 * (hash3(x, y, 1) - 0.5),
      );
      return { height: null, shade, opacity: null, strength: 1 };
    }
    case 'denim': {
      const P = 8;
      const slub = (x: number) =>
        tileNoise2(u(x) * 256, 0.5, 256, 31) * 0.5 + tileNoise2(u(x) * 64, 0.5, 64, 32) * 0.5;
      const height = field((x, y) => {
        const d = (((x + y) % P) + P) % P;
        return Math.sin((Math.PI * d) / P) * 2 + slub(x) * 0.6;
      });
      const shade = field((x, y) => {
        const d = (((x + y) % P) + P) % P;
        const weft = d < 2 ? 0.25 : 0;
        return 0.9 + weft + 0.12 * slub(x) + 0.06 * tileFbm(u(x), u(y), 4, 3, 33);
      });
      return { height, shade, opacity: null, strength: 1.2 };
    }
    case 'canvas': {
      const P = 12;
      const height = field((x, y) => {
        const cx = Math.floor(x / P);
        const cy = Math.floor(y / P);
        const fx = (x % P) / P - 0.5;
        const fy = (y % P) / P - 0.5;
        const over = (cx + cy) % 2 === 0 ? bump(fx / 0.5, fy / 0.32) : bump(fx / 0.32, fy / 0.5);
        return over * 2.5 + tileFbm(u(x), u(y), 32, 2, 41) * 0.4;
      });
      const shade = field(
        (x, y) => 0.93 + (0.07 * height[y * S + x]!) / 2.5 + 0.06 * tileFbm(u(x), u(y), 8, 4, 42),
      );
      return { height, shade, opacity: null, strength: 1.2 };
    }
    case 'corduroy': {
      const P = 32;
      const height = field(
        (x, y) => Math.pow(Math.sin((Math.PI * (x % P)) / P), 0.5) * 6 + tileFbm(u(x), u(y), 64, 2, 51) * 0.3,
      );
      const shade = field(
        (x, y) =>
          0.72 +
          0.33 * Math.pow(Math.sin((Math.PI * (x % P)) / P), 0.7) +
          0.05 * tileFbm(u(x), u(y), 8, 3, 52),
      );
      return { height, shade, opacity: null, strength: 1.1 };
    }
    case 'mesh': {
      const P = 32;
      // Offset rows of round holes; 32 rows of 32 px tile exactly.
      const dist = (x: number, y: number) => {
        const row = Math.floor(y / P);
        const ox = row % 2 ? P / 2 : 0;
        const cx = Math.round((x - ox - P / 2) / P) * P + ox + P / 2;
        return Math.hypot(x - cx, y - (row * P + P / 2));
      };
      const height = field((x, y) => Math.min(1, Math.max(0, (dist(x, y) - 8) / 6)) * 3);
      const opacity = field((x, y) => (dist(x, y) < 8.5 ? 0 : 1));
      const shade = field((x, y) => 0.9 + 0.1 * Math.min(1, (dist(x, y) - 8) / 8));
      return { height, shade, opacity, strength: 1 };
    }
    case 'cord': {
      const P = 8;
      const height = field((x, y) => {
        const dir = Math.floor(x / 16) % 2 ? 1 : -1;
        const d = (((y + dir * x) % P) + P) % P;
        return Math.sin((Math.PI * d) / P) * 2;
      });
      const shade = field((x, y) => 0.94 + (0.08 * height[y * S + x]!) / 2);
      return { height, shade, opacity: null, strength: 1.2 };
    }
    case 'leather-smooth':
    case 'leather-pebbled': {
      const shade = field((x, y) => 1 + 0.06 * tileFbm(u(x), u(y), 6, 5, 61));
      return { height: null, shade, opacity: null, strength: 1 };
    }
    case 'leather-perforated': {
      const P = 32;
      const d = (x: number, y: number) => {
        const fx = (x % P) - P / 2;
        const fy = (y % P) - P / 2;
        return Math.hypot(fx, fy);
      };
      const height = field((x, y) => Math.min(1, d(x, y) / 7) * 2 + tileFbm(u(x), u(y), 64, 3, 71) * 0.6);
      const opacity = field((x, y) => (d(x, y) < 5 ? 0 : 1));
      const shade = field((x, y) => 0.95 + 0.08 * tileFbm(u(x), u(y), 6, 4, 72) - (d(x, y) < 7 ? 0.15 : 0));
      return { height, shade, opacity, strength: 1 };
    }
    case 'metal-brushed': {
      const rows = new Float32Array(S);
      for (let y = 0; y < S; y++) rows[y] = hash3(y, 0, 0, 81) - 0.5;
      const height = field((x, y) => {
        const r = (rows[y]! * 2 + rows[wrap(y - 1)]! + rows[wrap(y + 1)]!) / 4;
        return r * (1.2 + 0.6 * tileFbm(u(x), u(y), 4, 2, 82)) + tileFbm(u(x), u(y), 16, 2, 83) * 0.1;
      });
      const shade = field((x, y) => 1 + height[y * S + x]! * 0.12);
      return { height, shade, opacity: null, strength: 0.8 };
    }
    case 'metal-polished': {
      const height = field((x, y) => tileFbm(u(x), u(y), 8, 3, 91) * 0.6);
      const shade = field(() => 1);
      return { height, shade, opacity: null, strength: 0.4 };
    }
  }
}

const cache = new Map<MaterialKind, Fields>();
function fields(kind: MaterialKind): Fields {
  let f = cache.get(kind);
  if (!f) {
    f = fieldsFor(kind);
    cache.set(kind, f);
  }
  return f;
}

function normalFromHeight(h: Float32Array, strength: number): Buffer {
  const out = Buffer.alloc(S * S * 3);
  for (let y = 0; y < S; y++) {
    for (let x = 0; x < S; x++) {
      const dx = (h[y * S + wrap(x + 1)]! - h[y * S + wrap(x - 1)]!) / 2;
      const dyUp = (h[wrap(y - 1) * S + x]! - h[wrap(y + 1) * S + x]!) / 2;
      let nx = -dx * strength;
      let ny = -dyUp * strength;
      let nz = 1;
      const l = Math.hypot(nx, ny, nz);
      nx /= l;
      ny /= l;
      nz /= l;
      const o = (y * S + x) * 3;
      out[o] = Math.round((nx * 0.5 + 0.5) * 255);
      out[o + 1] = Math.round((ny * 0.5 + 0.5) * 255);
      out[o + 2] = Math.round((nz * 0.5 + 0.5) * 255);
    }
  }
  return out;
}

const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4));
const toSrgb = (c: number) => (c <= 0.0031308 ? c * 12.92 : 1.055 * Math.pow(c, 1 / 2.4) - 0.055);

export function hexToRgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function diffuse(spec: MaterialSpec, f: Fields): Buffer {
  const lin = hexToRgb(spec.color).map((c) => toLinear(c / 255));
  const heather = spec.id.includes('heather') || spec.id.includes('oatmeal');
  const out = Buffer.alloc(S * S * 3);
  for (let y = 0; y < S; y++) {
    for (let x = 0; x < S; x++) {
      let k = f.shade[y * S + x]!;
      if (heather) {
        // Melange: light and dark fibres running along the yarn.
        const fibre = hash3(x >> 1, (y / 7) | 0, 0, 5) - 0.5;
        k *= 1 + fibre * 0.38;
      }
      const o = (y * S + x) * 3;
      for (let c = 0; c < 3; c++)
        out[o + c] = Math.round(Math.min(1, Math.max(0, toSrgb(lin[c]! * k))) * 255);
    }
  }
  return out;
}

export interface MaterialFiles {
  diffuse: Buffer;
  normal: Buffer;
  opacity: Buffer | null;
  thumb: Buffer;
}

async function pmndrsNormal(module: string): Promise<Buffer> {
  const mod = (await import(module)) as { default: string };
  const data = Buffer.from(mod.default.slice(mod.default.indexOf(',') + 1), 'base64');
  return sharp(data).resize(S, S, { kernel: 'lanczos3' }).removeAlpha().raw().toBuffer();
}

const normalCache = new Map<MaterialKind, Promise<Buffer>>();
function normalRaw(kind: MaterialKind): Promise<Buffer> {
  let p = normalCache.get(kind);
  if (!p) {
    const src = PMNDRS_NORMALS[kind];
    const f = fields(kind);
    p = src ? pmndrsNormal(src) : Promise.resolve(normalFromHeight(f.height!, f.strength));
    normalCache.set(kind, p);
  }
  return p;
}

const raw = { width: S, height: S, channels: 3 as const };

/** A 256 px swatch: the diffuse lit through its normal map from the upper left. */
function swatch(spec: MaterialSpec, diff: Buffer, normal: Buffer, opacity: Float32Array | null): Buffer {
  const T = 256;
  const out = Buffer.alloc(T * T * 3);
  const light = [-0.45, 0.55, 0.7];
  const ll = Math.hypot(...light);
  const metal = spec.metalness > 0.5;
  for (let y = 0; y < T; y++) {
    for (let x = 0; x < T; x++) {
      // Sample half a tile, so the weave reads at thumbnail size.
      const sx = Math.floor((x / T) * (S / 2));
      const sy = Math.floor((y / T) * (S / 2));
      const i = (sy * S + sx) * 3;
      const n = [normal[i]! / 127.5 - 1, normal[i + 1]! / 127.5 - 1, normal[i + 2]! / 127.5 - 1];
      const lambert = Math.max(0, (n[0]! * light[0]! + n[1]! * light[1]! + n[2]! * light[2]!) / ll);
      let k = 0.45 + 0.75 * lambert;
      if (metal)
        k = 0.55 + 0.9 * Math.pow(1 - y / T, 1.5) * (0.6 + 0.4 * lambert) + 0.25 * Math.sin((x + y) / 40);
      const hole = opacity && opacity[sy * S + sx]! < 0.5;
      const o = (y * T + x) * 3;
      for (let c = 0; c < 3; c++) out[o + c] = hole ? 40 : Math.min(255, Math.round(diff[i + c]! * k));
    }
  }
  return out;
}

export async function materialFiles(spec: MaterialSpec): Promise<MaterialFiles> {
  const f = fields(spec.kind);
  const diff = diffuse(spec, f);
  const nrm = await normalRaw(spec.kind);
  const diffuseWebp = await sharp(diff, { raw }).webp({ quality: 82, effort: 5 }).toBuffer();
  const normalWebp = await sharp(nrm, { raw }).webp({ quality: 90, effort: 5 }).toBuffer();
  let opacity: Buffer | null = null;
  if (f.opacity) {
    const a = Buffer.alloc(S * S);
    for (let i = 0; i < S * S; i++) a[i] = f.opacity[i]! >= 0.5 ? 255 : 0;
    opacity = await sharp(a, { raw: { width: S, height: S, channels: 1 } })
      .png({ compressionLevel: 9 })
      .toBuffer();
  }
  const thumb = await sharp(swatch(spec, diff, nrm, f.opacity), {
    raw: { width: 256, height: 256, channels: 3 },
  })
    .webp({ quality: 80 })
    .toBuffer();
  return { diffuse: diffuseWebp, normal: normalWebp, opacity, thumb };
}
