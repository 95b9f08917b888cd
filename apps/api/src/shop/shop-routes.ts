import { HomeNoticeSchema } from '@atelier/schema';
import { Hono } from 'hono';
import { z } from 'zod';
import { requireAuth } from '../auth/guards';
import { dataUrlPaths, SHOP_LIMITS, shopSettingsIssues } from '../domain';
import type { AppEnv, Services } from '../http/context';
import { ApiError, forbidden } from '../http/errors';
import { doc } from '../http/openapi-doc';
import { validate } from '../http/validation';
import { ImageRefSchema } from '../resources/me';
import { DATA_URL_MESSAGE } from '../saving/save-errors';
import { readShopContent, type ShopContent, writeShopContent } from './shop-content';

const text = (max: number) => z.string().trim().max(max);
const link = z.string().trim().max(SHOP_LIMITS.link);

/**
 * The shop as the creator edits it. The notice and banner are 000 §3's producer-metadata
 * shapes (`HomeNoticeSchema`, `HomeBannerSchema`) made exact for an editor: plain texts
 * (one language: the creator's own), an uploaded image id, and every field present.
 */
export const ShopNoticeInSchema = HomeNoticeSchema.omit({ image: true, link: true })
  .extend({ enabled: z.boolean(), title: text(SHOP_LIMITS.noticeTitle), text: text(SHOP_LIMITS.noticeText) })
  .strict();
export const ShopBannerInSchema = z
  .object({
    enabled: z.boolean(),
    url: ImageRefSchema.nullable(),
    link: link.nullable(),
    aspectRatio: z.number().min(SHOP_LIMITS.minAspectRatio).max(SHOP_LIMITS.maxAspectRatio),
  })
  .strict();
export const ShopCardInSchema = z
  .object({
    title: text(SHOP_LIMITS.cardTitle).min(1),
    description: text(SHOP_LIMITS.cardDescription),
    thumbnail: ImageRefSchema,
    url: link.min(1),
  })
  .strict();
export const ShopInSchema = z
  .object({
    bio: text(SHOP_LIMITS.bio),
    notice: ShopNoticeInSchema,
    banner: ShopBannerInSchema,
    headerCards: z.array(ShopCardInSchema).max(SHOP_LIMITS.headerCards),
  })
  .strict()
  .meta({ id: 'ShopIn' });

const ShopAnswer = z.object({ shop: ShopInSchema.meta({ id: 'Shop' }) });

const RULE_MESSAGES = {
  noticeEmpty: 'An enabled notice needs a title or a text.',
  bannerImage: 'An enabled banner needs an image.',
  link: 'Expected a path on this site (such as /shop) or an https:// address.',
} as const;

/**
 * 422 `shop_invalid` with every rule the content breaks (domain `shopSettingsIssues`) and
 * every image sent as a data URL (images are uploaded first), one issue per field.
 */
function refuseInvalidShop(shop: ShopContent): void {
  const issues = [
    ...shopSettingsIssues(shop).map((issue) => ({ path: issue.path, message: RULE_MESSAGES[issue.rule] })),
    ...dataUrlPaths(shop.banner.url, 'banner.url').map((path) => ({ path, message: DATA_URL_MESSAGE })),
    ...shop.headerCards.flatMap((card, index) =>
      dataUrlPaths(card.thumbnail, `headerCards[${index}].thumbnail`).map((path) => ({
        path,
        message: DATA_URL_MESSAGE,
      })),
    ),
  ];
  const first = issues[0];
  if (first) throw new ApiError(422, 'shop_invalid', first.message, issues);
}

const tags = ['Me'];

/**
 * GET/PUT /api/me/shop: the signed-in creator's shop content (issue 18), shown on their
 * sub-domain's home instead of the platform's. Creators only (403 otherwise).
 */
export const shopRoutes = ({ db }: Services) =>
  new Hono<AppEnv>()
    .get(
      '/',
      doc({
        summary: "The signed-in creator's shop: short bio, notice, banner and header cards",
        description: 'Creators only (403 otherwise). Empty fields when nothing was saved yet.',
        tags,
        auth: true,
        responses: { 200: ShopAnswer },
        errors: [403],
      }),
      async (c) => {
        const auth = requireAuth(c);
        if (!auth.user.is_creator) throw forbidden('A shop is for creators.');
        return c.json({ shop: await readShopContent(db, auth.user.id) }, 200);
      },
    )
    .put(
      '/',
      doc({
        summary: "Replace the signed-in creator's shop content",
        description:
          'Creators only (403 otherwise). 422 `shop_invalid` lists every broken rule: an enabled notice ' +
          'without title or text, an enabled banner without image, a link that is neither a path on this ' +
          'site nor an https address, an image sent as a data URL. Nothing is written on any refusal.',
        tags,
        auth: true,
        responses: { 200: ShopAnswer },
        errors: [400, 403, 422],
      }),
      validate('json', ShopInSchema),
      async (c) => {
        const auth = requireAuth(c);
        if (!auth.user.is_creator) throw forbidden('A shop is for creators.');
        const shop: ShopContent = c.req.valid('json');
        refuseInvalidShop(shop);
        await writeShopContent(db, auth.user.id, shop);
        return c.json({ shop: await readShopContent(db, auth.user.id) }, 200);
      },
    );
