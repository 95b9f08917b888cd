import {
  GRID_INITIAL_PAGE_SIZE,
  GRID_NARROW_COLUMNS,
  GRID_NARROW_MAX_WIDTH,
  GRID_WIDE_COLUMNS,
  galleryImageSources,
  HOME_HERO_SIZES,
  HOME_HERO_SRCSET,
  homeHeroSrc,
  mediaSrc,
  mediaSrcSet,
  TILE_IMAGE_WIDTHS,
  TREND_EARLY_COUNT,
  TREND_IMAGE_WIDTHS,
  trendMediaSpan,
} from '../domain';
import type { TrendMediaItem } from '@atelier/schema';
import { creationFirstPaint, homeFirstPaint, shopFirstPaint } from './first-paint';

/**
 * What the storefront's first screen needs, for the three pages whose first screen matters
 * most (home, shop, a creation's page): the API answers the page asks for on start, the
 * images of its largest paint, and the source modules of its lazy route chunks. The server
 * writes them into the HTML (see `shell.ts`), so the page renders without waiting for the
 * API and the browser fetches the images while the scripts load.
 *
 * The API paths are exactly the ones the web app asks for (`apps/web/src/api/`), and the
 * image addresses exactly the ones its components request (the domain's `mediaSrc`,
 * `CreationGrid`, `Gallery`, `HomePage`); anything else would be a second download. The
 * storefront's end-to-end test `first-screen.spec.ts` checks both in a browser.
 */
export type StorefrontPage =
  | { kind: 'home'; tab: string | null }
  | { kind: 'shop' }
  | { kind: 'creation'; atName: string; creationId: string };

/** An image the page shows in its first screen: `<link rel="preload" as="image">`. */
export interface ImagePreload {
  href: string;
  srcset?: string;
  sizes?: string;
  /** Only for windows matching this media query (tiles beyond the narrow grid's first row). */
  media?: string;
}

export interface FirstScreen {
  /** API path (with its query) → the JSON the API answered for this visitor. */
  answers: Record<string, unknown>;
  images: ImagePreload[];
  /** Source modules (Vite manifest keys) of the route's lazy chunks, in loading order. */
  modules: string[];
  /** The largest paint's boxes and picture, drawn before the scripts run (first-paint.ts). */
  markup?: string;
}

const AT_NAME = /^[A-Za-z0-9_]{1,64}$/;

/** The page a storefront address shows, when it is one of the three; null for any other. */
export function storefrontPageOf(url: URL): StorefrontPage | null {
  const { pathname, searchParams } = url;
  if (pathname === '/') {
    const extra = [...searchParams.keys()].filter((name) => name !== 'tab');
    // Overlays (?items=), the quick login (?login=) and the like: the page as usual, no data.
    return extra.length > 0 ? null : { kind: 'home', tab: searchParams.get('tab') };
  }
  if (pathname === '/shop') return [...searchParams.keys()].length === 0 ? { kind: 'shop' } : null;
  const detail = /^\/([^/]+)\/creation$/.exec(pathname);
  const creationId = searchParams.get('creation_id');
  if (detail && creationId && [...searchParams.keys()].length === 1) {
    const atName = decodeURIComponent(detail[1] ?? '');
    if (AT_NAME.test(atName) && creationId.length <= 100) return { kind: 'creation', atName, creationId };
  }
  return null;
}

/** Nothing to preload for inline images. */
const fetched = (href: string | undefined): href is string =>
  Boolean(href) && !/^(data:|blob:)/.test(href ?? '');

/** `CreationGrid`'s `sizes` (one column's share of the window) for the default columns. */
const TILE_SIZES = `(max-width: ${GRID_NARROW_MAX_WIDTH}px) ${Math.ceil(100 / GRID_NARROW_COLUMNS)}vw, ${Math.ceil(100 / GRID_WIDE_COLUMNS)}vw`;
const WIDE_ONLY = `(min-width: ${GRID_NARROW_MAX_WIDTH + 1}px)`;

interface Tile {
  creation_media?: { url?: string }[];
}

/** The grid's first row: the narrow grid's 3 tiles everywhere, the wide grid's other 4 on wide windows. */
export function firstRowImages(items: readonly Tile[]): ImagePreload[] {
  const images: ImagePreload[] = [];
  items.slice(0, GRID_WIDE_COLUMNS).forEach((item, index) => {
    const cover = item.creation_media?.[0]?.url;
    const href = mediaSrc(cover, 500);
    if (!cover || !fetched(href)) return;
    const srcset = mediaSrcSet(cover, TILE_IMAGE_WIDTHS);
    images.push({
      href,
      ...(srcset ? { srcset, sizes: TILE_SIZES } : {}),
      ...(index >= GRID_NARROW_COLUMNS ? { media: WIDE_ONLY } : {}),
    });
  });
  return images;
}

interface Plate {
  type?: string;
  url?: string;
  fit?: string;
}

/** The Gallery's first plate when it is an image (not a video), as the Gallery requests it. */
const firstPlate = (plates: readonly Plate[]) => plates.find((plate) => plate.type !== 'empty' && plate.url);

export function galleryImage(plates: readonly Plate[]): ImagePreload[] {
  const first = firstPlate(plates);
  if (!first?.url || first.type === 'video' || first.type === 'youtube') return [];
  const { src: href, srcSet: srcset, sizes } = galleryImageSources(first.url);
  if (!fetched(href)) return [];
  return [{ href, srcset, sizes }];
}

interface HomeAnswer {
  tabs?: string[];
  creator?: unknown;
  banner?: { enabled?: boolean; url?: string | null } | null;
  trendMedia?: TrendMediaItem[];
}

/**
 * The first trend media images, which the grid places among its first rows (000 §9) and loads
 * at once (`CreationGrid`'s `TrendTile`: 1024 px, or 500 px when its columns' share is small).
 */
export function trendImages(home: HomeAnswer): ImagePreload[] {
  const early = [...(home.trendMedia ?? [])].sort((a, b) => a.order - b.order).slice(0, TREND_EARLY_COUNT);
  return early.flatMap((media) => {
    const href = mediaSrc(media.data.url, 1024);
    if (media.data.type !== 'image' || !fetched(href)) return [];
    const srcset = mediaSrcSet(media.data.url, TREND_IMAGE_WIDTHS);
    const share = (columns: number) => Math.ceil((100 * trendMediaSpan(media, columns)[0]) / columns);
    return [
      {
        href,
        ...(srcset
          ? {
              srcset,
              sizes: `(max-width: ${GRID_NARROW_MAX_WIDTH}px) ${share(GRID_NARROW_COLUMNS)}vw, ${share(GRID_WIDE_COLUMNS)}vw`,
            }
          : {}),
      },
    ];
  });
}

/** The main site's hero picture (issue 18), as `HomeHero` requests it; a creator shop has none. */
export function heroImage(home: HomeAnswer): ImagePreload[] {
  if (home.creator) return [];
  return [{ href: homeHeroSrc(800), srcset: HOME_HERO_SRCSET, sizes: HOME_HERO_SIZES }];
}

/**
 * The home page's banner, as `HomePage` requests it: on a creator shop, where no hero stands
 * above it (on the main site it is below the first screen, and waits its turn).
 */
export function bannerImage(home: HomeAnswer): ImagePreload[] {
  const url = home.banner?.enabled ? home.banner.url : null;
  const href = mediaSrc(url, 1500);
  if (!url || !fetched(href)) return [];
  return [
    {
      href,
      srcset: `${mediaSrc(url, 1200)} 1200w, ${mediaSrc(url, 2048)} 2048w`,
      sizes: '100vw',
    },
  ];
}

/** The API's answer to a GET, or null when it is not a 200 JSON answer. */
export type ApiGet = (path: string) => Promise<unknown>;

const SESSION = '/api/auth/session';
const HOME = '/api/home';

/** The first page of a grid, as `useCreationPages` asks for it. */
export function creationsPath(filter: { tab?: string }): string {
  const query = new URLSearchParams();
  if (filter.tab) query.set('tab', filter.tab);
  query.set('limit', String(GRID_INITIAL_PAGE_SIZE));
  return `/api/creations?${query.toString()}`;
}

/** Asks the API for everything `page` needs first, in parallel where it can. */
export async function firstScreen(page: StorefrontPage, get: ApiGet): Promise<FirstScreen> {
  const received = new Map<string, unknown>();
  const asked: string[] = [];
  // In the order asked, not the order answered: the page (and its ETag) must not depend on which
  // query finished first on a busy machine.
  const answers = () =>
    Object.fromEntries(asked.filter((path) => received.has(path)).map((path) => [path, received.get(path)]));
  const keep = (path: string) => {
    asked.push(path);
    const pending = Promise.resolve()
      .then(() => get(path))
      .then((answer) => {
        if (answer !== null) received.set(path, answer);
        return answer;
      });
    // A failure reaches whoever awaits it; one nobody awaits any more (another failed first) is
    // not an unhandled rejection.
    pending.catch(() => undefined);
    return pending;
  };
  // Every page's header asks for the session and the home data (the create button's target).
  const shell = [keep(SESSION), keep(HOME)] as const;

  if (page.kind === 'home') {
    const home = (await shell[1]) as HomeAnswer | null;
    const tabs = home?.tabs ?? [];
    // HomePage's choice: the asked tab when the visitor has it, else the first.
    const tab = page.tab && tabs.includes(page.tab) ? page.tab : tabs[0];
    const grid = tab ? ((await keep(creationsPath({ tab }))) as { items?: Tile[] } | null) : null;
    await shell[0];
    const [hero] = home ? heroImage(home) : [];
    return {
      answers: answers(),
      ...(hero ? { markup: homeFirstPaint(hero) } : {}),
      images: home
        ? [
            ...heroImage(home),
            ...(home.creator ? bannerImage(home) : []),
            ...firstRowImages(grid?.items ?? []),
            ...trendImages(home),
          ]
        : [],
      modules: ['src/storefront/home/HomePage.tsx'],
    };
  }

  if (page.kind === 'shop') {
    const [grid] = await Promise.all([keep(creationsPath({})), ...shell]);
    const tiles = firstRowImages((grid as { items?: Tile[] } | null)?.items ?? []);
    return {
      answers: answers(),
      ...(tiles.length > 0 ? { markup: shopFirstPaint(tiles) } : {}),
      images: tiles,
      modules: ['src/storefront/shop/ShopPage.tsx'],
    };
  }

  const [detail] = await Promise.all([
    keep(`/api/creations/${encodeURIComponent(page.creationId)}`),
    keep(`/api/users/${encodeURIComponent(page.atName)}`),
    ...shell,
  ]);
  const plates =
    (detail as { creation?: { waterflow_config?: { media_placement?: Plate[] } } } | null)?.creation
      ?.waterflow_config?.media_placement ?? [];
  const [first] = galleryImage(plates);
  return {
    answers: answers(),
    ...(first ? { markup: creationFirstPaint(first, firstPlate(plates)?.fit) } : {}),
    images: first ? [first] : [],
    modules: ['src/account/CreatorPage.tsx', 'src/storefront/detail/CreationDetailPage.tsx'],
  };
}
