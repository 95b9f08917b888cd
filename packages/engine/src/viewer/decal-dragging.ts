import type { DecalLayer, UvVector } from '../decals/decal-layer';
import {
  DecalDrag,
  normalizeRotation,
  transformOf,
  type CanvasPoint,
  type DecalHandle,
  type DecalTransform,
} from '../interaction/decal-drag';
import type { SurfaceHit } from '../interaction/surface-raycaster';
import type { CameraRig } from './camera-rig';
import type { DecalCanvases } from './decal-canvases';
import type { Picking } from './picking';
import type { DecalChange } from './viewer-types';

export interface DecalDragStart {
  part: string;
  id: string;
  handle: DecalHandle;
  pointer: CanvasPoint;
  /** A placed decal's area limit (when `limit_enable`). */
  limit?: { min: UvVector; max: UvVector };
}

export interface DecalDraggingHooks {
  invalidate(): void;
  change(change: DecalChange): void;
  /** The surface under the pointer at a drag step (the host's `opticRaycaster`). */
  hit(hit: SurfaceHit): void;
}

/**
 * The decal handle drag (001 §4): rotate, scale and pan handles follow the pointer at
 * frame rate (a move is applied once per drawn frame), orbiting is off meanwhile, and
 * every applied step is reported in the terms the design stores.
 */
export class DecalDragging {
  private drag: DecalDrag | null = null;
  /** The latest pointer of the drag (for the hit under it). */
  private pointer: CanvasPoint | null = null;

  constructor(
    private readonly canvases: DecalCanvases,
    private readonly picking: Picking,
    private readonly camera: CameraRig,
    private readonly hooks: DecalDraggingHooks,
  ) {}

  get active(): boolean {
    return this.drag !== null;
  }

  begin(options: DecalDragStart): boolean {
    const layer = this.canvases.compositor.layer(options.part, options.id);
    if (!layer || !this.picking.ready) return false;
    this.end();
    const world = this.picking.worldPositionAtUv(options.part, layer.position);
    const centre = world
      ? this.picking.screenPosition(...world)
      : { x: options.pointer.x, y: options.pointer.y };
    const hit = this.picking.raycast(options.pointer.x, options.pointer.y, options.part);
    this.drag = new DecalDrag(
      options.part,
      options.id,
      options.handle,
      options.pointer,
      transformOf(layer),
      centre,
      hit?.uv ?? null,
      layer.source === 'placed' ? 'positive' : 'signed',
      options.limit,
    );
    this.pointer = { ...options.pointer };
    this.camera.hold('decal-drag');
    return true;
  }

  move(pointer: CanvasPoint): void {
    if (!this.drag) return;
    this.drag.pending = { x: pointer.x, y: pointer.y };
    this.pointer = { x: pointer.x, y: pointer.y };
    this.hooks.invalidate();
  }

  /** Ends the drag: applies the last move, reports the final value, restores orbiting. */
  end(): void {
    const drag = this.drag;
    if (!drag) return;
    if (drag.pending) this.step();
    this.drag = null;
    this.pointer = null;
    this.camera.release('decal-drag');
    this.report(drag.part, drag.layerId, true);
    this.hooks.invalidate();
  }

  /** Before a frame: applies the pending move, if any. */
  beforeDraw(): void {
    if (this.drag?.pending) this.step();
  }

  private step(): void {
    const drag = this.drag;
    if (!drag?.pending) return;
    const pointer = drag.pending;
    drag.pending = null;
    let transform: DecalTransform | null;
    const hit = this.picking.raycast(pointer.x, pointer.y, drag.part);
    if (drag.handle === 'pan') {
      transform = hit ? drag.panTo(hit.uv) : null;
    } else {
      transform = drag.rotateOrScale(pointer);
    }
    if (!transform) return;
    const layer = this.canvases.compositor.layer(drag.part, drag.layerId);
    const mask = layer?.mask ? followMask(layer, transform) : undefined;
    this.canvases.transform(drag.part, drag.layerId, mask ? { ...transform, mask } : transform);
    this.report(drag.part, drag.layerId, false);
    if (hit) this.hooks.hit(hit);
  }

  private report(part: string, id: string, final: boolean): void {
    const layer = this.canvases.compositor.layer(part, id);
    if (!layer) return;
    const offset = layer.offset ?? { x: 0, y: 0 };
    const world = final ? this.picking.worldPositionAtUv(part, layer.position) : null;
    this.hooks.change({
      id,
      part,
      source: layer.source,
      position: { x: layer.position.x - offset.x, y: layer.position.y - offset.y },
      scale: { ...layer.scale },
      rotation: normalizeRotation(layer.rotation, layer.source === 'placed' ? 'positive' : 'signed'),
      ...(world ? { world_position: { x: world[0], y: world[1], z: world[2] } } : {}),
      final,
    });
  }
}

/** A mask moves with its layer during a drag, keeping its placement relative to it. */
function followMask(layer: DecalLayer, next: DecalTransform): DecalLayer['mask'] {
  const mask = layer.mask!;
  const fx = layer.scale.x !== 0 ? next.scale.x / layer.scale.x : 1;
  const fy = layer.scale.y !== 0 ? next.scale.y / layer.scale.y : 1;
  const turn = ((next.rotation - layer.rotation) * Math.PI) / 180;
  const dx = (mask.position.x - layer.position.x) * fx;
  const dy = (mask.position.y - layer.position.y) * fy;
  return {
    ...mask,
    position: {
      x: next.position.x + dx * Math.cos(turn) - dy * Math.sin(turn),
      y: next.position.y + dx * Math.sin(turn) + dy * Math.cos(turn),
    },
    scale: { x: mask.scale.x * fx, y: mask.scale.y * fy },
    rotation: mask.rotation + (next.rotation - layer.rotation),
  };
}
