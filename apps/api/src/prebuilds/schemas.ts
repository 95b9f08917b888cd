import {
  CombinationConfigSchema,
  CostConfigSchema,
  IdSchema,
  IsoDateTimeSchema,
  MoneyMinorSchema,
  PrebuildContentItemSchema,
  PrebuildExtraOptionSchema,
  PrebuildSizingSchema,
  VisibilitySchema,
  WaterflowConfigSchema,
} from '@atelier/schema';
import { z } from 'zod';
import { SAVE_MODES } from '../domain';

/** The request and answer schemas of the prebuild routes (they validate and document them). */

const RelationChangesSchema = z
  .object({
    connect: z
      .array(z.object({ id: IdSchema.max(100) }))
      .max(100)
      .optional(),
    disconnect: z
      .array(z.object({ id: IdSchema.max(100) }))
      .max(100)
      .optional(),
  })
  .strict();
export type AssetChanges = z.infer<typeof RelationChangesSchema>;

/** The fields the producer's editor saves (001 §3); a save sends only the ones that changed. */
const prebuildFields = {
  mode: z.enum(SAVE_MODES).optional(),
  name: z.string().max(200).optional(),
  description: z.string().max(20_000).optional(),
  content: z.array(PrebuildContentItemSchema).max(100).optional(),
  category: z.array(z.string().min(1).max(100)).max(20).optional(),
  tags: z.array(z.string().min(1).max(50)).max(30).optional(),
  visibility: VisibilitySchema.optional(),
  allow_direct_purchase: z.boolean().optional(),
  option_shipping_fee_include: z.boolean().optional(),
  sizing: PrebuildSizingSchema.optional(),
  extra_option: PrebuildExtraOptionSchema.optional(),
  waterflow_config: WaterflowConfigSchema.optional(),
  minimum_order: z.number().int().min(1).max(100_000).optional(),
  maximum_order: z.number().int().min(1).max(100_000).optional(),
  cost: MoneyMinorSchema.max(100_000_000).nullable().optional(),
  cost_config: CostConfigSchema.optional(),
  combination_config: CombinationConfigSchema.optional(),
  models: RelationChangesSchema.optional(),
  materials: RelationChangesSchema.optional(),
};

/** Only the changed fields; models and materials as connect / disconnect lists (001 §7). */
export const PrebuildPatchSchema = z
  .object({
    /** The updated_at this change was based on: a stale one answers 409 and changes nothing. */
    updated_at: IsoDateTimeSchema,
    ...prebuildFields,
  })
  .strict();

/**
 * A new prebuild is created by its first save: the producer, optionally the model it
 * starts from (`asset_id`, one of the producer's), and the editor's document; what is
 * missing comes from the domain's `newPrebuild` (001 §9).
 */
export const CreatePrebuildSchema = z
  .object({ producer_id: IdSchema.max(100), asset_id: IdSchema.max(100).optional(), ...prebuildFields })
  .strict();

export const PrebuildIdParam = z.object({ id: z.string().min(1).max(100) });

export const ModelsQuerySchema = z.object({
  /** Comma-separated asset ids (at most 50). */
  ids: z
    .string()
    .min(1)
    .max(5000)
    .transform((text) => [
      ...new Set(
        text
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.string().min(1).max(100)).min(1).max(50)),
});

const PrebuildOut = z
  .looseObject({ id: z.string(), name: z.string(), producer_id: z.string() })
  .meta({ id: 'Prebuild' });
export const PrebuildAnswerSchema = z.object({ prebuild: PrebuildOut });
/** 001 §7: the prebuild as its editor loads it, for the producer's members. */
export const PrebuildEditAnswerSchema = z.object({ prebuild: PrebuildOut, editable: z.literal(true) });
