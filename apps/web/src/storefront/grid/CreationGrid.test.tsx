import type { TrendMediaItem } from '@atelier/schema';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp } from '../../test/render';

const idle = vi.hoisted(() => ({ value: false }));
vi.mock('../../lib/idle', () => ({ useIdle: () => idle.value, whenIdle: () => Promise.resolve() }));

const { CreationGrid, FIRST_RENDER_ROWS } = await import('./CreationGrid');

beforeEach(() => {
  idle.value = false;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const tile = (index: number) => ({
  id: `cr_${index}`,
  name: `Creation ${index}`,
  totalPrice: 12_800,
  purchaseType: 'instant-purchase',
  creation_media: [{ url: `c${index}.jpg` }],
  user: { id: 'us_1', name: 'Mei Lin', at_name: 'mei', profile_image: null },
});
const firstPage = { items: Array.from({ length: 30 }, (_, index) => tile(index)), nextCursor: 'next' };

const trend = (order: number, size: [number, number]): TrendMediaItem =>
  ({
    order,
    data: {
      uid: `t${order}`,
      category: 'Minimal',
      size,
      type: 'image',
      url: `t${order}.jpg`,
      redirect: '/shop',
    },
  }) as TrendMediaItem;

const images = () => [...document.querySelectorAll('.ui-media-grid img')] as HTMLImageElement[];

describe('CreationGrid', () => {
  it('renders a screenful of rows first and the rest of the page once the page is idle', async () => {
    mockApi({ '/api/creations': firstPage });
    await renderApp(<CreationGrid filter={{}} label="Shop" columns={3} />);
    await screen.findByText('Creation 0');
    expect(images()).toHaveLength(3 * FIRST_RENDER_ROWS);
    // No end-of-list text and no paging before the whole first page is there.
    expect(screen.getByTestId('grid-end').textContent).toBe('');
    idle.value = true;
    cleanup();
    await renderApp(<CreationGrid filter={{}} label="Shop" columns={3} />);
    await screen.findByText('Creation 29');
    expect(images()).toHaveLength(30);
  });

  it('loads the first row at once with high priority (as the server preloads it), the rest lazily', async () => {
    mockApi({ '/api/creations': firstPage });
    await renderApp(<CreationGrid filter={{}} label="Shop" columns={3} />);
    await screen.findByText('Creation 0');
    const [first, , third, fourth] = images();
    expect(first?.getAttribute('loading')).toBe('eager');
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    expect(first?.getAttribute('src')).toBe('/api/img/original/c0.jpg?w=500');
    expect(first?.getAttribute('srcset')).toBe(
      '/api/img/original/c0.jpg?w=500 500w, /api/img/original/c0.jpg?w=1200 1200w, /api/img/original/c0.jpg?w=1500 1500w',
    );
    expect(first?.getAttribute('sizes')).toBe('34vw');
    // The tile's 4:5 box before the image arrives.
    expect([first?.getAttribute('width'), first?.getAttribute('height')]).toEqual(['800', '1000']);
    expect(third?.getAttribute('loading')).toBe('eager');
    expect(fourth?.getAttribute('loading')).toBe('lazy');
    expect(fourth?.getAttribute('fetchpriority')).toBeNull();
  });

  it('loads the first two trend images at once, sized by the columns they span', async () => {
    idle.value = true;
    mockApi({ '/api/creations': firstPage });
    await renderApp(
      <CreationGrid
        filter={{ tab: 'trending' }}
        trendMedia={[trend(0, [3, 2]), trend(1, [2, 2]), trend(2, [1, 1])]}
        label="Trending"
        columns={3}
      />,
    );
    await screen.findByText('Creation 0');
    const trendImages = images().filter((image) => image.getAttribute('src')?.includes('/t'));
    expect(trendImages.map((image) => [image.getAttribute('sizes'), image.getAttribute('loading')])).toEqual([
      ['100vw', 'eager'],
      ['67vw', 'eager'],
      ['34vw', 'lazy'],
    ]);
    expect(trendImages[0]?.getAttribute('src')).toBe('/api/img/original/t0.jpg?w=1024');
    expect(trendImages[0]?.getAttribute('srcset')).toBe(
      '/api/img/original/t0.jpg?w=500 500w, /api/img/original/t0.jpg?w=1200 1200w, /api/img/original/t0.jpg?w=1500 1500w',
    );
    expect(trendImages[0]?.getAttribute('fetchpriority')).toBe('high');
  });
});
