import type { PlacedDecal, PrintArea, PrintMethod } from '@atelier/schema';
import sharp, { type OverlayOptions } from 'sharp';
import { PRINT_TARGET_DPI, decalPrintRect, pixelsAt } from '../domain';

/**
 * Issue 20: one print area rebuilt from the original artwork, never from the 4096 px preview:
 * a transparent canvas of the area's true size at the method's DPI (300 direct-to-garment, 150
 * sublimation), each decal resized from its stored original to its printed size, rotated as
 * the compositor draws it, and placed at its printed centre. The PNG carries the DPI in its
 * pHYs chunk, so a RIP prints it at true size. Runs in sharp's threads, inside the image queue.
 */

export interface PrintDecal {
  readonly decal: Pick<PlacedDecal, 'value' | 'position' | 'scale' | 'rotation'>;
  /** The stored original's bytes. */
  readonly original: Buffer;
}

export interface RenderedArea {
  readonly png: Buffer;
  readonly widthPx: number;
  readonly heightPx: number;
  readonly dpi: number;
}

/** The part of an overlay at (left, top) that falls on a canvas, or null when none does. */
function clipToCanvas(
  left: number,
  top: number,
  width: number,
  height: number,
  canvas: { width: number; height: number },
) {
  const x0 = Math.max(0, left);
  const y0 = Math.max(0, top);
  const x1 = Math.min(canvas.width, left + width);
  const y1 = Math.min(canvas.height, top + height);
  if (x1 <= x0 || y1 <= y0) return null;
  return { extract: { left: x0 - left, top: y0 - top, width: x1 - x0, height: y1 - y0 }, left: x0, top: y0 };
}

/** One decal at its printed size and rotation, clipped to the canvas; null when it falls outside. */
async function placedOverlay(
  item: PrintDecal,
  area: PrintArea,
  dpi: number,
  canvas: { width: number; height: number },
): Promise<OverlayOptions | null> {
  const meta = await sharp(item.original).metadata();
  const rect = decalPrintRect({ widthMm: area.width_mm, heightMm: area.height_mm }, item.decal, {
    width: meta.width,
    height: meta.height,
  });
  const width = Math.max(1, Math.round((rect.widthMm / 25.4) * dpi));
  const height = Math.max(1, Math.round((rect.heightMm / 25.4) * dpi));
  const { data, info } = await sharp(item.original)
    .ensureAlpha()
    .resize(width, height, { fit: 'fill', kernel: 'lanczos3' })
    .rotate(rect.rotation, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer({ resolveWithObject: true });
  const centreX = (rect.centreXMm / 25.4) * dpi;
  const centreY = (rect.centreYMm / 25.4) * dpi;
  const clip = clipToCanvas(
    Math.round(centreX - info.width / 2),
    Math.round(centreY - info.height / 2),
    info.width,
    info.height,
    canvas,
  );
  if (!clip) return null;
  const input = await sharp(data).extract(clip.extract).png().toBuffer();
  return { input, left: clip.left, top: clip.top };
}

/** The area's print file: a transparent PNG of its true size at the method's DPI, with the DPI recorded. */
export async function renderPrintArea(
  area: PrintArea,
  method: PrintMethod,
  decals: readonly PrintDecal[],
): Promise<RenderedArea> {
  const dpi = PRINT_TARGET_DPI[method];
  const canvas = { width: pixelsAt(area.width_mm, dpi), height: pixelsAt(area.height_mm, dpi) };
  const overlays: OverlayOptions[] = [];
  for (const item of decals) {
    const overlay = await placedOverlay(item, area, dpi, canvas);
    if (overlay) overlays.push(overlay);
  }
  const png = await sharp({
    create: {
      width: canvas.width,
      height: canvas.height,
      channels: 4,
      background: { r: 0, g: 0, b: 0, alpha: 0 },
    },
    limitInputPixels: false,
  })
    .composite(overlays)
    .withDensity(dpi)
    .png({ compressionLevel: 6 })
    .toBuffer();
  return { png, widthPx: canvas.width, heightPx: canvas.height, dpi };
}
