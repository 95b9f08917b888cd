/* eslint-disable @typescript-eslint/no-explicit-any -- tests read JSON answers loosely */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCreation } from '../db/builders';
import { describeOnDatabases } from '../test/harness';
import { memoryLogger } from '../http/logger';
import { buildStore, signIn, type TestStore } from '../test/store';
import { webShell } from './shell';

/** A built storefront in miniature: the markers of apps/web/index.html and a Vite manifest. */
const web = mkdtempSync(join(tmpdir(), 'atelier-shell-'));
mkdirSync(join(web, 'assets'));
mkdirSync(join(web, '.vite'));
writeFileSync(
  join(web, 'index.html'),
  `<!doctype html>
<html lang="en">
  <head>
    <title>Atelier</title>
    <!--app:head-->
    <!--app:preload-->
    <link rel="preload" href="/api/auth/session" as="fetch" crossorigin />
    <!--/app:preload-->
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-1.js">
    <link rel="stylesheet" crossorigin href="/assets/style-1.css">
  </head>
  <body>
    <div id="root"><main id="main" class="shell-main"><div class="page-loading"></div></main></div>
    <!--app:data-->
  </body>
</html>
`,
);
writeFileSync(
  join(web, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared-1.js'] },
    '_shared-1.js': { file: 'assets/shared-1.js' },
    '_grid-1.js': { file: 'assets/grid-1.js', imports: ['_shared-1.js', 'index.html'] },
    'src/storefront/shop/ShopPage.tsx': {
      file: 'assets/ShopPage-1.js',
      imports: ['index.html', '_grid-1.js'],
    },
    'src/storefront/home/HomePage.tsx': { file: 'assets/HomePage-1.js', imports: ['_grid-1.js'] },
    'src/account/CreatorPage.tsx': { file: 'assets/CreatorPage-1.js', imports: ['_grid-1.js'] },
    'src/storefront/detail/CreationDetailPage.tsx': { file: 'assets/CreationDetailPage-1.js' },
  }),
);
afterAll(() => rmSync(web, { recursive: true, force: true }));

const XSS = '</script><script>alert(1)</script>';

/** The answers the page carries, read back as the web app reads them. */
function bootData(html: string): Record<string, any> {
  const match = /<script type="application\/json" id="atelier-data">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no data in the page');
  return JSON.parse(match[1] ?? '').answers;
}

const links = (html: string, rel: string) =>
  [...html.matchAll(/<link [^>]*>/g)].map((m) => m[0]).filter((tag) => tag.includes(`rel="${rel}"`));

describeOnDatabases(
  'storefront pages with their first screen',
  (suite) => {
    let store: TestStore;
    let xssId: string;
    beforeAll(async () => {
      const { db } = suite().database;
      store = await buildStore(db);
      xssId = await insertCreation(db, {
        userId: store.creator.id,
        prebuildId: store.prebuildId,
        producerId: store.producerId,
        name: XSS,
        description: `<img src=x onerror=alert(2)> \u2028 & \u2029 <!-- -->`,
        totalPrice: 10_000,
        mediaUrls: ['/uploads/x"><script>alert(3)</script>.png'],
        createdAt: new Date(Date.UTC(2024, 5, 1)),
      });
    });

    it('shop: the API answers in the page, exactly as the API gives them, and the fetch preloads gone', async () => {
      const { client } = suite();
      const page = await client.get('/shop');
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(page.headers.get('etag')).toMatch(/^W\/"/);
      const answers = bootData(page.text);
      expect(Object.keys(answers).sort()).toEqual([
        '/api/auth/session',
        '/api/creations?limit=30',
        '/api/home',
      ]);
      expect(answers['/api/auth/session']).toEqual({ session: null });
      expect(answers['/api/creations?limit=30']).toEqual((await client.get('/api/creations?limit=30')).body);
      expect(answers['/api/home']).toEqual((await client.get('/api/home')).body);
      expect(page.text).not.toContain('as="fetch"');
      expect(page.text).not.toContain('<!--app:');
    });

    it('shop: preloads the first row of tiles as the grid requests them, and the route chunks not yet in the page', async () => {
      const { client } = suite();
      const page = await client.get('/shop');
      const first = (await client.get('/api/creations?limit=30')).body.items[0];
      const images = links(page.text, 'preload');
      expect(images.length).toBeGreaterThan(0);
      expect(images[0]).toBe(
        `<link rel="preload" as="image" href="/api/img/original/${first.creation_media[0].url}?w=500" ` +
          `imagesrcset="/api/img/original/${first.creation_media[0].url}?w=500 500w, ` +
          `/api/img/original/${first.creation_media[0].url}?w=1200 1200w, ` +
          `/api/img/original/${first.creation_media[0].url}?w=1500 1500w" ` +
          `imagesizes="(max-width: 768px) 34vw, 15vw" fetchpriority="high">`,
      );
      // The narrow grid's first row (3) everywhere; the wide grid's other 4 only on wide windows.
      expect(images.slice(0, 3).every((tag) => !tag.includes('media='))).toBe(true);
      expect(images.slice(3).every((tag) => tag.includes('media="(min-width: 769px)"'))).toBe(true);
      // shared-1.js (the page's own link) and the entry are in the page already.
      // The first row is in the HTML (first-paint.ts): the code, the route's chunks included,
      // waits for its first picture (code-after-paint.ts).
      expect(links(page.text, 'modulepreload')).toEqual([]);
      const list = /<script type="application\/json" id="atelier-code">([\s\S]*?)<\/script>/.exec(page.text);
      expect(JSON.parse(list?.[1] ?? 'null')).toEqual({
        entry: '/assets/index-1.js',
        preload: ['/assets/shared-1.js', '/assets/ShopPage-1.js', '/assets/grid-1.js'],
      });
      // The tiles of the first paint are the preloads: one download each; the wide row's last
      // four lazy (a phone hides them and fetches none).
      const row = /<ul class="ui-media-grid first-paint__grid">([\s\S]*?)<\/ul>/.exec(page.text)?.[1] ?? '';
      const pictures = [...row.matchAll(/<img ([^>]*)>/g)].map((match) => match[1] ?? '');
      expect(pictures).toHaveLength(images.length);
      pictures.forEach((picture, index) => {
        expect(picture).toContain(`src="${/href="([^"]+)"/.exec(images[index] ?? '')?.[1]}"`);
        expect(picture).toContain(index < 3 ? 'fetchpriority="high"' : 'loading="lazy"');
      });
    });

    it('home: the first tab (or the asked one) with its grid; other parameters get the plain page', async () => {
      const { client } = suite();
      const tabs: string[] = (await client.get('/api/home')).body.tabs;
      expect(tabs.length).toBeGreaterThan(1);
      const plain = bootData((await client.get('/')).text);
      expect(Object.keys(plain)).toContain(`/api/creations?tab=${tabs[0]}&limit=30`);
      const asked = bootData((await client.get(`/?tab=${tabs[1]}`)).text);
      expect(Object.keys(asked)).toContain(`/api/creations?tab=${tabs[1]}&limit=30`);
      const unknown = bootData((await client.get('/?tab=nope')).text);
      expect(Object.keys(unknown)).toContain(`/api/creations?tab=${tabs[0]}&limit=30`);
      const overlay = await client.get(`/?items=${store.published[0]}`);
      expect(overlay.status).toBe(200);
      expect(overlay.text).not.toContain('atelier-data');
      expect(overlay.text).toContain(
        '<link rel="preload" href="/api/auth/session" as="fetch" crossorigin />',
      );
    });

    it("a creation's page: the creation and its creator, and the gallery's first image", async () => {
      const { client } = suite();
      const id = store.published[1] as string;
      const page = await client.get(`/${store.creator.at_name}/creation?creation_id=${id}`);
      const answers = bootData(page.text);
      expect(answers[`/api/creations/${id}`]).toEqual((await client.get(`/api/creations/${id}`)).body);
      expect(answers[`/api/users/${store.creator.at_name}`]).toEqual(
        (await client.get(`/api/users/${store.creator.at_name}`)).body,
      );
      expect(links(page.text, 'preload')).toEqual([
        '<link rel="preload" as="image" href="/api/img/original/m1.png?w=1200" ' +
          'imagesrcset="/api/img/original/m1.png?w=500 500w, /api/img/original/m1.png?w=800 800w, ' +
          '/api/img/original/m1.png?w=1200 1200w, /api/img/original/m1.png?w=1500 1500w" ' +
          'imagesizes="(max-width: 900px) 100vw, 55vw" fetchpriority="high">',
      ]);
      // The first gallery picture is in the HTML: the code waits for it (code-after-paint.ts).
      // No script or module preload in the head; the page's loader gets the entry and every
      // chunk, the page's own and the route's, from the list.
      expect(links(page.text, 'modulepreload')).toEqual([]);
      expect(page.text).not.toContain('<script type="module"');
      const list = /<script type="application\/json" id="atelier-code">([\s\S]*?)<\/script>/.exec(page.text);
      expect(JSON.parse(list?.[1] ?? 'null')).toEqual({
        entry: '/assets/index-1.js',
        preload: [
          '/assets/shared-1.js',
          '/assets/CreatorPage-1.js',
          '/assets/grid-1.js',
          '/assets/CreationDetailPage-1.js',
        ],
      });
      // Pages without a first paint keep their scripts in the head, the route's at low priority.
      const filtered = (await client.get('/shop?category=hoodies')).text;
      expect(filtered).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
      const empty = (await client.get('/', { headers: { host: `${store.creator.at_name}.localhost:3000` } }))
        .text;
      expect(empty).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
      expect(links(empty, 'modulepreload')).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/HomePage-1.js" fetchpriority="low">',
      );
    });

    it('draws the largest paint before the scripts: the hero picture, the first gallery plate', async () => {
      const { client } = suite();
      const home = (await client.get('/')).text;
      expect(home).not.toContain('<div class="page-loading"></div>');
      const hero = /<div class="page page--wide home" data-first-paint>[\s\S]*?<\/section><\/div>/.exec(
        home,
      )?.[0];
      expect(hero).toContain('<div class="home-hero__text"></div>');
      expect(hero).toContain(
        '<img src="/home/hero-800.webp" srcset="/home/hero-480.webp 480w, /home/hero-800.webp 800w, ' +
          '/home/hero-1200.webp 1200w" sizes="(max-width: 768px) 100vw, min(50vw, 640px)" width="1200" ' +
          'height="900" alt="" fetchpriority="high" decoding="async">',
      );
      const id = store.published[1] as string;
      const detail = (await client.get(`/${store.creator.at_name}/creation?creation_id=${id}`)).text;
      const plate = /<li class="gallery__plate"[^>]*>(<img [^>]*>)<\/li>/.exec(detail)?.[1];
      // The same address, srcset and sizes as the preload: one download for both.
      const preload = links(detail, 'preload')[0] ?? '';
      expect(plate).toContain(`src="${/href="([^"]+)"/.exec(preload)?.[1]}"`);
      expect(plate).toContain(`srcset="${/imagesrcset="([^"]+)"/.exec(preload)?.[1]}"`);
      expect(plate).toContain('sizes="(max-width: 900px) 100vw, 55vw" width="1200" height="1500"');
      expect(detail).toContain(
        '<div class="ui-segmented first-paint__hold" data-size="md" aria-hidden="true">',
      );
      // A creator's shop has no hero (its own header comes with the app); a missing creation, nothing.
      const shop = (await client.get('/', { headers: { host: `${store.creator.at_name}.localhost:3000` } }))
        .text;
      expect(shop).toContain('<div class="page-loading"></div>');
      const missing = (await client.get(`/${store.creator.at_name}/creation?creation_id=cr_missing`)).text;
      expect(missing).toContain('<div class="page-loading"></div>');
    });

    it('writes stored text so that it cannot close the script or an attribute (XSS)', async () => {
      const { client } = suite();
      const page = await client.get(`/${store.creator.at_name}/creation?creation_id=${xssId}`);
      expect(page.status).toBe(200);
      expect(page.text).not.toContain('<script>alert');
      expect(page.text).not.toContain('<img src=x');
      expect(page.text).not.toContain('\u2028');
      expect(page.text).not.toContain('\u2029');
      // One data script, one module script: nothing else became a tag.
      expect(page.text.match(/<script/g)).toHaveLength(2);
      const answers = bootData(page.text);
      const api = (await client.get(`/api/creations/${xssId}`)).body;
      expect(api.creation.name).toBe(XSS);
      expect(answers[`/api/creations/${xssId}`]).toEqual(api);
      // The image address keeps its quote inside the attribute.
      const [image] = links(page.text, 'preload');
      expect(image).toBe(
        '<link rel="preload" as="image" href="/uploads/x&quot;&gt;&lt;script&gt;alert(3)&lt;/script&gt;.png" ' +
          'imagesrcset="/uploads/x&quot;&gt;&lt;script&gt;alert(3)&lt;/script&gt;.png 500w, ' +
          '/uploads/x&quot;&gt;&lt;script&gt;alert(3)&lt;/script&gt;.png 800w, ' +
          '/uploads/x&quot;&gt;&lt;script&gt;alert(3)&lt;/script&gt;.png 1200w, ' +
          '/uploads/x&quot;&gt;&lt;script&gt;alert(3)&lt;/script&gt;.png 1500w" ' +
          'imagesizes="(max-width: 900px) 100vw, 55vw" fetchpriority="high">',
      );
      // The first paint's picture too.
      expect(page.text).toContain(
        '<img src="/uploads/x&quot;&gt;&lt;script&gt;alert(3)&lt;/script&gt;.png" srcset=',
      );
      // The shop's first page lists it too, written just as safely.
      const shop = await client.get('/shop');
      expect(shop.text).not.toContain('<script>alert');
      expect(JSON.stringify(bootData(shop.text))).toContain(JSON.stringify(XSS));
    });

    it("gives a guest only a guest's data, and a signed-in visitor their own in a private page", async () => {
      const { client } = suite();
      // A draft: its creator's only (the API answers anyone else 404).
      const path = `/${store.creator.at_name}/creation?creation_id=${store.draftId}`;
      const guest = await client.get(path);
      expect(guest.status).toBe(200);
      expect(guest.headers.get('cache-control')).toBe('no-cache');
      expect(bootData(guest.text)).not.toHaveProperty(`/api/creations/${store.draftId}`);
      expect(guest.text).not.toContain(`Draft ${store.tag}`);

      const cookie = await signIn(client, store.creator.email);
      const owner = await client.get(path, { cookie });
      expect(owner.headers.get('cache-control')).toBe('private, no-cache');
      expect(owner.headers.get('vary')).toContain('Cookie');
      const answers = bootData(owner.text);
      expect(answers[`/api/creations/${store.draftId}`].creation).toMatchObject({
        name: `Draft ${store.tag}`,
        isOwner: true,
      });
      expect(answers['/api/auth/session'].session.user.at_name).toBe(store.creator.at_name);
    });

    it('a missing creation: the page without it (the app shows its not-found state)', async () => {
      const { client } = suite();
      const page = await client.get(`/${store.creator.at_name}/creation?creation_id=cr_missing`);
      expect(page.status).toBe(200);
      const answers = bootData(page.text);
      expect(answers).not.toHaveProperty('/api/creations/cr_missing');
      expect(links(page.text, 'preload')).toEqual([]);
    });

    it("a creator's sub-domain gets that creator's shop", async () => {
      const { client } = suite();
      const host = `${store.creator.at_name}.localhost:3000`;
      const page = await client.get('/', { headers: { host } });
      const answers = bootData(page.text);
      expect(answers['/api/home'].creator.at_name).toBe(store.creator.at_name);
      const grid = Object.entries(answers).find(([path]) => path.startsWith('/api/creations?'))?.[1];
      expect(grid.items.length).toBeGreaterThan(0);
      expect(new Set(grid.items.map((item: any) => item.user.at_name))).toEqual(
        new Set([store.creator.at_name]),
      );
    });

    it('revalidates with the ETag, and compresses as the browser accepts', async () => {
      const { client } = suite();
      const first = await client.get('/shop');
      expect(Object.keys(bootData(first.text))).toContain('/api/auth/session');
      const etag = first.headers.get('etag') ?? '';
      const again = await client.get('/shop', { headers: { 'if-none-match': etag } });
      expect(again.status).toBe(304);
      expect(again.text).toBe('');
      const response = await client.app.request('/shop', { headers: { 'accept-encoding': 'gzip, br' } });
      expect(response.headers.get('content-encoding')).toBe('br');
      const html = brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString('utf8');
      expect(html).toBe(first.text);
    });

    it('other pages get the built page unchanged; the build manifest is not served', async () => {
      const { client } = suite();
      const cart = await client.get('/cart');
      expect(cart.status).toBe(200);
      expect(cart.headers.get('cache-control')).toBe('no-cache');
      expect(cart.text).not.toContain('atelier-data');
      expect(cart.text).toContain('as="fetch"');
      expect((await client.get('/.vite/manifest.json')).status).toBe(404);
    });
  },
  {
    webDist: web,
    // These tests compare pages that carry their data: on a busy machine an API answer may
    // take longer than the production time limit, and a page sent without its data has
    // another body and ETag. They wait for the data instead; the limit itself is tested
    // below ('when the API does not answer').
    settings: { firstScreenTimeoutMs: 60_000 },
  },
);

describe('when the API does not answer', () => {
  it('sends the page without its data after the time limit, or when asking fails', async () => {
    const logger = memoryLogger();
    const slow = new Hono().get(
      '*',
      webShell({ webDist: web, logger, timeoutMs: 50, fetchApi: () => new Promise<Response>(() => {}) }),
    );
    const started = Date.now();
    const page = await slow.request('/shop');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).not.toContain('atelier-data');
    expect(html).toContain('as="fetch"');
    const failing = new Hono().get(
      '*',
      webShell({
        webDist: web,
        logger,
        fetchApi: () => {
          throw new Error('database down');
        },
      }),
    );
    expect(await (await failing.request('/')).text()).not.toContain('atelier-data');
    expect(logger.lines.map((line) => line.message)).toEqual([
      'first screen data failed',
      'first screen data failed',
    ]);
  });
});
