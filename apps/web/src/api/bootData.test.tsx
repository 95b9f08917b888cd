import { I18nProvider, ToastProvider } from '@atelier/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../app/AppProviders';
import { CreationGrid } from '../storefront/grid/CreationGrid';
import { mockApi, testI18n } from '../test/render';
import {
  BOOT_DATA_ID,
  bootDataTime,
  creationFilterOf,
  readBootData,
  seedFromDocument,
  seedQueryCache,
} from './bootData';
import { queryKeys } from './queries';

afterEach(() => {
  cleanup();
  document.getElementById(BOOT_DATA_ID)?.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const tile = (id: string) => ({
  id,
  name: `Creation ${id}`,
  totalPrice: 12_800,
  purchaseType: 'instant-purchase',
  creation_media: [{ url: `${id}.jpg` }],
  user: { id: 'us_1', name: 'Mei Lin', at_name: 'mei', profile_image: null },
});
const page = (ids: string[]) => ({ items: ids.map(tile), nextCursor: null });

/** The page's data script, as the server writes it (`<` escaped). */
function writeBootData(answers: Record<string, unknown>) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = BOOT_DATA_ID;
  script.textContent = JSON.stringify({ answers }).replace(/</g, '\\u003c');
  document.body.append(script);
}

describe('seedQueryCache', () => {
  it('puts each API answer under the key and in the shape its query uses', () => {
    const client = new QueryClient();
    const home = { tabs: ['trending'], headerCards: [] };
    seedQueryCache(
      client,
      {
        '/api/auth/session': { session: null },
        '/api/home': home,
        '/api/creations?tab=trending&limit=30': page(['a']),
        '/api/creations?limit=30': page(['b']),
        '/api/creations/cr_%C3%A9': { creation: { id: 'cr_é' } },
        '/api/users/Mei': { user: { at_name: 'Mei' } },
        '/api/creations?limit=60&cursor=x': page(['c']),
        '/api/unknown': { x: 1 },
      },
      1000,
    );
    expect(client.getQueryData(queryKeys.session)).toBeNull();
    expect(client.getQueryData(queryKeys.home)).toEqual(home);
    expect(client.getQueryData(queryKeys.creations({ tab: 'trending' }))).toEqual({
      pages: [page(['a'])],
      pageParams: [null],
    });
    expect(client.getQueryData(queryKeys.creations({}))).toEqual({
      pages: [page(['b'])],
      pageParams: [null],
    });
    expect(client.getQueryData(queryKeys.creation('cr_é'))).toEqual({ id: 'cr_é' });
    expect(client.getQueryData(queryKeys.profile('mei'))).toEqual({ at_name: 'Mei' });
    expect(client.getQueryState(queryKeys.home)?.dataUpdatedAt).toBe(1000);
    // Later pages and unknown addresses are not the first screen's: left out.
    expect(client.getQueryCache().getAll()).toHaveLength(6);
  });

  it('reads a grid filter back from a first-page address only', () => {
    const filter = (query: string) => creationFilterOf(new URLSearchParams(query));
    expect(filter('tab=latest&limit=30')).toEqual({ tab: 'latest' });
    expect(filter('category=hoodies&category=men&q=blue&limit=30')).toEqual({
      category: ['hoodies', 'men'],
      q: 'blue',
    });
    expect(filter('limit=60')).toBeNull();
    expect(filter('limit=30&cursor=abc')).toBeNull();
    expect(filter('tab=nope&limit=30')).toBeNull();
    expect(filter('sort=x&limit=30')).toBeNull();
  });
});

describe('readBootData', () => {
  it('reads the escaped script back, and ignores a missing or broken one', () => {
    expect(readBootData()).toBeNull();
    writeBootData({ '/api/home': { name: '</script><script>alert(1)</script>' } });
    expect(readBootData()).toEqual({ '/api/home': { name: '</script><script>alert(1)</script>' } });
    document.getElementById(BOOT_DATA_ID)!.textContent = '{not json';
    expect(readBootData()).toBeNull();
  });
});

describe('bootDataTime', () => {
  const navigation = (entry: Partial<PerformanceNavigationTiming>) =>
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([entry as PerformanceNavigationTiming]);

  it('is the response time of a fresh page, and 0 (stale) for a page from the history or the cache', () => {
    navigation({ type: 'navigate', transferSize: 5000, decodedBodySize: 20_000, responseStart: 40 });
    expect(bootDataTime()).toBe(Math.round(performance.timeOrigin + 40));
    navigation({ type: 'back_forward', transferSize: 5000, decodedBodySize: 20_000, responseStart: 40 });
    expect(bootDataTime()).toBe(0);
    navigation({ type: 'reload', transferSize: 0, decodedBodySize: 20_000, responseStart: 40 });
    expect(bootDataTime()).toBe(0);
  });
});

async function renderGrid(client: QueryClient, children: ReactNode) {
  const i18n = await testI18n();
  return render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <ToastProvider>
          <MemoryRouter>{children}</MemoryRouter>
        </ToastProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

describe('a page with its data in the HTML', () => {
  it('renders the grid on the first render, without asking the API', async () => {
    const calls = mockApi({});
    writeBootData({ '/api/creations?limit=30': page(['a', 'b', 'c']) });
    // The app's own client: its staleTime keeps fresh data from being asked for again.
    const client = createQueryClient();
    expect(seedFromDocument(client)).toBe(true);
    await renderGrid(client, <CreationGrid filter={{}} label="Shop" columns={3} />);
    // Synchronously there: no loading skeleton first.
    expect(
      screen.getAllByRole('link').map((link) => link.getAttribute('aria-label') ?? link.textContent),
    ).toHaveLength(3);
    expect(screen.getByRole('list', { name: 'Shop' }).getAttribute('aria-busy')).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calls).toEqual([]);
  });

  it('asks again in the background when the data is stale, and shows the new answer', async () => {
    const calls = mockApi({ '/api/creations': page(['a', 'z']) });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
    seedQueryCache(client, { '/api/creations?limit=30': page(['a']) }, 0);
    await renderGrid(client, <CreationGrid filter={{}} label="Shop" columns={3} />);
    expect(screen.getByText('Creation a')).toBeTruthy();
    expect(await screen.findByText('Creation z')).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual(['/api/creations']);
  });
});
