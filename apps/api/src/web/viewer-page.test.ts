/* eslint-disable @typescript-eslint/no-explicit-any -- tests read JSON answers loosely */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryLogger } from '../http/logger';
import { describeOnDatabases } from '../test/harness';
import { buildStore, type TestStore } from '../test/store';
import {
  IMAGE_TYPES_META,
  VIEWER_CONTEXT_ID,
  viewerPage,
  writeImageTypes,
  writeViewerPage,
} from './viewer-page';

/** The built viewer page in miniature: apps/viewer/index.html's head, body and entry script. */
const viewer = mkdtempSync(join(tmpdir(), 'atelier-viewer-page-'));
const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <title>Atelier 3D viewer</title>
    <script type="module" crossorigin src="/viewer/assets/main-1.js"></script>
  </head>
  <body>
    <div id="viewer" aria-label="3D view"></div>
  </body>
</html>
`;
writeFileSync(join(viewer, 'index.html'), BUILT);
afterAll(() => rmSync(viewer, { recursive: true, force: true }));

/** The context the page carries, read back as the viewer reads it. */
function pageContext(html: string): any {
  const match = new RegExp(
    `<script type="application/json" id="${VIEWER_CONTEXT_ID}">([\\s\\S]*?)</script>`,
  ).exec(html);
  return match ? JSON.parse(match[1] ?? '') : null;
}

const preloads = (html: string) => [...html.matchAll(/<link rel="preload"[^>]*>/g)].map((m) => m[0]);

describe('writeViewerPage', () => {
  it("preloads the creation's model as the engine fetches it, and writes the context escaped", () => {
    const context = {
      trustedOrigins: ['http://localhost'],
      creation: {
        id: 'cr_1',
        name: '</script><script>alert(1)</script>',
        model: { id: 'as_1', url: '/assets/models/tee.glb?x="><script>alert(2)</script>' },
      },
    };
    const html = writeViewerPage(BUILT, context);
    expect(preloads(html)).toEqual([
      '<link rel="preload" as="fetch" crossorigin href="/assets/models/tee.glb?x=&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;">',
    ]);
    expect(html.indexOf('<link rel="preload"')).toBeLessThan(html.indexOf('</head>'));
    expect(html).not.toContain('<script>alert');
    expect(pageContext(html)).toEqual(context);
  });

  it("shows the creation's poster in the viewer's root before any script runs, escaped", () => {
    const context = {
      trustedOrigins: ['http://localhost'],
      creation: {
        id: 'cr_1',
        poster: {
          src: '/api/img/original/img_1?w=1024&x="><script>alert(3)</script>',
          srcset: '/api/img/original/img_1?w=480 480w, /api/img/original/img_1?w=768 768w',
        },
      },
    };
    const html = writeViewerPage(BUILT, context);
    expect(html).toContain(
      '<div id="viewer" aria-label="3D view"><img class="viewer-poster" alt="" fetchpriority="high" ' +
        'src="/api/img/original/img_1?w=1024&amp;x=&quot;&gt;&lt;script&gt;alert(3)&lt;/script&gt;" ' +
        'srcset="/api/img/original/img_1?w=480 480w, /api/img/original/img_1?w=768 768w" sizes="100vw"></div>',
    );
    expect(html).not.toContain('<script>alert');
    // No poster, no image.
    expect(
      writeViewerPage(BUILT, { trustedOrigins: [], creation: { id: 'cr_1', poster: null } }),
    ).not.toContain('<img');
  });

  it('writes no preload when the context has no model', () => {
    const context = { trustedOrigins: ['http://localhost'], creationError: 'creation_not_found' };
    const html = writeViewerPage(BUILT, context);
    expect(preloads(html)).toEqual([]);
    expect(pageContext(html)).toEqual(context);
  });
});

describe('writeImageTypes', () => {
  const page = '<html><head><title>Viewer</title></head><body></body></html>';
  it("names the image types of a navigation's Accept (Chromium's, Firefox's), and none for Safari's", () => {
    const chromium =
      'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8';
    expect(writeImageTypes(page, chromium)).toBe(
      `<html><head><title>Viewer</title><meta name="${IMAGE_TYPES_META}" content="image/avif,image/webp"></head><body></body></html>`,
    );
    expect(writeImageTypes(page, 'text/html,image/webp,*/*;q=0.8')).toContain('content="image/webp"');
    expect(writeImageTypes(page, 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8')).toBe(
      page,
    );
    expect(writeImageTypes(page, 'text/html,image/avif;q=0,image/ktx2')).toBe(page);
    expect(writeImageTypes(page, undefined)).toBe(page);
  });
});

describeOnDatabases(
  'the viewer page with its context',
  (suite) => {
    let store: TestStore;
    beforeAll(async () => {
      store = await buildStore(suite().database.db);
    });

    it("carries exactly what GET /api/viewer/context answers for the page's address", async () => {
      const { client } = suite();
      const address = `creation=${store.published[0]}&host=${encodeURIComponent('http://localhost:5173')}`;
      const page = await client.get(`/viewer/?${address}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(page.headers.get('cache-control')).toBe('no-cache');
      const api = await client.get(`/api/viewer/context?${address}`);
      expect(pageContext(page.text)).toEqual(api.body);
      expect(pageContext(page.text).creation.id).toBe(store.published[0]);
      expect(pageContext(page.text).trustedOrigins).toEqual(['http://localhost', 'http://localhost:5173']);
    });

    it("names the navigation's image types, and varies by Accept", async () => {
      const { client } = suite();
      const address = `/viewer/?creation=${store.published[0]}`;
      const chromium = await client.get(address, {
        headers: { accept: 'text/html,image/avif,image/webp,image/apng,*/*;q=0.8' },
      });
      expect(chromium.text).toContain(`<meta name="${IMAGE_TYPES_META}" content="image/avif,image/webp">`);
      expect(chromium.headers.get('vary')).toMatch(/, Accept$/);
      const safari = await client.get(address, { headers: { accept: 'text/html,*/*;q=0.8' } });
      expect(safari.text).not.toContain(IMAGE_TYPES_META);
      expect(safari.headers.get('vary')).toMatch(/, Accept$/);
    });

    it("a private or missing creation's page says so, as the API does, with nothing to preload", async () => {
      const { client } = suite();
      const hidden = await client.get(`/viewer/index.html?creation=${store.privateId}`);
      expect(pageContext(hidden.text)).toEqual({
        trustedOrigins: ['http://localhost'],
        creationError: 'creation_private',
      });
      expect(preloads(hidden.text)).toEqual([]);
      const editor = await client.get('/viewer/');
      expect(pageContext(editor.text)).toEqual({ trustedOrigins: ['http://localhost'] });
    });

    it('a refused address gets the plain page: the viewer then asks, and shows the refusal', async () => {
      const { client } = suite();
      const page = await client.get(`/viewer/?creation=${'x'.repeat(101)}`);
      expect(page.status).toBe(200);
      expect(page.text).toBe(BUILT);
    });
  },
  {
    viewerDist: viewer,
    // The pages are compared with their context: on a busy machine an answer may take longer
    // than the production limit, which is tested below ('when the API does not answer').
    settings: { firstScreenTimeoutMs: 60_000, trustLocalhostPages: true },
  },
);

describe('the viewer page when the API does not answer', () => {
  it('sends the plain page after the time limit, or when asking fails, and logs why', async () => {
    const logger = memoryLogger();
    const slow = new Hono().get(
      '*',
      viewerPage({
        viewerDist: viewer,
        logger,
        timeoutMs: 50,
        fetchApi: () => new Promise<Response>(() => {}),
      }),
    );
    expect(await (await slow.request('/viewer/?creation=cr_1')).text()).toBe(BUILT);
    const failing = new Hono().get(
      '*',
      viewerPage({
        viewerDist: viewer,
        logger,
        fetchApi: () => {
          throw new Error('database down');
        },
      }),
    );
    expect(await (await failing.request('/viewer/')).text()).toBe(BUILT);
    expect(logger.lines.map((line) => line.message)).toEqual([
      'viewer context for the page failed',
      'viewer context for the page failed',
    ]);
  });
});
