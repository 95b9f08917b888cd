import { z } from 'zod';
import { PrintDpiFloorSchema } from './print-setup';
import { AtNameSchema, HomeTabSchema, IdSchema, TextOrLocalizedSchema, uniqueList } from '../primitives';

/**
 * 000 §4: the home notice a producer shows once per day. Its content is not shown in
 * the documents; it is a title, a text, an optional image and link (DECISIONS.md).
 */
export const HomeNoticeSchema = z.object({
  enabled: z.boolean().default(false),
  title: TextOrLocalizedSchema.optional(),
  text: TextOrLocalizedSchema.optional(),
  image: z.string().optional(),
  link: z.string().optional(),
});
export type HomeNotice = z.infer<typeof HomeNoticeSchema>;

/** 000 §2, §3: the creator banner {enabled, url, link, aspectRatio}. */
export const HomeBannerSchema = z
  .object({
    enabled: z.boolean().default(false),
    url: z.string().min(1).optional(),
    link: z.string().optional(),
    /** width / height */
    aspectRatio: z.number().positive().finite().optional(),
    /** Issue 18 (not in the documents): the message set over the picture; it names the link. */
    title: TextOrLocalizedSchema.optional(),
    text: TextOrLocalizedSchema.optional(),
  })
  .refine((banner) => !banner.enabled || banner.url !== undefined, {
    error: 'An enabled banner needs a url',
    path: ['url'],
  });
export type HomeBanner = z.infer<typeof HomeBannerSchema>;

/** 000 §3 Producer.metadata: homePage notice and banner, tab blacklist, isDirectShopPage. */
export const ProducerMetadataSchema = z.object({
  homePage: z
    .object({
      notice: HomeNoticeSchema.optional(),
      banner: HomeBannerSchema.optional(),
    })
    .prefault({}),
  tabBlacklist: uniqueList(HomeTabSchema, 'Tab').default(() => []),
  isDirectShopPage: z.boolean().default(false),
  /** Issue 20: the DPI under which this producer refuses an image; absent is DEFAULT_PRINT_DPI_FLOOR. */
  print_dpi_floor: PrintDpiFloorSchema.optional(),
});
export type ProducerMetadata = z.infer<typeof ProducerMetadataSchema>;

/** 000 §3 Producer: id, name, at_name, profile_image, metadata. */
export const ProducerSchema = z.object({
  id: IdSchema,
  name: z.string(),
  at_name: AtNameSchema,
  profile_image: z.string().optional(),
  metadata: ProducerMetadataSchema.prefault({}),
});
export type Producer = z.infer<typeof ProducerSchema>;

/** The producer included with a prebuild or model (001 §3: producer (at_name)). */
export const ProducerSummarySchema = z.object({
  id: IdSchema.optional(),
  name: z.string().optional(),
  at_name: AtNameSchema,
  profile_image: z.string().optional(),
  /** Issue 20: the producer's DPI floor, with a prebuild, so the shopper's form refuses as the server does. */
  print_dpi_floor: PrintDpiFloorSchema.optional(),
});
export type ProducerSummary = z.infer<typeof ProducerSummarySchema>;
