import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnDatabases } from '../test/harness';
import { buildStore, type TestStore } from '../test/store';

/** A built storefront in miniature: the page markers of apps/web/index.html. */
const web = mkdtempSync(join(tmpdir(), 'atelier-shop-pages-'));
mkdirSync(join(web, 'assets'));
writeFileSync(
  join(web, 'index.html'),
  `<!doctype html><html lang="en"><head><title>Atelier</title><!--app:head--></head>
<body><div id="root"></div><!--app:data--></body></html>`,
);
afterAll(() => rmSync(web, { recursive: true, force: true }));

describeOnDatabases(
  'pages on creator sub-domains (issue 18)',
  (suite) => {
    let store: TestStore;
    beforeAll(async () => {
      store = await buildStore(suite().database.db, { creations: 1 });
    });

    it('an unknown sub-domain answers every page with the not-found status 404', async () => {
      const { client } = suite();
      const host = `nobody${store.tag}.atelier.test`;
      for (const path of ['/', '/shop', '/creators', '/?tab=latest']) {
        const page = await client.get(path, { headers: { host } });
        expect(page.status, path).toBe(404);
        expect(page.headers.get('content-type')).toContain('text/html');
        // The app itself, which shows the not-found page (the home API answers 404 too).
        expect(page.text).toContain('<div id="root">');
        expect(page.text).not.toContain('atelier-data');
      }
      // A 404 is never a 304, whatever the browser had.
      const again = await client.get('/', { headers: { host, 'if-none-match': '*' } });
      expect(again.status).toBe(404);
    });

    it('a creator’s sub-domain and the main site answer 200 with the home data in the page', async () => {
      const { client } = suite();
      const shop = await client.get('/', { headers: { host: `${store.creator.at_name}.atelier.test` } });
      expect(shop.status).toBe(200);
      expect(shop.text).toContain(`"creatorAtName":"${store.creator.at_name}"`);
      for (const host of ['atelier.test', 'www.atelier.test', 'dev.atelier.test', 'go.atelier.test']) {
        const main = await client.get('/shop', { headers: { host } });
        expect(main.status, host).toBe(200);
      }
      const devShop = await client.get('/cart', {
        headers: { host: `${store.creator.at_name}-dev.atelier.test` },
      });
      expect(devShop.status).toBe(200);
    });
  },
  { webDist: web, settings: { firstScreenTimeoutMs: 60_000 } },
);
