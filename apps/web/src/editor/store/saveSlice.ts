import type { SaveMode } from '@atelier/domain';
import type { StateCreator } from 'zustand';
import type { EditorState, EditorMiddlewares } from './editorState';

/** A save the server refused because the item changed since the version the editor had. */
export interface SaveConflict {
  readonly mode: SaveMode;
  /** The version the server has now. */
  readonly currentVersion: string | null;
}

export interface SaveSlice {
  /** The save on its way, if any. */
  readonly saving: SaveMode | null;
  /** When the item was last saved (the server's version time); null: never saved. */
  readonly lastSavedAt: string | null;
  readonly conflict: SaveConflict | null;
  /** The document came from the local draft (unsaved work from an earlier visit). */
  readonly restoredDraft: boolean;
  setSaving: (mode: SaveMode | null) => void;
  setLastSavedAt: (at: string | null) => void;
  setConflict: (conflict: SaveConflict | null) => void;
  setRestoredDraft: (restored: boolean) => void;
}

export const createSaveSlice =
  (initial: {
    lastSavedAt: string | null;
    restoredDraft: boolean;
  }): StateCreator<EditorState, EditorMiddlewares, [], SaveSlice> =>
  (set) => ({
    saving: null,
    lastSavedAt: initial.lastSavedAt,
    conflict: null,
    restoredDraft: initial.restoredDraft,
    setSaving: (mode) =>
      set((state) => {
        state.saving = mode;
      }),
    setLastSavedAt: (at) =>
      set((state) => {
        state.lastSavedAt = at;
      }),
    setConflict: (conflict) =>
      set((state) => {
        state.conflict = conflict;
      }),
    setRestoredDraft: (restored) =>
      set((state) => {
        state.restoredDraft = restored;
      }),
  });
