import { mediaSrc } from './links';

/**
 * 000 §9: the gallery's image widths (1500 and 1200) and, for a phone's screen, the thumbnails'
 * (500) and 800 (a phone's full width at 2x, 720 to 780 device pixels: 1200 would send half as
 * many bytes again on the connection the page's largest paint waits for).
 */
export const GALLERY_IMAGE_WIDTHS = [500, 800, 1200, 1500] as const;

/**
 * How wide a gallery plate is drawn: the whole screen in the one-column layout (900 px or
 * narrower, a phone's swipeable row included), about half of it beside the details.
 */
export const GALLERY_IMAGE_SIZES = '(max-width: 900px) 100vw, 55vw';

/**
 * A gallery image as the Gallery requests it and the server preloads it (the two must match,
 * or the browser fetches it twice): 1200 px by default, the browser picking from
 * GALLERY_IMAGE_WIDTHS the smallest that covers the plate at the screen's pixel density.
 */
export const galleryImageSources = (ref: string): { src: string; srcSet: string; sizes: string } => ({
  src: mediaSrc(ref, 1200) ?? ref,
  srcSet: GALLERY_IMAGE_WIDTHS.map((width) => `${mediaSrc(ref, width) ?? ref} ${width}w`).join(', '),
  sizes: GALLERY_IMAGE_SIZES,
});
