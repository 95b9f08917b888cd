import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { type PagePolicy, contentSecurityPolicy } from '../http/security-headers';
import { compressPage } from './compress-page';

/**
 * The answer for an HTML page the server writes per request (the storefront's shell, the
 * viewer's page): revalidated on every visit by its ETag, compressed as the browser accepts.
 */

function accepts(c: Context, encoding: string): boolean {
  return (c.req.header('accept-encoding') ?? '')
    .split(',')
    .some((part) => part.trim().split(';')[0]?.trim().toLowerCase() === encoding);
}

/**
 * The HTML answer: revalidated on every visit (ETag), compressed as the browser accepts. A
 * `status` other than 200 (the not-found page of an unknown shop: 404) is never answered 304.
 * `policy`: who may frame the page and the hashes of the built page's inline scripts (its CSP).
 * Compression runs off the event loop, and a page that is not personal is compressed once.
 */
export async function htmlResponse(
  c: Context,
  html: string,
  personal: boolean,
  status = 200,
  policy: PagePolicy = {},
): Promise<Response> {
  const body = Buffer.from(html, 'utf8');
  const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  const headers = new Headers({
    'Content-Type': 'text/html; charset=UTF-8',
    // The page carries the visitor's data now: never reused without asking, never shared when personal.
    'Cache-Control': personal ? 'private, no-cache' : 'no-cache',
    ETag: etag,
    Vary: 'Accept-Encoding, Accept-Language, Cookie',
    'Content-Security-Policy': contentSecurityPolicy(policy),
  });
  const asked = c.req.header('if-none-match');
  if (status === 200 && asked && asked.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*'))
    return new Response(null, { status: 304, headers });
  const encoding = accepts(c, 'br') ? 'br' : accepts(c, 'gzip') ? 'gzip' : null;
  if (encoding) headers.set('Content-Encoding', encoding);
  const encoded = encoding ? await compressPage(body, encoding, etag, !personal) : body;
  return new Response(encoded, { status, headers });
}
