/**
 * Image conversion and diffuse+opacity merging (001 §5, §7, §8, §9; 002 §5), written
 * against OffscreenCanvas so it runs inside the texture worker. Every error text is the
 * one the documents list, verbatim.
 */

/** Error texts of 001 §8 (conversion) and 001 §5 (missing source). */
export const CONVERSION_ERRORS = {
  sourceRequired: 'Source image is required',
  invalidSource: 'Invalid source type. Must be File object or string (data URL/URL)',
  loadFailed: 'Failed to load image',
  readFailed: 'Failed to read file',
  blobFailed: 'Failed to create blob',
  canvasFailed: 'Canvas conversion failed',
} as const;

/** Error texts of 001 §8 (merge). */
export const MERGE_ERRORS = {
  diffuseLoad: 'Failed to load diffuse map',
  opacityLoad: 'Failed to load opacity map',
  diffuseRead: 'Failed to read diffuse map file',
  opacityRead: 'Failed to read opacity map file',
  mergeFailed: 'Merge failed',
} as const;

/** 001 §9, 002 §5, §9: image limits. */
export const IMAGE_LIMITS = {
  webpQuality: 0.8,
  /** Default longest side of a converted image (002 §5). */
  maxSide: 2048,
  /** Longest side in the older decal flow (002 §5, 001 §9). */
  legacyMaxSide: 4096,
  /** Above this many pixels on a side an image is downscaled to {@link IMAGE_LIMITS.oversizeTarget} (001 §5). */
  oversizeThreshold: 8192,
  oversizeTarget: 4096,
  mergeMaxSize: 2048,
  mergeChunkRows: 512,
  diffuseJpegQuality: 0.7,
  opacityJpegQuality: 0.2,
  transparencyCheckSize: 512,
} as const;

/**
 * What the worker accepts: a Blob or File, or a data URL. (The client fetches other
 * URLs through the injected fetch and passes their bytes as a Blob.)
 */
export type WorkerImageSource = Blob | string;

export interface ConvertOptions {
  /** 0..1 (clamped), default 0.8. */
  quality?: number;
  /** Longest side of the result, default 2048 (4096 for the older flow). */
  maxSide?: number;
}

export interface ConvertResult {
  blob: Blob;
  width: number;
  height: number;
  /** Warnings to log (the worker has no logger). */
  warnings: string[];
}

export interface MergeOptions {
  /** `png` (default): one image, the diffuse with the opacity as its alpha. `jpeg`: two images. */
  format?: 'png' | 'jpeg';
  /** Largest side processed, default 2048. */
  maxSize?: number;
  /** Rows processed at a time, default 512. */
  chunkRows?: number;
}

export type MergeResult =
  | { format: 'png'; image: Blob; width: number; height: number }
  | { format: 'jpeg'; diffuse: Blob; opacity: Blob; width: number; height: number };

class ImageProcessingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageProcessingError';
  }
}

const fail = (message: string): never => {
  throw new ImageProcessingError(message);
};

/** Clamps a quality to 0..1 (001 §5); a missing or non-numeric one is the default. */
export function clampQuality(
  quality: number | undefined,
  fallback: number = IMAGE_LIMITS.webpQuality,
): number {
  if (quality === undefined || Number.isNaN(quality)) return fallback;
  return Math.min(1, Math.max(0, quality));
}

/** Checks what a caller passed as an image source (001 §5, §8). */
export function assertImageSource(source: unknown): asserts source is WorkerImageSource {
  if (source === undefined || source === null || source === '') fail(CONVERSION_ERRORS.sourceRequired);
  if (!(source instanceof Blob) && typeof source !== 'string') fail(CONVERSION_ERRORS.invalidSource);
}

function dataUrlToBlob(dataUrl: string): Blob {
  const match = /^data:([^;,]*)((?:;[^;,]*)*?)(;base64)?,(.*)$/s.exec(dataUrl);
  if (!match) throw new Error('not a data URL');
  const type = match[1] || 'application/octet-stream';
  const payload = match[4]!;
  if (match[3]) {
    const binary = atob(payload);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return new Blob([bytes], { type });
  }
  return new Blob([decodeURIComponent(payload)], { type });
}

async function readSource(source: WorkerImageSource, readError: string, loadError: string): Promise<Blob> {
  if (typeof source === 'string') {
    try {
      return dataUrlToBlob(source);
    } catch {
      return fail(loadError);
    }
  }
  try {
    // Reading the bytes surfaces an unreadable File (deleted, permission) as a read error.
    return new Blob([await source.arrayBuffer()], { type: source.type });
  } catch {
    return fail(readError);
  }
}

async function decode(blob: Blob, loadError: string): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(blob, { premultiplyAlpha: 'none', colorSpaceConversion: 'none' });
  } catch {
    return fail(loadError);
  }
}

/** The size that fits `maxSide`, and whether the 8192 px rule applied. */
export function fitSize(
  width: number,
  height: number,
  maxSide: number,
): { width: number; height: number; oversize: boolean } {
  const longest = Math.max(width, height);
  const oversize = longest > IMAGE_LIMITS.oversizeThreshold;
  const limit = Math.min(maxSide, oversize ? IMAGE_LIMITS.oversizeTarget : Infinity);
  if (longest <= limit) return { width, height, oversize };
  const scale = limit / longest;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
    oversize,
  };
}

function context2d(width: number, height: number): OffscreenCanvasRenderingContext2D {
  let context: OffscreenCanvasRenderingContext2D | null;
  try {
    context = new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true });
  } catch {
    context = null;
  }
  if (!context) return fail(CONVERSION_ERRORS.canvasFailed);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  return context;
}

async function toBlob(canvas: OffscreenCanvas, type: string, quality?: number): Promise<Blob> {
  try {
    const blob = await canvas.convertToBlob(quality === undefined ? { type } : { type, quality });
    if (!blob || blob.size === 0) throw new Error('empty');
    return blob;
  } catch {
    return fail(CONVERSION_ERRORS.blobFailed);
  }
}

/**
 * Converts an image to WebP (001 §7, 002 §5): quality 0.8 by default, clamped to 0..1;
 * longest side at most `maxSide` (2048 by default, 4096 in the older flow); an image
 * over 8192 px is downscaled to 4096 and a warning is returned for the log.
 */
export async function convertToWebP(source: unknown, options: ConvertOptions = {}): Promise<ConvertResult> {
  assertImageSource(source);
  const quality = clampQuality(options.quality);
  const blob = await readSource(source, CONVERSION_ERRORS.readFailed, CONVERSION_ERRORS.loadFailed);
  const bitmap = await decode(blob, CONVERSION_ERRORS.loadFailed);
  try {
    const size = fitSize(bitmap.width, bitmap.height, options.maxSide ?? IMAGE_LIMITS.maxSide);
    const warnings = size.oversize
      ? [
          `Image is ${bitmap.width}x${bitmap.height} px, over ${IMAGE_LIMITS.oversizeThreshold} px: downscaled to ${size.width}x${size.height}`,
        ]
      : [];
    const context = context2d(size.width, size.height);
    try {
      context.drawImage(bitmap, 0, 0, size.width, size.height);
    } catch {
      fail(CONVERSION_ERRORS.canvasFailed);
    }
    const webp = await toBlob(context.canvas, 'image/webp', quality);
    return { blob: webp, width: size.width, height: size.height, warnings };
  } finally {
    bitmap.close();
  }
}

/**
 * Merges a diffuse map and an opacity map (001 §7, §9): both are brought to the diffuse's
 * size, at most `maxSize` (2048) on a side, and processed 512 rows at a time; the
 * opacity's luminance (times its own alpha) becomes the diffuse's alpha. PNG (default)
 * answers the merged image; JPEG answers the diffuse at quality 0.7 and the opacity as
 * a grey image at quality 0.2, since JPEG has no alpha.
 */
export async function mergeDiffuseAndOpacity(
  diffuseSource: unknown,
  opacitySource: unknown,
  options: MergeOptions = {},
): Promise<MergeResult> {
  if (diffuseSource === undefined || diffuseSource === null || diffuseSource === '')
    fail(MERGE_ERRORS.diffuseLoad);
  if (opacitySource === undefined || opacitySource === null || opacitySource === '')
    fail(MERGE_ERRORS.opacityLoad);
  if (!(diffuseSource instanceof Blob) && typeof diffuseSource !== 'string') fail(MERGE_ERRORS.diffuseLoad);
  if (!(opacitySource instanceof Blob) && typeof opacitySource !== 'string') fail(MERGE_ERRORS.opacityLoad);
  const diffuseBlob = await readSource(
    diffuseSource as WorkerImageSource,
    MERGE_ERRORS.diffuseRead,
    MERGE_ERRORS.diffuseLoad,
  );
  const opacityBlob = await readSource(
    opacitySource as WorkerImageSource,
    MERGE_ERRORS.opacityRead,
    MERGE_ERRORS.opacityLoad,
  );
  const diffuse = await decode(diffuseBlob, MERGE_ERRORS.diffuseLoad);
  let opacity: ImageBitmap;
  try {
    opacity = await decode(opacityBlob, MERGE_ERRORS.opacityLoad);
  } catch (error) {
    diffuse.close();
    throw error;
  }
  try {
    const { width, height } = fitSize(
      diffuse.width,
      diffuse.height,
      options.maxSize ?? IMAGE_LIMITS.mergeMaxSize,
    );
    const chunkRows = Math.max(1, options.chunkRows ?? IMAGE_LIMITS.mergeChunkRows);
    const diffuseContext = context2d(width, height);
    const opacityContext = context2d(width, height);
    diffuseContext.drawImage(diffuse, 0, 0, width, height);
    opacityContext.drawImage(opacity, 0, 0, width, height);
    const jpeg = options.format === 'jpeg';
    for (let y = 0; y < height; y += chunkRows) {
      const rows = Math.min(chunkRows, height - y);
      const colour = diffuseContext.getImageData(0, y, width, rows);
      const mask = opacityContext.getImageData(0, y, width, rows);
      const c = colour.data;
      const m = mask.data;
      for (let i = 0; i < c.length; i += 4) {
        const luminance = 0.2126 * m[i]! + 0.7152 * m[i + 1]! + 0.0722 * m[i + 2]!;
        const alpha = Math.round(((luminance * m[i + 3]!) / 255) * (c[i + 3]! / 255));
        if (jpeg) {
          m[i] = m[i + 1] = m[i + 2] = alpha;
          m[i + 3] = 255;
          c[i + 3] = 255;
        } else {
          c[i + 3] = alpha;
        }
      }
      diffuseContext.putImageData(colour, 0, y);
      if (jpeg) opacityContext.putImageData(mask, 0, y);
    }
    if (jpeg) {
      const [diffuseJpeg, opacityJpeg] = await Promise.all([
        toBlob(diffuseContext.canvas, 'image/jpeg', IMAGE_LIMITS.diffuseJpegQuality),
        toBlob(opacityContext.canvas, 'image/jpeg', IMAGE_LIMITS.opacityJpegQuality),
      ]);
      return { format: 'jpeg', diffuse: diffuseJpeg, opacity: opacityJpeg, width, height };
    }
    return { format: 'png', image: await toBlob(diffuseContext.canvas, 'image/png'), width, height };
  } catch (error) {
    if (error instanceof ImageProcessingError && error.message !== CONVERSION_ERRORS.canvasFailed)
      throw error;
    throw new ImageProcessingError(MERGE_ERRORS.mergeFailed);
  } finally {
    diffuse.close();
    opacity.close();
  }
}

/** Whether an image has any pixel that is not fully opaque, checked at 512 px (001 §9). */
export async function hasTransparency(
  source: unknown,
  size: number = IMAGE_LIMITS.transparencyCheckSize,
): Promise<boolean> {
  assertImageSource(source);
  const blob = await readSource(source, CONVERSION_ERRORS.readFailed, CONVERSION_ERRORS.loadFailed);
  const bitmap = await decode(blob, CONVERSION_ERRORS.loadFailed);
  try {
    const fitted = fitSize(bitmap.width, bitmap.height, size);
    const context = context2d(fitted.width, fitted.height);
    context.drawImage(bitmap, 0, 0, fitted.width, fitted.height);
    const data = context.getImageData(0, 0, fitted.width, fitted.height).data;
    for (let i = 3; i < data.length; i += 4) if (data[i]! < 255) return true;
    return false;
  } finally {
    bitmap.close();
  }
}

/** Encodes RGBA pixels (rows top to bottom) as WebP or PNG (captures). */
export async function encodePixels(
  pixels: Uint8ClampedArray<ArrayBuffer>,
  width: number,
  height: number,
  type: 'image/webp' | 'image/png' = 'image/webp',
  quality?: number,
): Promise<Blob> {
  const context = context2d(width, height);
  context.putImageData(new ImageData(pixels, width, height), 0, 0);
  return toBlob(context.canvas, type, type === 'image/png' ? undefined : clampQuality(quality, 0.92));
}

/** Reads a Blob as a data URL (in a worker without blocking anyone). */
export async function blobToDataUrl(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  const step = 0x8000;
  for (let i = 0; i < bytes.length; i += step) binary += String.fromCharCode(...bytes.subarray(i, i + step));
  return `data:${blob.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}
