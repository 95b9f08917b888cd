import type { HomeNotice, TrendMediaItem } from '@atelier/schema';
import { TREND_MEDIA_MAX_SPAN } from '@atelier/schema';
import type { RandomSource } from '../shared/random';
import { randomIndex } from '../shared/random';
import type { Instant } from '../shared/time';
import { toMillis } from '../shared/time';

/**
 * 000 §2, §4, §9 the home page and the media grid: the once-a-day notice, paging,
 * the number of columns and where trend media tiles go.
 */

// ---------------------------------------------------------------------------
// Home notice (000 §4, §9)
// ---------------------------------------------------------------------------

/** 000 §9: the notice's refresh period, one day. */
export const HOME_NOTICE_REFRESH_MS = 86_400_000;

/** 000 §4: the notice opens again when more than 23 h 59 m 59 s have passed. */
export const HOME_NOTICE_MIN_GAP_MS = ((23 * 60 + 59) * 60 + 59) * 1000;

/**
 * 000 §4: the notice is due on the first visit (never shown) or when more than
 * 23 h 59 m 59 s have passed since it was last shown. A last-shown time in the future
 * (a changed clock) counts as never shown, so the notice cannot be stuck.
 */
export const isHomeNoticeDue = (lastShownAt: Instant | null | undefined, now: Instant): boolean => {
  if (lastShownAt === null || lastShownAt === undefined) return true;
  const elapsed = toMillis(now) - toMillis(lastShownAt);
  return elapsed < 0 || elapsed > HOME_NOTICE_MIN_GAP_MS;
};

/** 000 §4: the notice shows when the producer enabled it and it is due. */
export const shouldShowHomeNotice = (
  notice: Pick<HomeNotice, 'enabled'> | undefined,
  lastShownAt: Instant | null | undefined,
  now: Instant,
): boolean => notice?.enabled === true && isHomeNoticeDue(lastShownAt, now);

// ---------------------------------------------------------------------------
// Grid paging (000 §4)
// ---------------------------------------------------------------------------

/** 000 §4: 30 items first, then 60 more each time the end sentinel shows. */
export const GRID_INITIAL_PAGE_SIZE = 30;
export const GRID_MORE_PAGE_SIZE = 60;

/** 000 §4: the next page to load when `loaded` items are already shown. */
export const nextGridPage = (loaded: number): { offset: number; limit: number } => ({
  offset: Math.max(0, loaded),
  limit: loaded > 0 ? GRID_MORE_PAGE_SIZE : GRID_INITIAL_PAGE_SIZE,
});

/** 000 §4: how many items are shown after `pages` loads (30, 90, 150, ...). */
export const gridItemsAfterPages = (pages: number): number =>
  pages <= 0 ? 0 : GRID_INITIAL_PAGE_SIZE + (pages - 1) * GRID_MORE_PAGE_SIZE;

// ---------------------------------------------------------------------------
// Grid columns (000 §2, §9)
// ---------------------------------------------------------------------------

/** 000 §9: 3 columns at 768 px or narrower, else 7. */
export const GRID_NARROW_MAX_WIDTH = 768;
export const GRID_NARROW_COLUMNS = 3;
export const GRID_WIDE_COLUMNS = 7;
/** 000 §2, §9: zoom buttons change the grid by 2 columns a click. */
export const GRID_ZOOM_STEP = 2;
/**
 * Decision: 1 to 5 columns on a narrow window, 3 to 11 on a wide one, so a tile never
 * becomes unreadably small or larger than the screen.
 */
export const GRID_COLUMN_BOUNDS = {
  narrow: { min: 1, max: 5 },
  wide: { min: 3, max: 11 },
} as const;

const boundsFor = (windowWidth: number) =>
  windowWidth <= GRID_NARROW_MAX_WIDTH ? GRID_COLUMN_BOUNDS.narrow : GRID_COLUMN_BOUNDS.wide;

/** 000 §9: the default number of columns for a window width. */
export const defaultGridColumns = (windowWidth: number): number =>
  windowWidth <= GRID_NARROW_MAX_WIDTH ? GRID_NARROW_COLUMNS : GRID_WIDE_COLUMNS;

/** Keeps a column count within the bounds for the window width. */
export const clampGridColumns = (columns: number, windowWidth: number): number => {
  const { min, max } = boundsFor(windowWidth);
  return Number.isFinite(columns)
    ? Math.min(max, Math.max(min, Math.round(columns)))
    : defaultGridColumns(windowWidth);
};

/**
 * 000 §2: zooming in shows bigger tiles (2 columns fewer), zooming out smaller ones
 * (2 more), within the bounds.
 */
export const zoomGridColumns = (columns: number, direction: 'in' | 'out', windowWidth: number): number =>
  clampGridColumns(columns + (direction === 'in' ? -GRID_ZOOM_STEP : GRID_ZOOM_STEP), windowWidth);

/** Whether a zoom button can still change the grid (to disable it at a bound). */
export const canZoomGrid = (columns: number, direction: 'in' | 'out', windowWidth: number): boolean =>
  zoomGridColumns(columns, direction, windowWidth) !== clampGridColumns(columns, windowWidth);

/**
 * 000 §9: columns are saved in session storage; the saved text is read back, and a
 * missing or unreadable value falls back to the default for the width.
 */
export const restoreGridColumns = (saved: string | null | undefined, windowWidth: number): number => {
  const parsed = saved === null || saved === undefined || saved.trim() === '' ? Number.NaN : Number(saved);
  return Number.isInteger(parsed) ? clampGridColumns(parsed, windowWidth) : defaultGridColumns(windowWidth);
};

// ---------------------------------------------------------------------------
// Trend media placement (000 §2, §9)
// ---------------------------------------------------------------------------

/** 000 §9: the first two trend tiles go in the first 2 rows or the first 30% of items. */
export const TREND_EARLY_COUNT = 2;
export const TREND_EARLY_ROWS = 2;
export const TREND_EARLY_SHARE = 0.3;

export type GridEntry<T> =
  | { readonly kind: 'item'; readonly item: T }
  | { readonly kind: 'trend'; readonly media: TrendMediaItem; readonly span: readonly [number, number] };

/** 000 §9: a tile spans at most 7 columns and 4 rows, and never more columns than the grid has. */
export const trendMediaSpan = (media: TrendMediaItem, columns: number): [number, number] => [
  Math.max(1, Math.min(media.data.size[0], TREND_MEDIA_MAX_SPAN.cols, columns)),
  Math.max(1, Math.min(media.data.size[1], TREND_MEDIA_MAX_SPAN.rows)),
];

/**
 * 000 §2, §9: mixes trend media tiles into a grid of items at random gaps. Tiles go in
 * their `order`. The first two land early: before item index min(2 rows of columns,
 * 30% of the items) (decision: the stricter of the two, so they are seen at once on
 * any screen). The rest are spread over the remaining items, one random slot in each
 * equal stretch, so they never bunch up. Every item and tile appears exactly once,
 * and items keep their order.
 */
export const placeTrendMedia = <T>(
  items: readonly T[],
  media: readonly TrendMediaItem[],
  options: { readonly columns: number; readonly random: RandomSource },
): GridEntry<T>[] => {
  const tiles = [...media].sort((a, b) => a.order - b.order);
  const columns = Math.max(1, Math.floor(options.columns));
  const earlyLimit = Math.min(TREND_EARLY_ROWS * columns, Math.ceil(items.length * TREND_EARLY_SHARE));
  const early = tiles.slice(0, TREND_EARLY_COUNT);
  const rest = tiles.slice(TREND_EARLY_COUNT);

  // Insertion points: a tile at point p goes before items[p] (p = items.length: at the end).
  const points: number[] = [];
  let floor = 0;
  for (const _tile of early) {
    const point = floor + randomIndex(options.random, Math.max(1, earlyLimit - floor + 1));
    points.push(point);
    floor = point;
  }
  const remaining = items.length - floor;
  rest.forEach((_tile, index) => {
    const start = floor + Math.floor((remaining * index) / rest.length);
    const end = floor + Math.floor((remaining * (index + 1)) / rest.length);
    points.push(start + randomIndex(options.random, end - start + 1));
  });

  const entries: GridEntry<T>[] = [];
  let next = 0;
  const pushTile = (tile: TrendMediaItem) =>
    entries.push({ kind: 'trend', media: tile, span: trendMediaSpan(tile, columns) });
  items.forEach((item, index) => {
    while (next < tiles.length && (points[next] as number) <= index)
      pushTile(tiles[next++] as TrendMediaItem);
    entries.push({ kind: 'item', item });
  });
  while (next < tiles.length) pushTile(tiles[next++] as TrendMediaItem);
  return entries;
};

// ---------------------------------------------------------------------------
// The home hero (issue 18)
// ---------------------------------------------------------------------------

/** Issue 18: widths of the home hero's picture (served from the web app, apps/web/public/home). */
export const HOME_HERO_WIDTHS = [480, 800, 1200] as const;

/** The hero's picture at one of HOME_HERO_WIDTHS. */
export const homeHeroSrc = (width: (typeof HOME_HERO_WIDTHS)[number]): string => `/home/hero-${width}.webp`;

/**
 * The hero's `srcset` and `sizes`: the whole width of a phone, half of a wider window (at
 * most 640 px, the page's wide column). The page and the server's first-screen preload both
 * use them, so the preloaded picture is the one the page shows.
 */
export const HOME_HERO_SRCSET = HOME_HERO_WIDTHS.map((width) => `${homeHeroSrc(width)} ${width}w`).join(', ');
export const HOME_HERO_SIZES = `(max-width: ${GRID_NARROW_MAX_WIDTH}px) 100vw, min(50vw, 640px)`;
