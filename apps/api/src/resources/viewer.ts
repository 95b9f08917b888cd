import { mediaSrc, mediaSrcSet } from '@atelier/domain';
import type { CombinationConfig, Material } from '@atelier/schema';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Services } from '../http/context';
import { ownOrigin } from '../http/middleware';
import { doc } from '../http/openapi-doc';
import { validate } from '../http/validation';
import { fromJson, isSet } from '../lib/json';
import { loadPrebuilds } from '../queries/catalogue';
import { creationPrebuildIds, findCreation } from '../queries/creations';
import { partnerOriginsOf } from '../queries/partner-origins';
import { PriceQuerySchema, viewerPrice, viewerPriceDoc } from './viewer-price';

const ContextQuerySchema = z.object({
  /** The creation the stand-alone viewer shows (`/viewer/?creation=ID`). */
  creation: z.string().trim().min(1).max(100).optional(),
  /** The embedding page's origin (the viewer's `host` parameter), for the development default. */
  host: z.string().max(300).optional(),
});

const ViewerCreationSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The producer's at_name (whose partner origins are trusted). */
  producer: z.string().nullable(),
  combination_config: z.looseObject({}),
  /** The prebuild's model file, or null when it has none. */
  model: z.object({ id: z.string().optional(), url: z.string() }).nullable(),
  materials: z.array(z.looseObject({ id: z.string() })),
  /**
   * The creation's cover image, shown by the viewer at once while the 3D loads (issue 20):
   * `src` for a 1024 px rendition, `srcset` for the widths the image API serves (absent for
   * an image it does not serve). Null when the creation has no cover.
   */
  poster: z.object({ src: z.string(), srcset: z.string().optional() }).nullable(),
});

/** Poster widths: a phone's iframe at DPR 2-3 up to a wide desktop pane. */
export const POSTER_WIDTHS = [480, 768, 1024, 1536] as const;

/** The poster of a creation whose cover image is `reference`. */
export function viewerPoster(reference: string | null): { src: string; srcset?: string } | null {
  const src = mediaSrc(reference, 1024);
  if (!src) return null;
  const srcset = mediaSrcSet(reference, POSTER_WIDTHS);
  return srcset ? { src, srcset } : { src };
}

const ViewerContextSchema = z
  .object({
    /** Exact origins or `https://*.domain` patterns allowed to drive the viewer. */
    trustedOrigins: z.array(z.string()),
    creation: ViewerCreationSchema.optional(),
    /** Why the requested creation cannot be shown. */
    creationError: z.enum(['creation_not_found', 'creation_private']).optional(),
  })
  .meta({ id: 'ViewerContext' });

/** A development host page (any port of localhost), trusted only with VIEWER_TRUST_LOCALHOST (never in production). */
const DEV_HOST = /^http:\/\/localhost:\d{1,5}$/;

const pickMaterial = (asset: Record<string, unknown>): Material =>
  Object.fromEntries(
    ['id', 'text', 'value', 'vt_reference_data', 'asset_data']
      .filter((key) => asset[key] !== undefined && asset[key] !== null)
      .map((key) => [key, asset[key]]),
  ) as unknown as Material;

/**
 * What the 3D viewer iframe needs before it answers anyone: the origins it may trust
 * (the product's own origins plus the partner origins of the creation's producer) and,
 * in stand-alone mode, the public creation's design parts.
 */
export const viewerRoutes = (services: Services) => {
  const { db, settings } = services;
  return new Hono<AppEnv>()
    .get('/price', viewerPriceDoc, validate('query', PriceQuerySchema), async (c) => {
      const price = await viewerPrice(db, ownOrigin(c, settings.trustProxy), c.req.valid('query'));
      c.header('Cache-Control', 'no-store');
      return c.json(price, 200);
    })
    .get(
      '/context',
      doc({
        summary: 'Trusted origins and the stand-alone design of the 3D viewer',
        description:
          "The viewer trusts the product's origins (PUBLIC_ORIGINS, or this request's origin; with " +
          "VIEWER_TRUST_LOCALHOST in development also a `http://localhost:*` host) plus the `partnerOrigins` of the creation's " +
          'producer. With `creation`, a public creation answers its combination_config, model and ' +
          'materials; a missing or non-public one answers `creationError`.',
        tags: ['Viewer'],
        responses: { 200: ViewerContextSchema },
      }),
      validate('query', ContextQuerySchema),
      async (c) => {
        const { creation: creationId, host } = c.req.valid('query');
        const trusted = new Set<string>([ownOrigin(c, settings.trustProxy), ...settings.publicOrigins]);
        if (settings.trustLocalhostPages && !settings.production && host && DEV_HOST.test(host))
          trusted.add(host);
        let answer: z.input<typeof ViewerContextSchema> = { trustedOrigins: [] };
        if (creationId) {
          const row = await findCreation(db, creationId);
          if (!row || isSet(row.is_deleted)) {
            answer = { trustedOrigins: [], creationError: 'creation_not_found' };
          } else {
            const producer = await db
              .selectFrom('producers')
              .select(['at_name', 'metadata'])
              .where('id', '=', row.producer_id)
              .executeTakeFirst();
            for (const origin of partnerOriginsOf(producer?.metadata)) trusted.add(origin);
            if (isSet(row.is_draft) || row.visibility !== 'public') {
              answer = { trustedOrigins: [], creationError: 'creation_private' };
            } else {
              const [prebuild] = await loadPrebuilds(
                db,
                (await creationPrebuildIds(db, row.id)).slice(0, 1),
                {
                  assets: true,
                },
              );
              const model = prebuild?.models?.[0];
              const url = model?.asset_data?.url ?? model?.vt_reference_data?.url;
              answer = {
                trustedOrigins: [],
                creation: {
                  id: row.id,
                  name: row.name,
                  producer: producer?.at_name ?? null,
                  combination_config: fromJson<CombinationConfig>(
                    row.combination_config,
                    {} as CombinationConfig,
                  ),
                  model: model && url ? { id: model.id, url } : null,
                  poster: viewerPoster(row.cover_url),
                  materials: (prebuild?.materials ?? []).map((material) =>
                    pickMaterial(material as unknown as Record<string, unknown>),
                  ),
                },
              };
            }
          }
        }
        c.header('Cache-Control', 'no-store');
        return c.json({ ...answer, trustedOrigins: [...trusted] }, 200);
      },
    );
};
