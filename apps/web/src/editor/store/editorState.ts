import type { TemporalState } from 'zundo';
import type { StoreApi } from 'zustand';
import type { DocumentSlice } from './documentSlice';
import type { SaveSlice } from './saveSlice';
import type { UiSlice } from './uiSlice';

/** The editor's one store: the document (with its base and history), the UI and the save state. */
export type EditorState = DocumentSlice & UiSlice & SaveSlice;

/** What the history records: the document and the label of the change that made it. */
export type EditorHistoryState = Pick<EditorState, 'doc' | 'changeLabel'>;

/** The middlewares of the combined store, outermost first (temporal over immer). */
export type EditorMiddlewares = [['temporal', unknown], ['zustand/immer', never]];

/** The undo history of a store made by createEditorStore (zundo types it `unknown` inside slices). */
export const historyOf = (store: object): StoreApi<TemporalState<EditorHistoryState>> =>
  (store as { temporal: StoreApi<TemporalState<EditorHistoryState>> }).temporal;
