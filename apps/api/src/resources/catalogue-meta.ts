import {
  CaseMetadataSchema,
  HomeBannerSchema,
  HomeNoticeSchema,
  HomeTabSchema,
  TextOrLocalizedSchema,
  TrendMediaItemSchema,
  type TrendMediaItem,
  type HomeBanner,
} from '@atelier/schema';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { optionalAuth } from '../auth/guards';
import type { Database } from '../db/types';
import {
  filterOfferedCategories,
  isMainCategory,
  listingScope,
  parseHost,
  pickerCategories,
  visibleHomeTabs,
} from '../domain';
import type { AppEnv, Services } from '../http/context';
import { doc } from '../http/openapi-doc';
import { PublicUserSchema } from '../http/schemas';
import { notFound } from '../http/errors';
import { validate } from '../http/validation';
import { fromJson } from '../lib/json';
import { toProducer } from '../queries/catalogue';
import { PLATFORM_SCOPE, readCaseMetadata } from '../queries/home';
import { findUserByAtName, toPublicUser } from '../queries/users';
import { readShopContent, type ShopContent } from '../shop/shop-content';

const CategoryOut = z
  .object({ id: z.string(), name: z.string(), value: z.string(), is_main: z.boolean() })
  .meta({ id: 'Category' });

export const CategoriesQuerySchema = z.object({
  /** Comma-separated category ids (001 §7 "where id in list"); all categories without it. */
  ids: z
    .string()
    .min(1)
    .max(5000)
    .transform((text) =>
      text
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().min(1).max(100)).max(100))
    .optional(),
});

/** 000 §2 a header card; its title and description may be one text per language (issue 18). */
export const HeaderCardSchema = z.object({
  title: TextOrLocalizedSchema,
  description: TextOrLocalizedSchema,
  thumbnail: z.string(),
  url: z.string(),
});

const HomeAnswer = z.object({
  host: z.object({ isMainSite: z.boolean(), isDevHost: z.boolean(), creatorId: z.string().nullable() }),
  scope: z.object({
    kind: z.enum(['all', 'creator', 'producer']),
    creatorAtName: z.string().optional(),
    producerAtName: z.string().optional(),
  }),
  creator: PublicUserSchema.nullable(),
  /** The creator's short bio line on their shop; null on the main site. */
  bio: z.string().nullable(),
  producer: z.looseObject({ id: z.string(), at_name: z.string() }).nullable(),
  notice: HomeNoticeSchema.nullable(),
  banner: HomeBannerSchema.nullable(),
  headerCards: z.array(HeaderCardSchema),
  trendMedia: z.array(TrendMediaItemSchema),
  caseMetadata: CaseMetadataSchema,
  tabs: z.array(HomeTabSchema),
  categories: z.array(CategoryOut),
});

async function allCategories(db: Kysely<Database>, ids?: string[]) {
  let query = db.selectFrom('categories').select(['id', 'name', 'value']).orderBy('position').orderBy('name');
  if (ids) query = query.where('id', 'in', ids.length ? ids : ['']);
  const rows = pickerCategories(await query.execute());
  return rows.map((row) => ({ ...row, is_main: isMainCategory(row) }));
}

async function homeItems<T>(
  db: Kysely<Database>,
  scopes: string[],
  kind: string,
  parse: (data: unknown) => T | null,
) {
  for (const scope of scopes) {
    const rows = await db
      .selectFrom('home_items')
      .select(['data'])
      .where('scope', '=', scope)
      .where('kind', '=', kind)
      .orderBy('position')
      .execute();
    if (rows.length > 0)
      return rows.map((row) => parse(fromJson(row.data, null))).filter((item): item is T => item !== null);
  }
  return [];
}

/** Only a public creator has a shop on their sub-domain. */
const isShopOwner = (row: { is_creator: number | boolean; visibility: string } | undefined): boolean =>
  row !== undefined && Number(row.is_creator) === 1 && row.visibility === 'public';

/**
 * The creator's notice as 000 §3 metadata: null until they have written one. Without a title
 * it is titled with the shop's name, so the dialog never falls back to the platform's welcome.
 */
const shopNotice = ({ notice }: ShopContent, shopName: string) =>
  notice.title || notice.text
    ? { enabled: notice.enabled, title: notice.title || shopName, text: notice.text }
    : null;

/** The creator's banner as 000 §3 metadata: null without an image. */
const shopBanner = ({ banner }: ShopContent): HomeBanner | null =>
  banner.url
    ? {
        enabled: banner.enabled,
        url: banner.url,
        aspectRatio: banner.aspectRatio,
        ...(banner.link ? { link: banner.link } : {}),
      }
    : null;

export const categoryRoutes = ({ db }: Services) =>
  new Hono<AppEnv>().get(
    '/',
    doc({
      summary: 'Categories (main: Men, Women, Unisex, Accessories; the rest are sub-categories)',
      description:
        'Without ids, every category for the picker: the main ones first in their fixed order, then the ' +
        'sub-categories by position and name (domain pickerCategories). With ids, those categories in the ' +
        'same order.',
      tags: ['Categories'],
      responses: { 200: z.object({ data: z.array(CategoryOut) }) },
      errors: [400],
    }),
    validate('query', CategoriesQuerySchema),
    async (c) => c.json({ data: await allCategories(db, c.req.valid('query').ids) }, 200),
  );

export const homeRoutes = ({ db, settings }: Services) =>
  new Hono<AppEnv>().get(
    '/',
    doc({
      summary:
        'Home data for the Host: header cards, notice, banner, trend media, case metadata, tabs, categories',
      description:
        'The Host decides the scope (000 §1): a creator sub-domain gets that creator and their own home ' +
        "content (notice, banner, header cards, trend media: theirs or none, never the platform's); the main " +
        "site gets the platform's. A sub-domain whose creator id is not a public creator answers 404.",
      tags: ['Home'],
      responses: { 200: HomeAnswer },
      errors: [404],
    }),
    async (c) => {
      const auth = optionalAuth(c);
      const host = parseHost(c.req.header('host') ?? '');
      const scope = listingScope(host, {
        production: settings.production,
        platformProducerAtName: settings.platformProducer,
      });
      // An unknown sub-domain is not an empty shop: only a public creator has one.
      const creatorRow = host.creatorId ? await findUserByAtName(db, host.creatorId) : undefined;
      if (host.creatorId && !isShopOwner(creatorRow)) throw notFound('That shop');
      const scopes = creatorRow ? [creatorRow.id, PLATFORM_SCOPE] : [PLATFORM_SCOPE];
      const producerRow = await db
        .selectFrom('producers')
        .selectAll()
        .where((eb) => eb.or([eb('at_name', '=', settings.platformProducer), eb('is_platform', '=', 1)]))
        .orderBy('is_platform', 'desc')
        .executeTakeFirst();
      const producer = producerRow ? toProducer(producerRow) : null;
      let caseMetadata = await readCaseMetadata(db, scopes[0] ?? PLATFORM_SCOPE);
      if (
        creatorRow &&
        !(await db
          .selectFrom('case_settings')
          .select('scope')
          .where('scope', '=', creatorRow.id)
          .executeTakeFirst())
      ) {
        caseMetadata = await readCaseMetadata(db, PLATFORM_SCOPE);
      }
      // A creator's shop shows their own content or none, never the platform's welcome.
      const contentScopes = creatorRow ? [creatorRow.id] : scopes;
      const shop = creatorRow ? await readShopContent(db, creatorRow.id) : null;
      const headerCards = await homeItems(db, contentScopes, 'header_card', (data) => {
        const parsed = HeaderCardSchema.safeParse(data);
        return parsed.success ? parsed.data : null;
      });
      const trendMedia = await homeItems<TrendMediaItem>(db, contentScopes, 'trend_media', (data) => {
        const parsed = TrendMediaItemSchema.safeParse(data);
        return parsed.success ? parsed.data : null;
      });
      const categories = filterOfferedCategories(
        await allCategories(db),
        caseMetadata.homePage.categoriesFilter,
      );
      return c.json(
        {
          host: { isMainSite: host.isMainSite, isDevHost: host.isDevHost, creatorId: host.creatorId },
          scope: { ...scope },
          creator: creatorRow ? toPublicUser(creatorRow) : null,
          producer,
          notice:
            shop && creatorRow
              ? shopNotice(shop, creatorRow.name)
              : (producer?.metadata.homePage.notice ?? null),
          banner: shop ? shopBanner(shop) : (producer?.metadata.homePage.banner ?? null),
          bio: shop?.bio ?? null,
          headerCards,
          trendMedia,
          caseMetadata,
          tabs: visibleHomeTabs({
            userName: auth?.user.name ?? null,
            tabBlacklist: producer?.metadata.tabBlacklist ?? [],
          }),
          categories,
        },
        200,
      );
    },
  );
