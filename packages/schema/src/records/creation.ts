import { z } from 'zod';
import { DEFAULT_MINIMUM_ORDER } from '../constants';
import {
  IdSchema,
  IsoDateTimeSchema,
  MoneyMinorSchema,
  PurchaseTypeSchema,
  SizeSchema,
  VisibilitySchema,
  uniqueList,
} from '../primitives';
import { CombinationConfigSchema } from './combination-config';
import { CostTierSchema } from './cost-config';
import { CreationCategorySchema } from './creation-category';
import { WaterflowConfigSchema } from './media-plate';
import { PrebuildSchema } from './prebuild';
import { CreationSizingSchema } from './sizing';
import { UserSummarySchema } from './user';

/** 001 §5: the placeholder of the name input, which saving rejects. */
export const CREATION_NAME_PLACEHOLDER = 'Name your creation';

/** 000 §3 creation_media entry {url}. */
export const CreationMediaSchema = z.object({
  id: IdSchema.optional(),
  url: z.string().min(1),
});
export type CreationMedia = z.infer<typeof CreationMediaSchema>;

/**
 * 000 §4 an order of an order item. Order statuses other than 'pending' are not
 * shown, so any non-empty status is kept.
 */
export const OrderSchema = z.object({
  id: IdSchema.optional(),
  status: z.string().min(1),
});
export type Order = z.infer<typeof OrderSchema>;

/** 000 §3 order item: its order list and quantity.amount. */
export const OrderItemSchema = z.object({
  id: IdSchema.optional(),
  quantity: z.object({
    amount: z.number().int().nonnegative(),
    size: SizeSchema.optional(),
  }),
  order: z.array(OrderSchema).default(() => []),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

/**
 * 000 §3 the lightweight creation read with a cart item (id, name, totalPrice,
 * creation_media, waterflow_config, prebuilds[0].cost_config) or listed under a user.
 */
export const CreationSummarySchema = z.object({
  id: IdSchema,
  name: z.string(),
  totalPrice: MoneyMinorSchema,
  creation_media: z.array(CreationMediaSchema).optional(),
  waterflow_config: WaterflowConfigSchema.optional(),
  prebuilds: z.array(z.object({ cost_config: z.array(CostTierSchema) })).optional(),
});
export type CreationSummary = z.infer<typeof CreationSummarySchema>;

/** 000 §3 the creation's user: name, at_name, user_profile.profile_image, creations. */
export const CreationUserSchema = UserSummarySchema.extend({
  visibility: VisibilitySchema.optional(),
  creations: z.array(CreationSummarySchema).optional(),
});
export type CreationUser = z.infer<typeof CreationUserSchema>;

/**
 * 000 §3, 001 §3, 002 §3 Creation, with the new-creation defaults of 001 §9
 * (minimum_order 5, kickstart_periode 0, visibility public). Kickstart dates that
 * depend on "now" and the initial totalPrice are set by the domain, not here.
 * Relations (user, creation_media, creation_category, order_items, prebuilds,
 * favorited_users) are present when the query includes them.
 */
export const CreationSchema = z
  .object({
    id: IdSchema,
    userId: IdSchema,
    name: z.string().default(''),
    description: z.string().default(''),
    /** Deprecated (000 §3): superseded by creation_category. */
    category: z.string().optional(),
    creation_category: z.array(CreationCategorySchema).optional(),
    tags: uniqueList(z.string().min(1), 'Tag').default(() => []),
    totalPrice: MoneyMinorSchema,
    is_draft: z.boolean().default(true),
    is_deleted: z.boolean().default(false),
    visibility: VisibilitySchema.default('public'),
    purchaseType: PurchaseTypeSchema.nullable().default(null),
    kickstart_start: IsoDateTimeSchema.optional(),
    kickstart_end: IsoDateTimeSchema.optional(),
    kickstart_periode: z.number().int().nonnegative().default(0),
    minimum_order: z.number().int().min(1).default(DEFAULT_MINIMUM_ORDER),
    maximum_order: z.number().int().min(1).optional(),
    sizing: CreationSizingSchema.prefault({}),
    waterflow_config: WaterflowConfigSchema.prefault({}),
    combination_config: CombinationConfigSchema,
    user: CreationUserSchema.optional(),
    creation_media: z.array(CreationMediaSchema).optional(),
    order_items: z.array(OrderItemSchema).optional(),
    prebuilds: z.array(PrebuildSchema).optional(),
    favorited_users: z.array(z.object({ id: IdSchema })).optional(),
    createdAt: IsoDateTimeSchema.optional(),
    updatedAt: IsoDateTimeSchema.optional(),
  })
  .superRefine((creation, ctx) => {
    if (creation.maximum_order !== undefined && creation.minimum_order > creation.maximum_order) {
      ctx.addIssue({
        code: 'custom',
        message: 'minimum_order must not exceed maximum_order',
        path: ['minimum_order'],
      });
    }
    const { kickstart_start: start, kickstart_end: end } = creation;
    if (start !== undefined && end !== undefined && Date.parse(start) > Date.parse(end)) {
      ctx.addIssue({
        code: 'custom',
        message: 'kickstart_start must not be after kickstart_end',
        path: ['kickstart_end'],
      });
    }
  });
export type Creation = z.infer<typeof CreationSchema>;
/** What CreationSchema accepts: defaulted keys may be left out. */
export type CreationInput = z.input<typeof CreationSchema>;
