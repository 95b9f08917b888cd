import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { migrateToLatest } from '../db/migrate';
import { sqliteTestDatabase, type TestDatabase } from '../test/databases';
import { describeOnDatabases } from '../test/harness';
import { buildStore, signIn, type TestStore } from '../test/store';
import { CLIENT_ROUTES } from './client-routes';

/**
 * Security headers of every answer, the pages' Content-Security-Policy (no inline script
 * runs unless the built page carried it), who may frame what (the viewer: the product and
 * the creation's partners; every other page: nobody), and real 404s for addresses that are
 * no page of the web app.
 */

const INLINE = "if (location.pathname === '/') console.log('preload');";
const web = mkdtempSync(join(tmpdir(), 'atelier-csp-web-'));
mkdirSync(join(web, 'assets'));
writeFileSync(
  join(web, 'index.html'),
  `<!doctype html>
<html lang="en">
  <head>
    <title>Atelier</title>
    <!--app:head-->
    <!--app:preload-->
    <link rel="preload" href="/api/auth/session" as="fetch" crossorigin />
    <script>${INLINE}</script>
    <!--/app:preload-->
    <script type="module" crossorigin src="/assets/index-1.js"></script>
  </head>
  <body>
    <div id="root"></div>
    <!--app:data-->
  </body>
</html>
`,
);
writeFileSync(join(web, 'assets', 'index-1.js'), 'console.log(1)');
const viewer = mkdtempSync(join(tmpdir(), 'atelier-csp-viewer-'));
writeFileSync(
  join(viewer, 'index.html'),
  '<!doctype html><html><head><title>viewer</title></head><body><div id="viewer"></div></body></html>',
);
afterAll(() => {
  rmSync(web, { recursive: true, force: true });
  rmSync(viewer, { recursive: true, force: true });
});

/** The policy as directive -> sources. */
function policyOf(headers: Headers): Map<string, string[]> {
  const header = headers.get('content-security-policy');
  if (!header) throw new Error('no Content-Security-Policy');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describeOnDatabases(
  'page security headers',
  (suite) => {
    let store: TestStore;
    let memberCookie: string;
    beforeAll(async () => {
      store = await buildStore(suite().database.db);
      memberCookie = await signIn(suite().client, store.producerMember.email);
    });

    it('a storefront page: CSP without inline scripts, no framing, nosniff, a referrer policy; no HSTS outside production', async () => {
      const page = await suite().client.get('/shop');
      expect(page.status).toBe(200);
      const policy = policyOf(page.headers);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'none'"]);
      expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
      expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
      expect(policy.get('script-src')).not.toContain("'wasm-unsafe-eval'");
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(page.headers.get('x-frame-options')).toBe('DENY');
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
      expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(page.headers.get('strict-transport-security')).toBeNull();
    });

    it("runs only the built page's own inline script (by its hash); the first screen's data is a JSON carrier", async () => {
      const plain = await suite().client.get('/?items=x');
      expect(plain.text).toContain(INLINE);
      expect(policyOf(plain.headers).get('script-src')).toEqual(["'self'", sha256(INLINE)]);
      const withData = await suite().client.get('/shop');
      expect(withData.text).toContain('<script type="application/json" id="atelier-data">');
      // Every other script element of the page loads a file of this origin.
      const scripts = [...withData.text.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] ?? '');
      expect(scripts.filter((attributes) => !/type="application\/json"|src="\//.test(attributes))).toEqual(
        [],
      );
    });

    it('API answers carry the headers too, with nothing to frame', async () => {
      const answer = await suite().client.get('/api/health');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(policyOf(answer.headers).get('frame-ancestors')).toEqual(["'none'"]);
    });

    it("the viewer is framed by the product's own origins and the creation's partner origins, nobody else", async () => {
      const { client } = suite();
      const producer = await client.get(`/api/producers/${store.producerAtName}`);
      const saved = await client.patch(
        `/api/producers/${store.producerAtName}`,
        {
          metadata: {
            ...producer.body.producer.metadata,
            partnerOrigins: ['https://shop.partner.example', 'https://*.partner.example'],
          },
        },
        { cookie: memberCookie },
      );
      expect(saved.status).toBe(200);
      const page = await client.get(`/viewer/?creation=${store.published[0]}`);
      expect(page.status).toBe(200);
      expect(policyOf(page.headers).get('frame-ancestors')).toEqual([
        "'self'",
        'http://localhost',
        'https://shop.partner.example',
        'https://*.partner.example',
      ]);
      expect(page.headers.get('x-frame-options')).toBeNull();
      expect(policyOf(page.headers).get('object-src')).toEqual(["'none'"]);
      // The viewer compiles WebAssembly (its geometry decoder), and still evaluates no JavaScript.
      expect(policyOf(page.headers).get('script-src')).toContain("'wasm-unsafe-eval'");
      expect(policyOf(page.headers).get('script-src')).not.toContain("'unsafe-eval'");
      // Without a creation (the editor's viewer): the product only.
      const editor = await client.get('/viewer/');
      expect(policyOf(editor.headers).get('frame-ancestors')).toEqual(["'self'", 'http://localhost']);
      // A development page on localhost is not trusted unless the server is told to.
      const local = await client.get(`/viewer/?creation=${store.published[0]}&host=http://localhost:5173`);
      expect(policyOf(local.headers).get('frame-ancestors')).not.toContain('http://localhost:5173');
    });

    it('an address that is no page of the web app answers its not-found page with 404; real routes 200', async () => {
      const { client } = suite();
      for (const path of [
        '/no/such/page/here',
        '/shop/extra',
        '/help/a/b',
        '/x.php',
        '/orders/1/2',
        // A handle nobody has: its profile and its creation pages.
        '/nobody_has_this_handle',
        '/nobody_has_this_handle/creation',
        '/pr_nobody/production',
      ]) {
        const answer = await client.get(path);
        expect(answer.status, path).toBe(404);
        expect(answer.headers.get('content-type'), path).toContain('text/html');
        expect(answer.text, path).toContain('<div id="root">');
      }
      for (const path of [
        '/',
        '/shop',
        '/trending',
        '/orders/o_1',
        '/help/refunds',
        '/editor',
        `/${store.creator.at_name}`,
        // Handles are found whatever their case.
        `/${store.creator.at_name.toUpperCase()}`,
        `/${store.creator.at_name}/creation`,
        `/${store.creator.at_name}/creation/cr_1/edit`,
        `/${store.producerAtName}/production/manage/sheet/o_1`,
        // A producer's page is reached by its id too.
        `/${store.producerId}/production`,
        `/${store.producerId}/production/`,
      ]) {
        expect((await client.get(path)).status, path).toBe(200);
      }
    });
  },
  { webDist: web, viewerDist: viewer, settings: { firstScreenTimeoutMs: 60_000 } },
);

describe('the server knows the web app routes', () => {
  it('has the same route table as apps/web/src/app/routes.tsx', () => {
    const source = readFileSync(
      fileURLToPath(new URL('../../../web/src/app/routes.tsx', import.meta.url)),
      'utf8',
    );
    const paths = [...source.matchAll(/<Route (index )?(?:path="([^"]*)")?/g)]
      .map((m) => (m[1] ? '/' : (m[2] ?? '')))
      .filter((path) => path !== '*' && path !== '')
      .map((path) => (path.startsWith('/') ? path : `/${path}`));
    expect([...new Set(paths)].sort()).toEqual([...CLIENT_ROUTES].sort());
  });
});

describe('in production', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = sqliteTestDatabase();
    await migrateToLatest(database.db);
  });
  afterAll(() => database.dispose());

  it('asks browsers to use HTTPS only (HSTS)', async () => {
    const app = createApp({ db: database.db, webDist: web, settings: { production: true } });
    const page = await app.request('/shop');
    expect(page.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const api = await app.request('/api/health');
    expect(api.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});
