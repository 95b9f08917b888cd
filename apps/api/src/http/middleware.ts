import { randomUUID } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { readSession, readSessionCookie } from '../auth/sessions';
import type { AppEnv, Services } from './context';
import { ApiError, forbidden, said } from './errors';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_MEDIA = /^application\/([\w.-]+\+)?json$/i;

/** A request id (kept from X-Request-Id when sane) and one structured log line per request. */
export const requestLog =
  (services: Services): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const given = c.req.header('x-request-id');
    const requestId = given && /^[\w.-]{1,100}$/.test(given) ? given : randomUUID();
    c.set('requestId', requestId);
    const started = performance.now();
    await next();
    c.header('X-Request-Id', requestId);
    services.logger.info('request', {
      requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      userId: c.get('auth')?.user.id ?? null,
    });
  };

/**
 * Whether the request carries a body. Over HTTP/1.1 a request without Content-Length or
 * Transfer-Encoding has none (RFC 9112 §6.3), though the Node adapter still hands the app an
 * empty stream; a Content-Type alone also says a body was meant (in-process requests).
 */
function carriesBody(c: Context): boolean {
  if (c.req.raw.body === null) return false;
  const length = c.req.header('content-length');
  if (length !== undefined) return Number(length) > 0;
  return c.req.header('transfer-encoding') !== undefined || c.req.header('content-type') !== undefined;
}

/** Unsafe API requests with a body must send JSON (415 otherwise); a DELETE or PUT without one is fine. */
export const requireJsonBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (UNSAFE.has(c.req.method)) {
    const hasBody = carriesBody(c);
    const mediaType = (c.req.header('content-type') ?? '').split(';')[0]?.trim() ?? '';
    if (hasBody && !JSON_MEDIA.test(mediaType)) {
      throw new ApiError(415, 'unsupported_media_type', 'Send the request body as application/json.');
    }
  }
  await next();
};

/**
 * Whether JSON text nests objects and arrays deeper than `max`, by counting brackets outside
 * strings: no parse, no recursion, so a body thousands of levels deep costs one pass.
 */
export function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      // A backslash escapes the next character (a quote among them).
      if (char === 0x5c) i += 1;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      depth += 1;
      if (depth > max) return true;
    } else if (char === 0x7d || char === 0x5d) depth -= 1;
  }
  return false;
}

/**
 * 422 for a JSON body nested deeper than `maxDepth`, before any schema walks it (a schema's
 * recursion would overflow the stack on a few thousand levels: a 500). The text read here is
 * kept by Hono, so the route's validator reads the same body.
 */
export const limitJsonDepth =
  (maxDepth: number): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const mediaType = (c.req.header('content-type') ?? '').split(';')[0]?.trim() ?? '';
    if (UNSAFE.has(c.req.method) && JSON_MEDIA.test(mediaType) && carriesBody(c)) {
      if (jsonDepthExceeds(await c.req.text(), maxDepth))
        throw new ApiError(422, 'body_too_deep', said('body.tooDeep', { max: maxDepth }));
    }
    await next();
  };

/** 413 above `maxBytes`. */
export const limitBody = (maxBytes: number): MiddlewareHandler<AppEnv> =>
  bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new ApiError(413, 'payload_too_large', `The request body is larger than ${maxBytes} bytes.`);
    },
  });

/**
 * Reads the session cookie into `c.var.auth` (null for guests or expired sessions). An answer
 * to a signed-in visitor (or one that signs someone in) that says nothing of caching gets
 * `private, no-store`: an account, its orders and addresses stay out of every cache, shared or
 * the browser's (ASVS 14.2.2, 14.3.2). Answers that set their own policy (images) keep it.
 */
export const loadSession =
  (services: Services): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const token = readSessionCookie(c);
    const auth =
      token && token.length <= 100
        ? await readSession(services.db, token, services.clock.now(), services.settings.sessionIdleMs)
        : null;
    c.set('auth', auth);
    await next();
    if (c.res.headers.has('Cache-Control')) return;
    if (auth || c.res.headers.has('Set-Cookie')) c.res.headers.set('Cache-Control', 'private, no-store');
  };

/** The origin the request was sent to, as the browser would write it. */
export function ownOrigin(c: Context, trustProxy: number): string {
  const url = new URL(c.req.url);
  const behindProxy = trustProxy > 0;
  const forwardedProto = behindProxy ? c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() : undefined;
  const forwardedHost = behindProxy ? c.req.header('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
  const host = forwardedHost ?? c.req.header('host') ?? url.host;
  return `${forwardedProto ?? url.protocol.replace(':', '')}://${host}`.toLowerCase();
}

/**
 * CSRF protection for cookie-authenticated unsafe requests. Browsers send Origin on
 * every cross-site POST, PUT, PATCH and DELETE; such a request must come from this
 * site's own origin or an allowed one. A request without Origin falls back to
 * Sec-Fetch-Site; with neither it comes from a non-browser client, which cannot be
 * driven by another site, and is let through. SameSite=Lax cookies and the JSON-only
 * bodies are two more layers.
 */
export const csrfProtection =
  (services: Services): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (UNSAFE.has(c.req.method) && readSessionCookie(c) !== undefined) {
      const origin = c.req.header('origin');
      const fetchSite = c.req.header('sec-fetch-site');
      if (origin !== undefined) {
        const allowed = new Set([
          ownOrigin(c, services.settings.trustProxy),
          ...services.settings.allowedOrigins.map((entry) => entry.toLowerCase()),
        ]);
        if (!allowed.has(origin.toLowerCase())) {
          throw forbidden('Cross-site request refused (the Origin is not this site).');
        }
      } else if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') {
        throw forbidden('Cross-site request refused.');
      }
    }
    await next();
  };

/**
 * The client's address. Behind `trustProxy` trusted proxies, each appends the address it was
 * called from to X-Forwarded-For, so the client's is the `trustProxy`-th entry from the right:
 * whatever stands left of it was written by the client and proves nothing. With fewer entries
 * than hops, the leftmost one (the farthest a proxy saw); with no proxies, the socket's.
 */
export function clientAddress(c: Context, trustProxy: number): string {
  if (trustProxy > 0) {
    const entries = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const forwarded = entries[Math.max(0, entries.length - trustProxy)];
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'unknown';
  }
}
