import type { Viewer } from '@atelier/engine';
import type { ImageMimeType, SceneFunctionHandlers } from '@atelier/protocol';
import { toProtocolHitOrNull } from './protocol-hit';

type Vec3 = [number, number, number];

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

/**
 * The scene functions of the protocol, served by the engine's facade (camera moves are
 * animated by the engine, in its frames).
 */
export function createSceneHandlers(viewer: Viewer): SceneFunctionHandlers {
  const capture = async (options: {
    position: Vec3;
    rotation?: Vec3;
    target?: Vec3;
    size: [number, number];
    fov: number;
    mimeType: ImageMimeType;
    quality?: number | undefined;
  }) => {
    const engineType = options.mimeType === 'image/webp' ? 'image/webp' : 'image/png';
    let blob = await viewer.captureThumbnail({
      position: options.position,
      ...(options.rotation ? { rotation: options.rotation } : {}),
      ...(options.target ? { target: options.target } : {}),
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
      const camera = viewer.getCamera();
      return capture({
        position: args.position ?? camera.position,
        // Without a rotation the capture camera looks at the live camera's target.
        ...(args.rotation ? { rotation: args.rotation } : { target: camera.target }),
        size: args.size,
        fov: args.fov,
        mimeType: args.mimeType,
        quality: args.quality,
      });
    },
    getScreenshot: (args) => {
      const camera = viewer.getCamera();
      const canvas = viewer.canvasSize();
      return capture({
        position: camera.position,
        rotation: camera.rotation,
        size: [args.width ?? Math.max(1, canvas.width), args.height ?? Math.max(1, canvas.height)],
        fov: camera.fov,
        mimeType: args.mimeType,
        quality: args.quality,
      });
    },
    getCameraPosRot: () => viewer.getCamera(),
    get2DPositionFrom3DPosition: ({ x, y, z }) => viewer.get2DPositionFrom3DPosition(x, y, z),
    Spawn_at_front: ({ part }) => toProtocolHitOrNull(viewer.spawnAtFront(part)),
    pick: ({ x, y }) => toProtocolHitOrNull(viewer.raycast(x, y)),
    setCameraTransform: ({ position, target, duration }) =>
      viewer.animateCameraTo({ position, target }, duration),
    resetViewport: ({ duration }) => viewer.animateCameraTo(viewer.initialCameraTransform, duration),
    setRaycastMode: ({ enabled }) => {
      viewer.setRaycastMode(enabled);
      return { enabled };
    },
  };
}
