import { z } from 'zod';
import { SizeSchema, reportDuplicates, uniqueList } from '../primitives';

/** 001 §3 prebuild sizing option {name, cost_weight}. */
export const SizingOptionSchema = z.object({
  name: SizeSchema,
  /** Multiplier of the unit cost for this size (1 = base cost). */
  cost_weight: z.number().nonnegative().finite().default(1),
});
export type SizingOption = z.infer<typeof SizingOptionSchema>;

/** 001 §3 prebuild sizing {options, chart_url}. */
export const PrebuildSizingSchema = z.object({
  options: z
    .array(SizingOptionSchema)
    .superRefine((options, ctx) => reportDuplicates(ctx, options, (option) => option.name, [], 'Size'))
    .default(() => []),
  /** 001 §5: a .jpg/.jpeg/.png chart, a file name or jpeg data URL. */
  chart_url: z.string().optional(),
});
export type PrebuildSizing = z.infer<typeof PrebuildSizingSchema>;

/** 000 §3, 001 §3 creation sizing {blacklist}: sizes excluded from sale. */
export const CreationSizingSchema = z.object({
  blacklist: uniqueList(SizeSchema, 'Size').default(() => []),
});
export type CreationSizing = z.infer<typeof CreationSizingSchema>;
