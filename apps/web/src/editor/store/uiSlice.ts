import { stepDirection, type EditorStep } from '@atelier/domain';
import type { StateCreator } from 'zustand';
import type { EditorState, EditorMiddlewares } from './editorState';

export interface UiSlice {
  readonly step: EditorStep;
  /** The direction of the last move between steps (001 §2: the content slides that way). */
  readonly direction: -1 | 0 | 1;
  goTo: (step: EditorStep) => void;
}

export const createUiSlice =
  (step: EditorStep): StateCreator<EditorState, EditorMiddlewares, [], UiSlice> =>
  (set) => ({
    step,
    direction: 0,
    goTo: (next) =>
      set((state) => {
        state.direction = stepDirection(state.step, next);
        state.step = next;
      }),
  });
