import type { TrendMediaItem } from '@atelier/schema';
import { fixtures } from '@atelier/schema';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seeded, sequence } from '../test/random';
import {
  HOME_HERO_SIZES,
  HOME_HERO_SRCSET,
  homeHeroSrc,
  HOME_NOTICE_MIN_GAP_MS,
  HOME_NOTICE_REFRESH_MS,
  canZoomGrid,
  clampGridColumns,
  defaultGridColumns,
  gridItemsAfterPages,
  isHomeNoticeDue,
  nextGridPage,
  placeTrendMedia,
  restoreGridColumns,
  shouldShowHomeNotice,
  trendMediaSpan,
  zoomGridColumns,
} from './home';

const NOW = Date.parse('2024-06-01T12:00:00Z');
const H = 3_600_000;

describe('000 §4 home notice once a day', () => {
  it('opens on the first visit', () => {
    expect(isHomeNoticeDue(null, NOW)).toBe(true);
    expect(isHomeNoticeDue(undefined, NOW)).toBe(true);
  });

  it('opens again only when more than 23 h 59 m 59 s have passed', () => {
    expect(HOME_NOTICE_MIN_GAP_MS).toBe(86_399_000);
    expect(isHomeNoticeDue(NOW - HOME_NOTICE_MIN_GAP_MS, NOW)).toBe(false);
    expect(isHomeNoticeDue(NOW - HOME_NOTICE_MIN_GAP_MS - 1, NOW)).toBe(true);
    expect(isHomeNoticeDue(new Date(NOW - 12 * H), new Date(NOW))).toBe(false);
  });

  it('000 §9 refreshes every 86,400,000 ms', () => {
    expect(HOME_NOTICE_REFRESH_MS).toBe(86_400_000);
    expect(isHomeNoticeDue(NOW - HOME_NOTICE_REFRESH_MS, NOW)).toBe(true);
  });

  it('DECISIONS: a last-shown time in the future counts as never shown', () => {
    expect(isHomeNoticeDue(NOW + H, NOW)).toBe(true);
  });

  it("shows only the producer's enabled notice", () => {
    expect(shouldShowHomeNotice(fixtures.producer.metadata.homePage.notice, null, NOW)).toBe(true);
    expect(shouldShowHomeNotice({ enabled: false }, null, NOW)).toBe(false);
    expect(shouldShowHomeNotice(undefined, null, NOW)).toBe(false);
  });
});

describe('000 §4 grid paging', () => {
  it('loads 30 first, then 60 more each time', () => {
    expect(nextGridPage(0)).toEqual({ offset: 0, limit: 30 });
    expect(nextGridPage(30)).toEqual({ offset: 30, limit: 60 });
    expect(nextGridPage(90)).toEqual({ offset: 90, limit: 60 });
    expect(nextGridPage(-5)).toEqual({ offset: 0, limit: 30 });
    expect([0, 1, 2, 3].map(gridItemsAfterPages)).toEqual([0, 30, 90, 150]);
  });
});

describe('000 §9 grid columns', () => {
  it('defaults to 3 at 768 px or narrower, else 7', () => {
    expect(defaultGridColumns(768)).toBe(3);
    expect(defaultGridColumns(375)).toBe(3);
    expect(defaultGridColumns(769)).toBe(7);
  });

  it('000 §2 zoom changes the grid by 2 columns a click', () => {
    expect(zoomGridColumns(7, 'in', 1440)).toBe(5);
    expect(zoomGridColumns(7, 'out', 1440)).toBe(9);
    expect(zoomGridColumns(3, 'in', 375)).toBe(1);
  });

  it('DECISIONS: stays within 1..5 on narrow windows and 3..11 on wide ones', () => {
    expect(zoomGridColumns(11, 'out', 1440)).toBe(11);
    expect(zoomGridColumns(3, 'in', 1440)).toBe(3);
    expect(zoomGridColumns(1, 'in', 375)).toBe(1);
    expect(zoomGridColumns(5, 'out', 375)).toBe(5);
    expect(canZoomGrid(11, 'out', 1440)).toBe(false);
    expect(canZoomGrid(7, 'out', 1440)).toBe(true);
    expect(clampGridColumns(Number.NaN, 1440)).toBe(7);
  });

  it('restores the saved value from session storage, else the default', () => {
    expect(restoreGridColumns('5', 1440)).toBe(5);
    expect(restoreGridColumns('99', 1440)).toBe(11);
    expect(restoreGridColumns('abc', 1440)).toBe(7);
    expect(restoreGridColumns(null, 500)).toBe(3);
    expect(restoreGridColumns(' ', 500)).toBe(3);
    expect(restoreGridColumns(undefined, 500)).toBe(3);
  });

  it('property: zooming always gives a column count within the bounds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -50, max: 50 }),
        fc.boolean(),
        fc.integer({ min: 200, max: 3000 }),
        (c, zoomIn, w) => {
          const columns = zoomGridColumns(c, zoomIn ? 'in' : 'out', w);
          expect(columns).toBeGreaterThanOrEqual(w <= 768 ? 1 : 3);
          expect(columns).toBeLessThanOrEqual(w <= 768 ? 5 : 11);
        },
      ),
    );
  });
});

const trend = (order: number, cols = 2, rows = 2): TrendMediaItem => ({
  ...fixtures.trendMediaItem,
  order,
  data: { ...fixtures.trendMediaItem.data, uid: `t${order}`, size: [cols, rows] },
});

describe('000 §9 trend media placement', () => {
  it('spans at most 7 columns, 4 rows and the grid width', () => {
    expect(trendMediaSpan(trend(0, 7, 4), 9)).toEqual([7, 4]);
    expect(trendMediaSpan(trend(0, 7, 4), 3)).toEqual([3, 4]);
    expect(trendMediaSpan({ ...trend(0), data: { ...trend(0).data, size: [9, 6] } }, 11)).toEqual([7, 4]);
  });

  it('places tiles in their order, the first two early', () => {
    const items = Array.from({ length: 60 }, (_, i) => i);
    const entries = placeTrendMedia(items, [trend(3), trend(1), trend(0), trend(2)], {
      columns: 7,
      random: sequence(0.99),
    });
    const tileIndexes = entries.flatMap((entry, index) => (entry.kind === 'trend' ? [index] : []));
    const uids = entries.flatMap((entry) => (entry.kind === 'trend' ? [entry.media.data.uid] : []));
    expect(uids).toEqual(['t0', 't1', 't2', 't3']);
    // min(2 rows x 7 = 14, 30% of 60 = 18) = 14: the first two come before item 14.
    const itemsBefore = (entryIndex: number) =>
      entries.slice(0, entryIndex).filter((e) => e.kind === 'item').length;
    expect(itemsBefore(tileIndexes[0]!)).toBeLessThanOrEqual(14);
    expect(itemsBefore(tileIndexes[1]!)).toBeLessThanOrEqual(14);
  });

  it('uses 30% of the items when that is fewer than 2 rows', () => {
    const items = Array.from({ length: 10 }, (_, i) => i);
    const entries = placeTrendMedia(items, [trend(0)], { columns: 7, random: sequence(0.99) });
    const at = entries.findIndex((entry) => entry.kind === 'trend');
    expect(at).toBe(3); // ceil(30% of 10)
  });

  it('puts tiles at the end when there are no items', () => {
    expect(
      placeTrendMedia([], [trend(0), trend(1), trend(2)], { columns: 3, random: sequence(0.5) }).map(
        (e) => e.kind,
      ),
    ).toEqual(['trend', 'trend', 'trend']);
  });

  it('property: every item and tile appears once, items keep their order, the first two are early', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 120 }),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 1, max: 11 }),
        fc.integer(),
        (itemCount, tileCount, columns, seed) => {
          const items = Array.from({ length: itemCount }, (_, i) => i);
          const tiles = Array.from({ length: tileCount }, (_, i) => trend(i, 7, 4));
          const entries = placeTrendMedia(items, tiles, { columns, random: seeded(seed) });
          expect(entries.flatMap((e) => (e.kind === 'item' ? [e.item] : []))).toEqual(items);
          expect(entries.filter((e) => e.kind === 'trend')).toHaveLength(tileCount);
          const limit = Math.min(2 * columns, Math.ceil(itemCount * 0.3));
          let seenItems = 0;
          let seenTiles = 0;
          for (const entry of entries) {
            if (entry.kind === 'item') seenItems += 1;
            else {
              if (seenTiles < 2) expect(seenItems).toBeLessThanOrEqual(limit);
              expect(entry.span[0]).toBeLessThanOrEqual(Math.min(7, columns));
              expect(entry.span[1]).toBeLessThanOrEqual(4);
              seenTiles += 1;
            }
          }
        },
      ),
    );
  });
});

describe('the home hero picture (issue 18)', () => {
  it('is one webp per width, as srcset, and half the window above the narrow width', () => {
    expect(homeHeroSrc(800)).toBe('/home/hero-800.webp');
    expect(HOME_HERO_SRCSET).toBe(
      '/home/hero-480.webp 480w, /home/hero-800.webp 800w, /home/hero-1200.webp 1200w',
    );
    expect(HOME_HERO_SIZES).toBe('(max-width: 768px) 100vw, min(50vw, 640px)');
  });
});
