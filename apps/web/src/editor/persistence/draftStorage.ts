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
  /**
   * Keeps a draft synchronously, for the page's last moment (pagehide): an IndexedDB write
   * started then may never finish, so a change made just before a reload would be lost.
   */
  writeNow?(key: string, draft: EditorDraft): void;
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
const drafts = () => (database ??= createStore('atelier-editor', 'drafts'));

/** Where the last-moment copy of a draft is kept (localStorage: written synchronously). */
const lastMomentKey = (key: string) => `atelier-editor-draft:${key}`;

function readLastMoment(key: string): EditorDraft | undefined {
  try {
    const text = localStorage.getItem(lastMomentKey(key));
    return text ? (JSON.parse(text) as EditorDraft) : undefined;
  } catch {
    return undefined;
  }
}

const removeLastMoment = (key: string) => {
  try {
    localStorage.removeItem(lastMomentKey(key));
  } catch {
    // Storage disabled: there is no copy to remove.
  }
};

/**
 * The browser's IndexedDB store of editor drafts, with a synchronous localStorage copy written
 * when the page goes away; a read takes the newer of the two, a finished write drops the copy.
 */
export const indexedDbDrafts: DraftStorage = {
  read: async (key) => {
    const kept = await get<EditorDraft>(key, drafts());
    const lastMoment = readLastMoment(key);
    if (lastMoment && (!kept || lastMoment.writtenAt > kept.writtenAt)) return lastMoment;
    return kept;
  },
  write: async (key, draft) => {
    await set(key, draft, drafts());
    const lastMoment = readLastMoment(key);
    if (lastMoment && lastMoment.writtenAt <= draft.writtenAt) removeLastMoment(key);
  },
  remove: async (key) => {
    await del(key, drafts());
    removeLastMoment(key);
  },
  writeNow: (key, draft) => {
    try {
      localStorage.setItem(lastMomentKey(key), JSON.stringify(draft));
    } catch (error) {
      // Too large for localStorage (images not uploaded yet): the IndexedDB write still runs.
      console.warn('The editor could not keep the draft at once', error);
    }
  },
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
