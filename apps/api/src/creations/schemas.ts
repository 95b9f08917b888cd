import {
  CombinationConfigSchema,
  CreationSizingSchema,
  HomeTabSchema,
  IdSchema,
  IsoDateTimeSchema,
  MoneyMinorSchema,
  PurchaseTypeSchema,
  VisibilitySchema,
  WaterflowConfigSchema,
} from '@atelier/schema';
import { z } from 'zod';
import { SAVE_MODES } from '../domain';

/** The request and answer schemas of the creation routes (they validate and document them). */

const CategoryValuesSchema = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((entry) => entry.split(','))
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().min(1).max(100)).max(10));

export const ListQuerySchema = z.object({
  tab: HomeTabSchema.optional(),
  /** Category values, AND-ed: repeat the parameter or separate with commas. */
  category: CategoryValuesSchema.optional(),
  /** A producer's at_name. */
  producer: z
    .string()
    .regex(/^[A-Za-z0-9_]{1,64}$/)
    .optional(),
  /** A creator's at_name. */
  creator: z
    .string()
    .regex(/^[A-Za-z0-9_]{1,64}$/)
    .optional(),
  q: z.string().trim().min(1).max(100).optional(),
  cursor: z.string().min(1).max(300).optional(),
  limit: z.coerce.number().int().min(1).max(60).optional(),
});

const RelationChangesSchema = z
  .object({
    connect: z
      .array(z.object({ id: IdSchema.max(100) }))
      .max(50)
      .optional(),
    disconnect: z
      .array(z.object({ id: IdSchema.max(100) }))
      .max(50)
      .optional(),
  })
  .strict();

/** The fields the editor saves (001 §3); a save sends only the ones that changed. */
const creationFields = {
  /** 001 §4 save mode: publish sets is_draft false, unpublish true. */
  mode: z.enum(SAVE_MODES).optional(),
  name: z.string().max(200).optional(),
  description: z.string().max(20_000).optional(),
  category: z.string().max(100).optional(),
  tags: z.array(z.string().min(1).max(50)).max(30).optional(),
  totalPrice: MoneyMinorSchema.max(100_000_000).optional(),
  visibility: VisibilitySchema.optional(),
  purchaseType: PurchaseTypeSchema.nullable().optional(),
  kickstart_start: IsoDateTimeSchema.optional(),
  kickstart_end: IsoDateTimeSchema.optional(),
  kickstart_periode: z.number().int().min(0).max(3650).optional(),
  minimum_order: z.number().int().min(1).max(100_000).optional(),
  maximum_order: z.number().int().min(1).max(100_000).nullable().optional(),
  sizing: CreationSizingSchema.optional(),
  waterflow_config: WaterflowConfigSchema.optional(),
  combination_config: CombinationConfigSchema.optional(),
  creation_category: RelationChangesSchema.optional(),
};

/** Only the changed fields; relations as connect / disconnect lists of {id} (001 §7). */
export const CreationPatchSchema = z
  .object({
    /** The updatedAt this change was based on: a stale one answers 409 and changes nothing. */
    updatedAt: IsoDateTimeSchema,
    ...creationFields,
    prebuilds: RelationChangesSchema.optional(),
  })
  .strict();

/**
 * A new creation is created by its first save: the prebuild it is made on and the editor's
 * document; what is missing comes from the domain's `newCreation` (001 §9).
 */
export const CreateCreationSchema = z
  .object({
    prebuild_id: IdSchema.max(100),
    ...creationFields,
    /** More prebuilds to build on, after `prebuild_id` (the editor sends its own as a connect). */
    prebuilds: RelationChangesSchema.optional(),
  })
  .strict();
export const VersionBodySchema = z.object({ updatedAt: IsoDateTimeSchema.optional() }).strict();
export const DeleteQuerySchema = z.object({
  /** Confirms archiving a creation that has orders (000 §5). */
  archive: z.enum(['true', 'false']).optional(),
});

const UserOut = z.object({
  id: z.string(),
  name: z.string(),
  at_name: z.string(),
  is_creator: z.boolean(),
  profile_image: z.string().nullable(),
  profile_banner: z.string().nullable(),
  user_profile: z.object({ profile_image: z.string().optional(), profile_banner: z.string().optional() }),
  visibility: VisibilitySchema,
});

export const CreationTileSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    totalPrice: z.number().int(),
    purchaseType: PurchaseTypeSchema.nullable(),
    creation_media: z.array(z.object({ url: z.string() })),
    user: UserOut,
    pinned: z.boolean(),
    is_draft: z.boolean(),
    visibility: VisibilitySchema,
    createdAt: z.string(),
  })
  .meta({ id: 'CreationTile' });

export const CreationDetailSchema = z
  .looseObject({
    id: z.string(),
    userId: z.string(),
    name: z.string(),
    description: z.string(),
    totalPrice: z.number().int(),
    is_draft: z.boolean(),
    is_deleted: z.boolean(),
    visibility: VisibilitySchema,
    purchaseType: PurchaseTypeSchema.nullable(),
    user: UserOut,
    creation_media: z.array(z.object({ id: z.string(), url: z.string() })),
    creation_category: z.array(z.object({ id: z.string().optional(), name: z.string(), value: z.string() })),
    prebuilds: z.array(z.looseObject({ id: z.string() })),
    orderCount: z.number().int(),
    orderedCount: z.number().int(),
    preorder: z.looseObject({ kind: z.string(), message: z.string() }),
    favoriteCount: z.number().int(),
    isFavorite: z.boolean(),
    isOwner: z.boolean(),
    pinned: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'CreationDetail' });

export const CreationAnswer = z.object({ creation: CreationDetailSchema });

/** 001 §7: everything the editor loads for a creation, for its owner. */
export const CreationEditAnswer = z.object({
  creation: CreationDetailSchema.extend({
    order_items: z.array(
      z.object({
        id: z.string().optional(),
        quantity: z.object({ amount: z.number().int(), size: z.string().optional() }),
        order: z.array(z.object({ id: z.string().optional(), status: z.string() })),
      }),
    ),
  }),
  /** The signed-in user may edit it (always true in a 200: others get 403 or 404). */
  editable: z.literal(true),
});
export const FavoriteAnswer = z.object({ isFavorite: z.boolean(), favoriteCount: z.number().int() });
export const DeleteAnswer = z.object({ ok: z.literal(true), kind: z.enum(['delete', 'archive']) });
