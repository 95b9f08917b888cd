import { Hono } from 'hono';
import { z } from 'zod';
import { requireAuth } from '../auth/guards';
import { hitRateLimit, peekRateLimit, retryAfterSeconds } from '../auth/rate-limit';
import type { AppEnv, Services } from '../http/context';
import { ApiError } from '../http/errors';
import { doc } from '../http/openapi-doc';
import { validate } from '../http/validation';
import { isoNow } from '../lib/clock';
import { newId } from '../lib/ids';
import { storeImage } from '../images/store-image';
import { AI_IMAGE_ENV } from './ai-settings';
import { ImageGenerationFailed, type ImageGenerator, openAiImageGenerator } from './image-generator';

/** Decision: a prompt is 1 to 1000 characters once trimmed (the endpoints accept far more). */
export const AI_PROMPT_MAX = 1000;

export const GenerateBodySchema = z
  .object({
    prompt: z
      .string()
      .trim()
      .min(1, { error: 'Describe the image you want' })
      .max(AI_PROMPT_MAX, { error: `A prompt is at most ${AI_PROMPT_MAX} characters` }),
  })
  .strict();

const AiImageOut = z
  .object({
    id: z.string(),
    imageId: z.string(),
    imageUrl: z.string(),
    prompt: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'AiImage' });

/** How the server is configured for AI images: named in the 503 and in the docs. */
export const AI_NOT_CONFIGURED_MESSAGE =
  `AI image generation is not set up on this server. Set ${AI_IMAGE_ENV.url}, ${AI_IMAGE_ENV.key} and ` +
  `${AI_IMAGE_ENV.model} (an OpenAI-compatible images endpoint) and restart the server.`;

/** The number of a user's images the list answers (newest first). */
export const AI_IMAGE_LIST_LIMIT = 100;

const tags = ['AI images'];

/**
 * AI image generation (issue 15): a signed-in user's prompt goes to the configured
 * OpenAI-compatible endpoint with the server's key, at most `perUser.count` times per
 * window; the image is kept in the image store and in the user's list (/aistudio), and
 * its url is answered (the decal panel's 'Apply' uses it).
 */
export const aiRoutes = (services: Services, generatorFor = openAiImageGenerator) => {
  const { db, clock, settings } = services;
  const ai = settings.aiImages;
  const generate: ImageGenerator | null = ai ? generatorFor(ai) : null;

  const toOut = (row: { id: string; image_id: string; prompt: string; created_at: string }) => ({
    id: row.id,
    imageId: row.image_id,
    imageUrl: `/api/img/original/${row.image_id}`,
    prompt: row.prompt,
    createdAt: row.created_at,
  });

  return new Hono<AppEnv>()
    .get(
      '/images/config',
      doc({
        summary: 'Whether AI image generation is configured on this server, and how to enable it',
        tags,
        responses: {
          200: z.object({
            enabled: z.boolean(),
            promptMax: z.number(),
            env: z.array(z.string()),
          }),
        },
      }),
      (c) =>
        c.json(
          {
            enabled: generate !== null,
            promptMax: AI_PROMPT_MAX,
            env: [AI_IMAGE_ENV.url, AI_IMAGE_ENV.key, AI_IMAGE_ENV.model],
          },
          200,
        ),
    )
    .get(
      '/images',
      doc({
        summary: "The signed-in user's generated images, newest first",
        tags,
        auth: true,
        responses: { 200: z.object({ items: z.array(AiImageOut) }) },
      }),
      async (c) => {
        const auth = requireAuth(c);
        const rows = await db
          .selectFrom('ai_images')
          .select(['id', 'image_id', 'prompt', 'created_at'])
          .where('user_id', '=', auth.user.id)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(AI_IMAGE_LIST_LIMIT)
          .execute();
        return c.json({ items: rows.map(toOut) }, 200);
      },
    )
    .post(
      '/images',
      doc({
        summary: 'Generate an image from a prompt; it is stored in the image store and answered',
        description:
          `The prompt is 1 to ${AI_PROMPT_MAX} characters. 503 ai_not_configured when the server has no ` +
          'endpoint configured; 429 with Retry-After past the per-user limit; 503 ai_failed when the endpoint ' +
          'fails. Nothing is stored unless an image is answered.',
        tags,
        auth: true,
        responses: { 201: z.object({ image: AiImageOut }) },
        errors: [400, 401, 415, 422, 429, 503],
      }),
      validate('json', GenerateBodySchema),
      async (c) => {
        const auth = requireAuth(c);
        const { prompt } = c.req.valid('json');
        if (!generate || !ai) throw new ApiError(503, 'ai_not_configured', AI_NOT_CONFIGURED_MESSAGE);
        const now = clock.now();
        const key = `ai-images:user:${auth.user.id}`;
        const { count, windowMs } = ai.perUser;
        if ((await peekRateLimit(db, key, windowMs, now)) >= count) {
          c.header('Retry-After', String(retryAfterSeconds(windowMs, now)));
          throw new ApiError(
            429,
            'rate_limited',
            `You can generate ${count} images per hour. Please try again later.`,
          );
        }
        // Counted before the call: a failing or slow endpoint still costs the key.
        await hitRateLimit(db, key, windowMs, now);
        let bytes: Buffer;
        try {
          bytes = await generate(prompt);
        } catch (error) {
          if (error instanceof ImageGenerationFailed) {
            services.logger.error('ai image generation failed', { error: error.message });
            throw new ApiError(503, 'ai_failed', `${error.message} Please try again later.`);
          }
          throw error;
        }
        const stored = await storeImage(services, auth.user.id, bytes);
        const row = {
          id: newId('ai'),
          user_id: auth.user.id,
          image_id: stored.id,
          prompt,
          model: ai.model,
          created_at: isoNow(clock),
        };
        await db.insertInto('ai_images').values(row).execute();
        return c.json({ image: toOut(row) }, 201);
      },
    );
};
