/**
 * Turns parametric grids into UV islands, packs the islands of a part into its own 0..1
 * UV square, and computes smooth (position-welded) normals and tangents for a garment.
 */
import type { V3 } from '../math.js';
import { cross, distance, length, normalize, sub } from '../math.js';

/** A grid of points: rows[j][i], rows run "up" the surface, columns run "right" seen from outside. */
export type Grid = V3[][];

/** One UV island: positions, flattened coordinates in metres (v up) and triangles. */
export interface Island {
  positions: V3[];
  flat: [number, number][];
  indices: number[];
}

/** A finished part: one named mesh of a garment. */
export interface PartGeometry {
  value: string;
  positions: Float32Array<ArrayBuffer>;
  normals: Float32Array<ArrayBuffer>;
  tangents: Float32Array<ArrayBuffer>;
  /** glTF convention: (0,0) is the top-left of the part's UV canvas. */
  uvs: Float32Array<ArrayBuffer>;
  indices: Uint32Array<ArrayBuffer>;
  /** Metres of cloth covered by the 0..1 UV square (uniform texel density inside a part). */
  uvSpan: number;
  /** UV rectangles of the islands, [u0, v0, u1, v1] in glTF convention. */
  islands: [number, number, number, number][];
}

export const MIN_TRIANGLE_AREA = 1e-9;

const triArea = (a: V3, b: V3, c: V3): number => 0.5 * length(cross(sub(b, a), sub(c, a)));

/**
 * Flattens a grid to an island: u is arc length along each row measured from the middle
 * column, v is arc length up each column. Triangles of zero area (collapsed rows at poles)
 * are dropped.
 */
export function gridIsland(rows: Grid, opts: { flip?: boolean } = {}): Island {
  const nr = rows.length;
  const nc = rows[0]!.length;
  const positions: V3[] = [];
  const flat: [number, number][] = [];
  const mid = Math.floor(nc / 2);
  const vAcc = new Array<number>(nc).fill(0);
  for (let j = 0; j < nr; j++) {
    const row = rows[j]!;
    if (row.length !== nc) throw new Error('ragged grid');
    const uAcc = new Array<number>(nc).fill(0);
    for (let i = 1; i < nc; i++) uAcc[i] = uAcc[i - 1]! + distance(row[i - 1]!, row[i]!);
    const u0 = uAcc[mid]!;
    for (let i = 0; i < nc; i++) {
      if (j > 0) vAcc[i] = vAcc[i]! + distance(rows[j - 1]![i]!, row[i]!);
      positions.push(row[i]!);
      flat.push([uAcc[i]! - u0, vAcc[i]!]);
    }
  }
  const indices: number[] = [];
  const push = (a: number, b: number, c: number) => {
    if (triArea(positions[a]!, positions[b]!, positions[c]!) < MIN_TRIANGLE_AREA) return;
    if (opts.flip) indices.push(a, c, b);
    else indices.push(a, b, c);
  };
  for (let j = 0; j < nr - 1; j++) {
    for (let i = 0; i < nc - 1; i++) {
      const a = j * nc + i;
      const b = a + 1;
      const d = a + nc;
      const c = d + 1;
      // Split along the shorter diagonal for better-shaped triangles.
      if (distance(positions[a]!, positions[c]!) <= distance(positions[b]!, positions[d]!)) {
        push(a, b, c);
        push(a, c, d);
      } else {
        push(a, b, d);
        push(b, c, d);
      }
    }
  }
  return { positions, flat, indices };
}

/** Outward normals of a grid by central differences (columns right x rows up). */
export function gridNormals(rows: Grid): V3[][] {
  const nr = rows.length;
  const nc = rows[0]!.length;
  const out: V3[][] = [];
  for (let j = 0; j < nr; j++) {
    const line: V3[] = [];
    for (let i = 0; i < nc; i++) {
      const du = sub(rows[j]![Math.min(i + 1, nc - 1)]!, rows[j]![Math.max(i - 1, 0)]!);
      let dv = sub(rows[Math.min(j + 1, nr - 1)]![i]!, rows[Math.max(j - 1, 0)]![i]!);
      if (length(dv) < 1e-9) dv = sub(rows[Math.min(j + 2, nr - 1)]![i]!, rows[Math.max(j - 2, 0)]![i]!);
      line.push(normalize(cross(du, dv)));
    }
    out.push(line);
  }
  return out;
}

export const transpose = <T>(rows: T[][]): T[][] => rows[0]!.map((_, i) => rows.map((r) => r[i]!));

interface Placement {
  x: number;
  y: number;
}

function shelfPack(sizes: [number, number][], s: number, pad: number): Placement[] | null {
  const order = sizes.map((_, i) => i).sort((a, b) => sizes[b]![1] - sizes[a]![1] || a - b);
  const out: Placement[] = new Array(sizes.length);
  let x = pad;
  let y = pad;
  let shelf = 0;
  for (const i of order) {
    const w = sizes[i]![0] * s;
    const h = sizes[i]![1] * s;
    if (x + w > 1 - pad + 1e-12) {
      x = pad;
      y += shelf + pad;
      shelf = 0;
    }
    if (x + w > 1 - pad + 1e-12 || y + h > 1 - pad + 1e-12) return null;
    out[i] = { x, y };
    x += w + pad;
    shelf = Math.max(shelf, h);
  }
  return out;
}

/** Padding between islands and to the border: 12 px at 1024 px. */
export const UV_PADDING = 12 / 1024;

/**
 * Packs islands into the part's 0..1 square at one uniform scale (so the fabric has the
 * same texel density on every island), with padding between islands, and merges them.
 */
export function buildPart(value: string, islands: Island[]): Omit<PartGeometry, 'normals' | 'tangents'> {
  const boxes = islands.map((isl) => {
    let minU = Infinity;
    let minV = Infinity;
    let maxU = -Infinity;
    let maxV = -Infinity;
    // V8's Maglev tier (Node 24.22) can miscompile this loop once it is hot: in about one
    // fresh process in fifteen a box missed an island's last rows (the cap's crown gores all
    // got one box; the hoodie's body a UV below 0), so the model's bytes changed from run to
    // run. The generator and its tests run with --no-maglev (tools/assets/package.json,
    // vitest.config.ts); tools/assets/src/uv-range-check.ts shows it.
    for (const [u, v] of isl.flat) {
      if (u < minU) minU = u;
      if (v < minV) minV = v;
      if (u > maxU) maxU = u;
      if (v > maxV) maxV = v;
    }
    return { minU, minV, w: maxU - minU, h: maxV - minV };
  });
  const sizes = boxes.map((b) => [b.w, b.h] as [number, number]);
  let lo = 0;
  let hi = 1 / Math.max(...sizes.map(([w, h]) => Math.max(w, h)));
  for (let k = 0; k < 40; k++) {
    const mid = (lo + hi) / 2;
    if (shelfPack(sizes, mid, UV_PADDING)) lo = mid;
    else hi = mid;
  }
  const s = lo;
  const placements = shelfPack(sizes, s, UV_PADDING)!;
  // Centre the packed block in the square.
  let usedW = 0;
  let usedH = 0;
  placements.forEach((p, i) => {
    usedW = Math.max(usedW, p.x + sizes[i]![0] * s);
    usedH = Math.max(usedH, p.y + sizes[i]![1] * s);
  });
  const offX = (1 - UV_PADDING - usedW) / 2;
  const offY = (1 - UV_PADDING - usedH) / 2;

  const positions: number[] = [];
  const uvs: number[] = [];
  const indices: number[] = [];
  const rects: [number, number, number, number][] = [];
  islands.forEach((isl, k) => {
    const base = positions.length / 3;
    const b = boxes[k]!;
    const p = placements[k]!;
    for (let i = 0; i < isl.positions.length; i++) {
      const pos = isl.positions[i]!;
      const [fu, fv] = isl.flat[i]!;
      positions.push(pos[0], pos[1], pos[2]);
      const u = p.x + offX + (fu - b.minU) * s;
      const vUp = p.y + offY + (fv - b.minV) * s;
      uvs.push(u, 1 - vUp);
    }
    for (const idx of isl.indices) indices.push(base + idx);
    const u0 = p.x + offX;
    const v1 = 1 - (p.y + offY);
    rects.push([u0, v1 - b.h * s, u0 + b.w * s, v1]);
  });
  return {
    value,
    positions: new Float32Array(positions),
    uvs: new Float32Array(uvs),
    indices: new Uint32Array(indices),
    uvSpan: 1 / s,
    islands: rects,
  };
}

const key = (x: number, y: number, z: number): string =>
  `${Math.round(x * 2e4)},${Math.round(y * 2e4)},${Math.round(z * 2e4)}`;

/**
 * Smooth normals across the whole garment: face normals (area weighted) are summed per
 * position, so seams between islands and between parts that share edges shade smoothly.
 */
export function finishGarment(parts: Omit<PartGeometry, 'normals' | 'tangents'>[]): PartGeometry[] {
  const sums = new Map<string, V3>();
  const keys = parts.map((p) => {
    const ks: string[] = [];
    for (let i = 0; i < p.positions.length; i += 3)
      ks.push(key(p.positions[i]!, p.positions[i + 1]!, p.positions[i + 2]!));
    return ks;
  });
  parts.forEach((p, pi) => {
    const ks = keys[pi]!;
    const P = p.positions;
    for (let t = 0; t < p.indices.length; t += 3) {
      const ia = p.indices[t]!;
      const ib = p.indices[t + 1]!;
      const ic = p.indices[t + 2]!;
      const a: V3 = [P[ia * 3]!, P[ia * 3 + 1]!, P[ia * 3 + 2]!];
      const b: V3 = [P[ib * 3]!, P[ib * 3 + 1]!, P[ib * 3 + 2]!];
      const c: V3 = [P[ic * 3]!, P[ic * 3 + 1]!, P[ic * 3 + 2]!];
      const n = cross(sub(b, a), sub(c, a));
      for (const idx of [ia, ib, ic]) {
        const k = ks[idx]!;
        const s = sums.get(k);
        if (s) {
          s[0] += n[0];
          s[1] += n[1];
          s[2] += n[2];
        } else sums.set(k, [n[0], n[1], n[2]]);
      }
    }
  });
  return parts.map((p, pi) => {
    const ks = keys[pi]!;
    const normals = new Float32Array(p.positions.length);
    for (let i = 0; i < ks.length; i++) {
      const n = normalize(sums.get(ks[i]!) ?? [0, 1, 0]);
      const safe = length(n) > 0 ? n : ([0, 1, 0] as V3);
      normals[i * 3] = safe[0];
      normals[i * 3 + 1] = safe[1];
      normals[i * 3 + 2] = safe[2];
    }
    return { ...p, normals, tangents: computeTangents(p.positions, normals, p.uvs, p.indices) };
  });
}

/** Per-vertex tangents (xyz + handedness w) from UV gradients, Gram-Schmidt against the normal. */
export function computeTangents(
  P: Float32Array,
  N: Float32Array,
  UV: Float32Array,
  I: Uint32Array,
): Float32Array<ArrayBuffer> {
  const n = P.length / 3;
  const tan = new Float64Array(n * 3);
  const bit = new Float64Array(n * 3);
  for (let t = 0; t < I.length; t += 3) {
    const ia = I[t]!;
    const ib = I[t + 1]!;
    const ic = I[t + 2]!;
    const e1 = [P[ib * 3]! - P[ia * 3]!, P[ib * 3 + 1]! - P[ia * 3 + 1]!, P[ib * 3 + 2]! - P[ia * 3 + 2]!];
    const e2 = [P[ic * 3]! - P[ia * 3]!, P[ic * 3 + 1]! - P[ia * 3 + 1]!, P[ic * 3 + 2]! - P[ia * 3 + 2]!];
    const du1 = UV[ib * 2]! - UV[ia * 2]!;
    const dv1 = UV[ib * 2 + 1]! - UV[ia * 2 + 1]!;
    const du2 = UV[ic * 2]! - UV[ia * 2]!;
    const dv2 = UV[ic * 2 + 1]! - UV[ia * 2 + 1]!;
    const det = du1 * dv2 - du2 * dv1;
    if (Math.abs(det) < 1e-14) continue;
    const r = 1 / det;
    for (let k = 0; k < 3; k++) {
      const sd = (e1[k]! * dv2 - e2[k]! * dv1) * r;
      const td = (e2[k]! * du1 - e1[k]! * du2) * r;
      for (const idx of [ia, ib, ic]) {
        tan[idx * 3 + k] = tan[idx * 3 + k]! + sd;
        bit[idx * 3 + k] = bit[idx * 3 + k]! + td;
      }
    }
  }
  const out = new Float32Array(n * 4);
  for (let i = 0; i < n; i++) {
    const nn: V3 = [N[i * 3]!, N[i * 3 + 1]!, N[i * 3 + 2]!];
    let t: V3 = [tan[i * 3]!, tan[i * 3 + 1]!, tan[i * 3 + 2]!];
    const d = t[0] * nn[0] + t[1] * nn[1] + t[2] * nn[2];
    t = normalize([t[0] - nn[0] * d, t[1] - nn[1] * d, t[2] - nn[2] * d]);
    if (length(t) === 0) {
      // Any vector perpendicular to the normal.
      t = normalize(Math.abs(nn[0]) < 0.9 ? cross(nn, [1, 0, 0]) : cross(nn, [0, 1, 0]));
    }
    const b: V3 = [bit[i * 3]!, bit[i * 3 + 1]!, bit[i * 3 + 2]!];
    const w = cross(nn, t)[0] * b[0] + cross(nn, t)[1] * b[1] + cross(nn, t)[2] * b[2] < 0 ? -1 : 1;
    out[i * 4] = t[0];
    out[i * 4 + 1] = t[1];
    out[i * 4 + 2] = t[2];
    out[i * 4 + 3] = w;
  }
  return out;
}
