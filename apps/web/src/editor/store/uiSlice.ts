import { stepDirection, type EditorStep } from '@atelier/domain';
import type { StateCreator } from 'zustand';
import type { DesignPanel } from '../design/panels/contract';
import type { EditorState, EditorMiddlewares } from './editorState';

export interface UiSlice {
  readonly step: EditorStep;
  /** The direction of the last move between steps (001 §2: the content slides that way). */
  readonly direction: -1 | 0 | 1;
  /** The design panel open in place of the Design step's content, if any (kept across steps). */
  readonly designPanel: DesignPanel | null;
  /**
   * Issue 17: set while the form builder is in Fill Mode; a save calls it first, so the
   * answered preview design is never what is saved (the snapshot is restored).
   */
  readonly leaveFillMode: (() => void) | null;
  goTo: (step: EditorStep) => void;
  openDesignPanel: (panel: DesignPanel | null) => void;
  setLeaveFillMode: (leave: (() => void) | null) => void;
}

export const createUiSlice =
  (step: EditorStep): StateCreator<EditorState, EditorMiddlewares, [], UiSlice> =>
  (set) => ({
    step,
    direction: 0,
    designPanel: null,
    leaveFillMode: null,
    goTo: (next) =>
      set((state) => {
        state.direction = stepDirection(state.step, next);
        state.step = next;
      }),
    openDesignPanel: (panel) =>
      set((state) => {
        state.designPanel = panel;
      }),
    setLeaveFillMode: (leave) =>
      set((state) => {
        state.leaveFillMode = leave;
      }),
  });
