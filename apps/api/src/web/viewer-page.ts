import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Context } from 'hono';
import type { Logger } from '../http/logger';
import { type PagePolicy, inlineScriptHashes } from '../http/security-headers';
import { namedImageTypes } from '../images/image-files';
import { escapeAttribute, jsonForScript, linkTag } from './html';
import { htmlResponse } from './html-response';

/**
 * The 3D viewer's page (the built `apps/viewer/index.html`), written per request so an
 * embedded viewer starts its downloads at once. Without this, the viewer's script has to
 * load and run before it asks `GET /api/viewer/context` whom to trust and what to show, and
 * only then asks for the model: three waits in a row before the first byte of the GLB.
 * The server asks its own API in-process for the same context the script would ask for and
 * writes it into the page (`<script type="application/json" id="viewer-context">`, read by
 * `apps/viewer/src/context.ts`), with a `preload` of the creation's model, which then
 * downloads while the viewer's script does.
 *
 * The context depends only on the address (the `creation` and `host` parameters) and the
 * server's own origin, never on the visitor, so the page is the same for everyone.
 *
 * Who may frame the page is the context's `trustedOrigins` (the CSP's frame-ancestors): the
 * product's origins and the creation's partners, the same list the protocol answers. Without
 * a context (the API did not answer), only the product's own origins.
 */

export const VIEWER_CONTEXT_ID = 'viewer-context';

export interface ViewerPageOptions {
  viewerDist: string;
  /** Answers an API GET in-process, with the headers given (the page request's host). */
  fetchApi: (path: string, headers: Headers, page: Context) => Response | Promise<Response>;
  logger: Logger;
  /** The page goes without its context when the API takes longer than this (ms); default 1500. */
  timeoutMs?: number;
  /** The product's origins (PUBLIC_ORIGINS): who may frame a page that goes without its context. */
  productOrigins?: readonly string[];
}

/** The frame-ancestors of a context answer: this origin and the origins it trusts. */
function ancestorsOf(context: unknown): string[] {
  const trusted = (context as { trustedOrigins?: unknown } | null)?.trustedOrigins;
  return [
    "'self'",
    ...(Array.isArray(trusted) ? trusted.filter((o): o is string => typeof o === 'string') : []),
  ];
}

/** The headers the viewer context depends on: the origin the viewer is served from. */
const FORWARDED = ['host', 'x-forwarded-host', 'x-forwarded-proto'];

/** The built page, read again when a build replaces it. */
function pageLoader(viewerDist: string) {
  const path = join(viewerDist, 'index.html');
  let cached: { html: string; stamp: number; scriptHashes: string[] } | null = null;
  return () => {
    const stamp = existsSync(path) ? statSync(path).mtimeMs : -1;
    if (cached?.stamp !== stamp) {
      const html = readFileSync(path, 'utf8');
      cached = { html, stamp, scriptHashes: inlineScriptHashes(html) };
    }
    return cached;
  };
}

/** The model address of a context answer, when it has a creation with a model. */
function modelUrlOf(context: unknown): string | null {
  const creation = (context as { creation?: { model?: { url?: unknown } | null } } | null)?.creation;
  const url = creation?.model?.url;
  return typeof url === 'string' && url.length > 0 ? url : null;
}

/** The poster of a context answer (the creation's cover image), when it has one. */
function posterOf(context: unknown): { src: string; srcset?: string } | null {
  const poster = (context as { creation?: { poster?: { src?: unknown; srcset?: unknown } | null } } | null)
    ?.creation?.poster;
  if (typeof poster?.src !== 'string' || poster.src.length === 0) return null;
  return typeof poster.srcset === 'string' ? { src: poster.src, srcset: poster.srcset } : { src: poster.src };
}

/** The class of the poster image, which the viewer's chrome adopts (apps/viewer/src/ui.ts). */
export const VIEWER_POSTER_CLASS = 'viewer-poster';

/**
 * The poster as an element inside the viewer's root, so the browser shows it with the HTML,
 * before any script runs (issue 20): the 3D takes seconds on a phone. Decorative (`alt=""`):
 * the canvas, once there, carries the view's label.
 */
function posterTag(poster: { src: string; srcset?: string }): string {
  const srcset = poster.srcset ? ` srcset="${escapeAttribute(poster.srcset)}" sizes="100vw"` : '';
  return `<img class="${VIEWER_POSTER_CLASS}" alt="" fetchpriority="high" src="${escapeAttribute(poster.src)}"${srcset}>`;
}

/** The meta element naming the image types the browser decodes (apps/viewer/src/boot.ts reads it). */
export const IMAGE_TYPES_META = 'atelier-image-types';

/**
 * The page with the image types the browser's navigation named in `Accept` (AVIF, WebP), so
 * the viewer's first texture requests name them at once instead of after decoding a sample
 * of each (a quarter of a second of a phone's first frame). Browsers whose navigations name
 * none (Safari) get no meta: the viewer detects the types then.
 */
export function writeImageTypes(html: string, accept: string | undefined): string {
  const types = [...namedImageTypes(accept)].filter((type) => type !== 'image/ktx2');
  if (types.length === 0) return html;
  const meta = `<meta name="${IMAGE_TYPES_META}" content="${escapeAttribute(types.join(','))}">`;
  return html.replace('</head>', () => `${meta}</head>`);
}

/** The page with the context (and the model's preload and the poster) written in. */
export function writeViewerPage(html: string, context: unknown): string {
  const poster = posterOf(context);
  const withPoster = poster
    ? html.replace(
        /(<div id="viewer"[^>]*>)(<\/div>)/,
        (_, open: string, close: string) => open + posterTag(poster) + close,
      )
    : html;
  const model = modelUrlOf(context);
  // `crossorigin` (anonymous): the engine's fetch of the model uses the same credentials
  // mode, so the browser hands it the preloaded response instead of asking twice.
  const preload = model ? linkTag({ rel: 'preload', as: 'fetch', crossorigin: true, href: model }) : '';
  const data = `<script type="application/json" id="${VIEWER_CONTEXT_ID}">${jsonForScript(context)}</script>`;
  const withPreload = preload ? withPoster.replace('</head>', () => `${preload}</head>`) : withPoster;
  return withPreload.replace('</body>', () => `${data}</body>`);
}

export function viewerPage(options: ViewerPageOptions) {
  const load = pageLoader(options.viewerDist);

  return async (c: Context): Promise<Response> => {
    const response = await answer(c);
    // The page names the image types of the navigation's Accept.
    response.headers.set('Vary', `${response.headers.get('Vary') ?? ''}, Accept`.replace(/^, /, ''));
    return response;
  };

  async function answer(c: Context): Promise<Response> {
    const { html: built, scriptHashes } = load();
    const html = writeImageTypes(built, c.req.header('accept'));
    const withoutContext: PagePolicy = {
      scriptHashes,
      wasm: true,
      frameAncestors: ["'self'", ...(options.productOrigins ?? [])],
    };
    const asked = new URL(c.req.url).searchParams;
    const query = new URLSearchParams();
    for (const name of ['creation', 'host']) {
      const value = asked.get(name);
      if (value !== null) query.set(name, value);
    }
    const headers = new Headers({ accept: 'application/json' });
    for (const name of FORWARDED) {
      const value = c.req.header(name);
      if (value !== undefined) headers.set(name, value);
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const response = await Promise.race([
        options.fetchApi(`/api/viewer/context?${query.toString()}`, headers, c),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('timed out')), options.timeoutMs ?? 1500);
        }),
      ]);
      // Anything but the context (a refused parameter, a server error) leaves the viewer
      // to ask for itself, and to show the answer it gets.
      if (response.status !== 200) return await htmlResponse(c, html, false, 200, withoutContext);
      const context: unknown = await response.json();
      return await htmlResponse(c, writeViewerPage(html, context), false, 200, {
        scriptHashes,
        wasm: true,
        frameAncestors: ancestorsOf(context),
      });
    } catch (error) {
      options.logger.warn('viewer context for the page failed', {
        error: error instanceof Error ? error.message : String(error),
      });
      return htmlResponse(c, html, false, 200, withoutContext);
    } finally {
      clearTimeout(timer);
    }
  }
}
