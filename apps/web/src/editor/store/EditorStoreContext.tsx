import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { TemporalState } from 'zundo';
import type { EditorHistoryState, EditorState } from './editorState';
import type { EditorStore } from './editorStore';

const EditorStoreContext = createContext<EditorStore | null>(null);

export function EditorStoreProvider({ store, children }: { store: EditorStore; children: ReactNode }) {
  return <EditorStoreContext.Provider value={store}>{children}</EditorStoreContext.Provider>;
}

/** The store itself, for code that reads it outside rendering (the viewer sync, the draft). */
export function useEditorStoreApi(): EditorStore {
  const store = useContext(EditorStoreContext);
  if (!store) throw new Error('useEditorStoreApi must be used inside an EditorStoreProvider.');
  return store;
}

/** Selects the smallest part of the editor's state a component needs (it re-renders only then). */
export function useEditor<Selected>(selector: (state: EditorState) => Selected): Selected {
  return useStore(useEditorStoreApi(), selector);
}

/** Selects from the undo history (whether undo / redo is possible, their labels). */
export function useEditorHistory<Selected>(
  selector: (state: TemporalState<EditorHistoryState>) => Selected,
): Selected {
  return useStore(useEditorStoreApi().temporal, selector);
}
