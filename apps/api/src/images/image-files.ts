import sharp, { type Metadata } from 'sharp';
import { renderKtx2Variant } from './ktx2-encoder';

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
 * The widths a variant can have: the storefront's (50, 500, 800, 1200, 1500), the editor's
 * thumbnails (100, 200) and textures (1024, 4096), and 2048. Any asked width is moved
 * to the next one up, so the variant cache holds at most this many files per image.
 */
export const VARIANT_WIDTHS = [50, 100, 200, 500, 800, 1024, 1200, 1500, 2048, 4096] as const;

export function clampWidth(width: number): number {
  return VARIANT_WIDTHS.find((allowed) => allowed >= width) ?? VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!;
}

/**
 * A variant's format. `ktx2` (Basis Universal, GPU-compressible) is only ever rendered for a
 * client that names it: never an upload's type, so it is not an ImageKind.
 */
export type VariantFormat = 'avif' | 'webp' | 'jpeg' | 'png' | 'ktx2';

export const VARIANT_CONTENT_TYPES: Record<VariantFormat, string> = {
  avif: CONTENT_TYPES.avif,
  webp: CONTENT_TYPES.webp,
  jpeg: CONTENT_TYPES.jpeg,
  png: CONTENT_TYPES.png,
  ktx2: 'image/ktx2',
};

/**
 * What a variant's pixels are: `color` (photos, diffuse maps, backgrounds, decals: seen as
 * colours, so lossy compression tuned for the eye is fine) or `data` (normal, roughness and
 * opacity maps: vectors and factors the shader reads, where chroma subsampling and the eye's
 * tolerances do not apply). See docs/decisions.md, "Texture formats".
 */
export type VariantKind = 'color' | 'data';

export const VARIANT_KINDS = ['color', 'data'] as const satisfies readonly VariantKind[];

type NamedImageType = 'image/avif' | 'image/webp' | 'image/ktx2';
const NAMED_IMAGE_TYPES: readonly string[] = [
  'image/avif',
  'image/webp',
  'image/ktx2',
] satisfies NamedImageType[];

/**
 * The modern image types an `Accept` header names with a non-zero quality. Only named
 * types count: a bare wildcard is what every fetch sends, and says nothing about decoding.
 */
export function namedImageTypes(accept: string | undefined): Set<NamedImageType> {
  const named = new Set<NamedImageType>();
  for (const range of (accept ?? '').toLowerCase().split(',')) {
    const [type = '', ...parameters] = range.split(';').map((part) => part.trim());
    if (!NAMED_IMAGE_TYPES.includes(type)) continue;
    const quality = parameters.find((parameter) => /^q\s*=/.test(parameter));
    if (quality !== undefined && !(Number(quality.split('=')[1]) > 0)) continue;
    named.add(type as NamedImageType);
  }
  return named;
}

/** The variant format of an original's own family (GIF variants are still images: PNG). */
export function ownFormatOf(kind: ImageKind): VariantFormat {
  return kind === 'gif' ? 'png' : kind;
}

/**
 * The variant format for a client and an original. A client that names KTX2 gets it: only a
 * texture loader does (the viewer on phones, for its maps), and it wants the texture to stay
 * compressed on the GPU whatever the original. An original already in a format the client
 * names (WebP, AVIF) stays in it: re-encoding one lossy format into another only adds loss.
 * Otherwise colour images get AVIF, then WebP (the smaller first); data maps get WebP
 * (near-lossless, which keeps full chroma), then AVIF (4:4:4, high quality). A client that
 * names none of them gets the original's own family.
 */
export function pickFormat(
  accept: string | undefined,
  original: ImageKind,
  kind: VariantKind = 'color',
  { ktx2 = true }: { ktx2?: boolean } = {},
): VariantFormat {
  const named = namedImageTypes(accept);
  if (ktx2 && named.has('image/ktx2')) return 'ktx2';
  if ((original === 'webp' || original === 'avif') && named.has(`image/${original}`)) return original;
  const order: VariantFormat[] = kind === 'data' ? ['webp', 'avif'] : ['avif', 'webp'];
  return order.find((format) => named.has(`image/${format}` as 'image/avif')) ?? ownFormatOf(original);
}

/**
 * Whether an `If-None-Match` header names `etag` (a list of tags, weak or strong, or `*`).
 */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/** The image type of a stored id, by its extension (the server named it from the bytes). */
export function kindOfId(id: string): ImageKind | null {
  const extension = id.split('.').pop()?.toLowerCase() ?? '';
  if (extension === 'jpg' || extension === 'jpeg') return 'jpeg';
  return extension === 'png' || extension === 'webp' || extension === 'gif' || extension === 'avif'
    ? extension
    : null;
}

export interface ImageFacts {
  width: number;
  height: number;
}

export interface ImageLimits {
  /** Pixels of all frames together. */
  maxPixels: number;
  /** Longest side in px. */
  maxSide: number;
}

/** A refused image: the status, the error code and the key of its message (i18n/errors). */
export class ImageRejected extends Error {
  constructor(
    readonly status: 413 | 415 | 422,
    readonly code: string,
    readonly key: string,
    readonly params: Record<string, number> = {},
  ) {
    super(key);
  }
}

const unreadable = () => new ImageRejected(422, 'invalid_image', 'image.unreadable');

/**
 * Reads the size from the header without decoding the pixels, and refuses an image with a
 * side above `maxSide` or more pixels (all frames) than `maxPixels`: a small file that
 * would expand into gigabytes, or take seconds of every render.
 */
export async function inspectImage(
  data: Buffer,
  limits: ImageLimits,
): Promise<ImageFacts & { frames: number }> {
  let metadata: Metadata;
  try {
    // Only the header is read here, so no pixel limit yet: the sizes are checked below.
    metadata = await sharp(data, { limitInputPixels: false, failOn: 'error' }).metadata();
  } catch {
    throw unreadable();
  }
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  const frames = metadata.pages ?? 1;
  if (width <= 0 || height <= 0) throw unreadable();
  if (width > limits.maxSide || height > limits.maxSide || width * height * frames > limits.maxPixels) {
    throw new ImageRejected(413, 'image_too_large', 'image.tooManyPixels', {
      width,
      height,
      frames,
      side: limits.maxSide,
      pixels: limits.maxPixels,
    });
  }
  return { width, height, frames };
}

export interface NormalisedImage extends ImageFacts {
  data: Buffer;
}

/** Whether a WebP file is lossless (a VP8L bitstream), so its re-encoding stays lossless. */
const isLosslessWebp = (data: Buffer) => data.subarray(0, 4096).includes('VP8L');

/**
 * Decodes every pixel and encodes the image again in its own format, upright, without
 * metadata. A truncated or corrupt file fails here (422); whatever followed or was hidden
 * in the image (an HTML page, a script, an archive, text chunks, EXIF) is not carried over,
 * and later variants start from a file the server wrote itself.
 */
export async function normaliseImage(
  data: Buffer,
  kind: ImageKind,
  limits: ImageLimits,
): Promise<NormalisedImage> {
  const facts = await inspectImage(data, limits);
  const animated = facts.frames > 1 && (kind === 'gif' || kind === 'webp');
  let pipeline = sharp(data, { limitInputPixels: limits.maxPixels, failOn: 'error', animated });
  if (!animated) pipeline = pipeline.autoOrient();
  switch (kind) {
    case 'png':
      pipeline = pipeline.png();
      break;
    case 'jpeg':
      pipeline = pipeline.jpeg({ quality: 90 });
      break;
    case 'webp':
      pipeline = isLosslessWebp(data) ? pipeline.webp({ lossless: true }) : pipeline.webp({ quality: 90 });
      break;
    case 'gif':
      pipeline = pipeline.gif();
      break;
    case 'avif':
      pipeline = pipeline.avif({ quality: 70, effort: 2 });
      break;
  }
  try {
    const { data: out, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { data: out, width: info.width, height: info.pageHeight ?? info.height };
  } catch {
    throw unreadable();
  }
}

/**
 * A resized copy, never larger than the original. When the original needs no resizing and
 * is already in the wanted format, it is the answer as it is (no second generation of loss).
 */
export async function renderVariant(
  original: Buffer,
  width: number,
  format: VariantFormat,
  kind: VariantKind,
  maxPixels: number,
): Promise<Buffer> {
  if (format === 'ktx2') return renderKtx2Variant(original, width, kind, maxPixels);
  const source = sharp(original, { limitInputPixels: maxPixels, failOn: 'error' });
  const { width: originalWidth = 0, orientation = 1 } = await source.metadata();
  if (sniffImage(original) === format && originalWidth <= width && orientation === 1) return original;
  const pipeline = source.rotate().resize({ width, withoutEnlargement: true });
  switch (format) {
    case 'avif':
      return kind === 'data'
        ? pipeline.avif({ quality: 85, effort: 2, chromaSubsampling: '4:4:4' }).toBuffer()
        : pipeline.avif({ quality: 55, effort: 2 }).toBuffer();
    case 'webp':
      return kind === 'data'
        ? pipeline.webp({ nearLossless: true, quality: 60 }).toBuffer()
        : pipeline.webp({ quality: 80 }).toBuffer();
    case 'jpeg':
      return kind === 'data'
        ? pipeline.jpeg({ quality: 95, chromaSubsampling: '4:4:4' }).toBuffer()
        : pipeline.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
    case 'png':
      return pipeline.png({ compressionLevel: 8 }).toBuffer();
  }
}
