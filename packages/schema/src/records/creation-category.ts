import { z } from 'zod';
import { IdSchema } from '../primitives';

/**
 * 000 §3 creationCategory: name, value (001 §7 also queries it by id). The main
 * categories are fixed (MAIN_CATEGORIES); every other category is a sub-category.
 */
export const CreationCategorySchema = z.object({
  id: IdSchema.optional(),
  name: z.string().min(1),
  value: z.string().min(1),
});
export type CreationCategory = z.infer<typeof CreationCategorySchema>;
