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
function image(preload: ImagePreload, width: number, height: number, style = '', lazy = false): string {
  const attributes = [
    `src="${escapeAttribute(preload.href)}"`,
    preload.srcset ? `srcset="${escapeAttribute(preload.srcset)}"` : '',
    preload.sizes ? `sizes="${escapeAttribute(preload.sizes)}"` : '',
    `width="${width}" height="${height}"`,
    // The app's own picture carries the words (the alt text); this one is its stand-in.
    'alt=""',
    lazy ? 'loading="lazy" decoding="async"' : 'fetchpriority="high" decoding="async"',
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

/**
 * The shop: the heading's room and the grid's first row, as `ShopPage` and `CreationGrid` draw
 * them with the default columns (app.css sets three, or seven on a wide window, as
 * `defaultGridColumns` does; a visitor's own zoom comes with the app). The tiles are the
 * preloads of `firstRowImages`: the wide row's last four are lazy, so a phone, which hides
 * them, does not fetch them.
 */
export function shopFirstPaint(tiles: readonly ImagePreload[]): string {
  const items = tiles
    .map(
      (tile) =>
        '<li class="ui-media-grid__item"><span class="ui-tile"><span class="ui-tile__media">' +
        image(tile, 800, 1000, '', tile.media !== undefined) +
        '</span>' +
        // The caption's two lines (name; creator and price) hold their height: the picture is
        // the rest of the row, as in the app.
        '<span class="ui-tile__caption first-paint__hold"><span class="ui-tile__title">&#8203;</span>' +
        '<span class="ui-tile__meta"><span class="ui-tile__price">&#8203;</span></span></span>' +
        '</span></li>',
    )
    .join('');
  return (
    '<div class="page page--wide shop" data-first-paint>' +
    // The heading's words and the tools come with the app; their boxes hold the place, unseen.
    '<div class="page-heading"><h1 class="first-paint__hold">&#8203;</h1>' +
    '<div class="shop__tools first-paint__hold"><span class="ui-button" data-size="md">&#8203;</span></div></div>' +
    `<ul class="ui-media-grid first-paint__grid">${items}</ul></div>`
  );
}
