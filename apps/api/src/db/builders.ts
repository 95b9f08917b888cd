import type {
  CombinationConfig,
  CostTier,
  CreationSizing,
  MediaPlate,
  PrebuildContentItem,
  PrebuildExtraOption,
  PrebuildSizing,
  ProducerMetadata,
  PurchaseType,
} from '@atelier/schema';
import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/password';
import { emptyCombinationConfig } from '../domain';
import { newId } from '../lib/ids';
import { flag, toJson } from '../lib/json';
import type { Database } from './types';

/**
 * Inserts rows with sensible defaults: the demo seed, the benchmark and the tests build
 * their stores with these. They write what the API would write; no rule is decided here.
 */

type Db = Kysely<Database>;
const at = (date?: Date | string) => (typeof date === 'string' ? date : (date ?? new Date()).toISOString());

export interface UserInput {
  id?: string;
  email: string;
  name: string;
  at_name: string;
  password?: string;
  /** A ready hash (the seed hashes its one demo password once). */
  passwordHash?: string;
  is_creator?: boolean;
  visibility?: 'public' | 'private';
  profile_image?: string | null;
  profile_banner?: string | null;
  createdAt?: Date | string;
}

export async function insertUser(db: Db, input: UserInput): Promise<string> {
  const id = input.id ?? newId('us');
  const created = at(input.createdAt);
  await db
    .insertInto('users')
    .values({
      id,
      email: input.email.toLowerCase(),
      password_hash: input.passwordHash ?? (await hashPassword(input.password ?? 'atelier-demo')),
      name: input.name,
      at_name: input.at_name,
      at_name_key: input.at_name.toLowerCase(),
      is_creator: flag(input.is_creator ?? false),
      visibility: input.visibility ?? 'public',
      profile_image: input.profile_image ?? null,
      profile_banner: input.profile_banner ?? null,
      created_at: created,
      updated_at: created,
    })
    .execute();
  return id;
}

export async function insertProducer(
  db: Db,
  input: {
    id?: string;
    name: string;
    at_name: string;
    profile_image?: string | null;
    metadata?: Partial<ProducerMetadata>;
    is_platform?: boolean;
  },
): Promise<string> {
  const id = input.id ?? newId('pr');
  const now = at();
  await db
    .insertInto('producers')
    .values({
      id,
      name: input.name,
      at_name: input.at_name,
      profile_image: input.profile_image ?? null,
      metadata: toJson({ homePage: {}, tabBlacklist: [], isDirectShopPage: false, ...input.metadata }),
      is_platform: flag(input.is_platform ?? false),
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

export async function addProducerMember(db: Db, producerId: string, userId: string, role = 'manager') {
  await db
    .insertInto('producer_members')
    .values({ producer_id: producerId, user_id: userId, role })
    .execute();
}

export async function insertCategory(
  db: Db,
  input: { id?: string; name: string; value: string; is_main?: boolean; position?: number },
): Promise<string> {
  const id = input.id ?? newId('ct');
  await db
    .insertInto('categories')
    .values({
      id,
      name: input.name,
      value: input.value,
      is_main: flag(input.is_main ?? false),
      position: input.position ?? 0,
    })
    .execute();
  return id;
}

export async function insertAsset(
  db: Db,
  input: {
    id?: string;
    type: 'MODEL' | 'MATERIAL';
    producerId: string;
    name: string;
    category?: string;
    thumb?: string;
    url?: string;
    extra?: Record<string, unknown>;
    createdAt?: Date | string;
    materialIds?: string[];
  },
): Promise<string> {
  const id = input.id ?? newId('as');
  const reference = {
    name: input.name,
    ...(input.category ? { category: input.category } : {}),
    ...(input.thumb ? { thumb: input.thumb } : {}),
    ...(input.url ? { url: input.url } : {}),
    ...(input.extra ?? {}),
  };
  await db
    .insertInto('assets')
    .values({
      id,
      type: input.type,
      producer_id: input.producerId,
      text: input.name,
      value: id,
      search_name: input.name.toLowerCase(),
      vt_reference_data: toJson(reference),
      asset_data: null,
      created_at: at(input.createdAt),
    })
    .execute();
  if (input.materialIds?.length) {
    await db
      .insertInto('model_materials')
      .values(input.materialIds.map((material_id, position) => ({ model_id: id, material_id, position })))
      .execute();
  }
  return id;
}

export interface PrebuildInput {
  id?: string;
  producerId: string;
  name: string;
  description?: string;
  content?: PrebuildContentItem[];
  category?: string[];
  visibility?: 'public' | 'private';
  sizing?: PrebuildSizing;
  extra_option?: PrebuildExtraOption;
  waterflow_config?: { media_placement: MediaPlate[] };
  minimum_order?: number;
  maximum_order?: number;
  cost_config?: CostTier[];
  is_draft?: boolean;
  combination_config?: CombinationConfig;
  modelIds?: string[];
  materialIds?: string[];
  createdAt?: Date | string;
}

export async function insertPrebuild(db: Db, input: PrebuildInput): Promise<string> {
  const id = input.id ?? newId('pb');
  const created = at(input.createdAt);
  await db
    .insertInto('prebuilds')
    .values({
      id,
      producer_id: input.producerId,
      name: input.name,
      description: input.description ?? '',
      content: toJson(input.content ?? []),
      category: toJson(input.category ?? []),
      tags: toJson([]),
      visibility: input.visibility ?? 'public',
      allow_direct_purchase: 1,
      option_shipping_fee_include: 1,
      sizing: toJson(
        input.sizing ?? {
          options: ['XS', 'S', 'M', 'L', 'XL', '2XL'].map((name) => ({ name, cost_weight: 1 })),
        },
      ),
      extra_option: toJson(
        input.extra_option ?? {
          allowPurchaseType: ['instant-purchase', 'retail-preorder', 'sample'],
          manufacturingTimePerPiece: 6_000_000,
        },
      ),
      waterflow_config: toJson(input.waterflow_config ?? { media_placement: [] }),
      minimum_order: input.minimum_order ?? 5,
      maximum_order: input.maximum_order ?? 1000,
      cost: null,
      cost_config: toJson(
        input.cost_config ?? [
          { quantity: 1, cost: 40_000 },
          { quantity: 20, cost: 30_000 },
        ],
      ),
      is_draft: flag(input.is_draft ?? false),
      is_deleted: 0,
      combination_config: toJson(input.combination_config ?? emptyCombinationConfig()),
      created_at: created,
      updated_at: created,
    })
    .execute();
  for (const [table, ids] of [
    ['prebuild_models', input.modelIds ?? []],
    ['prebuild_materials', input.materialIds ?? []],
  ] as const) {
    if (ids.length)
      await db
        .insertInto(table)
        .values(ids.map((asset_id, position) => ({ prebuild_id: id, asset_id, position })))
        .execute();
  }
  return id;
}

export interface CreationInput {
  id?: string;
  userId: string;
  prebuildId?: string;
  producerId?: string | null;
  name: string;
  description?: string;
  totalPrice: number;
  purchaseType?: PurchaseType | null;
  is_draft?: boolean;
  is_deleted?: boolean;
  visibility?: 'public' | 'private';
  kickstart_start?: string | null;
  kickstart_end?: string | null;
  minimum_order?: number;
  maximum_order?: number | null;
  sizing?: CreationSizing;
  mediaUrls?: string[];
  categoryIds?: string[];
  combination_config?: CombinationConfig;
  pinned?: boolean;
  createdAt?: Date | string;
}

export async function insertCreation(db: Db, input: CreationInput): Promise<string> {
  const id = input.id ?? newId('cr');
  const created = at(input.createdAt);
  const media = input.mediaUrls ?? [];
  const plates: MediaPlate[] = media.map((url, index) => ({
    id: Date.parse(created) + index,
    type: 'image/upload',
    url,
    fit: 'cover',
  }));
  await db
    .insertInto('creations')
    .values({
      id,
      user_id: input.userId,
      producer_id: input.producerId ?? null,
      name: input.name,
      description: input.description ?? '',
      category: null,
      tags: toJson([]),
      total_price: input.totalPrice,
      is_draft: flag(input.is_draft ?? false),
      is_deleted: flag(input.is_deleted ?? false),
      visibility: input.visibility ?? 'public',
      purchase_type: input.purchaseType === undefined ? 'instant-purchase' : input.purchaseType,
      kickstart_start: input.kickstart_start ?? null,
      kickstart_end: input.kickstart_end ?? null,
      kickstart_periode: 0,
      minimum_order: input.minimum_order ?? 5,
      maximum_order: input.maximum_order ?? null,
      sizing: toJson(input.sizing ?? { blacklist: [] }),
      waterflow_config: toJson({ media_placement: plates }),
      combination_config: toJson(input.combination_config ?? emptyCombinationConfig()),
      cover_url: media[0] ?? null,
      pinned_at: input.pinned ? created : null,
      created_at: created,
      updated_at: created,
    })
    .execute();
  if (media.length)
    await db
      .insertInto('creation_media')
      .values(media.map((url, position) => ({ id: newId('cm'), creation_id: id, url, position })))
      .execute();
  if (input.categoryIds?.length)
    await db
      .insertInto('creation_categories')
      .values(input.categoryIds.map((category_id) => ({ creation_id: id, category_id })))
      .execute();
  if (input.prebuildId)
    await db
      .insertInto('creation_prebuilds')
      .values({ creation_id: id, prebuild_id: input.prebuildId, position: 0 })
      .execute();
  return id;
}

/** An order of `amount` pieces of a creation, in a status (pending orders do not count). */
export async function insertOrder(
  db: Db,
  input: {
    userId: string;
    creationId: string;
    amount: number;
    price: number;
    status: string;
    size?: string;
    createdAt?: Date | string;
  },
): Promise<string> {
  const orderId = newId('or');
  const created = at(input.createdAt);
  await db
    .insertInto('orders')
    .values({
      id: orderId,
      user_id: input.userId,
      status: input.status,
      created_at: created,
      updated_at: created,
    })
    .execute();
  await db
    .insertInto('order_items')
    .values({
      id: newId('oi'),
      order_id: orderId,
      creation_id: input.creationId,
      size: input.size ?? 'M',
      amount: input.amount,
      price: input.price,
      created_at: created,
    })
    .execute();
  return orderId;
}
