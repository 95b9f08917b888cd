/** Reusable cloth-shape helpers: folded hems, swept bands and tubes. */
import type { V3 } from '../math.js';
import { add, addScaled, cross, dot, length, normalize, scale, sub } from '../math.js';
import type { Grid } from './builder.js';
import { gridNormals, transpose } from './builder.js';

export interface FoldOptions {
  /** Radius of the rolled edge (half the visible thickness), metres. */
  radius: number;
  /** How far the turned-under layer runs back inside, metres. */
  depth: number;
  arcSteps?: number;
  returnSteps?: number;
}

function foldRowsWith(rows: Grid, normals: V3[][], atEnd: boolean, o: FoldOptions): Grid {
  const arcSteps = o.arcSteps ?? 6;
  const returnSteps = o.returnSteps ?? 2;
  const nr = rows.length;
  const edge = atEnd ? rows[nr - 1]! : rows[0]!;
  const inner = atEnd ? rows[nr - 2]! : rows[1]!;
  const en = atEnd ? normals[nr - 1]! : normals[0]!;
  const extra: Grid = [];
  for (let k = 1; k <= arcSteps + returnSteps; k++) {
    const row: V3[] = edge.map((p0, i) => {
      const e = normalize(sub(p0, inner[i]!));
      const n = en[i]!;
      if (k <= arcSteps) {
        const psi = (Math.PI * k) / arcSteps;
        const c = addScaled(p0, n, -o.radius);
        return add(c, add(scale(n, o.radius * Math.cos(psi)), scale(e, o.radius * Math.sin(psi))));
      }
      const l = (o.depth * (k - arcSteps)) / returnSteps;
      return addScaled(addScaled(p0, n, -2 * o.radius), e, -l);
    });
    extra.push(row);
  }
  return atEnd ? [...rows, ...extra] : [...extra.reverse(), ...rows];
}

/** Rolls the first or last row of a grid under, giving an open edge a hem with thickness. */
export function foldRows(rows: Grid, atEnd: boolean, o: FoldOptions): Grid {
  return foldRowsWith(rows, gridNormals(rows), atEnd, o);
}

/** Rolls the first or last column of a grid under. */
export function foldColumns(rows: Grid, atEnd: boolean, o: FoldOptions): Grid {
  const normals = transpose(gridNormals(rows));
  return transpose(foldRowsWith(transpose(rows), normals, atEnd, o));
}

export interface Frame {
  /** First profile axis (usually "outward"). */
  a: V3;
  /** Second profile axis. */
  b: V3;
}

/**
 * Sweeps a closed 2D profile (in the frame's a/b axes) along a path. Rows are profile
 * samples, columns path samples, so long bands become wide UV islands. The orientation is
 * fixed so that normals point away from the path.
 */
export function sweep(
  path: V3[],
  frames: Frame[],
  profile: [number, number][],
  opts: { closed: boolean; caps?: boolean },
): Grid {
  const cols = opts.closed ? [...path.keys(), 0] : [...path.keys()];
  const prof = [...profile, profile[0]!];
  let rows: Grid = prof.map(([pa, pb]) =>
    cols.map((k) => {
      const f = frames[k]!;
      return add(path[k]!, add(scale(f.a, pa), scale(f.b, pb)));
    }),
  );
  if (!opts.closed && opts.caps) {
    // Close each end with a collapsed column (a pole), slightly beyond the end.
    const t0 = normalize(sub(path[0]!, path[1]!));
    const t1 = normalize(sub(path[path.length - 1]!, path[path.length - 2]!));
    const r = Math.max(...profile.map(([a, b]) => Math.hypot(a, b)));
    const start = addScaled(path[0]!, t0, r * 0.6);
    const end = addScaled(path[path.length - 1]!, t1, r * 0.6);
    rows = rows.map((row, j) => {
      const [pa, pb] = prof[j]!;
      const f0 = frames[0]!;
      const f1 = frames[path.length - 1]!;
      const ring0 = add(addScaled(path[0]!, t0, r * 0.35), add(scale(f0.a, pa * 0.7), scale(f0.b, pb * 0.7)));
      const ring1 = add(
        addScaled(path[path.length - 1]!, t1, r * 0.35),
        add(scale(f1.a, pa * 0.7), scale(f1.b, pb * 0.7)),
      );
      return [start, ring0, ...row, ring1, end];
    });
  }
  return orientOutward(rows, path);
}

/**
 * Reverses the column order if the grid's normals point towards the given centre line (rows
 * keep their direction, so a panel's v still runs up and its u runs right seen from outside).
 */
export function orientOutward(rows: Grid, centre: V3[]): Grid {
  const normals = gridNormals(rows);
  let score = 0;
  const nr = rows.length;
  const nc = rows[0]!.length;
  for (let j = 0; j < nr; j += Math.max(1, Math.floor(nr / 8))) {
    for (let i = 0; i < nc; i += Math.max(1, Math.floor(nc / 8))) {
      const p = rows[j]![i]!;
      let best = centre[0]!;
      let bd = Infinity;
      for (const c of centre) {
        const d = length(sub(p, c));
        if (d < bd) {
          bd = d;
          best = c;
        }
      }
      score += dot(normals[j]![i]!, sub(p, best));
    }
  }
  return score < 0 ? rows.map((row) => [...row].reverse()) : rows;
}

/** Rotation-minimising frames along a path (double reflection), starting from `up`. */
export function transportFrames(path: V3[], up: V3, closed = false): Frame[] {
  const n = path.length;
  const tangent = (k: number): V3 => {
    const prev = path[closed ? (k - 1 + n) % n : Math.max(k - 1, 0)]!;
    const next = path[closed ? (k + 1) % n : Math.min(k + 1, n - 1)]!;
    return normalize(sub(next, prev));
  };
  const frames: Frame[] = [];
  let t = tangent(0);
  let a = normalize(sub(up, scale(t, dot(up, t))));
  frames.push({ a, b: cross(t, a) });
  for (let k = 1; k < n; k++) {
    const v1 = sub(path[k]!, path[k - 1]!);
    const c1 = dot(v1, v1);
    const aL = sub(a, scale(v1, (2 / c1) * dot(v1, a)));
    const tL = sub(t, scale(v1, (2 / c1) * dot(v1, t)));
    const t2 = tangent(k);
    const v2 = sub(t2, tL);
    const c2 = dot(v2, v2);
    a = c2 > 1e-12 ? normalize(sub(aL, scale(v2, (2 / c2) * dot(v2, aL)))) : aL;
    t = t2;
    frames.push({ a, b: cross(t, a) });
  }
  return frames;
}

/** A rounded rectangle profile (closed, counter-clockwise), centred on (ca, cb). */
export function roundedRect(
  halfA: number,
  halfB: number,
  radius: number,
  stepsPerCorner = 4,
  ca = 0,
  cb = 0,
): [number, number][] {
  const r = Math.min(radius, halfA, halfB);
  const corners: [number, number, number][] = [
    [halfA - r, halfB - r, 0],
    [-(halfA - r), halfB - r, Math.PI / 2],
    [-(halfA - r), -(halfB - r), Math.PI],
    [halfA - r, -(halfB - r), (3 * Math.PI) / 2],
  ];
  const out: [number, number][] = [];
  for (const [cx, cy, a0] of corners) {
    for (let s = 0; s <= stepsPerCorner; s++) {
      const a = a0 + (s / stepsPerCorner) * (Math.PI / 2);
      out.push([ca + cx + r * Math.cos(a), cb + cy + r * Math.sin(a)]);
    }
  }
  // Add mid-edge samples on the long edges so bands stay smooth when bent.
  const dense: [number, number][] = [];
  for (let i = 0; i < out.length; i++) {
    const p = out[i]!;
    const q = out[(i + 1) % out.length]!;
    dense.push(p);
    const d = Math.hypot(q[0] - p[0], q[1] - p[1]);
    const extra = Math.floor(d / (Math.max(halfA, halfB) / 3));
    for (let e = 1; e <= extra; e++) {
      const t = e / (extra + 1);
      dense.push([p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t]);
    }
  }
  return dense;
}

/** A circle (or ellipse) profile with `n` samples. */
export function ellipseProfile(ra: number, rb: number, n: number): [number, number][] {
  return Array.from({ length: n }, (_, i) => {
    const a = (2 * Math.PI * i) / n;
    return [ra * Math.cos(a), rb * Math.sin(a)] as [number, number];
  });
}
