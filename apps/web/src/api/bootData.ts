import { GRID_INITIAL_PAGE_SIZE } from '@atelier/domain';
import type { HomeTab } from '@atelier/schema';
import type { QueryClient } from '@tanstack/react-query';
import { type CreationFilter, queryKeys } from './queries';

/**
 * The first screen's data, written into the page by the server (apps/api/src/web/shell.ts):
 * `<script type="application/json" id="atelier-data">{"answers": {"/api/home": ...}}</script>`,
 * the API's own answers by the address the app asks them at. They go into the query cache
 * before the first render, under the keys the pages' queries use, so home, shop and a
 * creation's page render at once instead of asking the API first.
 */
export const BOOT_DATA_ID = 'atelier-data';

export type BootAnswers = Record<string, unknown>;

/** The answers in the page, or null without (other pages, the dev server) or when unreadable. */
export function readBootData(doc: Document = document): BootAnswers | null {
  const element = doc.getElementById(BOOT_DATA_ID);
  if (!element?.textContent) return null;
  try {
    const parsed = JSON.parse(element.textContent) as { answers?: unknown };
    return parsed.answers && typeof parsed.answers === 'object' ? (parsed.answers as BootAnswers) : null;
  } catch {
    return null;
  }
}

/**
 * When the answers were true: the page's response time. A page shown again from the HTTP cache
 * (history navigation) may carry old answers: they are shown, but stale, so they are asked for
 * again in the background at once.
 */
export function bootDataTime(): number {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (!navigation) return Date.now();
  const fromCache = navigation.transferSize === 0 && navigation.decodedBodySize > 0;
  if (navigation.type === 'back_forward' || fromCache) return 0;
  return Math.round(performance.timeOrigin + navigation.responseStart);
}

const TABS: readonly string[] = ['trending', 'latest', 'discover', 'following'];

/** The grid filter of a first-page `/api/creations` address (as `useCreationPages` asks), else null. */
export function creationFilterOf(params: URLSearchParams): CreationFilter | null {
  if (params.has('cursor') || params.get('limit') !== String(GRID_INITIAL_PAGE_SIZE)) return null;
  const filter: { -readonly [K in keyof CreationFilter]: CreationFilter[K] } = {};
  for (const name of params.keys()) {
    if (!['tab', 'category', 'q', 'creator', 'producer', 'limit'].includes(name)) return null;
  }
  const tab = params.get('tab');
  if (tab !== null) {
    if (!TABS.includes(tab)) return null;
    filter.tab = tab as HomeTab;
  }
  const categories = params.getAll('category');
  if (categories.length) filter.category = categories;
  for (const name of ['q', 'creator', 'producer'] as const) {
    const value = params.get(name);
    if (value !== null) filter[name] = value;
  }
  return filter;
}

/** Puts each answer in the cache under the key (and in the shape) of the query that asks for it. */
export function seedQueryCache(client: QueryClient, answers: BootAnswers, updatedAt: number): void {
  const options = { updatedAt };
  for (const [address, answer] of Object.entries(answers)) {
    if (!answer || typeof answer !== 'object') continue;
    const url = new URL(address, 'http://boot.invalid');
    const path = url.pathname;
    if (path === '/api/auth/session' && 'session' in answer) {
      client.setQueryData(queryKeys.session, answer.session, options);
    } else if (path === '/api/home') {
      client.setQueryData(queryKeys.home, answer, options);
    } else if (path === '/api/creations') {
      const filter = creationFilterOf(url.searchParams);
      if (filter)
        client.setQueryData(queryKeys.creations(filter), { pages: [answer], pageParams: [null] }, options);
    } else if (/^\/api\/creations\/[^/]+$/.test(path) && 'creation' in answer) {
      const id = decodeURIComponent(path.slice('/api/creations/'.length));
      client.setQueryData(queryKeys.creation(id), answer.creation, options);
    } else if (/^\/api\/users\/[^/]+$/.test(path) && 'user' in answer) {
      const atName = decodeURIComponent(path.slice('/api/users/'.length));
      client.setQueryData(queryKeys.profile(atName), answer.user, options);
    }
  }
}

/** Reads the page's answers into `client`; true when there were any. */
export function seedFromDocument(client: QueryClient, doc: Document = document): boolean {
  const answers = readBootData(doc);
  if (!answers) return false;
  seedQueryCache(client, answers, bootDataTime());
  return true;
}
