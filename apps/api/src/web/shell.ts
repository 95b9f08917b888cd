import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { SESSION_COOKIE } from '../auth/sessions';
import { inlineScriptHashes } from '../http/security-headers';
import type { Logger } from '../http/logger';
import { documentLanguage, withDocumentLanguage } from './document-language';
import { handleOfRoute, isClientRoute } from './client-routes';
import { type FirstScreen, firstScreen, storefrontPageOf } from './first-screen';
import { holdCodeUntilPainted } from './code-after-paint';
import { jsonForScript, linkTag } from './html';
import { htmlResponse } from './html-response';
import { HOME_PATH, shopOfHost } from './shop-host';

/**
 * The storefront's HTML (the built `index.html`), written per request. For home, shop and a
 * creation's page the server adds what the first screen needs (`first-screen.ts`): the API
 * answers the page would ask for (`<script type="application/json" id="atelier-data">`, read
 * by `apps/web/src/api/bootData.ts` into the query cache), `<link rel="preload" as="image">`
 * for the images of its largest paint and `modulepreload` for its route chunks. The answers
 * are the API's own, asked for in-process with the visitor's cookie and host: a guest gets
 * the guest's data, a signed-in visitor their own (that HTML is `private`), a creator's
 * sub-domain its shop.
 *
 * `index.html` marks where things go: `<!--app:head-->` (links), `<!--app:data-->` (the
 * answers) and `<!--app:preload-->...<!--/app:preload-->`, the page's own `fetch` preloads of
 * the API, dropped when the answers are in the page (they would be fetched for nothing).
 */

export const BOOT_DATA_ID = 'atelier-data';

const MARK_HEAD = '<!--app:head-->';
const MARK_DATA = '<!--app:data-->';
const PRELOADS = /<!--app:preload-->[\s\S]*?<!--\/app:preload-->\s*/;
/** The static shell's loading box (apps/web/index.html), where the first paint's markup goes. */
const LOADING = '<div class="page-loading"></div>';

export interface WebShellOptions {
  webDist: string;
  /** Answers an API GET in-process, with the headers given (the page request's cookie, host...). */
  fetchApi: (path: string, headers: Headers, page: Context) => Response | Promise<Response>;
  logger: Logger;
  /** The page goes without its data when the API takes longer than this (ms); default 1500. */
  timeoutMs?: number;
  /** Whether a person or a producer has this handle: a page of nobody's handle answers 404. */
  handleExists?: (handle: string) => Promise<boolean>;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}

interface Template {
  html: string;
  manifest: Record<string, ManifestChunk>;
  stamp: string;
  /** The CSP hashes of the built page's own inline scripts (computed before any data is written in). */
  scriptHashes?: string[];
}

/** Headers of the page request that the API reads: who (cookie), which shop (host), which language. */
const FORWARDED = [
  'cookie',
  'host',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-for',
  'accept-language',
  'user-agent',
];

function stampOf(path: string): string {
  return existsSync(path) ? String(statSync(path).mtimeMs) : '-';
}

/** The built files, read again when a build replaces them. */
function templateLoader(webDist: string) {
  const indexPath = join(webDist, 'index.html');
  const manifestPath = join(webDist, '.vite', 'manifest.json');
  let cached: Template | null = null;
  return (): Template => {
    const stamp = `${stampOf(indexPath)}:${stampOf(manifestPath)}`;
    if (cached?.stamp === stamp) return cached;
    let manifest: Record<string, ManifestChunk> = {};
    try {
      manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
    } catch {
      // No manifest (an older build, or a test's page): no module preloads.
    }
    const html = readFileSync(indexPath, 'utf8');
    cached = { html, manifest, stamp, scriptHashes: inlineScriptHashes(html) };
    return cached;
  };
}

/** The chunk files of `modules` and everything they import statically, minus those the page already loads. */
export function routeChunks(
  manifest: Record<string, ManifestChunk>,
  modules: readonly string[],
  html: string,
): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    if (!html.includes(`/${chunk.file}"`)) files.push(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return files;
}

function insert(html: string, marker: string, fallbackBefore: string, text: string): string {
  if (html.includes(marker)) return html.replace(marker, () => text);
  const at = html.lastIndexOf(fallbackBefore);
  return at >= 0 ? `${html.slice(0, at)}${text}${html.slice(at)}` : `${html}${text}`;
}

/** The page with the first screen's links and data written in. */
export function writeFirstScreen(template: Template, screen: FirstScreen): string {
  const chunks = routeChunks(template.manifest, screen.modules, template.html);
  const links = [
    ...screen.images.map((image) =>
      linkTag({
        rel: 'preload',
        as: 'image',
        href: image.href,
        imagesrcset: image.srcset,
        imagesizes: image.sizes,
        media: image.media,
        fetchpriority: 'high',
      }),
    ),
    // With a first paint the code waits for the picture (code-after-paint.ts), chunks included.
    ...(screen.markup ? [] : chunks).map((href) =>
      // Low, as the built page's own (apps/web/vite.config.ts): the pictures and the painted HTML first.
      linkTag({ rel: 'modulepreload', crossorigin: true, href, fetchpriority: 'low' }),
    ),
  ];
  const data = `<script type="application/json" id="${BOOT_DATA_ID}">${jsonForScript({ answers: screen.answers })}</script>`;
  let html = template.html.replace(PRELOADS, '');
  // The largest paint in place of the loading box, so it does not wait for the scripts, and
  // the scripts after it.
  if (screen.markup)
    html = holdCodeUntilPainted(
      html.replace(LOADING, () => screen.markup ?? ''),
      chunks,
    );
  html = insert(html, MARK_HEAD, '</head>', links.join(''));
  return insert(html, MARK_DATA, '</body>', data);
}

export function webShell(options: WebShellOptions) {
  const load = templateLoader(options.webDist);

  async function getJson(path: string, headers: Headers, c: Context): Promise<unknown> {
    const response = await options.fetchApi(path, headers, c);
    if (response.status !== 200 || !(response.headers.get('content-type') ?? '').includes('json'))
      return null;
    return response.json();
  }

  return async (c: Context): Promise<Response> => {
    const built = load();
    // Issue 18: `<html lang dir>` from the visitor's language, so right-to-left pages mirror at once.
    const template = { ...built, html: withDocumentLanguage(built.html, documentLanguage(c)) };
    // Only the built page's scripts run: no 'unsafe-inline'; the data goes in a JSON block.
    const policy = { scriptHashes: built.scriptHashes ?? [] };
    const url = new URL(c.req.url);
    const page = storefrontPageOf(url);
    const headers = new Headers({ accept: 'application/json' });
    for (const name of FORWARDED) {
      const value = c.req.header(name);
      if (value !== undefined) headers.set(name, value);
    }
    // Issue 18: every page of an unknown sub-domain is the not-found page, with its status.
    const shop = await shopOfHost(c, (path) => options.fetchApi(path, headers, c), options.timeoutMs ?? 1500);
    if (shop.status === 'unknown') return htmlResponse(c, template.html, false, 404, policy);
    // An address that is no route of the web app: its not-found page, with the status to match.
    if (url.pathname !== '/index.html' && !isClientRoute(url.pathname))
      return htmlResponse(c, template.html, false, 404, policy);
    // A profile or creation address of a handle nobody has: the same page, with its status.
    const handle = handleOfRoute(url.pathname);
    if (handle && options.handleExists && !(await options.handleExists(handle)))
      return htmlResponse(c, template.html, false, 404, policy);
    // Other pages get the built page as it is: nothing in it depends on the visitor.
    if (!page) return htmlResponse(c, template.html, false, 200, policy);
    const personal = getCookie(c, SESSION_COOKIE) !== undefined;
    let screen: FirstScreen;
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      screen = await Promise.race([
        firstScreen(page, (path) =>
          path === HOME_PATH && shop.home !== undefined
            ? Promise.resolve(shop.home)
            : getJson(path, headers, c),
        ),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('timed out')), options.timeoutMs ?? 1500);
        }),
      ]);
    } catch (error) {
      // The page still works without: it asks the API itself.
      options.logger.warn('first screen data failed', {
        path: url.pathname,
        error: error instanceof Error ? error.message : String(error),
      });
      return htmlResponse(c, template.html, false, 200, policy);
    } finally {
      clearTimeout(timer);
    }
    return htmlResponse(c, writeFirstScreen(template, screen), personal, 200, policy);
  };
}
