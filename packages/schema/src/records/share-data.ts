import { z } from 'zod';
import { HexColorSchema } from '../primitives';

/** 000 §9: the QR code's default dot and background colours (black on white). */
export const DEFAULT_QR_DOT_COLOR = '#000000';
export const DEFAULT_QR_BACKGROUND_COLOR = '#ffffff';

/**
 * 000 §2 Share data: text or link, dot colour, background colour, two bottom texts,
 * logo, background image, wallpaper flag. The documents do not name the keys; these
 * names are ours (DECISIONS.md).
 */
export const ShareDataSchema = z.object({
  /** What the QR code encodes: a profile or creation link, or plain text. */
  text: z.string().min(1),
  dotColor: HexColorSchema.default(DEFAULT_QR_DOT_COLOR),
  backgroundColor: HexColorSchema.default(DEFAULT_QR_BACKGROUND_COLOR),
  bottomText1: z.string().default(''),
  bottomText2: z.string().default(''),
  logo: z.string().optional(),
  backgroundImage: z.string().optional(),
  wallpaper: z.boolean().default(false),
});
export type ShareData = z.infer<typeof ShareDataSchema>;
