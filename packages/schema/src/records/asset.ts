import { z } from 'zod';
import { IdSchema, IsoDateTimeSchema } from '../primitives';
import { AssetReferenceDataSchema, hasReferenceData, referenceDataRequired } from './material';
import { ProducerSummarySchema } from './producer';

/** 001 §7, 002 §7: an asset is a 3D model or a material. */
export const ASSET_TYPES = ['MODEL', 'MATERIAL'] as const;
export const AssetTypeSchema = z.enum(ASSET_TYPES);
export type AssetType = z.infer<typeof AssetTypeSchema>;

const assetFields = {
  id: IdSchema,
  producer_id: IdSchema,
  text: z.string().optional(),
  value: z.string().optional(),
  vt_reference_data: AssetReferenceDataSchema.optional(),
  asset_data: AssetReferenceDataSchema.optional(),
  created_at: IsoDateTimeSchema,
  producer: ProducerSummarySchema.optional(),
};

/** 002 §3 queried Asset: type MATERIAL, producer_id, vt_reference_data, asset_data, created_at. */
export const MaterialAssetSchema = z
  .object({ ...assetFields, type: z.literal('MATERIAL') })
  .refine(hasReferenceData, referenceDataRequired());
export type MaterialAsset = z.infer<typeof MaterialAssetSchema>;

/**
 * 001 §3, §7 model asset: type MODEL with its producer, vt_reference_data.thumb and,
 * when included, its materials.
 */
export const ModelAssetSchema = z
  .object({
    ...assetFields,
    type: z.literal('MODEL'),
    materials: z.array(MaterialAssetSchema).optional(),
  })
  .refine(hasReferenceData, referenceDataRequired());
export type ModelAsset = z.infer<typeof ModelAssetSchema>;

/** An Asset row: MODEL or MATERIAL, told apart by `type`. */
export const AssetSchema = z.discriminatedUnion('type', [ModelAssetSchema, MaterialAssetSchema]);
export type Asset = z.infer<typeof AssetSchema>;
