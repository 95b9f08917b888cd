import { emptyCombinationConfig } from '@atelier/domain';
import type { CombinationConfig, MaterialAsset } from '@atelier/schema';
import type { EditorDocument } from '../../../contract';
import { creationDocument, hoodiePrebuild, prebuildDocument } from '../../../steps/test-support/fixtures';

/** Three materials of the hoodie prebuild (no thumbnails: the swatch shows an initial). */
export const MATERIALS: MaterialAsset[] = [
  ['mat_cotton', 'Cotton'],
  ['mat_denim', 'Denim'],
  ['mat_wool', 'Wool'],
].map(([id, name]) => ({
  id: id!,
  type: 'MATERIAL',
  producer_id: 'pr_atelier',
  asset_data: { name: name!, category: 'fabric' },
  created_at: '2025-01-01T00:00:00.000Z',
}));

/** Body, Hood and Sleeves, each in cotton, each allowed the three materials. */
export const designConfig = (overrides: Partial<CombinationConfig> = {}): CombinationConfig => ({
  ...emptyCombinationConfig(),
  parts: [
    ['part_body', 'Body'],
    ['part_hood', 'Hood'],
    ['part_sleeves', 'Sleeves'],
  ].map(([value, text]) => ({
    value: value!,
    text: text!,
    default: 'mat_cotton',
    materials: ['mat_cotton', 'mat_denim', 'mat_wool'],
    visible: true,
  })),
  ...overrides,
});

/** The producer's prebuild with the design. */
export const prebuildWith = (config: CombinationConfig): EditorDocument =>
  prebuildDocument({ combination_config: config, materials: MATERIALS });

/** A creation on the hoodie prebuild (with the materials) with the design. */
export const creationWith = (config: CombinationConfig): EditorDocument => {
  const doc = creationDocument({ combination_config: config });
  if (doc.kind !== 'creation') throw new Error('not a creation');
  return { ...doc, prebuild: { ...hoodiePrebuild, materials: MATERIALS } };
};
