import { z } from 'zod';
import { EditRoleSchema, IdSchema, enabledRolesDefault, reportDuplicates, uniqueList } from '../primitives';

/** 001 §3, 002 §9: names given to new variations and options. */
export const DEFAULT_VARIANT_NAME = 'New Variant';
export const DEFAULT_VARIANT_OPTION_NAME = 'New Option';

/** 001 §3 partConfig entry {partId, visible}: a part shown or hidden by this option. */
export const VariantPartConfigSchema = z.object({
  partId: IdSchema,
  visible: z.boolean(),
});
export type VariantPartConfig = z.infer<typeof VariantPartConfigSchema>;

/** 001 §3, 002 §3 variation option: optionId, name (default "New Option"), partConfig, current. */
export const VariantOptionSchema = z
  .object({
    optionId: IdSchema,
    name: z.string().default(DEFAULT_VARIANT_OPTION_NAME),
    partConfig: z.array(VariantPartConfigSchema).default(() => []),
    current: z.boolean().optional(),
  })
  .superRefine((option, ctx) =>
    reportDuplicates(ctx, option.partConfig, (entry) => entry.partId, ['partConfig'], 'Part'),
  );
export type VariantOption = z.infer<typeof VariantOptionSchema>;

/**
 * 001 §3, 002 §3 Variant (combination_config.variant[]): id, name (default "New
 * Variant"), defaultPartId, defaultOptionId, includeParts, options, enabledEditForRoles
 * (default creator and consumer).
 */
export const VariantSchema = z
  .object({
    id: IdSchema,
    name: z.string().default(DEFAULT_VARIANT_NAME),
    defaultPartId: IdSchema.optional(),
    defaultOptionId: IdSchema.optional(),
    includeParts: uniqueList(IdSchema, 'Part').default(() => []),
    options: z.array(VariantOptionSchema).default(() => []),
    enabledEditForRoles: uniqueList(EditRoleSchema, 'Role').default(enabledRolesDefault),
  })
  .superRefine((variant, ctx) => {
    reportDuplicates(ctx, variant.options, (option) => option.optionId, ['options'], 'Option');
    const { defaultOptionId } = variant;
    if (defaultOptionId !== undefined && !variant.options.some((o) => o.optionId === defaultOptionId)) {
      ctx.addIssue({
        code: 'custom',
        message: `Default option "${defaultOptionId}" is not one of the variation's options`,
        path: ['defaultOptionId'],
      });
    }
  });
export type Variant = z.infer<typeof VariantSchema>;

/** 002 §3, §6 variantSetup: who may add or remove variations (empty or missing = allowed). */
export const VariantSetupSchema = z.object({
  enabledForAddRemoveRoles: uniqueList(EditRoleSchema, 'Role').optional(),
});
export type VariantSetup = z.infer<typeof VariantSetupSchema>;
