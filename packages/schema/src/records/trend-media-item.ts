import { z } from 'zod';
import { IdSchema, TextOrLocalizedSchema } from '../primitives';

/** 000 §3: a trend tile is a video or an image. */
export const TREND_MEDIA_TYPES = ['video', 'image'] as const;

/** 000 §9: a trend tile spans at most 7 columns and 4 rows. */
export const TREND_MEDIA_MAX_SPAN = { cols: 7, rows: 4 } as const;

export const TrendMediaTypeSchema = z.enum(TREND_MEDIA_TYPES);
export type TrendMediaType = z.infer<typeof TrendMediaTypeSchema>;

/**
 * 000 §3 Trend media item: order, data {uid, category, size [cols, rows], type, url, redirect};
 * issue 18 adds an optional title, caption and a video's poster (docs/decisions.md).
 */
export const TrendMediaItemSchema = z.object({
  order: z.number().int().nonnegative(),
  data: z.object({
    uid: IdSchema,
    category: z.string(),
    size: z.tuple([
      z.number().int().min(1).max(TREND_MEDIA_MAX_SPAN.cols),
      z.number().int().min(1).max(TREND_MEDIA_MAX_SPAN.rows),
    ]),
    type: TrendMediaTypeSchema,
    url: z.string().min(1),
    redirect: z.string().optional(),
    /** Issue 18 (captions, not in the documents): the tile's title and short line. */
    title: TextOrLocalizedSchema.optional(),
    caption: TextOrLocalizedSchema.optional(),
    /** A video's still (an image id or path), shown until it plays and for reduced motion. */
    poster: z.string().min(1).optional(),
  }),
});
export type TrendMediaItem = z.infer<typeof TrendMediaItemSchema>;
