import {
  stampDesignVersion,
  validateCreationSave,
  validatePrebuildSave,
  type SaveIssue,
  type SaveMode,
} from '@atelier/domain';
import type { EditorDocument } from '../contract';
import { toCreationDraft, toPrebuildDraft } from '../load/toEditorItems';
import type { EditorItem } from '../store/documentSlice';
import type { EditorStore } from '../store/editorStore';
import { changedFields, versionOf } from './changedFields';
import { EditorApiError, editorApi, type Json } from './editorApi';
import { collectDataUrls, replaceStrings, uploadDataUrls } from './uploadDataUrls';

export type SaveOutcome =
  | { readonly kind: 'invalid'; readonly issue: SaveIssue }
  | { readonly kind: 'uploadFailed' }
  | { readonly kind: 'conflict'; readonly currentVersion: string | null }
  | { readonly kind: 'failed'; readonly message: string }
  | { readonly kind: 'saved'; readonly item: EditorItem; readonly created: boolean };

/** 001 §5: the first failed save check of the document, or null. */
export function firstSaveIssue(doc: EditorDocument): SaveIssue | null {
  const issues =
    doc.kind === 'creation' ? validateCreationSave(doc.item, doc.prebuild) : validatePrebuildSave(doc.item);
  return issues[0] ?? null;
}

/** The version a 409 answer says the server has now (the API's `updatedAt`, or its current item's). */
function currentVersionOf(error: EditorApiError): string | null {
  const details = (error.body.error ?? {}) as Record<string, unknown>;
  const current = (details.current ?? details.creation ?? details.prebuild) as
    Record<string, unknown> | undefined;
  const value = details.updatedAt ?? details.updated_at ?? current?.updatedAt ?? current?.updated_at;
  return typeof value === 'string' ? value : null;
}

export interface SaveOptions {
  readonly mode: SaveMode;
  readonly userId: string;
  /** After a conflict: save over the server's newer version (named here). */
  readonly overwriteVersion?: string | null;
  readonly api?: typeof editorApi;
}

/**
 * 001 §4, §5, §7, §8 one save: the save checks (the first failure names its step), data-URL
 * images uploaded first and replaced by their stored names, the design stamped v3, then only
 * the changed fields with the version the work was based on (a first save posts the whole
 * document). A 409 answer is a conflict for the user to resolve, never overwritten here.
 */
export async function saveDocument(store: EditorStore, options: SaveOptions): Promise<SaveOutcome> {
  const api = options.api ?? editorApi;
  const issue = firstSaveIssue(store.getState().doc);
  if (issue) return { kind: 'invalid', issue };

  const dataUrls = collectDataUrls(store.getState().doc.item);
  if (dataUrls.size > 0) {
    let names: Map<string, string>;
    try {
      names = await uploadDataUrls(dataUrls, (fileName, image) =>
        api.uploadImage(fileName, image, options.userId),
      );
    } catch {
      return { kind: 'uploadFailed' };
    }
    store.getState().changeUntracked((doc) => replaceStrings(doc.item, names));
  }

  const { doc, base } = store.getState();
  const id = base.id;
  const stamped = stampDesignVersion(doc.item.combination_config);
  const stampedDoc = { ...doc, item: { ...doc.item, combination_config: stamped } } as EditorDocument;
  const fields = changedFields(stampedDoc, id ? base : null);
  try {
    if (doc.kind === 'creation') {
      if (!id) {
        const body: Json = { ...fields, prebuild_id: doc.prebuild.id, mode: options.mode };
        const saved = toCreationDraft((await api.createCreation(body)).creation);
        return { kind: 'saved', item: saved, created: true };
      }
      const version = options.overwriteVersion ?? versionOf('creation', base);
      const body: Json = { ...fields, updatedAt: version, mode: options.mode };
      const saved = toCreationDraft((await api.updateCreation(id, body)).creation);
      return { kind: 'saved', item: saved, created: false };
    }
    if (!id) {
      const producerId = doc.item.producer_id ?? doc.item.producer?.id;
      const body: Json = { ...fields, producer_id: producerId, mode: options.mode };
      const saved = toPrebuildDraft((await api.createPrebuild(body)).prebuild);
      return { kind: 'saved', item: saved, created: true };
    }
    const version = options.overwriteVersion ?? versionOf('prebuild', base);
    const body: Json = { ...fields, updated_at: version, mode: options.mode };
    const saved = toPrebuildDraft((await api.updatePrebuild(id, body)).prebuild);
    return { kind: 'saved', item: saved, created: false };
  } catch (error) {
    if (error instanceof EditorApiError && error.status === 409 && error.code === 'stale')
      return { kind: 'conflict', currentVersion: currentVersionOf(error) };
    return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}
