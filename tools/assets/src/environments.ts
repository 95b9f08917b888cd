/**
 * The 13 HDR environment presets of the scene settings: twelve CC0 Poly Haven HDRIs as
 * packed by @pmndrs/assets (EXR, 512x256, DWAB) and three's procedural RoomEnvironment,
 * ray-traced here on the CPU into an RGBE .hdr file so it can be loaded like the others.
 */
import sharp from 'sharp';
import { DataUtils } from 'three';
import { EXRLoader } from 'three/addons/loaders/EXRLoader.js';

export interface EnvironmentSpec {
  id: string;
  name: string;
  /** @pmndrs/assets module, or 'room' for the procedural room. */
  source: string;
}

export const ENVIRONMENTS: EnvironmentSpec[] = [
  { id: 'studio', name: 'Studio', source: '@pmndrs/assets/hdri/studio.exr.js' },
  { id: 'room', name: 'Soft room', source: 'room' },
  { id: 'apartment', name: 'Apartment', source: '@pmndrs/assets/hdri/apartment.exr.js' },
  { id: 'city', name: 'City', source: '@pmndrs/assets/hdri/city.exr.js' },
  { id: 'dawn', name: 'Dawn', source: '@pmndrs/assets/hdri/dawn.exr.js' },
  { id: 'forest', name: 'Forest', source: '@pmndrs/assets/hdri/forest.exr.js' },
  { id: 'lobby', name: 'Lobby', source: '@pmndrs/assets/hdri/lobby.exr.js' },
  { id: 'night', name: 'Night', source: '@pmndrs/assets/hdri/night.exr.js' },
  { id: 'park', name: 'Park', source: '@pmndrs/assets/hdri/park.exr.js' },
  { id: 'sunset', name: 'Sunset', source: '@pmndrs/assets/hdri/sunset.exr.js' },
  { id: 'warehouse', name: 'Warehouse', source: '@pmndrs/assets/hdri/warehouse.exr.js' },
  { id: 'venice', name: 'Venice', source: '@pmndrs/assets/hdri/venice.exr.js' },
  { id: 'workshop', name: 'Workshop', source: '@pmndrs/assets/hdri/workshop.exr.js' },
];

export async function pmndrsBytes(module: string): Promise<Buffer> {
  const mod = (await import(module)) as { default: string };
  return Buffer.from(mod.default.slice(mod.default.indexOf(',') + 1), 'base64');
}

export interface HdrImage {
  width: number;
  height: number;
  /** Linear RGB floats, rows top to bottom. */
  rgb: Float32Array;
}

/** Decodes an EXR with three's EXRLoader (works in Node). Rows come out top to bottom. */
export function decodeExr(bytes: Uint8Array): HdrImage {
  const ab = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  const tex = new EXRLoader().parse(ab);
  const width = tex.width as number;
  const height = tex.height as number;
  const data = tex.data as Uint16Array | Float32Array;
  const half = data instanceof Uint16Array;
  const rgb = new Float32Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    // EXRLoader returns rows bottom-up (flipY false); flip to top-down.
    const src = height - 1 - y;
    for (let x = 0; x < width; x++) {
      for (let c = 0; c < 3; c++) {
        const v = data[(src * width + x) * 4 + c]!;
        rgb[(y * width + x) * 3 + c] = half ? DataUtils.fromHalfFloat(v) : v;
      }
    }
  }
  return { width, height, rgb };
}

/** Decodes a Radiance RGBE file (flat or RLE scanlines). */
export function decodeHdr(bytes: Uint8Array): HdrImage {
  let pos = 0;
  const line = () => {
    let s = '';
    while (pos < bytes.length && bytes[pos] !== 10) s += String.fromCharCode(bytes[pos++]!);
    pos++;
    return s;
  };
  if (!line().startsWith('#?')) throw new Error('not a Radiance file');
  let l: string;
  while ((l = line()) !== '')
    if (l.startsWith('FORMAT') && !l.includes('32-bit_rle_rgbe')) throw new Error('format');
  const m = /-Y (\d+) \+X (\d+)/.exec(line());
  if (!m) throw new Error('bad size line');
  const height = Number(m[1]);
  const width = Number(m[2]);
  const rgb = new Float32Array(width * height * 3);
  const scan = new Uint8Array(width * 4);
  for (let y = 0; y < height; y++) {
    if (bytes[pos] === 2 && bytes[pos + 1] === 2 && ((bytes[pos + 2]! << 8) | bytes[pos + 3]!) === width) {
      pos += 4;
      for (let c = 0; c < 4; c++) {
        let x = 0;
        while (x < width) {
          let n = bytes[pos++]!;
          if (n > 128) {
            n -= 128;
            const v = bytes[pos++]!;
            for (let k = 0; k < n; k++) scan[x++ * 4 + c] = v;
          } else for (let k = 0; k < n; k++) scan[x++ * 4 + c] = bytes[pos++]!;
        }
      }
    } else {
      scan.set(bytes.subarray(pos, pos + width * 4));
      pos += width * 4;
    }
    for (let x = 0; x < width; x++) {
      const e = scan[x * 4 + 3]!;
      const f = e ? Math.pow(2, e - 136) : 0;
      for (let c = 0; c < 3; c++) rgb[(y * width + x) * 3 + c] = scan[x * 4 + c]! * f;
    }
  }
  return { width, height, rgb };
}

/** Encodes linear RGB as Radiance RGBE with RLE scanlines. */
export function encodeHdr(img: HdrImage): Buffer {
  const chunks: Buffer[] = [
    Buffer.from(
      `#?RADIANCE\n# Atelier procedural room environment\nFORMAT=32-bit_rle_rgbe\n\n-Y ${img.height} +X ${img.width}\n`,
    ),
  ];
  const { width } = img;
  for (let y = 0; y < img.height; y++) {
    const rgbe = new Uint8Array(width * 4);
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 3;
      const r = img.rgb[o]!;
      const g = img.rgb[o + 1]!;
      const b = img.rgb[o + 2]!;
      const v = Math.max(r, g, b);
      if (v < 1e-32) continue;
      const e = Math.ceil(Math.log2(v) + 1e-9);
      const f = 256 / Math.pow(2, e);
      rgbe[x * 4] = Math.min(255, Math.floor(r * f));
      rgbe[x * 4 + 1] = Math.min(255, Math.floor(g * f));
      rgbe[x * 4 + 2] = Math.min(255, Math.floor(b * f));
      rgbe[x * 4 + 3] = e + 128;
    }
    const out: number[] = [2, 2, width >> 8, width & 255];
    for (let c = 0; c < 4; c++) {
      let x = 0;
      while (x < width) {
        // A run of equal bytes?
        let run = 1;
        while (x + run < width && run < 127 && rgbe[(x + run) * 4 + c] === rgbe[x * 4 + c]) run++;
        if (run >= 3) {
          out.push(128 + run, rgbe[x * 4 + c]!);
          x += run;
        } else {
          let n = 0;
          const start = x;
          while (x < width && n < 128) {
            let r2 = 1;
            while (x + r2 < width && r2 < 3 && rgbe[(x + r2) * 4 + c] === rgbe[x * 4 + c]) r2++;
            if (r2 >= 3) break;
            x++;
            n++;
          }
          out.push(n);
          for (let k = start; k < start + n; k++) out.push(rgbe[k * 4 + c]!);
        }
      }
    }
    chunks.push(Buffer.from(out));
  }
  return Buffer.concat(chunks);
}

// ---------------------------------------------------------------------------------------
// three's RoomEnvironment, ray-traced: a white room with six boxes, one point light and six
// emissive panels, seen from the origin (the scene sits 3.5 units lower, as in three).

interface Box {
  centre: [number, number, number];
  half: [number, number, number];
  rotY: number;
  emissive: number;
  inside?: boolean;
}

const OFF = -3.5;
const BOXES: Box[] = [
  {
    centre: [-0.757, 13.219 + OFF, 0.717],
    half: [31.713 / 2, 28.305 / 2, 28.591 / 2],
    rotY: 0,
    emissive: 0,
    inside: true,
  },
  {
    centre: [-10.906, 2.009 + OFF, 1.846],
    half: [2.328 / 2, 7.905 / 2, 4.651 / 2],
    rotY: -0.195,
    emissive: 0,
  },
  {
    centre: [-5.607, -0.754 + OFF, -0.758],
    half: [1.97 / 2, 1.534 / 2, 3.955 / 2],
    rotY: 0.994,
    emissive: 0,
  },
  { centre: [6.167, 0.857 + OFF, 7.803], half: [3.927 / 2, 6.285 / 2, 3.687 / 2], rotY: 0.561, emissive: 0 },
  { centre: [-2.017, 0.018 + OFF, 6.124], half: [2.002 / 2, 4.566 / 2, 2.064 / 2], rotY: 0.333, emissive: 0 },
  {
    centre: [2.291, -0.756 + OFF, -2.621],
    half: [1.546 / 2, 1.552 / 2, 1.496 / 2],
    rotY: -0.286,
    emissive: 0,
  },
  {
    centre: [-2.193, -0.369 + OFF, -5.547],
    half: [3.875 / 2, 3.487 / 2, 2.986 / 2],
    rotY: 0.516,
    emissive: 0,
  },
  { centre: [-16.116, 14.37 + OFF, 8.208], half: [0.05, 2.428 / 2, 2.739 / 2], rotY: 0, emissive: 50 },
  { centre: [-16.109, 18.021 + OFF, -8.207], half: [0.05, 2.425 / 2, 2.751 / 2], rotY: 0, emissive: 50 },
  { centre: [14.904, 12.198 + OFF, -1.832], half: [0.075, 4.265 / 2, 6.331 / 2], rotY: 0, emissive: 17 },
  { centre: [-0.462, 8.89 + OFF, 14.52], half: [4.38 / 2, 5.441 / 2, 0.044], rotY: 0, emissive: 43 },
  { centre: [3.235, 11.486 + OFF, -12.541], half: [1.25, 1.0, 0.05], rotY: 0, emissive: 20 },
  { centre: [0, 20 + OFF, 0], half: [0.5, 0.05, 0.5], rotY: 0, emissive: 100 },
];
const LIGHT: [number, number, number] = [0.418, 16.199 + OFF, 0.3];

function hitBox(b: Box, o: number[], d: number[]): { t: number; n: number[] } | null {
  const c = Math.cos(-b.rotY);
  const s = Math.sin(-b.rotY);
  // Ray into the box's frame (rotation about y).
  const ox = o[0]! - b.centre[0];
  const oz = o[2]! - b.centre[2];
  const lo = [c * ox + s * oz, o[1]! - b.centre[1], -s * ox + c * oz];
  const ld = [c * d[0]! + s * d[2]!, d[1]!, -s * d[0]! + c * d[2]!];
  let tmin = -Infinity;
  let tmax = Infinity;
  let nmin = 0;
  let nmax = 0;
  for (let k = 0; k < 3; k++) {
    if (Math.abs(ld[k]!) < 1e-12) {
      if (Math.abs(lo[k]!) > b.half[k]!) return null;
      continue;
    }
    let t1 = (-b.half[k]! - lo[k]!) / ld[k]!;
    let t2 = (b.half[k]! - lo[k]!) / ld[k]!;
    let s1 = -(k + 1);
    let s2 = k + 1;
    if (t1 > t2) {
      [t1, t2] = [t2, t1];
      [s1, s2] = [s2, s1];
    }
    if (t1 > tmin) {
      tmin = t1;
      nmin = s1;
    }
    if (t2 < tmax) {
      tmax = t2;
      nmax = s2;
    }
  }
  if (tmin > tmax || tmax < 1e-6) return null;
  const inside = b.inside === true;
  const t = inside ? tmax : tmin;
  const code = inside ? nmax : nmin;
  if (t < 1e-6) return null;
  const axis = Math.abs(code) - 1;
  const ln = [0, 0, 0];
  ln[axis] = Math.sign(code) * (inside ? -1 : 1);
  // Back to world.
  const n = [c * ln[0]! - s * ln[2]!, ln[1]!, s * ln[0]! + c * ln[2]!];
  return { t, n };
}

function radiance(d: number[]): number {
  let best: { t: number; n: number[]; b: Box } | null = null;
  for (const b of BOXES) {
    const h = hitBox(b, [0, 0, 0], d);
    if (h && (!best || h.t < best.t)) best = { ...h, b };
  }
  if (!best) return 0;
  if (best.b.emissive) return best.b.emissive;
  const p = [d[0]! * best.t, d[1]! * best.t, d[2]! * best.t];
  const l = [LIGHT[0] - p[0]!, LIGHT[1] - p[1]!, LIGHT[2] - p[2]!];
  const dist = Math.hypot(l[0]!, l[1]!, l[2]!);
  const cos = Math.max(0, (l[0]! * best.n[0]! + l[1]! * best.n[1]! + l[2]! * best.n[2]!) / dist);
  const window = Math.pow(Math.max(0, 1 - Math.pow(dist / 28, 4)), 2);
  return (900 * cos * window) / (dist * dist) / Math.PI;
}

export function roomEnvironment(width = 512, height = 256): HdrImage {
  const rgb = new Float32Array(width * height * 3);
  const ss = 2;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let sy = 0; sy < ss; sy++) {
        for (let sx = 0; sx < ss; sx++) {
          const u = (x + (sx + 0.5) / ss) / width;
          const v = 1 - (y + (sy + 0.5) / ss) / height;
          const phi = (u - 0.5) * 2 * Math.PI;
          const lat = (v - 0.5) * Math.PI;
          sum += radiance([Math.cos(phi) * Math.cos(lat), Math.sin(lat), Math.sin(phi) * Math.cos(lat)]);
        }
      }
      const val = sum / (ss * ss);
      rgb.fill(val, (y * width + x) * 3, (y * width + x) * 3 + 3);
    }
  }
  return { width, height, rgb };
}

/** A 256x128 tone-mapped preview of an equirectangular HDR image. */
export async function environmentThumb(img: HdrImage): Promise<Buffer> {
  let sum = 0;
  for (let i = 0; i < img.rgb.length; i++) sum += Math.log(1e-4 + Math.max(0, img.rgb[i]!));
  const avg = Math.exp(sum / img.rgb.length);
  const exposure = 0.22 / avg;
  const out = Buffer.alloc(img.width * img.height * 3);
  for (let i = 0; i < img.rgb.length; i++) {
    const v = Math.max(0, img.rgb[i]!) * exposure;
    const mapped = v / (1 + v / 4);
    const s = mapped <= 0.0031308 ? mapped * 12.92 : 1.055 * Math.pow(Math.min(mapped, 1), 1 / 2.4) - 0.055;
    out[i] = Math.round(Math.min(1, Math.max(0, s)) * 255);
  }
  return sharp(out, { raw: { width: img.width, height: img.height, channels: 3 } })
    .resize(256, 128, { kernel: 'lanczos3' })
    .webp({ quality: 80 })
    .toBuffer();
}
