import { DEFAULT_PRINT_DPI_FLOOR, type PrintMethod } from '@atelier/schema';
import { MM_PER_INCH, type PrintAreaSize } from './print-areas';

/**
 * Issue 20: the print-resolution guard. One rule for the editor, the shopper's form and the
 * server: what DPI an image prints at where it is placed, and whether that is fine, worth a
 * warning (under the print method's target) or refused (under the producer's floor).
 */

/** Target DPI per method: direct-to-garment prints at 300 DPI, sublimation at 150. */
export const PRINT_TARGET_DPI: Readonly<Record<PrintMethod, number>> = { dtg: 300, sublimation: 150 };

/** The floor a producer who set none refuses under (schema's default: blurry at arm's length below it). */
export { DEFAULT_PRINT_DPI_FLOOR };

/**
 * The DPI an image prints at with a decal's scale on an area: its pixels over the printed
 * inches. Width prints `scale.x` of the area and height `scale.y` times the image's aspect, so
 * per axis the DPI is `pixelWidth / (scale · areaInches)`; the lower axis is what the eye sees.
 * Null when the image or the area has no size (nothing to judge yet).
 */
export function effectiveDpi(
  image: { readonly width: number; readonly height: number },
  scale: { readonly x: number; readonly y: number },
  area: PrintAreaSize,
): number | null {
  if (!(image.width > 0) || !(image.height > 0) || !(area.widthMm > 0) || !(area.heightMm > 0)) return null;
  const widest = Math.max(scale.x * area.widthMm, scale.y * area.heightMm);
  if (!(widest > 0)) return null;
  return image.width / (widest / MM_PER_INCH);
}

export type PrintResolutionLevel = 'ok' | 'warn' | 'refused';

export interface PrintResolutionVerdict {
  readonly level: PrintResolutionLevel;
  /** The effective DPI, rounded down: a print at 299.6 DPI is not a 300 DPI print. */
  readonly dpi: number;
  readonly target: number;
  readonly floor: number;
}

/**
 * The verdict for a DPI: refused under the floor, a warning under the method's target, fine
 * otherwise. A floor above the target is capped at the target, so no print is refused that the
 * method calls fine.
 */
export function printResolutionVerdict(
  dpi: number,
  method: PrintMethod,
  floor: number = DEFAULT_PRINT_DPI_FLOOR,
): PrintResolutionVerdict {
  const target = PRINT_TARGET_DPI[method];
  const effectiveFloor = Math.min(Math.max(0, floor), target);
  const rounded = Math.floor(dpi + 1e-9);
  const level: PrintResolutionLevel = rounded < effectiveFloor ? 'refused' : rounded < target ? 'warn' : 'ok';
  return { level, dpi: rounded, target, floor: effectiveFloor };
}

/** The verdict of an image placed with a scale on an area; null when there is nothing to judge. */
export function judgePrintResolution(
  image: { readonly width: number; readonly height: number },
  scale: { readonly x: number; readonly y: number },
  area: PrintAreaSize,
  method: PrintMethod,
  floor?: number,
): PrintResolutionVerdict | null {
  const dpi = effectiveDpi(image, scale, area);
  return dpi === null ? null : printResolutionVerdict(dpi, method, floor);
}
