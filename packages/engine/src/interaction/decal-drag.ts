import { DECAL_LIMITS } from '@atelier/schema';
import type { DecalLayer, UvVector } from '../decals/decal-layer';

/** The three handles of the decal control overlay (001 §2). */
export type DecalHandle = 'pan' | 'rotate' | 'scale';

/** A pointer position in CSS pixels relative to the canvas's top-left corner. */
export interface CanvasPoint {
  x: number;
  y: number;
}

/** The transform a drag gives a layer. */
export interface DecalTransform {
  position: UvVector;
  scale: UvVector;
  rotation: number;
}

/** Normalises degrees to 0..360 (placed decals, 001 §3) or -180..180 (canvas layers, 002 §5). */
export function normalizeRotation(degrees: number, range: 'positive' | 'signed'): number {
  let value = degrees % 360;
  if (value < 0) value += 360;
  if (range === 'signed' && value > 180) value -= 360;
  return value;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The state of one handle drag: where it started and what the layer was, so every
 * pointer position maps to a transform without accumulating error.
 */
export class DecalDrag {
  /** The pointer position not applied yet (moves are applied once per frame). */
  pending: CanvasPoint | null = null;

  constructor(
    readonly part: string,
    readonly layerId: string,
    readonly handle: DecalHandle,
    readonly start: CanvasPoint,
    readonly startLayer: DecalTransform,
    /** The decal's centre on screen at the start (rotate and scale turn around it). */
    readonly centre: CanvasPoint,
    /** UV of the surface under the pointer at the start (pan keeps this grab offset). */
    readonly startUv: UvVector | null,
    readonly rotationRange: 'positive' | 'signed',
    readonly limit?: { min: UvVector; max: UvVector },
  ) {}

  /** Rotation and scale from a pointer position (screen geometry only). */
  rotateOrScale(pointer: CanvasPoint): DecalTransform {
    const start = this.startLayer;
    const sx = this.start.x - this.centre.x;
    const sy = this.start.y - this.centre.y;
    const px = pointer.x - this.centre.x;
    const py = pointer.y - this.centre.y;
    if (this.handle === 'rotate') {
      // Screen y points down, so atan2 grows clockwise, as the rotation does.
      const delta = ((Math.atan2(py, px) - Math.atan2(sy, sx)) * 180) / Math.PI;
      return { ...start, rotation: normalizeRotation(start.rotation + delta, this.rotationRange) };
    }
    const from = Math.hypot(sx, sy);
    const factor = from > 0 ? Math.hypot(px, py) / from : 1;
    const { min, max } = DECAL_LIMITS.scale;
    return {
      ...start,
      scale: { x: clamp(start.scale.x * factor, min, max), y: clamp(start.scale.y * factor, min, max) },
    };
  }

  /** The new position for the UV under the pointer (pan), keeping the grab offset. */
  panTo(uv: UvVector): DecalTransform {
    const start = this.startLayer;
    const offsetX = this.startUv ? start.position.x - this.startUv.x : 0;
    const offsetY = this.startUv ? start.position.y - this.startUv.y : 0;
    const min = this.limit?.min ?? { x: DECAL_LIMITS.position.min, y: DECAL_LIMITS.position.min };
    const max = this.limit?.max ?? { x: DECAL_LIMITS.position.max, y: DECAL_LIMITS.position.max };
    return {
      ...start,
      position: { x: clamp(uv.x + offsetX, min.x, max.x), y: clamp(uv.y + offsetY, min.y, max.y) },
    };
  }
}

/** A layer's transform, copied. */
export function transformOf(layer: DecalLayer): DecalTransform {
  return { position: { ...layer.position }, scale: { ...layer.scale }, rotation: layer.rotation };
}
