import type { PerspectiveCamera } from 'three';
import { OrbitControls } from 'three/addons/controls/OrbitControls.js';
import { defaultCameraTransform, type CameraTransform } from '@atelier/schema';
import type { Clock } from '../services/services';
import type { ShortcutAction } from './shortcuts';
import type { CameraState } from './viewer-types';

type Vec3 = [number, number, number];

const lerp = (a: readonly number[], b: readonly number[], t: number): Vec3 => [
  a[0]! + (b[0]! - a[0]!) * t,
  a[1]! + (b[1]! - a[1]!) * t,
  a[2]! + (b[2]! - a[2]!) * t,
];

const easeInOut = (t: number): number => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

interface Animation {
  from: CameraTransform;
  to: CameraTransform;
  start: number;
  duration: number;
  resolve: (transform: CameraTransform) => void;
}

export interface CameraRigHooks {
  invalidate(): void;
  /** The person took or let go of the view. */
  gesture(kind: 'start' | 'end', transform: CameraTransform): void;
}

/**
 * The camera concern: orbit controls over the stage's camera, the design's initial camera
 * ({@link reset} returns to it), get and set, the keyboard orbit steps, and animated moves
 * stepped in the viewer's frames (so they use the injected frame scheduler and clock).
 */
export class CameraRig {
  private readonly controls: OrbitControls;
  private initial: CameraTransform = defaultCameraTransform();
  private animation: Animation | null = null;
  /** Why orbiting is off: a drag, the raycast mode; orbiting is on when none is. */
  private readonly holds = new Set<string>();

  constructor(
    private readonly camera: PerspectiveCamera,
    canvas: HTMLCanvasElement,
    private readonly clock: Clock,
    private readonly hooks: CameraRigHooks,
  ) {
    this.controls = new OrbitControls(camera, canvas);
    this.controls.enableDamping = true;
    this.controls.dampingFactor = 0.12;
    this.controls.addEventListener('change', hooks.invalidate);
    this.controls.addEventListener('start', this.onStart);
    this.controls.addEventListener('end', this.onEnd);
  }

  /** Whether the person can orbit (false during a decal drag or in raycast mode). */
  get orbitEnabled(): boolean {
    return this.controls.enabled;
  }

  /** Switches orbiting off for `reason` until {@link release} of the same reason. */
  hold(reason: string): void {
    this.holds.add(reason);
    this.controls.enabled = false;
  }

  release(reason: string): void {
    this.holds.delete(reason);
    this.controls.enabled = this.holds.size === 0;
  }

  /** The transform {@link reset} returns to. */
  get initialTransform(): CameraTransform {
    return { position: [...this.initial.position], target: [...this.initial.target] };
  }

  setInitial(transform: CameraTransform | undefined): void {
    this.initial = transform ?? defaultCameraTransform();
  }

  /** Returns the camera to the initial transform at once. */
  reset(): void {
    this.set(this.initial);
  }

  set(transform: CameraTransform): void {
    this.camera.position.fromArray(transform.position);
    this.controls.target.fromArray(transform.target);
    this.camera.lookAt(this.controls.target);
    this.controls.update();
    this.hooks.invalidate();
  }

  get(): CameraState {
    const rotation = this.camera.rotation;
    return {
      position: [this.camera.position.x, this.camera.position.y, this.camera.position.z],
      target: [this.controls.target.x, this.controls.target.y, this.controls.target.z],
      rotation: [rotation.x, rotation.y, rotation.z],
      fov: this.camera.fov,
    };
  }

  /**
   * Moves the camera to `to` over `duration` ms (ease in and out; 0 jumps) and resolves
   * with where it ended. A newer move, or the person taking the view, stops an older one,
   * which resolves where it was left.
   */
  animateTo(to: CameraTransform, duration: number): Promise<CameraTransform> {
    this.stopAnimation();
    if (!(duration > 0)) {
      this.set(to);
      return Promise.resolve(this.transform());
    }
    return new Promise((resolve) => {
      this.animation = { from: this.transform(), to, start: this.clock.now(), duration, resolve };
      this.hooks.invalidate();
    });
  }

  /** Steps the animation and the damping; answers whether another frame is needed. */
  update(): boolean {
    let again = false;
    const animation = this.animation;
    if (animation) {
      const t = Math.min(1, (this.clock.now() - animation.start) / animation.duration);
      const k = easeInOut(t);
      this.set({
        position: lerp(animation.from.position, animation.to.position, k),
        target: lerp(animation.from.target, animation.to.target, k),
      });
      if (t >= 1) {
        this.animation = null;
        animation.resolve(this.transform());
      } else {
        again = true;
      }
    }
    if (this.controls.enabled && this.controls.enableDamping) again = this.controls.update() || again;
    return again;
  }

  /** Performs the camera part of a shortcut. */
  runShortcut(action: ShortcutAction): void {
    const step = Math.PI / 12;
    switch (action) {
      case 'resetViewport':
        this.stopAnimation();
        this.reset();
        break;
      case 'orbitLeft':
        this.controls.rotateLeft(step);
        break;
      case 'orbitRight':
        this.controls.rotateLeft(-step);
        break;
      case 'orbitUp':
        this.controls.rotateUp(step);
        break;
      case 'orbitDown':
        this.controls.rotateUp(-step);
        break;
      case 'zoomIn':
        this.controls.dollyIn(1.15);
        break;
      case 'zoomOut':
        this.controls.dollyOut(1.15);
        break;
      case 'toggleShortcutsHelp':
        break;
    }
  }

  dispose(): void {
    this.stopAnimation();
    this.controls.removeEventListener('change', this.hooks.invalidate);
    this.controls.removeEventListener('start', this.onStart);
    this.controls.removeEventListener('end', this.onEnd);
    this.controls.dispose();
  }

  private transform(): CameraTransform {
    const { position, target } = this.get();
    return { position, target };
  }

  private stopAnimation(): void {
    const animation = this.animation;
    this.animation = null;
    animation?.resolve(this.transform());
  }

  private readonly onStart = (): void => {
    this.stopAnimation();
    this.hooks.gesture('start', this.transform());
  };

  private readonly onEnd = (): void => {
    this.hooks.gesture('end', this.transform());
  };
}
