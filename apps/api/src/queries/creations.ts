import type {
  CombinationConfig,
  CreationCategory,
  CreationSizing,
  OrderItem,
  PurchaseType,
  Visibility,
  WaterflowConfig,
} from '@atelier/schema';
import type { Kysely, Selectable } from 'kysely';
import type { CreationsTable, Database } from '../db/types';
import {
  PENDING_ORDER_STATUS,
  countsTowardGoal,
  formatMessage,
  isOrderStatus,
  orderedCount,
  preorderStatus,
} from '../domain';
import { fromJson, isSet } from '../lib/json';
import { type PrebuildAnswer, loadCreationPrebuilds } from './catalogue';
import { type PublicUser, toPublicUser } from './users';

export type CreationRow = Selectable<CreationsTable>;

/** A creation with the user columns of its owner (prefixed u_). */
export type CreationWithUserRow = CreationRow & {
  u_id: string;
  u_name: string;
  u_at_name: string;
  u_is_creator: number;
  u_profile_image: string | null;
  u_profile_banner: string | null;
  u_visibility: string;
};

export const CREATION_USER_COLUMNS = [
  'users.id as u_id',
  'users.name as u_name',
  'users.at_name as u_at_name',
  'users.is_creator as u_is_creator',
  'users.profile_image as u_profile_image',
  'users.profile_banner as u_profile_banner',
  'users.visibility as u_visibility',
] as const;

export function creationUser(
  row: Pick<
    CreationWithUserRow,
    'u_id' | 'u_name' | 'u_at_name' | 'u_is_creator' | 'u_profile_image' | 'u_profile_banner' | 'u_visibility'
  >,
): PublicUser & { visibility: Visibility } {
  return {
    ...toPublicUser({
      id: row.u_id,
      name: row.u_name,
      at_name: row.u_at_name,
      is_creator: row.u_is_creator,
      profile_image: row.u_profile_image,
      profile_banner: row.u_profile_banner,
    }),
    visibility: row.u_visibility === 'private' ? 'private' : 'public',
  };
}

/** The creation fields shared by the detail and the editor (000 §3, 001 §3). */
export function creationFields(row: CreationRow) {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    description: row.description,
    ...(row.category !== null ? { category: row.category } : {}),
    tags: fromJson<string[]>(row.tags, []),
    totalPrice: row.total_price,
    is_draft: isSet(row.is_draft),
    is_deleted: isSet(row.is_deleted),
    visibility: (row.visibility === 'private' ? 'private' : 'public') as Visibility,
    purchaseType: (row.purchase_type ?? null) as PurchaseType | null,
    ...(row.kickstart_start !== null ? { kickstart_start: row.kickstart_start } : {}),
    ...(row.kickstart_end !== null ? { kickstart_end: row.kickstart_end } : {}),
    kickstart_periode: row.kickstart_periode,
    minimum_order: row.minimum_order,
    ...(row.maximum_order !== null ? { maximum_order: row.maximum_order } : {}),
    sizing: fromJson<CreationSizing>(row.sizing, { blacklist: [] }),
    waterflow_config: fromJson<WaterflowConfig>(row.waterflow_config, { media_placement: [] }),
    combination_config: fromJson<CombinationConfig>(row.combination_config, {} as CombinationConfig),
    pinned: row.pinned_at !== null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The columns a list tile needs (the big JSON documents stay in the table). */
export const TILE_COLUMNS = [
  'creations.id',
  'creations.name',
  'creations.total_price',
  'creations.purchase_type',
  'creations.cover_url',
  'creations.pinned_at',
  'creations.is_draft',
  'creations.visibility',
  'creations.created_at',
] as const;

export type TileRow = Pick<
  CreationWithUserRow,
  | 'id'
  | 'name'
  | 'total_price'
  | 'purchase_type'
  | 'cover_url'
  | 'pinned_at'
  | 'is_draft'
  | 'visibility'
  | 'created_at'
  | 'u_id'
  | 'u_name'
  | 'u_at_name'
  | 'u_is_creator'
  | 'u_profile_image'
  | 'u_profile_banner'
  | 'u_visibility'
>;

/** Creations joined to their users, with the tile's columns only. */
export function selectCreationTiles(db: Kysely<Database>) {
  return db
    .selectFrom('creations')
    .innerJoin('users', 'users.id', 'creations.user_id')
    .select([...TILE_COLUMNS, ...CREATION_USER_COLUMNS]);
}

/** A list tile: what the home and shop grids show. */
export function toCreationTile(row: TileRow) {
  return {
    id: row.id,
    name: row.name,
    totalPrice: row.total_price,
    purchaseType: (row.purchase_type ?? null) as PurchaseType | null,
    creation_media: row.cover_url ? [{ url: row.cover_url }] : [],
    user: creationUser(row),
    pinned: row.pinned_at !== null,
    is_draft: isSet(row.is_draft),
    visibility: (row.visibility === 'private' ? 'private' : 'public') as Visibility,
    createdAt: row.created_at,
  };
}
export type CreationTile = ReturnType<typeof toCreationTile>;

export function selectCreationWithUser(db: Kysely<Database>) {
  return db
    .selectFrom('creations')
    .innerJoin('users', 'users.id', 'creations.user_id')
    .selectAll('creations')
    .select(CREATION_USER_COLUMNS);
}

export async function findCreation(
  db: Kysely<Database>,
  id: string,
): Promise<CreationWithUserRow | undefined> {
  return selectCreationWithUser(db).where('creations.id', '=', id).executeTakeFirst();
}

export async function creationCategories(
  db: Kysely<Database>,
  creationId: string,
): Promise<CreationCategory[]> {
  const rows = await db
    .selectFrom('creation_categories')
    .innerJoin('categories', 'categories.id', 'creation_categories.category_id')
    .select(['categories.id', 'categories.name', 'categories.value'])
    .where('creation_categories.creation_id', '=', creationId)
    .orderBy('categories.position')
    .execute();
  return rows;
}

export async function creationPrebuildIds(db: Kysely<Database>, creationId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('creation_prebuilds')
    .select('prebuild_id')
    .where('creation_id', '=', creationId)
    .orderBy('position')
    .execute();
  return rows.map((row) => row.prebuild_id);
}

/**
 * Order items with their order's status (000 §3), for the domain's counts. 000 §4 counts
 * orders that are not 'pending'; with real orders, "not pending" means committed to the goal
 * (countsTowardGoal: a saved card or money taken, not cancelled or refunded), so every other
 * status reaches the domain as 'pending' and the bar and status keep using the one rule.
 */
const goalStatus = (status: string): string =>
  isOrderStatus(status) && countsTowardGoal(status) ? status : PENDING_ORDER_STATUS;

export async function creationOrderItems(db: Kysely<Database>, creationId: string): Promise<OrderItem[]> {
  const rows = await db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select([
      'order_items.id',
      'order_items.amount',
      'order_items.size',
      'orders.id as order_id',
      'orders.status',
    ])
    .where('order_items.creation_id', '=', creationId)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    quantity: {
      amount: row.amount,
      ...(row.size ? { size: row.size as OrderItem['quantity']['size'] } : {}),
    },
    order: [{ id: row.order_id, status: goalStatus(row.status) }],
  }));
}

export interface CreationDetail extends ReturnType<typeof creationFields> {
  user: PublicUser & { visibility: Visibility };
  creation_media: { id: string; url: string }[];
  creation_category: CreationCategory[];
  prebuilds: PrebuildAnswer[];
  orderCount: number;
  orderedCount: number;
  preorder: {
    kind: string;
    message: string;
    isPreorder: boolean;
    daysRemaining: number;
    open: boolean;
    ordered: number;
    minimum: number;
    percent: number;
    barPercent: number;
  };
  favoriteCount: number;
  isFavorite: boolean;
  isOwner: boolean;
}

/** 000 §7 creation findFirst: media, categories, order count and ordered sum, user, prebuilds, favourite state. */
export async function loadCreationDetail(
  db: Kysely<Database>,
  row: CreationWithUserRow,
  viewerId: string | null,
  now: Date,
  options: { prebuildAssets: boolean } = { prebuildAssets: true },
): Promise<CreationDetail> {
  // One query per relation, sent together; the prebuilds' producers follow in one more.
  const [media, categories, prebuilds, orderItems, favourites] = await Promise.all([
    db
      .selectFrom('creation_media')
      .select(['id', 'url'])
      .where('creation_id', '=', row.id)
      .orderBy('position')
      .execute(),
    creationCategories(db, row.id),
    loadCreationPrebuilds(db, row.id, { assets: options.prebuildAssets }),
    creationOrderItems(db, row.id),
    db
      .selectFrom('favourites')
      .select((eb) => [
        eb.fn.countAll().as('count'),
        // The viewer's own favourite, counted in the same pass.
        eb.fn
          .sum<number | string | null>(
            eb
              .case()
              .when('user_id', '=', viewerId ?? '')
              .then(1)
              .else(0)
              .end(),
          )
          .as('mine'),
      ])
      .where('creation_id', '=', row.id)
      .executeTakeFirst(),
  ]);
  const fields = creationFields(row);
  const status = preorderStatus({ ...fields, order_items: orderItems }, now);
  return {
    ...fields,
    user: creationUser(row),
    creation_media: media,
    creation_category: categories,
    prebuilds,
    orderCount: orderItems.length,
    orderedCount: orderedCount(orderItems),
    preorder: { ...status, message: formatMessage(status.message) },
    favoriteCount: Number(favourites?.count ?? 0),
    isFavorite: viewerId !== null && Number(favourites?.mine ?? 0) > 0,
    isOwner: viewerId === row.user_id,
  };
}

/** Cursor of a listing: the last item's time and id, so pages never repeat or skip. */
export interface ListCursor {
  t: string;
  i: string;
}

export const encodeCursor = (cursor: ListCursor): string =>
  Buffer.from(JSON.stringify([cursor.t, cursor.i])).toString('base64url');

export function decodeCursor(text: string): ListCursor | null {
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(value) && typeof value[0] === 'string' && typeof value[1] === 'string') {
      return { t: value[0], i: value[1] };
    }
  } catch {
    // fall through
  }
  return null;
}

/** `%text%` for LIKE, with the wildcards of the text escaped (ESCAPE '\'). */
export const likePattern = (text: string): string =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
