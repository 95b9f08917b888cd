import { Hono } from 'hono';
import { z } from 'zod';
import { requireAuth, requireConfirmedEmail } from '../auth/guards';
import type { AppEnv, Services } from '../http/context';
import { ApiError, forbidden, notFound, said } from '../http/errors';
import { doc } from '../http/openapi-doc';
import { validate } from '../http/validation';
import {
  clampWidth,
  kindOfId,
  matchesEtag,
  pickFormat,
  renderVariant,
  VARIANT_CONTENT_TYPES,
  VARIANT_KINDS,
  type VariantFormat,
  type VariantKind,
} from '../images/image-files';
import { ImageJobsBusy, imageJobsFor } from '../images/image-jobs';
import { KTX2_MAX_WIDTH } from '../images/ktx2-encoder';
import { imageError, storeImage } from '../images/store-image';
import { chargeUpload } from '../images/upload-quota';

const IMAGE_NAME = /^[A-Za-z0-9_-]{1,100}\.(png|jpe?g|webp|gif|avif)$/i;

export const UploadParamSchema = z.object({
  /** `{random_name}.{ext}`: the name the client picked; the stored id is the server's. */
  file: z.string().regex(IMAGE_NAME, { error: 'Expected {name}.{png|jpg|jpeg|webp|gif|avif}' }),
});
export const UploadBodySchema = z
  .object({
    /** The image, base64 (a data URL is accepted too). */
    image: z.string().min(1),
    /** Must be the signed-in user's id. */
    user_id: z.string().min(1).max(100),
  })
  .strict();
export const ImageParamSchema = z.object({
  id: z.string().regex(IMAGE_NAME, { error: 'Expected an image id such as abc123.png' }),
});
export const ImageQuerySchema = z.object({
  /** Wanted width in px; moved up to the next served width (50, 100, 200, 500, 1024, 1200, 1500, 2048, 4096). */
  w: z.coerce.number().int().min(1).max(100_000).optional(),
  /**
   * What the pixels are, with `w`: `color` (the default: photos, diffuse maps) or `data`
   * (normal, roughness, opacity maps), which are encoded with full chroma at high quality.
   */
  kind: z.enum(VARIANT_KINDS).optional(),
});

const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * A client that asked for KTX2 before it was encoded gets the usual format under this: kept a
 * minute, so its next visit asks again and gets the KTX2 file once it is there.
 */
const KTX2_PENDING = 'public, max-age=60';

const tags = ['Images'];

export const imageRoutes = (services: Services) => {
  const { storage, settings, db, clock, logger } = services;
  const jobs = imageJobsFor(settings);
  // Several requests for the same missing variant render it once (an optimisation only:
  // the variant itself lives in blob storage, shared by every process).
  const rendering = new Map<string, Promise<Buffer>>();

  /** A variant's cache key and ETag: the same id, width, kind and format always carry the same bytes. */
  const variantOf = (id: string, width: number, kind: VariantKind, format: VariantFormat) => {
    const variant = kind === 'data' ? `${width}.data` : `${width}`;
    return {
      width,
      format,
      key: `variants/${id}/${variant}.${format}`,
      etag: `"v-${id}-${variant.replace('.', '-')}-${format}"`,
    };
  };

  /** Renders a variant into the cache, once however many requests ask for it meanwhile. */
  const renderOnce = (
    target: ReturnType<typeof variantOf>,
    id: string,
    kind: VariantKind,
  ): Promise<Buffer> => {
    let job = rendering.get(target.key);
    if (!job) {
      job = (async () => {
        const original = await storage.get(`original/${id}`);
        if (!original) throw notFound('The image');
        let bytes: Buffer;
        try {
          bytes = await jobs.run(() =>
            renderVariant(original.data, target.width, target.format, kind, settings.maxImagePixels),
          );
        } catch (error) {
          if (error instanceof ImageJobsBusy) throw imageError(error);
          throw new ApiError(422, 'invalid_image', said('image.notResizable'));
        }
        // The original itself (already this size and format) is not copied into the cache.
        if (bytes !== original.data)
          await storage.put(target.key, bytes, VARIANT_CONTENT_TYPES[target.format]);
        return bytes;
      })().finally(() => rendering.delete(target.key));
      rendering.set(target.key, job);
    }
    return job;
  };

  return new Hono<AppEnv>()
    .post(
      '/original/:file',
      doc({
        summary: 'Upload an image (JSON { image: base64, user_id }) and get its url',
        description:
          'The type is read from the bytes (PNG, JPEG, WebP, GIF, AVIF; not SVG or HTML: 415). Decoded size is ' +
          'limited, and images with a side above 8192 px or more than 4096 x 4096 pixels (all frames) are refused ' +
          'from their header with 413. The image is then decoded in full and re-encoded in its own format, upright ' +
          'and without metadata: a truncated or corrupt file is refused with 422, and anything appended to the ' +
          'image is not stored. Each user may upload 60 images and 200 MB per hour (429 with Retry-After); when ' +
          'the image queue is full the answer is 503 with Retry-After. The answer imageUrl ends with the image id ' +
          'to store.',
        tags,
        auth: true,
        responses: {
          201: z.object({ imageUrl: z.string(), id: z.string(), width: z.number(), height: z.number() }),
        },
        errors: [400, 403, 413, 415, 422, 429, 503],
      }),
      validate('param', UploadParamSchema),
      validate('json', UploadBodySchema),
      async (c) => {
        const auth = requireAuth(c);
        await requireConfirmedEmail(c, services);
        const { image, user_id } = c.req.valid('json');
        if (user_id !== auth.user.id) throw forbidden('user_id must be your own id.');
        const encoded = image.replace(/^data:[\w/+.-]*;base64,/, '').replace(/\s/g, '');
        if (!BASE64.test(encoded)) {
          throw new ApiError(400, 'invalid_input', said('image.notBase64'), [
            { path: 'image', message: 'Expected base64' },
          ]);
        }
        if (Math.floor((encoded.length * 3) / 4) > settings.maxImageBytes + 3) {
          throw new ApiError(
            413,
            'payload_too_large',
            said('image.tooLarge', { bytes: settings.maxImageBytes }),
          );
        }
        const data = Buffer.from(
          encoded,
          encoded.includes('-') || encoded.includes('_') ? 'base64url' : 'base64',
        );
        if (data.length === 0)
          throw new ApiError(400, 'invalid_input', said('image.empty'), [
            { path: 'image', message: 'Empty' },
          ]);
        const over = await chargeUpload(db, settings.uploadQuota, auth.user.id, data.length, clock.now());
        if (over) {
          c.header('Retry-After', String(over.retryAfter));
          throw new ApiError(429, 'rate_limited', over.text);
        }
        let stored;
        try {
          stored = await storeImage(services, auth.user.id, data);
        } catch (error) {
          if (error instanceof ApiError && error.status === 503)
            c.header('Retry-After', String(settings.imageJobs.retryAfterSeconds));
          throw error;
        }
        return c.json(
          { imageUrl: stored.imageUrl, id: stored.id, width: stored.width, height: stored.height },
          201,
        );
      },
    )
    .get(
      '/original/:id',
      doc({
        summary:
          'An image; with ?w= a resized variant in KTX2, AVIF or WebP when Accept names them, cached, immutable',
        description:
          'Widths are moved up to a fixed set so the cache cannot be flooded. With ?w=, the format is ' +
          'negotiated: an original in WebP or AVIF stays in it when Accept names it; otherwise AVIF, then ' +
          'WebP for colour images (kind=color, the default), WebP (near-lossless), then AVIF (4:4:4) for ' +
          'data maps (kind=data); the original family when Accept names neither. An original that needs ' +
          'no resizing and is already in that format is answered as it is. When Accept names image/ktx2 ' +
          '(a texture loader), the answer is a KTX2 file (Content-Type: image/ktx2) whatever the ' +
          'original: Basis Universal with the full mip chain, sides rounded to a multiple of four and at ' +
          'most 2048 px wide; UASTC with Zstd and a linear transfer function for kind=data, ETC1S ' +
          '(BasisLZ) in sRGB for kind=color. Encoding takes seconds, so until that variant is cached the ' +
          'answer is the format negotiated without KTX2, with Cache-Control: public, max-age=60, and the ' +
          'encode runs in the background; later requests get the KTX2 file. ETag per variant (id, width, ' +
          'kind, format) and If-None-Match (304). Cache-Control: public, max-age=31536000, immutable; ' +
          'Vary: Accept. Variants are rendered in a bounded queue: when it is full the answer is 503 with ' +
          'Retry-After.',
        tags,
        responses: { 200: 'The image bytes', 304: 'Not modified' },
        errors: [400, 404, 422, 503],
      }),
      validate('param', ImageParamSchema),
      validate('query', ImageQuerySchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const { w, kind = 'color' } = c.req.valid('query');
        const headers: Record<string, string> = {
          'Cache-Control': IMMUTABLE,
          'X-Content-Type-Options': 'nosniff',
        };
        const ifNoneMatch = c.req.header('if-none-match');
        if (w === undefined) {
          const etag = `"o-${id}"`;
          if (matchesEtag(ifNoneMatch, etag)) return c.body(null, 304, { ...headers, ETag: etag });
          const original = await storage.get(`original/${id}`);
          if (!original) throw notFound('The image');
          return c.body(new Uint8Array(original.data), 200, {
            ...headers,
            ETag: etag,
            'Content-Type': original.contentType,
          });
        }
        const accept = c.req.header('accept');
        const originalKind = kindOfId(id) ?? 'png';
        let format = pickFormat(accept, originalKind, kind);
        // KTX2 variants stop at 2048 px, so wider asks share that variant rather than copy it.
        const widthOf = (chosen: VariantFormat) =>
          chosen === 'ktx2' ? Math.min(clampWidth(w), KTX2_MAX_WIDTH) : clampWidth(w);
        headers.Vary = 'Accept';
        // Read while choosing the format: a KTX2 variant is answered only once it is encoded.
        let cached = null;
        if (format === 'ktx2') {
          const ktx2 = variantOf(id, widthOf('ktx2'), kind, 'ktx2');
          cached = await storage.get(ktx2.key);
          if (!cached) {
            // Encoding a KTX2 map takes seconds to a minute: nobody waits for it. This answer is
            // the usual format, cached briefly; the encode runs in the background, and a later
            // request (this client's next visit, the next phone) gets the KTX2 file.
            format = pickFormat(accept, originalKind, kind, { ktx2: false });
            headers['Cache-Control'] = KTX2_PENDING;
            void renderOnce(ktx2, id, kind).catch((error: unknown) => {
              // A full queue or a failed encode: the next request tries again.
              if (!(error instanceof ApiError && error.status === 503))
                logger.warn('KTX2 variant failed', {
                  id,
                  error: error instanceof Error ? error.message : String(error),
                });
            });
          }
        }
        const target = variantOf(id, widthOf(format), kind, format);
        headers.ETag = target.etag;
        if (matchesEtag(ifNoneMatch, target.etag)) return c.body(null, 304, headers);
        const contentType = VARIANT_CONTENT_TYPES[format];
        cached ??= await storage.get(target.key);
        if (cached)
          return c.body(new Uint8Array(cached.data), 200, { ...headers, 'Content-Type': contentType });
        let bytes: Buffer;
        try {
          bytes = await renderOnce(target, id, kind);
        } catch (error) {
          if (error instanceof ApiError && error.status === 503)
            c.header('Retry-After', String(settings.imageJobs.retryAfterSeconds));
          throw error;
        }
        return c.body(new Uint8Array(bytes), 200, { ...headers, 'Content-Type': contentType });
      },
    );
};
