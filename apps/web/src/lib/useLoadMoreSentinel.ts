import { useEffect, useRef } from 'react';

interface Pages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * 000 §4 grid paging: the next page loads while an element after the grid (the returned ref)
 * is within 800 px of the viewport. `loaded` is the number of items shown: observing again
 * after each page fetches another one if the end is still in view. `enabled` false holds paging
 * back (a grid still rendering the rest of its first page).
 */
export function useLoadMoreSentinel(
  { hasNextPage, isFetchingNextPage, fetchNextPage }: Pages,
  loaded: number,
  enabled = true,
) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage || !enabled) return;
    const observer = new IntersectionObserver(
      (records) => {
        if (records.some((record) => record.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, loaded, enabled]);
  return sentinel;
}
