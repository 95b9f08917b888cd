import type { EditorStep } from '@atelier/domain';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { EditorDocument } from '../contract';
import type { EditorItem } from '../store/documentSlice';

/**
 * The working document kept in IndexedDB (idb-keyval), so a crash, a closed tab or an expired
 * session loses nothing: the editor restores it on return (STYLE.md 14).
 */
export interface EditorDraft {
  readonly doc: EditorDocument;
  /** The item the work was based on: its version is what the next save names. */
  readonly base: EditorItem;
  readonly step: EditorStep;
  /** When the draft was written (ms since the epoch). */
  readonly writtenAt: number;
}

/** Where drafts are kept; an in-memory one stands in where IndexedDB is missing. */
export interface DraftStorage {
  read(key: string): Promise<EditorDraft | undefined>;
  write(key: string, draft: EditorDraft): Promise<void>;
  remove(key: string): Promise<void>;
}

/** What is being edited, as the draft's key names it. */
export type DraftSubject =
  | { readonly kind: 'creation'; readonly id: string }
  | { readonly kind: 'creation'; readonly prebuildId: string }
  | { readonly kind: 'prebuild'; readonly id: string }
  | { readonly kind: 'prebuild'; readonly assetId: string }
  | { readonly kind: 'prebuild'; readonly producerId: string };

/** The draft's key: the edit kind and the item's id, or for a new item what it starts from. */
export function draftKey(subject: DraftSubject): string {
  if ('id' in subject) return `${subject.kind}:${subject.id}`;
  if ('prebuildId' in subject) return `${subject.kind}:new:prebuild:${subject.prebuildId}`;
  if ('assetId' in subject) return `${subject.kind}:new:asset:${subject.assetId}`;
  return `${subject.kind}:new:producer:${subject.producerId}`;
}

let database: UseStore | undefined;

/** The browser's IndexedDB store of editor drafts. */
export const indexedDbDrafts: DraftStorage = {
  read: (key) => get<EditorDraft>(key, (database ??= createStore('atelier-editor', 'drafts'))),
  write: (key, draft) => set(key, draft, (database ??= createStore('atelier-editor', 'drafts'))),
  remove: (key) => del(key, (database ??= createStore('atelier-editor', 'drafts'))),
};

/** Drafts in memory (tests, and browsers without IndexedDB). */
export function memoryDrafts(): DraftStorage {
  const drafts = new Map<string, EditorDraft>();
  return {
    read: (key) => Promise.resolve(drafts.get(key)),
    write: (key, draft) => {
      drafts.set(key, structuredClone(draft));
      return Promise.resolve();
    },
    remove: (key) => {
      drafts.delete(key);
      return Promise.resolve();
    },
  };
}
