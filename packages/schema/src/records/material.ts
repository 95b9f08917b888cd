import { z } from 'zod';
import { IdSchema } from '../primitives';

/** 001 §9: PBR factors the viewer uses when a material does not give its own. */
export const DEFAULT_ROUGHNESS = 0.85;
export const DEFAULT_METALNESS = 0;
export const DEFAULT_OPACITY = 1;

const unitFactor = z.number().min(0).max(1);

/** 001 §3 model_info[0].textures: diffuse, normal and opacity maps. */
export const MaterialTexturesSchema = z.object({
  diffuse: z.string().optional(),
  normal: z.string().optional(),
  opacity: z.string().optional(),
});
export type MaterialTextures = z.infer<typeof MaterialTexturesSchema>;

/**
 * 001 §3 model_info entry: textures and PBR factors. Absent factors take the viewer's
 * defaults (roughness 0.85, metalness 0, 001 §9; opacity 1); all lie in 0..1.
 */
export const ModelInfoSchema = z.object({
  textures: MaterialTexturesSchema.prefault({}),
  roughness_factor: unitFactor.default(DEFAULT_ROUGHNESS),
  metalness_factor: unitFactor.default(DEFAULT_METALNESS),
  opacity_factor: unitFactor.default(DEFAULT_OPACITY),
});
export type ModelInfo = z.infer<typeof ModelInfoSchema>;

/**
 * 001 §3, 002 §3 vt_reference_data / asset_data: name, category, thumb, scale_x,
 * scale_y, model_info. Its full shape is not shown, so unknown keys are kept
 * (a loose object) rather than silently dropped on a round trip.
 */
export const AssetReferenceDataSchema = z.looseObject({
  name: z.string().optional(),
  category: z.string().optional(),
  thumb: z.string().optional(),
  /** The model or texture file (not named by the documents; DECISIONS.md). */
  url: z.string().optional(),
  scale_x: z.number().positive().finite().optional(),
  scale_y: z.number().positive().finite().optional(),
  model_info: z.array(ModelInfoSchema).optional(),
});
export type AssetReferenceData = z.infer<typeof AssetReferenceDataSchema>;

/** A material or model carries asset_data or vt_reference_data (001 §3, 002 §3). */
export const hasReferenceData = (asset: {
  vt_reference_data?: AssetReferenceData | undefined;
  asset_data?: AssetReferenceData | undefined;
}): boolean => asset.vt_reference_data !== undefined || asset.asset_data !== undefined;

export const referenceDataRequired = (): { error: string; path: string[] } => ({
  error: 'Needs vt_reference_data or asset_data',
  path: ['vt_reference_data'],
});

/**
 * 001 §3, 002 §3 Material: id, text, value, and vt_reference_data or asset_data.
 */
export const MaterialSchema = z
  .object({
    id: IdSchema,
    text: z.string().optional(),
    value: z.string().optional(),
    vt_reference_data: AssetReferenceDataSchema.optional(),
    asset_data: AssetReferenceDataSchema.optional(),
  })
  .refine(hasReferenceData, referenceDataRequired());
export type Material = z.infer<typeof MaterialSchema>;
