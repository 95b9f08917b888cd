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

/**
 * 002 §6 Part: the materials a creator may make selectable for a part of a creation: those
 * the prebuild's part lists, or, when it lists none (it then allows any, 001 §7), every
 * material of the prebuild. A part the prebuild lacks allows nothing.
 */
export const creatorAllowedMaterials = (
  prebuildConfig: Pick<Config, 'parts'>,
  partId: string,
  prebuildMaterialIds: readonly string[],
): string[] => {
  const part = prebuildConfig.parts.find((entry) => entry.value === partId);
  if (part === undefined) return [];
  return part.materials.length > 0 ? [...part.materials] : [...new Set(prebuildMaterialIds)];
};

/**
 * 002 §2 'Selected N Materials' on a prebuild: the library's chosen assets join the prebuild's
 * materials (so the viewer can draw them and the save connects them), each once, in order.
 * Nothing new: the list itself.
 */
export const withMaterialAssets = <T extends { readonly id: string }>(
  materials: readonly T[],
  added: readonly T[],
): readonly T[] => {
  const known = new Set(materials.map((material) => material.id));
  const fresh = added.filter((material) => {
    if (known.has(material.id)) return false;
    known.add(material.id);
    return true;
  });
  return fresh.length === 0 ? materials : [...materials, ...fresh];
};

/**
 * 002 §2 model selector: the design dresses the prebuild's first model (001 §7), so choosing a
 * model moves it first. Already first, or not one of them: the list itself.
 */
export const chooseModel = <T extends { readonly id: string }>(
  models: readonly T[],
  modelId: string,
): readonly T[] => {
  const index = models.findIndex((model) => model.id === modelId);
  if (index <= 0) return models;
  return [models[index] as T, ...models.slice(0, index), ...models.slice(index + 1)];
};
