import { z } from 'zod';
import { LocalizedTextSchema } from '../primitives';
import { CameraTransformSchema } from './scene-config';

/**
 * 002 §3: section ids are 'section_' plus a timestamp and random text, or
 * 'section_default_' plus a timestamp for the auto-made default section.
 */
export const SectionIdSchema = z
  .string()
  .regex(/^section_[A-Za-z0-9_-]+$/, { error: "A section id starts with 'section_'" });
export type SectionId = z.infer<typeof SectionIdSchema>;

/** 002 §9: names given to new sections ('Section N' is numbered by count plus one). */
export const DEFAULT_SECTION_TITLE = 'New Section';
export const GENERAL_QUESTIONS_SECTION_TITLE = 'General Questions';

/**
 * 002 §3 Section: id, title (multilingual map en / zh-TW), collapsed, items (unused,
 * empty) and an optional saved cameraTransform {position, target}. The 'Unassigned'
 * section is virtual and never stored.
 */
export const SectionSchema = z.object({
  id: SectionIdSchema,
  title: LocalizedTextSchema,
  collapsed: z.boolean().default(false),
  items: z.array(z.unknown()).default(() => []),
  cameraTransform: CameraTransformSchema.optional(),
});
export type Section = z.infer<typeof SectionSchema>;
