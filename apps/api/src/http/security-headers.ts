import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/**
 * The security headers of every answer (Hono's secure-headers) and the Content-Security-Policy
 * of the pages. One policy for every page; what differs is who may frame it (the viewer: the
 * product and the partners its protocol trusts; everything else: nobody) and the hashes of the
 * inline scripts the built page itself carries. Pages set their own policy; every other answer
 * (API JSON, files) gets the one that frames nothing.
 */

export interface PagePolicy {
  /** CSP sources allowed to frame the page; empty: nobody (`'none'`). */
  frameAncestors?: readonly string[];
  /** `'sha256-...'` sources of the inline scripts the built page carries. */
  scriptHashes?: readonly string[];
  /**
   * Whether the page compiles WebAssembly (`'wasm-unsafe-eval'`, which allows WebAssembly
   * compilation only, not JavaScript eval): the viewer's geometry (meshopt) decoder is wasm,
   * run in blob: workers that inherit the page's policy.
   */
  wasm?: boolean;
}

/**
 * What the pages load, all from this origin: three.js decodes textures into blob: and data:
 * URLs, its loaders fetch data: buffers, the engine's workers are files (or blob: in
 * development), the storefront frames the viewer. Styles stay 'unsafe-inline': React and the
 * viewer's page write style attributes and elements, and a style cannot run code.
 */
const BASE_DIRECTIVES: readonly (readonly [string, ...string[]])[] = [
  ['default-src', "'self'"],
  ['style-src', "'self'", "'unsafe-inline'"],
  ['img-src', "'self'", 'data:', 'blob:'],
  ['media-src', "'self'", 'blob:'],
  ['font-src', "'self'", 'data:'],
  ['connect-src', "'self'", 'data:', 'blob:'],
  ['worker-src', "'self'", 'blob:'],
  ['frame-src', "'self'"],
  ['object-src', "'none'"],
  ['base-uri', "'none'"],
  ['form-action', "'self'"],
];

/** A CSP host source as the viewer protocol's origin entries are written: no path, no quote, no `;`. */
const HOST_SOURCE = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/;

export function contentSecurityPolicy(policy: PagePolicy = {}): string {
  const ancestors = (policy.frameAncestors ?? []).filter(
    (source) => source === "'self'" || HOST_SOURCE.test(source),
  );
  const directives = [
    ...BASE_DIRECTIVES,
    ['script-src', "'self'", ...(policy.wasm ? ["'wasm-unsafe-eval'"] : []), ...(policy.scriptHashes ?? [])],
    ['frame-ancestors', ...(ancestors.length > 0 ? [...new Set(ancestors)] : ["'none'"])],
  ];
  return directives.map((words) => words.join(' ')).join('; ');
}

/** The hashes of a page's inline executable scripts (not `src=`, not JSON data blocks). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript')
      continue;
    hashes.push(
      `'sha256-${createHash('sha256')
        .update(match[2] ?? '', 'utf8')
        .digest('base64')}'`,
    );
  }
  return [...new Set(hashes)];
}

/** Whether a policy lets some page frame the answer (then X-Frame-Options must not say DENY). */
const frameable = (csp: string | null): boolean => {
  const ancestors = /(?:^|;)\s*frame-ancestors\s+([^;]*)/.exec(csp ?? '')?.[1]?.trim();
  return ancestors !== undefined && ancestors !== "'none'";
};

export function securityHeaders(options: { production: boolean }): MiddlewareHandler {
  const headers = secureHeaders({
    // Pages and the embed SDK set their own; this is for everything else.
    overwrite: false,
    contentSecurityPolicy: undefined,
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    // Browsers remember it for a year: only where the site is served over HTTPS.
    strictTransportSecurity: options.production ? 'max-age=31536000; includeSubDomains' : false,
    // Creator shops are sub-domains of the same site.
    crossOriginResourcePolicy: 'same-site',
    // The editor and checkout open no windows that need their opener.
    crossOriginOpenerPolicy: 'same-origin',
  });
  const fallbackPolicy = contentSecurityPolicy();
  return async (c, next) => {
    await headers(c, next);
    if (!c.res.headers.has('Content-Security-Policy'))
      c.res.headers.set('Content-Security-Policy', fallbackPolicy);
    if (frameable(c.res.headers.get('Content-Security-Policy'))) c.res.headers.delete('X-Frame-Options');
  };
}
