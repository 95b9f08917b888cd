/**
 * Drives the three.js page in ./page with Playwright and Debian's Chromium (WebGL through
 * SwiftShader) to render thumbnails and screenshots. Needs no network: every request is
 * answered from the file system.
 */
import { readFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright';
import { chromium } from 'playwright';

const here = fileURLToPath(new URL('.', import.meta.url));
export const ORIGIN = 'http://atelier-assets.local';

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

export interface RenderPart {
  color?: string;
  diffuse?: string;
  normal?: string;
  opacity?: string;
  roughness: number;
  metalness: number;
  repeat?: [number, number];
  normalScale?: number;
}

export interface RenderOptions {
  /** URL under ORIGIN, e.g. `${ORIGIN}/assets/models/tshirt.glb`. */
  model: string;
  width: number;
  height: number;
  parts: Record<string, RenderPart>;
  decal?: { part: string; url: string; rect: [number, number, number]; rotation?: number };
  environment: string;
  environmentIntensity?: number;
  background?: string | null;
  yaw?: number;
  pitch?: number;
  turn?: number;
  margin?: number;
  exposure?: number;
  keyIntensity?: number;
  fillIntensity?: number;
  shadowOpacity?: number;
  ground?: boolean;
  pixelRatio?: number;
}

export interface Renderer {
  render(o: RenderOptions): Promise<Buffer>;
  close(): Promise<void>;
}

export async function openRenderer(assetsDir: string): Promise<Renderer> {
  const { chromiumArgs, chromiumExecutable } = (await import(
    // The root script is plain JS with a .d.mts next to it.
    resolve(here, '../../../../scripts/chromium.mjs')
  )) as { chromiumArgs: string[]; chromiumExecutable: string };
  const threeDir = resolve(here, '../../node_modules/three');
  const browser: Browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
  const page: Page = await browser.newPage();
  page.on('console', (m) => {
    if (m.type() === 'error') console.error('[page]', m.text());
  });
  page.on('pageerror', (e) => console.error('[page]', e.message));
  await page.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.origin !== ORIGIN) return route.abort();
    const p = decodeURIComponent(url.pathname);
    let file: string | null = null;
    if (p.startsWith('/three/')) file = join(threeDir, p.slice('/three/'.length));
    else if (p.startsWith('/page/')) file = join(here, 'page', p.slice('/page/'.length));
    else if (p.startsWith('/assets/')) file = join(assetsDir, p.slice('/assets/'.length));
    else if (p === '/' || p === '/index.html') file = join(here, 'page', 'index.html');
    if (!file) return route.fulfill({ status: 404, body: 'not found' });
    try {
      const body = await readFile(file);
      return route.fulfill({
        status: 200,
        body,
        contentType: MIME[extname(file)] ?? 'application/octet-stream',
      });
    } catch {
      return route.fulfill({ status: 404, body: 'not found' });
    }
  });
  await page.goto(`${ORIGIN}/index.html`);
  await page.waitForFunction(() => (window as unknown as { rendererReady?: boolean }).rendererReady === true);
  return {
    async render(o) {
      await page.setViewportSize({ width: o.width, height: o.height });
      const dataUrl = await page.evaluate(
        (opts) => (window as unknown as { renderGarment(o: unknown): Promise<string> }).renderGarment(opts),
        o,
      );
      return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
    },
    close: () => browser.close(),
  };
}
