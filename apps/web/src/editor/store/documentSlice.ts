import type { Draft } from 'immer';
import type { StateCreator } from 'zustand';
import type { EditorDocument } from '../contract';
import { historyOf, type EditorMiddlewares, type EditorState } from './editorState';

/** The item being edited, as the server last had it (or as it was made, for a new one). */
export type EditorItem = EditorDocument['item'];

/** Fields a save answer decides; the document takes them over after a save. */
const SERVER_OWNED_FIELDS = ['id', 'userId', 'updatedAt', 'updated_at', 'is_draft', 'createdAt'] as const;

export interface DocumentSlice {
  readonly doc: EditorDocument;
  /**
   * The item the document was loaded at or last saved as: what a save compares against (only
   * changed fields are sent) and whose version (`updatedAt` / `updated_at`) it names.
   */
  readonly base: EditorItem;
  /** The label of the change that made the current document (for the undo button's title). */
  readonly changeLabel: string | null;
  /** 'pending' between beginGesture and the gesture's first change; 'active' until endGesture. */
  readonly gesture: 'none' | 'pending' | 'active';
  /** The only way to change the document: one undo step per call (or per gesture). */
  change: (recipe: (doc: Draft<EditorDocument>) => void, label?: string) => void;
  /**
   * A drag or a slider gesture is one undo step (STYLE.md 13): its first change is recorded,
   * the ones after it are not, until endGesture.
   */
  beginGesture: () => void;
  endGesture: () => void;
  /**
   * A change the editor makes for the server, not the user (uploaded images replacing their
   * data URLs): not an undo step.
   */
  changeUntracked: (recipe: (doc: Draft<EditorDocument>) => void) => void;
  /** After a save: the saved item becomes the base; the document takes the server's fields. */
  markSaved: (saved: EditorItem) => void;
  /** Replaces document and base (a reload from the server, a discarded draft): clears the history. */
  replaceDocument: (doc: EditorDocument, base: EditorItem) => void;
}

export const createDocumentSlice =
  (initial: {
    doc: EditorDocument;
    base: EditorItem;
  }): StateCreator<EditorState, EditorMiddlewares, [], DocumentSlice> =>
  (set, get, store) => ({
    doc: initial.doc,
    base: initial.base,
    changeLabel: null,
    gesture: 'none',
    change: (recipe, label) => {
      set((state) => {
        recipe(state.doc);
        state.changeLabel = label ?? null;
      });
      if (get().gesture === 'pending') {
        // The gesture's first change is in the history; the rest of it is not.
        historyOf(store).getState().pause();
        set((state) => {
          state.gesture = 'active';
        });
      }
    },
    beginGesture: () =>
      set((state) => {
        state.gesture = 'pending';
      }),
    endGesture: () => {
      if (get().gesture === 'active') {
        // The gesture's end state becomes the undo step's result: record nothing, just resume.
        historyOf(store).getState().resume();
      }
      set((state) => {
        state.gesture = 'none';
      });
    },
    changeUntracked: (recipe) => {
      const history = historyOf(store).getState();
      const tracking = history.isTracking;
      history.pause();
      set((state) => {
        recipe(state.doc);
      });
      if (tracking) history.resume();
    },
    markSaved: (saved) => {
      // Not an undo step: what the server decided (id, version, draft flag, the stamped design
      // version) is taken over, and changes made while the save was on its way stay unsaved.
      const history = historyOf(store).getState();
      const tracking = history.isTracking;
      history.pause();
      set((state) => {
        state.base = saved as Draft<EditorItem>;
        const item = state.doc.item as Record<string, unknown>;
        for (const key of SERVER_OWNED_FIELDS) {
          const value = (saved as Record<string, unknown>)[key];
          if (value !== undefined) item[key] = value;
        }
        state.doc.item.combination_config.version = saved.combination_config.version;
      });
      if (tracking) history.resume();
    },
    replaceDocument: (doc, base) => {
      set((state) => {
        state.doc = doc as Draft<EditorDocument>;
        state.base = base as Draft<EditorItem>;
        state.changeLabel = null;
      });
      historyOf(store).getState().clear();
    },
  });
