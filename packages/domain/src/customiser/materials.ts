import type { CombinationConfig, MaterialAsset } from '@atelier/schema';

/**
 * 002 §2, §7 per-part material selection: a part's default material, its selectable
 * materials, its visibility, and the material library's order.
 */

type Config = CombinationConfig;

const mapPart = (
  config: Config,
  partId: string,
  update: (part: Config['parts'][number]) => Config['parts'][number],
): Config => ({
  ...config,
  parts: config.parts.map((part) => (part.value === partId ? update(part) : part)),
});

/** 002 §2: picks a part's default material (added to its selectable materials if missing). */
export const setPartDefaultMaterial = (config: Config, partId: string, materialId: string): Config =>
  mapPart(config, partId, (part) => ({
    ...part,
    default: materialId,
    materials: part.materials.includes(materialId) ? part.materials : [...part.materials, materialId],
  }));

/**
 * 002 §2 'Selected N Materials': replaces a part's selectable materials. The default
 * stays when still selectable, else becomes the first one (or none).
 */
export const setPartMaterials = (config: Config, partId: string, materialIds: readonly string[]): Config =>
  mapPart(config, partId, (part) => {
    const materials = [...new Set(materialIds)];
    const keep = part.default !== undefined && materials.includes(part.default);
    return { ...part, materials, default: keep ? part.default : materials[0] };
  });

/** 002 §2 'Default Part Management' eye: shows or hides a part. */
export const togglePartVisible = (config: Config, partId: string): Config =>
  mapPart(config, partId, (part) => ({ ...part, visible: !part.visible }));

/** 002 §2: the library's sort: newest or oldest first. */
export const MATERIAL_SORTS = ['newest', 'oldest'] as const;
export type MaterialSort = (typeof MATERIAL_SORTS)[number];

/**
 * 002 §7: materials already chosen for the part are listed first, then the rest by
 * created_at in the chosen order. The input is not modified.
 */
export const sortMaterialLibrary = <T extends Pick<MaterialAsset, 'id' | 'created_at'>>(
  assets: readonly T[],
  sort: MaterialSort,
  chosenIds: readonly string[] = [],
): T[] => {
  const sign = sort === 'newest' ? -1 : 1;
  return [...assets].sort((a, b) => {
    const chosen = Number(chosenIds.includes(b.id)) - Number(chosenIds.includes(a.id));
    return chosen !== 0 ? chosen : sign * (Date.parse(a.created_at) - Date.parse(b.created_at));
  });
};

/** 002 §7: the library's search: the asset's name (vt_reference_data or asset_data) contains the text. */
export const matchesMaterialSearch = (
  asset: Pick<MaterialAsset, 'vt_reference_data' | 'asset_data'>,
  search: string,
): boolean => {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  return [asset.vt_reference_data?.name, asset.asset_data?.name].some(
    (name) => name !== undefined && name.toLowerCase().includes(needle),
  );
};
