import { placeTrendMedia, TREND_EARLY_COUNT, withCreationOverlay, type GridEntry } from '@atelier/domain';
import type { TrendMediaItem } from '@atelier/schema';
import { Button, EmptyState, MediaGrid, MediaGridItem, Skeleton, Tile, useTranslation } from '@atelier/ui';
import { useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useCreationPages, type CreationFilter } from '../../api/queries';
import type { CreationTile } from '../../api/types';
import { useIdle } from '../../lib/idle';
import { gridSizes, responsiveImage, TILE_BOX } from '../../lib/imageSrcset';
import { useLoadMoreSentinel } from '../../lib/useLoadMoreSentinel';
import { useMoney } from '../../money/useMoney';
import { TrendTile } from './TrendTile';
import { useGridColumns } from './useGridColumns';

/**
 * Rows of tiles rendered with the page at first (a screenful on a phone); the rest of the
 * first page follows once the page is idle, so the first render and its DOM stay small.
 */
export const FIRST_RENDER_ROWS = 3;

/** One seed per page load: trend tiles land at random gaps (000 §9) but stay put while browsing. */
const PAGE_SEED = Math.floor(Math.random() * 2 ** 31);

/** A small deterministic random source, so trend tiles keep their places between renders. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

export function useOpenCreation() {
  const navigate = useNavigate();
  const location = useLocation();
  return (id: string) =>
    navigate(withCreationOverlay(`${location.pathname}${location.search}`, id), {
      state: { overlayFrom: location.key },
      preventScrollReset: true,
    });
}

export function CreationTileLink({
  item,
  columns,
  priority,
}: {
  item: CreationTile;
  columns: number;
  priority: boolean;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const location = useLocation();
  const openCreation = useOpenCreation();
  const cover = item.creation_media[0]?.url;
  const badge =
    item.purchaseType === 'retail-preorder'
      ? t('tile.preorder')
      : item.purchaseType === 'sample'
        ? t('tile.sample')
        : undefined;
  return (
    <Tile
      href={withCreationOverlay(`${location.pathname}${location.search}`, item.id)}
      onNavigate={() => openCreation(item.id)}
      {...responsiveImage(cover, gridSizes(columns))}
      {...TILE_BOX}
      alt={item.name}
      title={item.name}
      subtitle={item.user.name}
      price={money(item.totalPrice)}
      {...(badge ? { badge } : {})}
      priority={priority}
    />
  );
}

export interface CreationGridProps {
  filter: CreationFilter;
  /** Trend media mixed into the first page (home). */
  trendMedia?: readonly TrendMediaItem[];
  label: string;
  empty?: ReactNode;
  /** Overrides the stored column count (shop zoom passes it explicitly). */
  columns?: number;
}

/** 000 §2, §4 the media grid: 30 first, 60 more when the end sentinel shows; trend media mixed in. */
export function CreationGrid({
  filter,
  trendMedia = [],
  label,
  empty,
  columns: columnsProp,
}: CreationGridProps) {
  const { t } = useTranslation();
  const storedColumns = useGridColumns();
  const columns = columnsProp ?? storedColumns;
  const pages = useCreationPages(filter);
  const { hasNextPage, isFetchingNextPage } = pages;
  const idle = useIdle();

  const entries = useMemo((): GridEntry<CreationTile>[] => {
    const loaded = pages.data?.pages ?? [];
    const [first, ...rest] = loaded;
    if (!first) return [];
    // Trend tiles are placed in the first page only, so later pages never move them.
    const placed = placeTrendMedia(first.items, trendMedia, { columns, random: seededRandom(PAGE_SEED) });
    return [
      ...placed,
      ...rest.flatMap((page) => page.items.map((item) => ({ kind: 'item' as const, item }))),
    ];
  }, [pages.data, trendMedia, columns]);

  const shown = idle ? entries : entries.slice(0, columns * FIRST_RENDER_ROWS);
  const complete = shown.length === entries.length;

  const sentinel = useLoadMoreSentinel(pages, entries.length, complete);

  if (pages.isPending) {
    return (
      <MediaGrid columns={columns} label={label} busy>
        {Array.from({ length: columns * 3 }, (_, index) => (
          <MediaGridItem key={index}>
            <Skeleton aspectRatio="4 / 5" />
          </MediaGridItem>
        ))}
      </MediaGrid>
    );
  }
  if (pages.isError) {
    return (
      <EmptyState
        title={t('error.title')}
        action={<Button onClick={() => void pages.refetch()}>{t('tryAgain')}</Button>}
      >
        <p>{t('error.text')}</p>
      </EmptyState>
    );
  }
  // Trend media alone is no result: a list without creations shows its empty state.
  if (!entries.some((entry) => entry.kind === 'item'))
    return <>{empty ?? <EmptyState title={t('home.empty')} />}</>;

  let itemIndex = 0;
  let trendIndex = 0;
  return (
    <>
      <MediaGrid columns={columns} label={label} busy={isFetchingNextPage}>
        {shown.map((entry) => {
          if (entry.kind === 'trend') {
            return (
              <MediaGridItem key={`trend-${entry.media.data.uid}`} span={entry.span}>
                <TrendTile
                  media={entry.media}
                  span={entry.span}
                  columns={columns}
                  priority={trendIndex++ < TREND_EARLY_COUNT}
                />
              </MediaGridItem>
            );
          }
          const priority = itemIndex++ < columns;
          return (
            <MediaGridItem key={entry.item.id}>
              <CreationTileLink item={entry.item} columns={columns} priority={priority} />
            </MediaGridItem>
          );
        })}
      </MediaGrid>
      <div ref={sentinel} className="grid-end" data-testid="grid-end" aria-live="polite">
        {!complete ? '' : isFetchingNextPage ? t('home.loadingMore') : hasNextPage ? '' : t('home.end')}
      </div>
    </>
  );
}
