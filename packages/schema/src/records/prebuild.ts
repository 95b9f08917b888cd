import { z } from 'zod';
import {
  DEFAULT_MANUFACTURING_TIME_PER_PIECE_MS,
  DEFAULT_MAXIMUM_ORDER,
  DEFAULT_MINIMUM_ORDER,
} from '../constants';
import {
  IdSchema,
  IsoDateTimeSchema,
  MoneyMinorSchema,
  PurchaseTypeSchema,
  VisibilitySchema,
  uniqueList,
} from '../primitives';
import { MaterialAssetSchema, ModelAssetSchema } from './asset';
import { CombinationConfigSchema } from './combination-config';
import { CostConfigSchema } from './cost-config';
import { WaterflowConfigSchema } from './media-plate';
import { ProducerSummarySchema } from './producer';
import { PrebuildPrintSchema } from './print-setup';
import { PrebuildSizingSchema } from './sizing';

/** 001 §5: the name a new prebuild starts with, which saving rejects. */
export const DEFAULT_PREBUILD_NAME = 'New prebuild';

/** 000 §3, 001 §3 content entry {content}: one line of the prebuild's details. */
export const PrebuildContentItemSchema = z.object({ content: z.string() });
export type PrebuildContentItem = z.infer<typeof PrebuildContentItemSchema>;

/**
 * 001 §3 extra_option {allowPurchaseType, manufacturingTimePerPiece in ms}. Without
 * a time, the editor's estimate of 100 minutes per piece applies (001 §9).
 */
export const PrebuildExtraOptionSchema = z.object({
  allowPurchaseType: uniqueList(PurchaseTypeSchema, 'Purchase type').default(() => []),
  manufacturingTimePerPiece: z.number().int().nonnegative().default(DEFAULT_MANUFACTURING_TIME_PER_PIECE_MS),
  /** Issue 20: print method and print areas; absent is direct-to-garment with no declared areas. */
  print: PrebuildPrintSchema.optional(),
});
export type PrebuildExtraOption = z.infer<typeof PrebuildExtraOptionSchema>;

const orderLimit = z.number().int().min(1);

/**
 * 000 §3, 001 §3, 002 §3 Prebuild, with the new-prebuild defaults of 001 §9:
 * visibility public, allow_direct_purchase true, option_shipping_fee_include true,
 * minimum_order 5, maximum_order 1000, is_draft true, is_deleted false. `models`,
 * `materials` and `producer` are present when the query includes them.
 */
export const PrebuildSchema = z
  .object({
    id: IdSchema,
    name: z.string().default(DEFAULT_PREBUILD_NAME),
    description: z.string().default(''),
    content: z.array(PrebuildContentItemSchema).default(() => []),
    category: uniqueList(z.string().min(1), 'Category').default(() => []),
    tags: uniqueList(z.string().min(1), 'Tag').default(() => []),
    visibility: VisibilitySchema.default('public'),
    allow_direct_purchase: z.boolean().default(true),
    option_shipping_fee_include: z.boolean().default(true),
    sizing: PrebuildSizingSchema.prefault({}),
    extra_option: PrebuildExtraOptionSchema.prefault({}),
    waterflow_config: WaterflowConfigSchema.prefault({}),
    minimum_order: orderLimit.default(DEFAULT_MINIMUM_ORDER),
    maximum_order: orderLimit.default(DEFAULT_MAXIMUM_ORDER),
    cost: MoneyMinorSchema.optional(),
    cost_config: CostConfigSchema.default(() => []),
    is_draft: z.boolean().default(true),
    is_deleted: z.boolean().default(false),
    combination_config: CombinationConfigSchema,
    models: z.array(ModelAssetSchema).optional(),
    materials: z.array(MaterialAssetSchema).optional(),
    producer_id: IdSchema.optional(),
    producer: ProducerSummarySchema.optional(),
    updated_at: IsoDateTimeSchema.optional(),
  })
  .superRefine((prebuild, ctx) => {
    if (prebuild.minimum_order > prebuild.maximum_order) {
      ctx.addIssue({
        code: 'custom',
        message: 'minimum_order must not exceed maximum_order',
        path: ['minimum_order'],
      });
    }
  });
export type Prebuild = z.infer<typeof PrebuildSchema>;
/** What PrebuildSchema accepts: defaulted keys may be left out. */
export type PrebuildInput = z.input<typeof PrebuildSchema>;
