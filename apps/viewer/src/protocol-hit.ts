import type { SurfaceHit } from '@atelier/engine';

/** The engine's hit with `point` and `normal` as `{x, y, z}` objects, as the protocol has them. */
export function toProtocolHit(hit: SurfaceHit) {
  const [px, py, pz] = hit.point;
  const [nx, ny, nz] = hit.normal;
  return {
    part: hit.part,
    uv: { x: hit.uv.x, y: hit.uv.y },
    point: { x: px, y: py, z: pz },
    normal: { x: nx, y: ny, z: nz },
  };
}

/** The same, or null for no hit. */
export const toProtocolHitOrNull = (hit: SurfaceHit | null) => (hit ? toProtocolHit(hit) : null);
