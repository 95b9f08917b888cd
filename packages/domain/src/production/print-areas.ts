/**
 * Issue 20: a print area is the printable square of one part that carries decals. The demo
 * garments say how many metres of cloth their 0..1 UV square covers (`uvSpan`, glTF extras,
 * read by the engine's `partUvSpan`); the prebuild copies that span into its declared print
 * areas, so the server and the producer's files know true sizes without loading a model.
 */

/** Millimetres in an inch: DPI is dots per inch, sizes are kept in millimetres. */
export const MM_PER_INCH = 25.4;

/** The physical size of a print area, in millimetres (a part's UV square: width = height). */
export interface PrintAreaSize {
  readonly widthMm: number;
  readonly heightMm: number;
}

/** A part's print area from its UV span in metres per UV square; null when the span is not a positive number. */
export function printAreaSize(uvSpanMetres: number | null | undefined): PrintAreaSize | null {
  if (typeof uvSpanMetres !== 'number' || !Number.isFinite(uvSpanMetres) || uvSpanMetres <= 0) return null;
  // Rounded to a tenth of a millimetre: finer than any print bed, and stable when stored.
  const mm = Math.round(uvSpanMetres * 10_000) / 10;
  return { widthMm: mm, heightMm: mm };
}

/** A decal placed on an area: centre and scale in UV units, clockwise rotation in degrees. */
export interface PrintPlacement {
  readonly position: { readonly x: number; readonly y: number };
  readonly scale: { readonly x: number; readonly y: number };
  readonly rotation: number;
}

/** A decal's printed rectangle on its area, in millimetres, before rotation. */
export interface DecalPrintRect {
  /** Centre from the area's left edge and top edge. */
  readonly centreXMm: number;
  readonly centreYMm: number;
  readonly widthMm: number;
  readonly heightMm: number;
  readonly rotation: number;
}

/**
 * Where a decal prints on its area, as the engine's compositor draws it: `scale.x` of the UV
 * square wide and `scale.y` times the image's height/width high (equal scales keep the image's
 * proportions); UV y runs up from the bottom, print y runs down from the top.
 */
export function decalPrintRect(
  area: PrintAreaSize,
  placement: PrintPlacement,
  image: { readonly width: number; readonly height: number },
): DecalPrintRect {
  const aspect = image.width > 0 ? image.height / image.width : 1;
  return {
    centreXMm: placement.position.x * area.widthMm,
    centreYMm: (1 - placement.position.y) * area.heightMm,
    widthMm: placement.scale.x * area.widthMm,
    heightMm: placement.scale.y * aspect * area.heightMm,
    rotation: placement.rotation,
  };
}

/** Pixels for a length in millimetres at a DPI, rounded up so a print never falls short of its size. */
export function pixelsAt(lengthMm: number, dpi: number): number {
  return Math.ceil((lengthMm / MM_PER_INCH) * dpi - 1e-9);
}
