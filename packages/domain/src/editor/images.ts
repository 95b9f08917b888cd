/**
 * 001 §5, §7, §9, 000 §9 image rules the editor and viewer share: data URLs uploaded
 * on save, the stored file name, quality and size limits, and texture sizes.
 */

/** 001 §5: on save, images given as data URLs are uploaded first. */
export const isDataUrl = (value: string): boolean => /^data:[^,]*,/.test(value.trim());

/**
 * 001 §5: where a document still holds data URLs (paths written as in code:
 * `waterflow_config.media_placement[0].url`), in document order. The editor uploads
 * these before it saves; the server refuses to store any of them, so every stored
 * image is one the image API serves.
 */
export const dataUrlPaths = (value: unknown, path = ''): string[] => {
  if (typeof value === 'string') return isDataUrl(value) ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((entry, index) => dataUrlPaths(entry, `${path}[${index}]`));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, entry]) =>
      dataUrlPaths(entry, path === '' ? key : `${path}.${key}`),
    );
  return [];
};

/** 001 §7: the upload answers an imageUrl; its last path segment is what is stored. */
export const storedImageName = (imageUrl: string): string => {
  const path = imageUrl.split(/[?#]/)[0] as string;
  return path.slice(path.lastIndexOf('/') + 1);
};

/** 001 §7: the file extension an uploaded data URL gets, from its media type (png by default). */
export const dataUrlExtension = (dataUrl: string): string => {
  const type = /^data:image\/([a-z0-9+.-]+)[;,]/i.exec(dataUrl.trim())?.[1]?.toLowerCase();
  if (type === 'jpeg') return 'jpg';
  if (type === 'svg+xml') return 'svg';
  return type ?? 'png';
};

/** 001 §5: image conversion quality is clamped to 0-1 (a non-number becomes 1). */
export const clampImageQuality = (quality: number): number =>
  Number.isFinite(quality) ? Math.min(1, Math.max(0, quality)) : 1;

export interface ImageSize {
  readonly width: number;
  readonly height: number;
}

/** Scales a size down (never up) so its longest side is at most `maxSide`, keeping its ratio. */
export const fitWithin = (size: ImageSize, maxSide: number): ImageSize => {
  const longest = Math.max(size.width, size.height);
  if (longest <= maxSide) return { ...size };
  const scale = maxSide / longest;
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
};

/** 001 §5: images over 8192 px are downscaled to 4096 (with a warning). */
export const OVERSIZED_IMAGE_SIDE = 8192;
export const DOWNSCALED_IMAGE_SIDE = 4096;

/** 001 §5: the size an image is converted at, and whether to warn that it was downscaled. */
export const conversionSize = (
  size: ImageSize,
): { readonly size: ImageSize; readonly downscaled: boolean } =>
  Math.max(size.width, size.height) > OVERSIZED_IMAGE_SIDE
    ? { size: fitWithin(size, DOWNSCALED_IMAGE_SIDE), downscaled: true }
    : { size: { ...size }, downscaled: false };

/** 001 §5, §9: a sizing chart is a .jpg, .jpeg or .png, shrunk to at most 1200 px on its longest side. */
export const SIZING_CHART_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
export const SIZING_CHART_MAX_SIDE = 1200;

/** 001 §5: whether a file name is an accepted sizing chart. */
export const isSizingChartFile = (fileName: string): boolean => {
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  return fileName.includes('.') && (SIZING_CHART_EXTENSIONS as readonly string[]).includes(extension);
};

/** 000 §9, 001 §7: a texture loads at 4096 when its scale is 1 (or for decals), else 1024. */
export const textureWidth = (scale: number | undefined, isDecal = false): number =>
  isDecal || scale === 1 ? 4096 : 1024;

/** 000 §9, 001 §9: the canvas texture is 1024 on mobile, 4096 otherwise. */
export const canvasTextureSize = (mobile: boolean): number => (mobile ? 1024 : 4096);

/** 000 §9: the shadow map is 512 on iOS and Android, 4096 otherwise. */
export const shadowMapSize = (platform: 'ios' | 'android' | 'other'): number =>
  platform === 'other' ? 4096 : 512;
