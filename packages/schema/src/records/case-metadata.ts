import { z } from 'zod';
import { uniqueList } from '../primitives';

/**
 * 000 §2, §3 homePage.categoriesFilter: a whitelist or a blacklist of category values
 * (not both; neither means every category).
 */
export const CategoriesFilterSchema = z
  .object({
    whitelist: uniqueList(z.string().min(1), 'Category').optional(),
    blacklist: uniqueList(z.string().min(1), 'Category').optional(),
  })
  .refine((filter) => filter.whitelist === undefined || filter.blacklist === undefined, {
    error: 'A categories filter is a whitelist or a blacklist, not both',
  });
export type CategoriesFilter = z.infer<typeof CategoriesFilterSchema>;

/**
 * 000 §3 Case metadata: global.enableUserCreateCreation (creation is enabled unless it
 * is false, 000 §6) and homePage.categoriesFilter.
 */
export const CaseMetadataSchema = z.object({
  global: z
    .object({
      enableUserCreateCreation: z.boolean().default(true),
    })
    .prefault({}),
  homePage: z
    .object({
      categoriesFilter: CategoriesFilterSchema.optional(),
    })
    .prefault({}),
});
export type CaseMetadata = z.infer<typeof CaseMetadataSchema>;
