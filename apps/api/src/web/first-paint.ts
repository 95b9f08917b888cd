import { escapeAttribute } from './html';
import type { ImagePreload } from './first-screen';

/**
 * The largest paint of the home and creation pages, written into the HTML the server sends
 * (issue 18). Without it the picture waits for the scripts: they must download, run and
 * render the route before the `<img>` exists, although the image itself is preloaded and
 * already there (Lighthouse's "element render delay", most of the pages' LCP on a phone).
 *
 * The markup is the boxes React renders around that picture, with the same classes, so the
 * picture stands where the app will draw it and nothing moves when React replaces the
 * document's first screen (the app renders into `#root` and replaces it; the same image,
 * from the memory cache, is not a new largest paint). Words are left out: they depend on the
 * visitor's language, which the app's catalogues hold; so the picture comes first in its
 * column (home.css puts the hero's picture above its words on a phone) and the creation
 * page's view switch keeps its height invisibly. `first-screen.spec.ts` checks the boxes
 * against the app's in a browser (no layout shift).
 */

/** `<img>` for a preloaded picture: the same address, `srcset` and `sizes` as the preload. */
function image(preload: ImagePreload, width: number, height: number, style = ''): string {
  const attributes = [
    `src="${escapeAttribute(preload.href)}"`,
    preload.srcset ? `srcset="${escapeAttribute(preload.srcset)}"` : '',
    preload.sizes ? `sizes="${escapeAttribute(preload.sizes)}"` : '',
    `width="${width}" height="${height}"`,
    // The app's own picture carries the words (the alt text); this one is its stand-in.
    'alt=""',
    'fetchpriority="high" decoding="async"',
    style,
  ];
  return `<img ${attributes.filter(Boolean).join(' ')}>`;
}

/** The main site's hero: its picture in the box `HomeHero` draws, the words' column empty. */
export function homeFirstPaint(hero: ImagePreload): string {
  return (
    '<div class="page page--wide home" data-first-paint>' +
    '<section class="home-hero"><div class="home-hero__text"></div>' +
    `<div class="home-hero__picture">${image(hero, 1200, 900)}</div>` +
    '</section></div>'
  );
}

const FITS = new Set(['cover', 'contain', 'fill']);

/** A creation's page: the view switch's room and the Gallery's first plate, as `CreationDetail` draws them. */
export function creationFirstPaint(first: ImagePreload, fit: string | undefined): string {
  const objectFit = fit && FITS.has(fit) ? fit : undefined;
  return (
    '<div class="page page--wide" data-first-paint><article class="detail"><div class="detail__media">' +
    // The switch's words come with the app; its box holds their place, unseen.
    '<div class="ui-segmented first-paint__hold" data-size="md" aria-hidden="true">' +
    '<span class="ui-segmented__option">&#8203;</span></div>' +
    '<div class="gallery-box"><ul class="gallery">' +
    `<li class="gallery__plate"${objectFit ? ` data-fit="${objectFit}"` : ''}>` +
    image(first, 1200, 1500, objectFit ? `style="object-fit: ${objectFit};"` : '') +
    '</li></ul></div></div></article></div>'
  );
}
