/**
 * 001 §2 where the editor's back arrow and a successful save lead, and 000 §2 the
 * creation and editor routes. Paths are absolute (decision: 001 writes the back
 * targets without the leading slash; they are the same pages).
 */

const query = (name: string, value: string): string => `${name}=${encodeURIComponent(value)}`;

/** 000 §2: a creation's detail: `/{at_name}/creation?creation_id={id}`. */
export const creationDetailPath = (creatorAtName: string, creationId: string): string =>
  `/${creatorAtName}/creation?${query('creation_id', creationId)}`;

/** 000 §2: the producer page, optionally opened on a prebuild or an asset. */
export const producerPagePath = (
  producerAtName: string,
  focus?: { readonly prebuild: string } | { readonly asset: string },
): string => {
  if (focus === undefined) return `/${producerAtName}/production`;
  return 'prebuild' in focus
    ? `/${producerAtName}/production?${query('prebuild', focus.prebuild)}`
    : `/${producerAtName}/production?${query('asset', focus.asset)}`;
};

/** 000 §2, §6: the editor versions a creation can be opened in. */
export const EDITOR_VERSIONS = ['v2', 'v3'] as const;
export type EditorVersion = (typeof EDITOR_VERSIONS)[number];

/** 000 §2: `/{at_name}/creation/{id}/edit?v2=true` or `?v3=true` (v3 is the beta). */
export const editCreationPath = (
  creatorAtName: string,
  creationId: string,
  version: EditorVersion = 'v3',
): string => `/${creatorAtName}/creation/${encodeURIComponent(creationId)}/edit?${version}=true`;

export type EditorBackInput =
  | {
      readonly editType: 'creation';
      /** The creation's id; absent for a new one. */
      readonly creationId?: string | undefined;
      readonly creatorAtName?: string | undefined;
      /** For a new creation: the prebuild it comes from and its producer. */
      readonly prebuildId?: string | undefined;
      readonly producerAtName?: string | undefined;
    }
  | {
      readonly editType: 'prebuild';
      readonly producerAtName: string;
      readonly prebuildId?: string | undefined;
      readonly assetId?: string | undefined;
    };

/**
 * 001 §2 back arrow:
 * - a creation: `/{user at_name}/creation?creation_id={id}`; a new one:
 *   `/{producer at_name}/production?prebuild={prebuild id}`;
 * - a prebuild: `/{producer at_name}/production?prebuild={prebuild_id}`, or
 *   `?asset={asset_id}` when an asset id is given.
 * Decision: when the ids needed are missing, the back arrow goes home (`/`).
 */
export const editorBackPath = (input: EditorBackInput): string => {
  if (input.editType === 'creation') {
    if (input.creationId && input.creatorAtName)
      return creationDetailPath(input.creatorAtName, input.creationId);
    if (input.prebuildId && input.producerAtName) {
      return producerPagePath(input.producerAtName, { prebuild: input.prebuildId });
    }
    return '/';
  }
  if (input.assetId) return producerPagePath(input.producerAtName, { asset: input.assetId });
  if (input.prebuildId) return producerPagePath(input.producerAtName, { prebuild: input.prebuildId });
  return producerPagePath(input.producerAtName);
};

/**
 * 001 §2 after a successful save (the server's answer supplies the at_name and id):
 * `/{creator_at_name}/creation?creation_id={id}` for a creation,
 * `/{producer_at_name}/production?prebuild={id}` for a prebuild. A new item is
 * redirected to its own page this way after its first save.
 */
export const afterSavePath = (
  saved:
    | { readonly editType: 'creation'; readonly id: string; readonly creatorAtName: string }
    | { readonly editType: 'prebuild'; readonly id: string; readonly producerAtName: string },
): string =>
  saved.editType === 'creation'
    ? creationDetailPath(saved.creatorAtName, saved.id)
    : producerPagePath(saved.producerAtName, { prebuild: saved.id });

/** 001 §2, §4: a new item (no id) is redirected to its own page after its first save. */
export const redirectsAfterFirstSave = (before: { readonly id?: string | null | undefined }): boolean =>
  !before.id;
