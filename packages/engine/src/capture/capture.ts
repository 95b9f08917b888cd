import {
  Euler,
  HalfFloatType,
  PerspectiveCamera,
  Vector3,
  WebGLRenderTarget,
  type Scene,
  type WebGLRenderer,
} from 'three';
import { OutputPass } from 'three/addons/postprocessing/OutputPass.js';
import { DEFAULT_CAPTURE_FOV, DEFAULT_CAPTURE_SIZE, type CameraTransform } from '@atelier/schema';

export interface CaptureOptions {
  /** Camera position; absent: the design's initial camera (or the default). */
  position?: readonly [number, number, number];
  /**
   * Camera rotation as three.js Euler angles in radians (XYZ), as getCameraTransform
   * reports it; absent: the camera looks at `target`.
   */
  rotation?: readonly [number, number, number];
  /** The point looked at when no rotation is given; absent: the initial camera's target. */
  target?: readonly [number, number, number];
  /** [width, height] in pixels, default 1920x1080 (001 §9). */
  size?: readonly [number, number];
  /** Vertical field of view in degrees, default 75 (001 §9). */
  fov?: number;
  /** Default WebP. */
  type?: 'image/webp' | 'image/png';
  /** WebP quality 0..1 (default 0.92). */
  quality?: number;
}

/** RGBA pixels, top row first. */
export interface CapturedPixels {
  pixels: Uint8ClampedArray<ArrayBuffer>;
  width: number;
  height: number;
}

/** The camera of a capture, from the options and the design's initial camera. */
export function captureCamera(
  options: CaptureOptions,
  initial: CameraTransform,
  near: number,
  far: number,
): PerspectiveCamera {
  const [width, height] = options.size ?? DEFAULT_CAPTURE_SIZE;
  const camera = new PerspectiveCamera(options.fov ?? DEFAULT_CAPTURE_FOV, width / height, near, far);
  camera.position.fromArray(options.position ?? initial.position);
  if (options.rotation) camera.rotation.copy(new Euler(...options.rotation));
  else camera.lookAt(new Vector3().fromArray(options.target ?? initial.target));
  camera.updateMatrixWorld();
  return camera;
}

/**
 * Renders `scene` from `camera` offscreen at width x height and reads the pixels back,
 * without touching the canvas or the live camera. The scene is drawn into a multisampled
 * half-float target, then tone-mapped and encoded to sRGB into an 8-bit target (the same
 * output transform the live view applies when drawing to the canvas).
 */
export function renderOffscreen(
  renderer: WebGLRenderer,
  scene: Scene,
  camera: PerspectiveCamera,
  width: number,
  height: number,
): CapturedPixels {
  const limit = renderer.capabilities.maxTextureSize;
  if (width > limit || height > limit) throw new Error(`Capture size ${width}x${height} exceeds ${limit}`);
  const hdr = new WebGLRenderTarget(width, height, { type: HalfFloatType, samples: 4 });
  const ldr = new WebGLRenderTarget(width, height, { depthBuffer: false });
  const output = new OutputPass();
  const previousTarget = renderer.getRenderTarget();
  try {
    renderer.setRenderTarget(hdr);
    renderer.clear();
    renderer.render(scene, camera);
    output.render(renderer, ldr, hdr, 0, false);
    const bytes = new Uint8Array(width * height * 4);
    renderer.readRenderTargetPixels(ldr, 0, 0, width, height, bytes);
    // GL rows run bottom to top; images top to bottom.
    const pixels = new Uint8ClampedArray(width * height * 4);
    const row = width * 4;
    for (let y = 0; y < height; y++)
      pixels.set(bytes.subarray((height - 1 - y) * row, (height - y) * row), y * row);
    return { pixels, width, height };
  } finally {
    renderer.setRenderTarget(previousTarget);
    hdr.dispose();
    ldr.dispose();
    output.dispose();
  }
}

/** Encodes pixels on this thread (used when no texture worker is available). */
export async function encodePixelsHere(
  { pixels, width, height }: CapturedPixels,
  type: 'image/webp' | 'image/png',
  quality?: number,
): Promise<Blob> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas conversion failed');
  context.putImageData(new ImageData(pixels, width, height), 0, 0);
  return canvas.convertToBlob(type === 'image/png' ? { type } : { type, quality: quality ?? 0.92 });
}
