import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/types';
import { newId } from '../lib/ids';
import { fromJson, toJson } from '../lib/json';

/**
 * A creator's own home content (issue 18), stored where the home query reads it:
 * `home_items` rows in the creator's scope (their user id), one `bio`, one `notice`, one
 * `banner` row and one `header_card` row per card (by position). No new table: the
 * platform's content is the same rows in the 'platform' scope.
 */

export const SHOP_KINDS = ['bio', 'notice', 'banner', 'header_card'] as const;

export interface ShopNotice {
  enabled: boolean;
  title: string;
  text: string;
}

export interface ShopBanner {
  enabled: boolean;
  url: string | null;
  link: string | null;
  aspectRatio: number;
}

export interface ShopCard {
  title: string;
  description: string;
  thumbnail: string;
  url: string;
}

export interface ShopContent {
  bio: string;
  notice: ShopNotice;
  banner: ShopBanner;
  headerCards: ShopCard[];
}

/** A banner 4 times as wide as high unless the creator says otherwise (the home's default). */
export const DEFAULT_BANNER_RATIO = 4;

export const emptyShop = (): ShopContent => ({
  bio: '',
  notice: { enabled: false, title: '', text: '' },
  banner: { enabled: false, url: null, link: null, aspectRatio: DEFAULT_BANNER_RATIO },
  headerCards: [],
});

// Stored rows are read leniently: a row that no longer parses is left out, never a 500.
const StoredNotice = z.object({ enabled: z.boolean(), title: z.string(), text: z.string() });
const StoredBanner = z.object({
  enabled: z.boolean(),
  url: z.string().nullable(),
  link: z.string().nullable(),
  aspectRatio: z.number().positive(),
});
const StoredCard = z.object({
  title: z.string(),
  description: z.string(),
  thumbnail: z.string(),
  url: z.string(),
});
const StoredBio = z.object({ text: z.string() });

/** The creator's shop content as they saved it (empty fields where they saved nothing). */
export async function readShopContent(db: Kysely<Database>, userId: string): Promise<ShopContent> {
  const rows = await db
    .selectFrom('home_items')
    .select(['kind', 'data'])
    .where('scope', '=', userId)
    .where('kind', 'in', [...SHOP_KINDS])
    .orderBy('position')
    .orderBy('id')
    .execute();
  const shop = emptyShop();
  for (const row of rows) {
    const data = fromJson<unknown>(row.data, null);
    if (row.kind === 'bio') shop.bio = StoredBio.safeParse(data).data?.text ?? '';
    if (row.kind === 'notice') shop.notice = StoredNotice.safeParse(data).data ?? shop.notice;
    if (row.kind === 'banner') shop.banner = StoredBanner.safeParse(data).data ?? shop.banner;
    if (row.kind === 'header_card') {
      const card = StoredCard.safeParse(data);
      if (card.success) shop.headerCards.push(card.data);
    }
  }
  return shop;
}

/** Replaces the creator's shop content in one transaction (all of it or nothing). */
export async function writeShopContent(db: Kysely<Database>, userId: string, shop: ShopContent) {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('home_items')
      .where('scope', '=', userId)
      .where('kind', 'in', [...SHOP_KINDS])
      .execute();
    const rows = [
      { kind: 'bio', data: { text: shop.bio } },
      { kind: 'notice', data: shop.notice },
      { kind: 'banner', data: shop.banner },
      ...shop.headerCards.map((card) => ({ kind: 'header_card', data: card })),
    ];
    await trx
      .insertInto('home_items')
      .values(
        rows.map((row, position) => ({
          id: newId('hi'),
          scope: userId,
          kind: row.kind,
          position,
          data: toJson(row.data),
        })),
      )
      .execute();
  });
}
