import { z } from 'zod';
import { MoneyMinorSchema, reportDuplicates } from '../primitives';

/** 001 §3 cost_config tier {quantity, cost}: the unit cost from this quantity on. */
export const CostTierSchema = z.object({
  quantity: z.number().int().min(1),
  cost: MoneyMinorSchema,
});
export type CostTier = z.infer<typeof CostTierSchema>;

/** 000 §3, 001 §3: a prebuild's list of quantity and cost tiers; quantities differ. */
export const CostConfigSchema = z
  .array(CostTierSchema)
  .superRefine((tiers, ctx) =>
    reportDuplicates(ctx, tiers, (tier) => String(tier.quantity), [], 'Tier quantity'),
  );
export type CostConfig = z.infer<typeof CostConfigSchema>;
