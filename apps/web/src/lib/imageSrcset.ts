import { IMAGE_WIDTHS, mediaSrc, mediaSrcSet, TILE_IMAGE_WIDTHS } from '@atelier/domain';

/**
 * The storefront's responsive images (000 §9): which widths of an image the page offers
 * the browser and how wide the image shows, so the browser picks the smallest variant
 * that is still sharp at the screen's pixel ratio. The grid and the detail Gallery share it.
 */

/** Grid tiles and trend tiles: 500 at 1x, 1200 or 1500 for a wide tile on a 2x screen. */
export const GRID_IMAGE_WIDTHS: readonly number[] = TILE_IMAGE_WIDTHS;

/** The detail Gallery: 1200 for a medium panel, 1500 for a large or 2x one (000 §9). */
export const GALLERY_IMAGE_WIDTHS: readonly number[] = [IMAGE_WIDTHS.galleryMedium, IMAGE_WIDTHS.gallery];

/** The size the product photos are rendered at (3:4, assets/photos), for width/height attributes. */
export const PHOTO_SIZE = { width: 1500, height: 2000 } as const;

/** width/height attributes of a grid tile's image: the tile's 4:5 box (packages/ui Tile). */
export const TILE_BOX = { width: 800, height: 1000 } as const;

/** `sizes` of a grid tile spanning `span` of `columns` equal columns across the window. */
export const gridSizes = (columns: number, span = 1): string =>
  `${Math.ceil((100 * Math.min(span, columns)) / Math.max(1, columns))}vw`;

export interface ResponsiveImage {
  src: string | undefined;
  srcSet: string | undefined;
  sizes: string | undefined;
}

/**
 * `src`, `srcSet` and `sizes` for an image reference (an image id or `/api/img/original/…`):
 * `src` is the smallest width (browsers without srcset, and the server's preload), srcset
 * lists every width. Remote, inline and other paths get `src` only.
 */
export function responsiveImage(
  ref: string | null | undefined,
  sizes: string,
  widths: readonly number[] = GRID_IMAGE_WIDTHS,
): ResponsiveImage {
  const srcSet = mediaSrcSet(ref, widths);
  return { src: mediaSrc(ref, widths[0]), srcSet, sizes: srcSet ? sizes : undefined };
}
