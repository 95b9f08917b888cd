import { changedFields } from '../save/changedFields';
import type { EditorState } from './editorState';

/** The document differs from what the server has (or, for a new item, from how it began). */
export const hasUnsavedChanges = (state: Pick<EditorState, 'doc' | 'base'>): boolean =>
  state.doc.item !== state.base && Object.keys(changedFields(state.doc, state.base)).length > 0;

/** The item has been saved at least once (it has an id on the server). */
export const isSavedItem = (state: Pick<EditorState, 'base'>): boolean => Boolean(state.base.id);
