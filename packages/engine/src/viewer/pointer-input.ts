import type { SurfaceHit } from '../interaction/surface-raycaster';
import type { CameraRig } from './camera-rig';
import type { Picking } from './picking';
import type { CanvasPointer } from './viewer-types';

export interface PointerInputHooks {
  invalidate(): void;
  pointer(event: CanvasPointer): void;
  hit(hit: SurfaceHit): void;
}

/**
 * The pointer concern: the canvas's pointer events as canvas points for hosts, and the
 * raycast mode (001 §7): orbiting off, and the surface under the pointer reported once
 * per drawn frame however many moves arrive in between.
 */
export class PointerInput {
  private raycasting = false;
  private pendingRay: { x: number; y: number } | null = null;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly picking: Picking,
    private readonly camera: CameraRig,
    private readonly hooks: PointerInputHooks,
  ) {
    canvas.addEventListener('pointerdown', this.onPointer);
    canvas.addEventListener('pointermove', this.onPointer);
    canvas.addEventListener('pointerup', this.onPointer);
  }

  get raycastMode(): boolean {
    return this.raycasting;
  }

  setRaycastMode(enabled: boolean): void {
    if (enabled === this.raycasting) return;
    this.raycasting = enabled;
    this.pendingRay = null;
    if (enabled) this.camera.hold('raycast');
    else this.camera.release('raycast');
  }

  /** Before a frame: the one raycast of this frame. */
  beforeDraw(): void {
    const point = this.pendingRay;
    this.pendingRay = null;
    if (!point || !this.raycasting) return;
    const hit = this.picking.raycast(point.x, point.y);
    if (hit) this.hooks.hit(hit);
  }

  dispose(): void {
    this.canvas.removeEventListener('pointerdown', this.onPointer);
    this.canvas.removeEventListener('pointermove', this.onPointer);
    this.canvas.removeEventListener('pointerup', this.onPointer);
  }

  private readonly onPointer = (event: PointerEvent): void => {
    const rect = this.canvas.getBoundingClientRect();
    const type = event.type === 'pointerdown' ? 'down' : event.type === 'pointerup' ? 'up' : 'move';
    this.hooks.pointer({
      type,
      x: event.clientX - rect.left,
      y: event.clientY - rect.top,
      button: event.button,
      buttons: event.buttons,
    });
    if (type !== 'move' || !this.raycasting) return;
    this.pendingRay = this.picking.canvasPoint(event.clientX, event.clientY);
    this.hooks.invalidate();
  };
}
