/**
 * Runs the engine's Viewer in Debian's Chromium (WebGL through SwiftShader) with
 * Playwright: ./page is built with Vite into a temporary folder and served on 127.0.0.1
 * together with assets/ (under /assets/). Needs no network beyond that local server.
 */
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CaptureOptions } from '@atelier/engine';
import type { DesignDocumentInput } from '@atelier/schema';
import type { Browser } from 'playwright';
import { chromium } from 'playwright';
import { build } from 'vite';
import type { RenderRequest } from './page/main.js';

const here = fileURLToPath(new URL('.', import.meta.url));
const pageDir = join(here, 'page');

const MIME: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.glb': 'model/gltf-binary',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.exr': 'application/octet-stream',
  '.hdr': 'application/octet-stream',
};

export interface Renderer {
  /** Applies `design` in the engine's Viewer and answers `captureThumbnail(capture)`'s bytes. */
  render(design: DesignDocumentInput, capture: CaptureOptions): Promise<Buffer>;
  close(): Promise<void>;
}

/** The file under `root` a request path names, or null outside it. */
function inside(root: string, path: string): string | null {
  const full = normalize(join(root, path));
  return full.startsWith(root + sep) ? full : null;
}

function serve(outDir: string, assetsDir: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = path.startsWith('/assets/')
      ? inside(assetsDir, path.slice('/assets/'.length))
      : inside(outDir, path === '/' ? 'index.html' : path.slice(1));
    const fail = () => response.writeHead(404).end();
    if (!file) return fail();
    stat(file).then(
      (info) => {
        if (!info.isFile()) return fail();
        response.writeHead(200, {
          'content-type': MIME[extname(file)] ?? 'application/octet-stream',
          'content-length': info.size,
        });
        createReadStream(file).pipe(response);
      },
      () => fail(),
    );
  });
  return new Promise((ready) => server.listen(0, '127.0.0.1', () => ready(server)));
}

export async function openRenderer(assetsDir: string): Promise<Renderer> {
  const { chromiumArgs, chromiumExecutable } = (await import(
    // The root script is plain JS with a .d.mts next to it.
    resolve(here, '../../../../scripts/chromium.mjs')
  )) as { chromiumArgs: string[]; chromiumExecutable: string };

  const outDir = await mkdtemp(join(tmpdir(), 'atelier-assets-render-'));
  await build({
    root: pageDir,
    configFile: false,
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: true,
      // Not 'assets': that path serves the demo assets.
      assetsDir: 'chunks',
      chunkSizeWarningLimit: 4000,
    },
    worker: { format: 'es' },
  });
  const server = await serve(outDir, resolve(assetsDir));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  let browser: Browser | null = null;
  const close = async () => {
    await browser?.close();
    await new Promise((done) => server.close(done));
    await rm(outDir, { recursive: true, force: true });
  };
  try {
    browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
    const page = await browser.newPage({ viewport: { width: 256, height: 256 } });
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') console.error('[page]', m.text());
    });
    page.on('pageerror', (e) => console.error('[page]', e.message));
    await page.goto(`${origin}/index.html`);
    await page.waitForFunction(() => window.atelierReady === true);
    return {
      async render(design, capture) {
        const request: RenderRequest = { design, capture };
        // Passed as unknown: Playwright's serialisable-type check does not finish on a design.
        const base64 = await page.evaluate(
          (r: unknown) => window.atelierRender!(r as RenderRequest),
          request as unknown,
        );
        return Buffer.from(base64, 'base64');
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
