import { clampImageQuality, fitWithin } from '@atelier/domain';

/** 002 §5, §9: decal images become WebP at quality 0.8, at most 2048 x 2048. */
export const DECAL_WEBP_QUALITY = 0.8;
export const DECAL_MAX_SIDE = 2048;

/**
 * Decodes `image`, fits it within `maxSide` (never enlarged) and encodes it as WebP. Runs
 * in a worker (OffscreenCanvas); throws when the browser cannot decode or encode, so the
 * caller keeps the original (002 §5).
 */
export async function convertDecalImage(
  image: Blob,
  options: { quality?: number; maxSide?: number } = {},
): Promise<Blob> {
  const bitmap = await createImageBitmap(image);
  try {
    const size = fitWithin({ width: bitmap.width, height: bitmap.height }, options.maxSide ?? DECAL_MAX_SIDE);
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Canvas conversion failed');
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await canvas.convertToBlob({
      type: 'image/webp',
      quality: clampImageQuality(options.quality ?? DECAL_WEBP_QUALITY),
    });
    // A browser without a WebP encoder answers PNG: that is a failure to convert.
    if (blob.type !== 'image/webp') throw new Error('Canvas conversion failed');
    return blob;
  } finally {
    bitmap.close();
  }
}
