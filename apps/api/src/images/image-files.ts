import sharp, { type Metadata } from 'sharp';

/** The image types accepted for upload, told apart by their first bytes (never by the name). */
export type ImageKind = 'png' | 'jpeg' | 'webp' | 'gif' | 'avif';

export const CONTENT_TYPES: Record<ImageKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

const EXTENSIONS: Record<ImageKind, string> = {
  png: 'png',
  jpeg: 'jpg',
  webp: 'webp',
  gif: 'gif',
  avif: 'avif',
};

export const extensionOf = (kind: ImageKind): string => EXTENSIONS[kind];

const startsWith = (data: Uint8Array, bytes: number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((byte, index) => data[offset + index] === byte);
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/** The image type by magic bytes, or null when it is not one we accept (SVG is refused: it can carry script). */
export function sniffImage(data: Uint8Array): ImageKind | null {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(data, ascii('GIF87a')) || startsWith(data, ascii('GIF89a'))) return 'gif';
  if (startsWith(data, ascii('ftyp'), 4)) {
    const brand = String.fromCharCode(...data.subarray(8, 12));
    if (brand === 'avif' || brand === 'avis') return 'avif';
  }
  return null;
}

/**
 * The widths a variant can have: the storefront's (50, 500, 1200, 1500), the editor's
 * thumbnails (100, 200) and textures (1024, 4096), and 2048. Any asked width is moved
 * to the next one up, so the variant cache holds at most this many files per image.
 */
export const VARIANT_WIDTHS = [50, 100, 200, 500, 1024, 1200, 1500, 2048, 4096] as const;

export function clampWidth(width: number): number {
  return VARIANT_WIDTHS.find((allowed) => allowed >= width) ?? VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!;
}

export type VariantFormat = 'avif' | 'webp' | 'jpeg' | 'png';

/** AVIF when the client takes it, else WebP, else the original's own family. */
export function pickFormat(accept: string | undefined, original: string): VariantFormat {
  const header = (accept ?? '').toLowerCase();
  if (header.includes('image/avif')) return 'avif';
  if (header.includes('image/webp')) return 'webp';
  return original === 'image/jpeg' ? 'jpeg' : 'png';
}

export interface ImageFacts {
  width: number;
  height: number;
}

export class ImageRejected extends Error {
  constructor(
    readonly status: 413 | 415 | 422,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Reads the size from the header without decoding the pixels, and refuses images whose
 * pixel count is above `maxPixels` (a small file that would expand into gigabytes).
 */
export async function inspectImage(data: Buffer, maxPixels: number): Promise<ImageFacts> {
  let metadata: Metadata;
  try {
    metadata = await sharp(data, { limitInputPixels: maxPixels, failOn: 'error' }).metadata();
  } catch (error) {
    const message = (error as Error).message;
    if (/pixel limit/i.test(message))
      throw new ImageRejected(413, 'image_too_large', 'The image has too many pixels.');
    throw new ImageRejected(422, 'invalid_image', 'The image could not be read.');
  }
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  const frames = metadata.pages ?? 1;
  if (width <= 0 || height <= 0) throw new ImageRejected(422, 'invalid_image', 'The image has no size.');
  if (width * height * frames > maxPixels || width > 16_384 || height > 16_384) {
    throw new ImageRejected(413, 'image_too_large', `The image is too large (${width}x${height}).`);
  }
  return { width, height };
}

/** A resized copy, never larger than the original. */
export async function renderVariant(
  original: Buffer,
  width: number,
  format: VariantFormat,
  maxPixels: number,
): Promise<Buffer> {
  const pipeline = sharp(original, { limitInputPixels: maxPixels, failOn: 'error' })
    .rotate()
    .resize({ width, withoutEnlargement: true });
  switch (format) {
    case 'avif':
      return pipeline.avif({ quality: 55, effort: 2 }).toBuffer();
    case 'webp':
      return pipeline.webp({ quality: 80 }).toBuffer();
    case 'jpeg':
      return pipeline.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
    case 'png':
      return pipeline.png({ compressionLevel: 8 }).toBuffer();
  }
}
