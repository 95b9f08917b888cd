import { z } from 'zod';
import { IdSchema, reportDuplicates } from '../primitives';

/**
 * 001 §3, 002 §3 Part: value (id), text (name), default (default material id),
 * materials (allowed material ids), visible (default true).
 */
export const PartSchema = z
  .object({
    value: IdSchema,
    text: z.string(),
    default: IdSchema.optional(),
    materials: z.array(IdSchema).default(() => []),
    visible: z.boolean().default(true),
  })
  .superRefine((part, ctx) => reportDuplicates(ctx, part.materials, (id) => id, ['materials'], 'Material'));
export type Part = z.infer<typeof PartSchema>;
