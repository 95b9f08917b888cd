import { emptyCombinationConfig } from '@atelier/domain';
import type { CombinationConfig, MaterialAsset, Prebuild } from '@atelier/schema';
import type { EditorDocument } from '../../../contract';
import { creationDocument, hoodiePrebuild, prebuildDocument } from '../../../steps/test-support/fixtures';

/** A material asset of the producer's library, `hoursAgo` old (the library orders by created_at). */
export const materialAsset = (
  id: string,
  name: string,
  category: string,
  hoursAgo: number,
): MaterialAsset => ({
  id,
  type: 'MATERIAL',
  producer_id: 'pr_atelier',
  text: name,
  value: id,
  asset_data: { name, category, thumb: `thumb-${id}` },
  created_at: new Date(Date.UTC(2025, 2, 10, 9) - hoursAgo * 3_600_000).toISOString(),
});

/** The producer's whole library: 30 materials, newest first, more than a page (24). */
export const LIBRARY: readonly MaterialAsset[] = [
  materialAsset('mat_cotton', 'Cotton jersey, white', 'fabric', 30),
  materialAsset('mat_denim', 'Raw denim', 'fabric', 29),
  materialAsset('mat_leather', 'Nappa leather, tan', 'leather', 28),
  materialAsset('mat_brass', 'Brushed brass', 'metal', 27),
  ...Array.from({ length: 26 }, (_, index) =>
    materialAsset(`mat_fleece_${index}`, `Fleece ${index + 1}`, 'fabric', 26 - index),
  ),
];

const byId = new Map(LIBRARY.map((asset) => [asset.id, asset]));
const records = (...ids: string[]) => ids.map((id) => byId.get(id)!);

/** Body and hood choose among cotton and denim; trims (in the colorway 'Trim set') among leather and brass. */
export const config = (): CombinationConfig => ({
  ...emptyCombinationConfig(),
  parts: [
    {
      value: 'part_body',
      text: 'Body',
      default: 'mat_cotton',
      materials: ['mat_cotton', 'mat_denim'],
      visible: true,
    },
    {
      value: 'part_hood',
      text: 'Hood',
      default: 'mat_denim',
      materials: ['mat_cotton', 'mat_denim'],
      visible: true,
    },
    {
      value: 'part_trim',
      text: 'Trims',
      default: 'mat_brass',
      materials: ['mat_leather', 'mat_brass'],
      visible: true,
    },
  ],
  groups: [
    {
      value: 'group_trim',
      name: 'Trim set',
      defaultOption: 'opt_brass',
      includeParts: ['part_trim'],
      enabledEditForRoles: ['creator', 'consumer'],
      options: [
        { oValue: 'opt_brass', oName: 'Brass', oParts: [{ value: 'part_trim', default: 'mat_brass' }] },
      ],
    },
  ],
});

/** The producer's prebuild with the library's first four materials. */
export const prebuild: Prebuild = {
  ...hoodiePrebuild,
  combination_config: config(),
  materials: records('mat_cotton', 'mat_denim', 'mat_leather', 'mat_brass'),
};

export const prebuildDoc = (overrides: Partial<CombinationConfig> = {}): EditorDocument =>
  prebuildDocument({
    ...prebuild,
    combination_config: { ...prebuild.combination_config, ...overrides },
  });

/**
 * A creation on that prebuild: the body offers only cotton so far (the prebuild allows
 * denim too), the hood denim.
 */
export const creationDoc = (overrides: Partial<CombinationConfig> = {}): EditorDocument => {
  const base = creationDocument();
  const parts = config().parts.map((part) =>
    part.value === 'part_body' ? { ...part, materials: ['mat_cotton'] } : part,
  );
  return {
    ...base,
    kind: 'creation',
    prebuild,
    item: { ...base.item, combination_config: { ...config(), parts, ...overrides } },
  } as EditorDocument;
};
