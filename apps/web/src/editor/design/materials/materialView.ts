import type { Material, MaterialAsset } from '@atelier/schema';
import type { EditorDocument } from '../../contract';

/** What a material tile shows (002 §2: thumbnail, name and category). */
export interface MaterialView {
  readonly id: string;
  readonly name: string;
  readonly category: string | undefined;
  readonly thumb: string | undefined;
}

type MaterialLike = Pick<Material, 'id' | 'text' | 'asset_data' | 'vt_reference_data'>;

/** A material record (002 §3: asset_data or vt_reference_data {name, category, thumb}) as a tile shows it. */
export function materialView(material: MaterialLike): MaterialView {
  const data = material.asset_data ?? material.vt_reference_data;
  return {
    id: material.id,
    name: data?.name ?? material.text ?? material.id,
    category: data?.category,
    thumb: data?.thumb,
  };
}

/** A material the design names but the prebuild does not carry: its id stands for its name. */
export const unknownMaterial = (id: string): MaterialView => ({
  id,
  name: id,
  category: undefined,
  thumb: undefined,
});

/** The prebuild whose materials the document's parts name (the item itself, or a creation's prebuild). */
export const prebuildOf = (doc: EditorDocument) => (doc.kind === 'creation' ? doc.prebuild : doc.item);

/** The prebuild's material records by id. */
export function materialsById(doc: EditorDocument): ReadonlyMap<string, MaterialAsset> {
  return new Map((prebuildOf(doc).materials ?? []).map((material) => [material.id, material]));
}

/** The view of a material id among the prebuild's records. */
export const viewOf = (materials: ReadonlyMap<string, MaterialAsset>, id: string | undefined) => {
  if (id === undefined) return undefined;
  const found = materials.get(id);
  return found ? materialView(found) : unknownMaterial(id);
};
