import type { EditorStep } from '@atelier/domain';
import { temporal } from 'zundo';
import { createStore } from 'zustand/vanilla';
import { immer } from 'zustand/middleware/immer';
import type { EditorDocument } from '../contract';
import { createDocumentSlice, type EditorItem } from './documentSlice';
import type { EditorHistoryState, EditorState } from './editorState';
import { createSaveSlice } from './saveSlice';
import { createUiSlice } from './uiSlice';

/** How many document changes undo can go back. */
export const UNDO_LIMIT = 200;

export interface EditorStoreInit {
  readonly doc: EditorDocument;
  readonly base: EditorItem;
  readonly step: EditorStep;
  readonly lastSavedAt: string | null;
  readonly restoredDraft?: boolean;
}

/**
 * The editor's one store, built from slices with immer and zundo on the combined store
 * (STYLE.md 9, 13). The history records only the document: moving between steps or saving is
 * not an undo step, and a change that leaves the document as it was records nothing.
 */
export function createEditorStore(init: EditorStoreInit) {
  return createStore<EditorState>()(
    temporal(
      immer((...args) => ({
        ...createDocumentSlice({ doc: init.doc, base: init.base })(...args),
        ...createUiSlice(init.step)(...args),
        ...createSaveSlice({ lastSavedAt: init.lastSavedAt, restoredDraft: init.restoredDraft ?? false })(
          ...args,
        ),
      })),
      {
        partialize: (state): EditorHistoryState => ({ doc: state.doc, changeLabel: state.changeLabel }),
        equality: (past, current) => past.doc === current.doc,
        limit: UNDO_LIMIT,
      },
    ),
  );
}

export type EditorStore = ReturnType<typeof createEditorStore>;
