/**
 * The largest image the engine asks for, by device. Phones get at most 2048 px per side
 * (issue 20): a 4096 px texture is 64 MB of GPU memory with its mips, four times a 2048
 * one, over a slow connection, for detail a phone screen cannot show. Every device is also
 * held to what its GPU takes (`maxTextureSize`), which three would otherwise downscale on the
 * main thread after the download.
 */
import type { Platform } from '../services/services';

export const PHONE_TEXTURE_LIMIT = 2048;

/**
 * The widths of a phone's first colours (issue 20), shown before the full images: the first
 * frame of a hoodie waited 2 s of slow 4G for two 95 kB heather diffuse maps at 1024 px; at
 * 200 px they are a tenth of that, and a whole garment on a phone's screen shows a tiled
 * fabric at about that density anyway. The image API's widths: 200 and 500.
 */
export const PHONE_PREVIEW_WIDTHS = { full: 500, tiled: 200 } as const;

/** The widest texture (in pixels) to ask for on this device and GPU. */
export function textureSizeLimit(platform: Platform, maxTextureSize: number): number {
  return platform.mobile ? Math.min(PHONE_TEXTURE_LIMIT, maxTextureSize) : maxTextureSize;
}

/** Material texture widths (full-size and tiled records) held to the limit. */
export function limitRequestWidths(
  widths: { full: number; tiled: number },
  limit: number,
): { full: number; tiled: number } {
  return { full: Math.min(widths.full, limit), tiled: Math.min(widths.tiled, limit) };
}
