import { z } from 'zod';
import { IdSchema, uniqueList } from '../primitives';

/** 002 §3, §9: free_decal -1 means unlimited, 0 none, 1..10 that many. */
export const FREE_DECAL_UNLIMITED = -1;
export const FREE_DECAL_MAX = 10;

/** 001 §3, 002 §9 free_decal: -1 (unlimited, the default) or an integer 0..10. */
export const FreeDecalSchema = z
  .number()
  .int({ error: 'free_decal must be a whole number' })
  .refine((count) => count === FREE_DECAL_UNLIMITED || (count >= 0 && count <= FREE_DECAL_MAX), {
    error: `free_decal must be -1 (unlimited) or 0 to ${FREE_DECAL_MAX}`,
  });

/**
 * 001 §3, 002 §3 decals.setup: free_decal (default -1), constructeur_decal,
 * default_part_key, disable_part_keys.
 */
export const DecalSetupSchema = z.object({
  free_decal: FreeDecalSchema.default(FREE_DECAL_UNLIMITED),
  /** Named by 001 §3 without a type; kept as an on/off flag (DECISIONS.md). */
  constructeur_decal: z.boolean().optional(),
  default_part_key: IdSchema.optional(),
  disable_part_keys: uniqueList(IdSchema, 'Part key').default(() => []),
});
export type DecalSetup = z.infer<typeof DecalSetupSchema>;
