import type { SurfaceHit as EngineHit, Viewer } from '@atelier/engine';
import type { ImageMimeType, SceneFunctionHandlers } from '@atelier/protocol';
import type { CameraTransform } from '@atelier/schema';
import { PerspectiveCamera, Vector3 } from 'three';

type Vec3 = [number, number, number];

/** The engine's hit with `point` and `normal` as `{x, y, z}` objects, as the protocol has them. */
export function toProtocolHit(hit: EngineHit | null) {
  if (!hit) return null;
  const [px, py, pz] = hit.point;
  const [nx, ny, nz] = hit.normal;
  return {
    part: hit.part,
    uv: { x: hit.uv.x, y: hit.uv.y },
    point: { x: px, y: py, z: pz },
    normal: { x: nx, y: ny, z: nz },
  };
}

/** A Blob as a data URL. */
export function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the image'));
    reader.readAsDataURL(blob);
  });
}

/** Re-encodes an image blob (the engine encodes PNG and WebP) into `type`. */
async function reencode(blob: Blob, type: ImageMimeType, quality: number | undefined): Promise<Blob> {
  const bitmap = await createImageBitmap(blob);
  try {
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas to encode the image');
    if (type === 'image/jpeg') {
      // JPEG has no alpha: flatten on white, not black.
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, canvas.width, canvas.height);
    }
    context.drawImage(bitmap, 0, 0);
    return await canvas.convertToBlob(quality === undefined ? { type } : { type, quality });
  } finally {
    bitmap.close();
  }
}

const isImageType = (type: string): type is ImageMimeType =>
  type === 'image/png' || type === 'image/jpeg' || type === 'image/webp';

/** The Euler rotation of a camera at `position` looking at `target`. */
function lookRotation(position: Vec3, target: Vec3): Vec3 {
  const camera = new PerspectiveCamera();
  camera.position.fromArray(position);
  camera.lookAt(new Vector3().fromArray(target));
  return [camera.rotation.x, camera.rotation.y, camera.rotation.z];
}

const lerp = (a: Vec3, b: Vec3, t: number): Vec3 => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];

const easeInOut = (t: number): number => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/**
 * Moves the viewer's camera over `duration` ms (0 jumps) and resolves with where it
 * ended. A newer move cancels an older one (which resolves where it was left).
 */
export class CameraMover {
  private generation = 0;

  constructor(
    private readonly viewer: Viewer,
    private readonly frames: {
      request: (callback: (time: number) => void) => number;
      now: () => number;
    } = {
      request: (callback) => requestAnimationFrame(callback),
      now: () => performance.now(),
    },
  ) {}

  current(): CameraTransform {
    const { position, target } = this.viewer.getCameraTransform();
    return { position, target };
  }

  /** Cancels a running move (a user's drag takes over). */
  cancel(): void {
    this.generation++;
  }

  move(to: CameraTransform, duration: number): Promise<CameraTransform> {
    const generation = ++this.generation;
    if (duration <= 0) {
      this.viewer.setCameraTransform(to);
      return Promise.resolve(this.current());
    }
    const from = this.current();
    const start = this.frames.now();
    return new Promise((resolve) => {
      const step = (): void => {
        if (generation !== this.generation) return resolve(this.current());
        const t = Math.min(1, (this.frames.now() - start) / duration);
        const k = easeInOut(t);
        this.viewer.setCameraTransform({
          position: lerp(from.position, to.position, k),
          target: lerp(from.target, to.target, k),
        });
        if (t >= 1) resolve(this.current());
        else this.frames.request(step);
      };
      this.frames.request(step);
    });
  }
}

export interface HandlerHooks {
  /** Raycast mode on or off (orbit controls off and `raycaster` events while on). */
  setRaycastMode(enabled: boolean): void;
}

/** The scene functions of the protocol, served by the engine's Viewer. */
export function createSceneHandlers(
  viewer: Viewer,
  mover: CameraMover,
  hooks: HandlerHooks,
): SceneFunctionHandlers {
  const capture = async (options: {
    position: Vec3;
    rotation: Vec3;
    size: [number, number];
    fov: number;
    mimeType: ImageMimeType;
    quality?: number | undefined;
  }) => {
    const engineType = options.mimeType === 'image/webp' ? 'image/webp' : 'image/png';
    let blob = await viewer.captureThumbnail({
      position: options.position,
      rotation: options.rotation,
      size: options.size,
      fov: options.fov,
      type: engineType,
      ...(options.quality !== undefined ? { quality: options.quality } : {}),
    });
    if (blob.type !== options.mimeType) blob = await reencode(blob, options.mimeType, options.quality);
    const mimeType = isImageType(blob.type) ? blob.type : options.mimeType;
    return {
      dataUrl: await blobToDataUrl(blob),
      width: options.size[0],
      height: options.size[1],
      mimeType,
    };
  };

  return {
    captureThumbnail: (args) => {
      const camera = viewer.getCameraTransform();
      const position = args.position ?? camera.position;
      return capture({
        position,
        rotation: args.rotation ?? lookRotation(position, camera.target),
        size: args.size,
        fov: args.fov,
        mimeType: args.mimeType,
        quality: args.quality,
      });
    },
    getScreenshot: (args) => {
      const camera = viewer.getCameraTransform();
      const canvas = viewer.renderer.domElement;
      return capture({
        position: camera.position,
        rotation: camera.rotation,
        size: [args.width ?? Math.max(1, canvas.width), args.height ?? Math.max(1, canvas.height)],
        fov: viewer.camera.fov,
        mimeType: args.mimeType,
        quality: args.quality,
      });
    },
    getCameraPosRot: () => ({ ...viewer.getCameraTransform(), fov: viewer.camera.fov }),
    get2DPositionFrom3DPosition: ({ x, y, z }) => viewer.get2DPositionFrom3DPosition(x, y, z),
    Spawn_at_front: ({ part }) => toProtocolHit(viewer.spawnAtFront(part)),
    pick: ({ x, y }) => toProtocolHit(viewer.raycast(x, y)),
    setCameraTransform: ({ position, target, duration }) => mover.move({ position, target }, duration),
    resetViewport: ({ duration }) => mover.move(viewer.initialCameraTransform, duration),
    setRaycastMode: ({ enabled }) => {
      hooks.setRaycastMode(enabled);
      return { enabled };
    },
  };
}
