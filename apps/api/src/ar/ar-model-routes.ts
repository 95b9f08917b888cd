import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import { optionalAuth } from '../auth/guards';
import { hitRateLimit, peekRateLimit, retryAfterSeconds } from '../auth/rate-limit';
import type { AppEnv, Services } from '../http/context';
import { ApiError, notFound } from '../http/errors';
import { clientAddress, ownOrigin } from '../http/middleware';
import { doc } from '../http/openapi-doc';
import { validate } from '../http/validation';
import { glbProblem } from './glb-header';

/**
 * Issue 20, "View in your space": Android's Scene Viewer opens a model only from an https
 * address, so the viewer uploads the GLB it exported and hands Scene Viewer the answer's
 * URL. A model's id is its content hash: the same design uploads to the same address, and
 * an address always serves the same bytes (cached for a year, immutable).
 */

export const GLB_MEDIA_TYPE = 'model/gltf-binary';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const ID = /^ar_[0-9a-f]{40}$/;

const ArModelOut = z.object({ id: z.string(), url: z.string() }).meta({ id: 'ArModel' });
const CreatedAnswer = z.object({ data: ArModelOut });
const FileParamSchema = z.object({
  file: z.string().regex(/^ar_[0-9a-f]{40}\.glb$/, { error: 'Expected ar_{hash}.glb' }),
});

const keyOf = (id: string) => `ar-models/${id}.glb`;

export function arModelRoutes(services: Services) {
  const { db, storage, settings, clock } = services;
  const tags = ['AR models'];

  return new Hono<AppEnv>()
    .post(
      '/',
      doc({
        summary: 'Upload a GLB for AR (the raw bytes, Content-Type model/gltf-binary)',
        description:
          `The body is the GLB itself, at most ${settings.maxArModelBytes} bytes (413). Another type is 415; a ` +
          'body that is not a glTF 2.0 GLB (its header and JSON chunk) is 422 `invalid_glb`; nothing is written ' +
          'then. Uploads are rate limited per member or client address (429 with Retry-After). The answer ' +
          'names the model by its content hash and gives its absolute URL, served with a year-long immutable ' +
          'cache.',
        tags,
        responses: { 201: CreatedAnswer },
        errors: [413, 415, 422, 429],
      }),
      async (c) => {
        const mediaType = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
        if (mediaType !== GLB_MEDIA_TYPE)
          throw new ApiError(415, 'unsupported_media_type', `Send the model as ${GLB_MEDIA_TYPE}.`);
        const bytes = new Uint8Array(await c.req.arrayBuffer());
        // The body limit in front of this route refuses a declared length; a chunked body is measured here.
        if (bytes.length > settings.maxArModelBytes)
          throw new ApiError(
            413,
            'payload_too_large',
            `The model is larger than ${settings.maxArModelBytes} bytes.`,
          );
        const problem = glbProblem(bytes);
        if (problem) throw new ApiError(422, 'invalid_glb', problem);
        const auth = optionalAuth(c);
        const key = auth
          ? `ar-models:user:${auth.user.id}`
          : `ar-models:address:${clientAddress(c, settings.trustProxy)}`;
        const { perClient, windowMs } = settings.arModelLimit;
        const now = clock.now();
        if ((await peekRateLimit(db, key, windowMs, now)) >= perClient) {
          c.header('Retry-After', String(retryAfterSeconds(windowMs, now)));
          throw new ApiError(429, 'rate_limited', 'Too many models uploaded. Please try again later.');
        }
        await hitRateLimit(db, key, windowMs, now);
        const id = `ar_${createHash('sha256').update(bytes).digest('hex').slice(0, 40)}`;
        // Content-addressed: the same bytes are already there under the same key.
        if (!(await storage.get(keyOf(id)))) await storage.put(keyOf(id), Buffer.from(bytes), GLB_MEDIA_TYPE);
        const url = new URL(`/api/ar-models/${id}.glb`, ownOrigin(c, settings.trustProxy)).href;
        return c.json({ data: { id, url } }, 201);
      },
    )
    .get(
      '/:file',
      doc({
        summary: 'An uploaded AR model (GLB), immutable',
        description: 'Cache-Control: public, max-age=31536000, immutable; ETag and If-None-Match (304).',
        tags,
        responses: { 200: 'The GLB bytes', 304: 'Not modified' },
        errors: [400, 404],
      }),
      validate('param', FileParamSchema),
      async (c) => {
        const id = c.req.valid('param').file.replace(/\.glb$/, '');
        if (!ID.test(id)) throw notFound('The model');
        const etag = `"${id}"`;
        const headers = { 'Cache-Control': IMMUTABLE, ETag: etag, 'X-Content-Type-Options': 'nosniff' };
        if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
        const stored = await storage.get(keyOf(id));
        if (!stored) throw notFound('The model');
        return c.body(new Uint8Array(stored.data), 200, { ...headers, 'Content-Type': GLB_MEDIA_TYPE });
      },
    );
}
