import type { EditKind } from '../contract';

/**
 * What a URL asks the editor to open (000 §2, 001 §2):
 * - `/editor?edit_type=creation&prebuild_id=` a new creation from a prebuild;
 * - `/{at_name}/creation/{id}/edit?v2=true|v3=true` an existing creation (its owner only);
 * - `/editor?edit_type=prebuild&prebuild_id=` a prebuild, `&asset_id=` a new one from a model
 *   (members of the producing company).
 */
export type EditorSource =
  | { readonly kind: 'newCreation'; readonly prebuildId: string }
  | { readonly kind: 'creation'; readonly creationId: string; readonly beta: boolean }
  | { readonly kind: 'prebuild'; readonly prebuildId: string }
  | { readonly kind: 'newPrebuild'; readonly assetId: string }
  | { readonly kind: 'invalid' };

/** The source of `/editor?...`. */
export function editorSourceFromQuery(search: string): EditorSource {
  const params = new URLSearchParams(search);
  const editType = params.get('edit_type') ?? 'creation';
  const prebuildId = params.get('prebuild_id')?.trim();
  const assetId = params.get('asset_id')?.trim();
  const creationId = params.get('creation_id')?.trim();
  if (editType === 'creation') {
    if (creationId) return { kind: 'creation', creationId, beta: false };
    return prebuildId ? { kind: 'newCreation', prebuildId } : { kind: 'invalid' };
  }
  if (editType === 'prebuild') {
    if (prebuildId) return { kind: 'prebuild', prebuildId };
    return assetId ? { kind: 'newPrebuild', assetId } : { kind: 'invalid' };
  }
  return { kind: 'invalid' };
}

/** The source of `/{at_name}/creation/{id}/edit`: `?v3=true` is the beta editor. */
export function editorSourceFromEditPath(creationId: string, search: string): EditorSource {
  const params = new URLSearchParams(search);
  return creationId
    ? { kind: 'creation', creationId, beta: params.get('v3') === 'true' }
    : { kind: 'invalid' };
}

export const editKindOf = (source: EditorSource): EditKind =>
  source.kind === 'prebuild' || source.kind === 'newPrebuild' ? 'prebuild' : 'creation';

/** A stable key of the source (what the page loads once, whatever else the URL says). */
export function sourceKey(source: EditorSource): string {
  switch (source.kind) {
    case 'newCreation':
      return `new-creation:${source.prebuildId}`;
    case 'creation':
      return `creation:${source.creationId}`;
    case 'prebuild':
      return `prebuild:${source.prebuildId}`;
    case 'newPrebuild':
      return `new-prebuild:${source.assetId}`;
    case 'invalid':
      return 'invalid';
  }
}
