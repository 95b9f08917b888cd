import { randomUUID } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { readSession, readSessionCookie } from '../auth/sessions';
import type { AppEnv, Services } from './context';
import { ApiError, forbidden } from './errors';

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

/** Unsafe API requests with a body must send JSON (415 otherwise). */
export const requireJsonBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (UNSAFE.has(c.req.method)) {
    const length = c.req.header('content-length');
    const hasBody = c.req.raw.body !== null && (length === undefined || Number(length) > 0);
    const mediaType = (c.req.header('content-type') ?? '').split(';')[0]?.trim() ?? '';
    if (hasBody && !JSON_MEDIA.test(mediaType)) {
      throw new ApiError(415, 'unsupported_media_type', 'Send the request body as application/json.');
    }
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

/** Reads the session cookie into `c.var.auth` (null for guests or expired sessions). */
export const loadSession =
  (services: Services): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const token = readSessionCookie(c);
    c.set(
      'auth',
      token && token.length <= 100 ? await readSession(services.db, token, services.clock.now()) : null,
    );
    await next();
  };

/** The origin the request was sent to, as the browser would write it. */
export function ownOrigin(c: Context, trustProxy: boolean): string {
  const url = new URL(c.req.url);
  const forwardedProto = trustProxy ? c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() : undefined;
  const forwardedHost = trustProxy ? c.req.header('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
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

/** The client's address: the socket's, or the first X-Forwarded-For entry behind a trusted proxy. */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'unknown';
  }
}
