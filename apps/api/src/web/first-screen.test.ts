import { describe, expect, it } from 'vitest';
import { jsonForScript } from './html';
import {
  bannerImage,
  heroImage,
  creationsPath,
  firstRowImages,
  firstScreen,
  galleryImage,
  storefrontPageOf,
  trendImages,
} from './first-screen';

const at = (path: string) => storefrontPageOf(new URL(path, 'http://localhost'));

describe('storefrontPageOf', () => {
  it('knows home (with its tab), the plain shop and a creation page', () => {
    expect(at('/')).toEqual({ kind: 'home', tab: null });
    expect(at('/?tab=latest')).toEqual({ kind: 'home', tab: 'latest' });
    expect(at('/shop')).toEqual({ kind: 'shop' });
    expect(at('/mei/creation?creation_id=cr_1')).toEqual({
      kind: 'creation',
      atName: 'mei',
      creationId: 'cr_1',
    });
  });

  it('leaves every other address to the app alone', () => {
    for (const path of [
      '/?items=cr_1',
      '/?login=true',
      '/shop?category=hoodies',
      '/cart',
      '/mei',
      '/mei/creation',
      '/mei/creation/?creation_id=cr_1',
      '/mei/creation?creation_id=cr_1&items=cr_2',
      '/not-a-name/creation?creation_id=cr_1',
      `/mei/creation?creation_id=${'x'.repeat(101)}`,
    ])
      expect(at(path), path).toBeNull();
  });
});

describe('image preloads (the addresses the components request)', () => {
  it('tiles: three everywhere, four more on wide windows; no srcset for outside images', () => {
    const items = Array.from({ length: 9 }, (_, index) => ({ creation_media: [{ url: `c${index}.jpg` }] }));
    const images = firstRowImages(items);
    expect(images).toHaveLength(7);
    expect(images[0]).toEqual({
      href: '/api/img/original/c0.jpg?w=500',
      srcset:
        '/api/img/original/c0.jpg?w=500 500w, /api/img/original/c0.jpg?w=1200 1200w, /api/img/original/c0.jpg?w=1500 1500w',
      sizes: '(max-width: 768px) 34vw, 15vw',
    });
    expect(images[3]?.media).toBe('(min-width: 769px)');
    expect(firstRowImages([{ creation_media: [{ url: 'https://cdn.example/x.jpg' }] }, {}])).toEqual([
      { href: 'https://cdn.example/x.jpg' },
    ]);
    expect(firstRowImages([{ creation_media: [{ url: 'data:image/png;base64,AAAA' }] }])).toEqual([]);
  });

  it('the banner when it is on', () => {
    expect(bannerImage({ banner: { enabled: true, url: 'b.jpg' } })).toEqual([
      {
        href: '/api/img/original/b.jpg?w=1500',
        srcset: '/api/img/original/b.jpg?w=1200 1200w, /api/img/original/b.jpg?w=2048 2048w',
        sizes: '100vw',
      },
    ]);
    expect(bannerImage({ banner: { enabled: false, url: 'b.jpg' } })).toEqual([]);
    expect(bannerImage({ banner: null })).toEqual([]);
  });

  it("the main site's hero picture, as the hero asks for it; none on a creator shop", () => {
    expect(heroImage({})).toEqual([
      {
        href: '/home/hero-800.webp',
        srcset: '/home/hero-480.webp 480w, /home/hero-800.webp 800w, /home/hero-1200.webp 1200w',
        sizes: '(max-width: 768px) 100vw, min(50vw, 640px)',
      },
    ]);
    expect(heroImage({ creator: { at_name: 'mei' } })).toEqual([]);
  });

  it('the first two trend images by order, sized by the columns they span', () => {
    const trend = (order: number, size: [number, number], type = 'image') => ({
      order,
      data: { uid: `t${order}`, category: 'x', size, type, url: `t${order}.jpg` },
    });
    const images = trendImages({
      trendMedia: [trend(2, [1, 1]), trend(1, [2, 2]), trend(0, [3, 2])] as never,
    });
    expect(images.map((image) => [image.href, image.sizes])).toEqual([
      ['/api/img/original/t0.jpg?w=1024', '(max-width: 768px) 100vw, 43vw'],
      ['/api/img/original/t1.jpg?w=1024', '(max-width: 768px) 67vw, 29vw'],
    ]);
    expect(images[0]?.srcset).toBe(
      '/api/img/original/t0.jpg?w=500 500w, /api/img/original/t0.jpg?w=1200 1200w, /api/img/original/t0.jpg?w=1500 1500w',
    );
    expect(trendImages({ trendMedia: [trend(0, [2, 2], 'video'), trend(1, [1, 1])] as never })).toHaveLength(
      1,
    );
  });

  it("the gallery's first shown plate, when it is an image", () => {
    expect(
      galleryImage([
        { type: 'empty', url: 'x.jpg' },
        { type: 'image/upload', url: 'g.jpg' },
      ]),
    ).toEqual([
      {
        href: '/api/img/original/g.jpg?w=1200',
        srcset:
          '/api/img/original/g.jpg?w=500 500w, /api/img/original/g.jpg?w=800 800w, ' +
          '/api/img/original/g.jpg?w=1200 1200w, /api/img/original/g.jpg?w=1500 1500w',
        sizes: '(max-width: 900px) 100vw, 55vw',
      },
    ]);
    expect(
      galleryImage([
        { type: 'video', url: 'v.mp4' },
        { type: 'image/upload', url: 'g.jpg' },
      ]),
    ).toEqual([]);
    expect(galleryImage([])).toEqual([]);
  });

  it("asks for a grid's first page as the web app does", () => {
    expect(creationsPath({ tab: 'trending' })).toBe('/api/creations?tab=trending&limit=30');
    expect(creationsPath({})).toBe('/api/creations?limit=30');
  });
});

describe('jsonForScript', () => {
  it('never lets a string end the script, and reads back to the same value', () => {
    const value = { name: '</script><script>alert(1)</script>', other: '<!-- & \u2028\u2029 -->' };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('firstScreen', () => {
  it('writes the answers in the order asked, whichever the API finishes first', async () => {
    const orders: string[][] = [];
    for (const late of ['/api/auth/session', '/api/home', '/api/creations?limit=30']) {
      const screen = await firstScreen({ kind: 'shop' }, async (path) => {
        // The late one answers after the others have been answered.
        if (path === late) await new Promise((resolve) => setImmediate(resolve));
        return { path };
      });
      orders.push(Object.keys(screen.answers));
    }
    expect(orders[0]).toEqual(['/api/auth/session', '/api/home', '/api/creations?limit=30']);
    expect(orders[1]).toEqual(orders[0]);
    expect(orders[2]).toEqual(orders[0]);
  });
});
