/** Shared pieces of the garments: rib bands, material defaults and the final assembly. */
import type { V3 } from '../math.js';
import { add, cross, normalize, resample, scale, sub } from '../math.js';
import type { Island, PartGeometry } from '../mesh/builder.js';
import { finishGarment, gridIsland } from '../mesh/builder.js';
import type { Frame } from '../mesh/shapes.js';
import { roundedRect, sweep } from '../mesh/shapes.js';
import { materialIds } from '../materials/specs.js';
import type { SleeveResult } from './body.js';
import type { Garment, PartSpec } from './types.js';

type MaterialChoice = Pick<PartSpec, 'defaultMaterial' | 'materials'>;

export const JERSEY: MaterialChoice = {
  defaultMaterial: 'jersey-white',
  materials: materialIds(['jersey-', 'fleece-', 'denim-', 'corduroy-', 'mesh-']),
};
export const RIB: MaterialChoice = {
  defaultMaterial: 'rib-white',
  materials: materialIds(['rib-', 'jersey-']),
};
export const FLEECE: MaterialChoice = {
  defaultMaterial: 'fleece-heather-grey',
  materials: materialIds(['fleece-', 'jersey-', 'denim-', 'corduroy-']),
};
export const CORD: MaterialChoice = {
  defaultMaterial: 'cord-white',
  materials: materialIds(['cord-', 'rib-']),
};
export const METAL: MaterialChoice = {
  defaultMaterial: 'metal-brushed-steel',
  materials: materialIds('metal-'),
};

export const centroid = (points: V3[]): V3 => {
  let c: V3 = [0, 0, 0];
  for (const p of points) c = add(c, p);
  return scale(c, 1 / points.length);
};

/** A rib collar standing up around a closed neckline. */
export function collarBand(neck: V3[], o: { height: number; thickness: number; lean: number }): Island {
  let path = resample(neck, 160, true);
  // Round off the corners where front and back necklines meet at the shoulder seams.
  for (let it = 0; it < 6; it++) {
    path = path.map((p, i) => {
      const a = path[(i + path.length - 1) % path.length]!;
      const b = path[(i + 1) % path.length]!;
      return [(a[0] + b[0] + 2 * p[0]) / 4, (a[1] + b[1] + 2 * p[1]) / 4, (a[2] + b[2] + 2 * p[2]) / 4] as V3;
    });
  }
  const c = centroid(path);
  const frames: Frame[] = path.map((p) => {
    const radial = normalize([p[0] - c[0], 0, p[2] - c[2]]);
    const up = normalize(add([0, 1, 0], scale(radial, -o.lean)));
    const a = normalize(cross(cross(up, radial), up));
    return { a, b: up };
  });
  const profile = roundedRect(
    o.thickness / 2,
    o.height / 2,
    o.thickness * 0.45,
    4,
    0.0015,
    o.height / 2 - 0.004,
  );
  return gridIsland(sweep(path, frames, profile, { closed: true }));
}

/**
 * A rib cuff around the open end of a sleeve: it starts `overlap` inside the sleeve and
 * runs `width` along the axis, narrowing by `taper` (metres of radius) towards its end.
 */
export function cuffBand(
  s: SleeveResult,
  o: { width: number; thickness: number; taper?: number; overlap?: number },
): Island {
  const path = resample(s.endRing, 96, true);
  const frames: Frame[] = path.map((p) => ({ a: normalize(sub(p, s.endCentre)), b: s.axis }));
  const overlap = o.overlap ?? 0.007;
  const profile = taperProfile(
    roundedRect(o.thickness / 2, o.width / 2, o.thickness * 0.45, 4, 0.0012, o.width / 2 - overlap),
    -overlap,
    o.width - overlap,
    o.taper ?? 0,
  );
  return gridIsland(sweep(path, frames, profile, { closed: true }));
}

/** Shears a band profile so its radial offset shrinks by `taper` between b0 and b1. */
export function taperProfile(
  profile: [number, number][],
  b0: number,
  b1: number,
  taper: number,
): [number, number][] {
  return profile.map(([a, b]) => [a - taper * Math.max(0, Math.min(1, (b - b0) / (b1 - b0))), b]);
}

/** A band (waistband) hanging down from a closed loop, hugging inwards by `taper`. */
export function waistBand(loop: V3[], o: { height: number; thickness: number; taper: number }): Island {
  const path = resample(loop, 220, true);
  const c = centroid(path);
  const frames: Frame[] = path.map((p) => ({ a: normalize([p[0] - c[0], 0, p[2] - c[2]]), b: [0, -1, 0] }));
  const overlap = 0.012;
  const profile = taperProfile(
    roundedRect(o.thickness / 2, o.height / 2, o.thickness * 0.45, 4, 0.0012, o.height / 2 - overlap),
    -overlap,
    o.height - overlap,
    o.taper,
  );
  return gridIsland(sweep(path, frames, profile, { closed: true }));
}

interface PartInput {
  spec: PartSpec;
  geo: Omit<PartGeometry, 'normals' | 'tangents'>;
}

/** Centres the garment (bounding box centre at the origin), computes normals and tangents. */
export function finish(g: Omit<Garment, 'parts'> & { parts: PartInput[] }): Garment {
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (const { geo } of g.parts) {
    for (let i = 0; i < geo.positions.length; i++) {
      const k = i % 3;
      min[k] = Math.min(min[k]!, geo.positions[i]!);
      max[k] = Math.max(max[k]!, geo.positions[i]!);
    }
  }
  const centre = [0, 1, 2].map((k) => (min[k]! + max[k]!) / 2);
  for (const { geo } of g.parts) {
    for (let i = 0; i < geo.positions.length; i++) {
      // Round to 1/10 mm so the output is independent of float noise across platforms.
      geo.positions[i] = Math.round((geo.positions[i]! - centre[i % 3]!) * 1e5) / 1e5;
    }
  }
  const finished = finishGarment(g.parts.map((p) => p.geo));
  return {
    ...g,
    parts: g.parts.map((p, i) => ({ ...p.spec, geometry: finished[i]! })),
  };
}
