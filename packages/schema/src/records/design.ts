import { z } from 'zod';
import { IdSchema } from '../primitives';
import { FormAnswerMapSchema } from './form';

/**
 * Issue 20: a shopper's saved design: the creation it customises, the customer form's answers
 * (decal answers name images uploaded through the image API), an optional capture of the 3D
 * view (sent as an image, stored in the image store) and its owner (a member) or none (a guest's, held by its link).
 * Links carry the design's id only, never the answers.
 */

/** A design id: `dg_` and 32 base32 digits (160 random bits): a link nobody can guess. */
export const DESIGN_ID_PATTERN = /^dg_[0-9a-hjkmnp-tv-z]{32}$/;
export const DesignIdSchema = z.string().regex(DESIGN_ID_PATTERN, { error: 'Not a design id' });

/** POST /api/designs and PUT /api/designs/{id}: what the shopper made. */
export const DesignBodySchema = z
  .object({
    creationId: IdSchema.max(100),
    answers: FormAnswerMapSchema,
  })
  .strict();
export type DesignBody = z.infer<typeof DesignBodySchema>;

/** PUT /api/designs/{id}: the answers change; the creation a design customises does not. */
export const DesignUpdateSchema = z.object({ answers: FormAnswerMapSchema }).strict();
export type DesignUpdate = z.infer<typeof DesignUpdateSchema>;

/** A design as the API answers it. */
export const DesignSchema = z.object({
  id: DesignIdSchema,
  creationId: IdSchema,
  answers: FormAnswerMapSchema,
  /** Where the capture of the 3D view is served (`/api/img/original/{id}`), or null. */
  captureUrl: z.string().nullable(),
  /** The owner's user id, or null for a guest's design. */
  ownerId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Design = z.infer<typeof DesignSchema>;
