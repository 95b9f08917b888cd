import type { DesignDocument, Material, ModelAsset, Prebuild } from '@atelier/schema';
import type { EditorDocument } from '../contract';

/** The model file of an asset (its stored upload, else its reference data). */
const modelUrl = (model: ModelAsset | undefined): string | undefined =>
  model?.asset_data?.url ?? model?.vt_reference_data?.url;

/** A material record as the design document holds it (the asset's own fields only). */
const materialOf = (asset: Record<string, unknown>): Material =>
  Object.fromEntries(
    ['id', 'text', 'value', 'vt_reference_data', 'asset_data']
      .filter((key) => asset[key] !== undefined && asset[key] !== null)
      .map((key) => [key, asset[key]]),
  ) as unknown as Material;

/** The prebuild whose model and materials the document's design dresses. */
const prebuildOf = (doc: EditorDocument): Pick<Prebuild, 'models' | 'materials'> =>
  doc.kind === 'creation' ? doc.prebuild : doc.item;

/**
 * The design the viewer shows: the item's combination_config on the prebuild's first model,
 * with the prebuild's materials. Unchanged parts keep their identity between calls with the
 * same inputs, so diffDesign finds nothing to send.
 */
export function designOf(doc: EditorDocument): DesignDocument {
  const prebuild = prebuildOf(doc);
  const model = prebuild.models?.[0];
  const url = modelUrl(model);
  return {
    ...(url ? { model: model?.id ? { id: model.id, url } : { url } } : {}),
    materials: materialsOf(prebuild.materials),
    config: doc.item.combination_config,
    quality: QUALITY,
  };
}

const QUALITY: DesignDocument['quality'] = { textureSize: 'auto', pixelRatio: 'auto' };

const materialCache = new WeakMap<object, Material[]>();

/** The same list for the same prebuild materials (a change elsewhere sends no materials). */
function materialsOf(materials: Prebuild['materials']): Material[] {
  if (!materials) return [];
  let list = materialCache.get(materials);
  if (!list) {
    list = materials.map((asset) => materialOf(asset as unknown as Record<string, unknown>));
    materialCache.set(materials, list);
  }
  return list;
}

/** A design section count for summaries: parts, materials and decals of the document. */
export function designCounts(doc: EditorDocument): {
  parts: number;
  materials: number;
  decals: number;
  groups: number;
  variations: number;
} {
  const config = doc.item.combination_config;
  return {
    parts: config.parts.length,
    materials: new Set(config.parts.flatMap((part) => part.materials)).size,
    decals: config.decals.placed.length,
    groups: config.groups.length,
    variations: config.variant.length,
  };
}
