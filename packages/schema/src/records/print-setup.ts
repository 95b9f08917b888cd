import { z } from 'zod';
import { IdSchema } from '../primitives';

/**
 * Issue 20: how a prebuild's garment is printed. Direct-to-garment prints at 300 DPI and
 * sublimation at 150 (packages/domain print-resolution); the method picks the print files' DPI.
 */
export const PrintMethodSchema = z.enum(['dtg', 'sublimation']);
export type PrintMethod = z.infer<typeof PrintMethodSchema>;

/** The largest print area a prebuild may declare, in millimetres: three metres of cloth. */
export const MAX_PRINT_AREA_MM = 3000;

/**
 * One print area: a part that carries decals and its true size in millimetres, copied from
 * the model's UV span per metre when the prebuild is made (the demo garments carry it).
 */
export const PrintAreaSchema = z.object({
  part: IdSchema,
  width_mm: z.number().positive().max(MAX_PRINT_AREA_MM),
  height_mm: z.number().positive().max(MAX_PRINT_AREA_MM),
});
export type PrintArea = z.infer<typeof PrintAreaSchema>;

/** A prebuild's print setup: its method and print areas (one per part at most). */
export const PrebuildPrintSchema = z.object({
  method: PrintMethodSchema.default('dtg'),
  areas: z
    .array(PrintAreaSchema)
    .default(() => [])
    .superRefine((areas, ctx) => {
      const seen = new Set<string>();
      areas.forEach((area, index) => {
        if (seen.has(area.part)) {
          ctx.addIssue({
            code: 'custom',
            message: `Print area ${area.part} is declared twice`,
            path: [index, 'part'],
          });
        }
        seen.add(area.part);
      });
    }),
});
export type PrebuildPrint = z.infer<typeof PrebuildPrintSchema>;

/** The DPI under which a producer refuses an image, when they set none (issue 20). */
export const DEFAULT_PRINT_DPI_FLOOR = 100;

/** A producer's floor: a whole DPI, at most the highest target (300) so it never refuses a fine print. */
export const PrintDpiFloorSchema = z.number().int().min(1).max(300);
