/** Small, allocation-light vector maths and deterministic noise for the generators. */

export type V3 = [number, number, number];

export const v3 = (x: number, y: number, z: number): V3 => [x, y, z];
export const add = (a: V3, b: V3): V3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const sub = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const scale = (a: V3, s: number): V3 => [a[0] * s, a[1] * s, a[2] * s];
export const addScaled = (a: V3, b: V3, s: number): V3 => [a[0] + b[0] * s, a[1] + b[1] * s, a[2] + b[2] * s];
export const dot = (a: V3, b: V3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const cross = (a: V3, b: V3): V3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
export const length = (a: V3): number => Math.hypot(a[0], a[1], a[2]);
export const distance = (a: V3, b: V3): number => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
export const normalize = (a: V3): V3 => {
  const l = length(a);
  return l > 1e-12 ? [a[0] / l, a[1] / l, a[2] / l] : [0, 0, 0];
};
export const lerp3 = (a: V3, b: V3, t: number): V3 => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];

export const clamp = (x: number, lo = 0, hi = 1): number => (x < lo ? lo : x > hi ? hi : x);
export const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;
export const smoothstep = (e0: number, e1: number, x: number): number => {
  const t = clamp((x - e0) / (e1 - e0));
  return t * t * (3 - 2 * t);
};

/** Catmull-Rom interpolation through control points, parameter t in [0,1] over the whole curve. */
export function catmullRom(points: readonly V3[], t: number): V3 {
  const n = points.length - 1;
  const f = clamp(t) * n;
  const i = Math.min(Math.floor(f), n - 1);
  const u = f - i;
  const p0 = points[Math.max(i - 1, 0)]!;
  const p1 = points[i]!;
  const p2 = points[i + 1]!;
  const p3 = points[Math.min(i + 2, n)]!;
  const u2 = u * u;
  const u3 = u2 * u;
  const out: V3 = [0, 0, 0];
  for (let k = 0; k < 3; k++) {
    out[k] =
      0.5 *
      (2 * p1[k]! +
        (-p0[k]! + p2[k]!) * u +
        (2 * p0[k]! - 5 * p1[k]! + 4 * p2[k]! - p3[k]!) * u2 +
        (-p0[k]! + 3 * p1[k]! - 3 * p2[k]! + p3[k]!) * u3);
  }
  return out;
}

/** Resamples a polyline (open or closed) into `count` points evenly spaced by arc length. */
export function resample(points: readonly V3[], count: number, closed = false): V3[] {
  const pts = closed ? [...points, points[0]!] : [...points];
  const cum = [0];
  for (let i = 1; i < pts.length; i++) cum.push(cum[i - 1]! + distance(pts[i - 1]!, pts[i]!));
  const total = cum[cum.length - 1]!;
  const out: V3[] = [];
  const steps = closed ? count : count - 1;
  let seg = 1;
  for (let k = 0; k < count; k++) {
    const d = (total * k) / steps;
    while (seg < pts.length - 1 && cum[seg]! < d) seg++;
    const d0 = cum[seg - 1]!;
    const d1 = cum[seg]!;
    out.push(lerp3(pts[seg - 1]!, pts[seg]!, d1 > d0 ? (d - d0) / (d1 - d0) : 0));
  }
  return out;
}

/** mulberry32: a tiny seeded PRNG, so every generated file is reproducible. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Integer hash to [0,1). */
export function hash3(x: number, y: number, z: number, seed = 0): number {
  let h = Math.imul(x | 0, 374761393) ^ Math.imul(y | 0, 668265263) ^ Math.imul(z | 0, 2147483647) ^ seed;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

const fade = (t: number): number => t * t * t * (t * (t * 6 - 15) + 10);

/** Smooth 3D value noise in [-1,1]. */
export function noise3(x: number, y: number, z: number, seed = 0): number {
  const xi = Math.floor(x);
  const yi = Math.floor(y);
  const zi = Math.floor(z);
  const xf = fade(x - xi);
  const yf = fade(y - yi);
  const zf = fade(z - zi);
  let out = 0;
  for (let dz = 0; dz < 2; dz++)
    for (let dy = 0; dy < 2; dy++)
      for (let dx = 0; dx < 2; dx++) {
        const w = (dx ? xf : 1 - xf) * (dy ? yf : 1 - yf) * (dz ? zf : 1 - zf);
        out += w * hash3(xi + dx, yi + dy, zi + dz, seed);
      }
  return out * 2 - 1;
}

/** Tileable 2D value noise in [-1,1] with integer period `period` (in lattice cells). */
export function tileNoise2(x: number, y: number, period: number, seed = 0): number {
  const xi = Math.floor(x);
  const yi = Math.floor(y);
  const xf = fade(x - xi);
  const yf = fade(y - yi);
  const m = (v: number) => ((v % period) + period) % period;
  const h = (a: number, b: number) => hash3(m(a), m(b), 0, seed);
  const top = lerp(h(xi, yi), h(xi + 1, yi), xf);
  const bottom = lerp(h(xi, yi + 1), h(xi + 1, yi + 1), xf);
  return lerp(top, bottom, yf) * 2 - 1;
}

/** Tileable fractal noise over [0,1)^2, `base` cells per tile at the first octave. */
export function tileFbm(u: number, v: number, base: number, octaves: number, seed = 0): number {
  let sum = 0;
  let amp = 1;
  let norm = 0;
  let period = base;
  for (let o = 0; o < octaves; o++) {
    sum += amp * tileNoise2(u * period, v * period, period, seed + o * 101);
    norm += amp;
    amp *= 0.5;
    period *= 2;
  }
  return sum / norm;
}
