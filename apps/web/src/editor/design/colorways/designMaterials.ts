import type { MaterialAsset } from '@atelier/schema';
import { useMemo } from 'react';
import type { EditorDocument } from '../../contract';

/** What a swatch shows of a material: its name and its thumbnail image, if any. */
export interface MaterialLook {
  readonly id: string;
  readonly name: string;
  readonly thumb?: string;
}

const lookOf = (asset: MaterialAsset): MaterialLook => {
  const data = asset.asset_data ?? asset.vt_reference_data;
  const thumb = data?.thumb;
  return { id: asset.id, name: data?.name ?? asset.text ?? asset.id, ...(thumb ? { thumb } : {}) };
};

/**
 * The materials the design can name (the prebuild's, for a creation the one it is made on),
 * by id. An id the prebuild does not carry still gets a look: its id as its name.
 */
export function useDesignMaterials(doc: EditorDocument): (id: string | undefined) => MaterialLook | null {
  const materials = doc.kind === 'creation' ? doc.prebuild.materials : doc.item.materials;
  return useMemo(() => {
    const byId = new Map((materials ?? []).map((asset) => [asset.id, lookOf(asset)]));
    return (id) => (id === undefined ? null : (byId.get(id) ?? { id, name: id }));
  }, [materials]);
}
