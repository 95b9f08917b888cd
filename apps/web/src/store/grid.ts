import { clampGridColumns, restoreGridColumns, zoomGridColumns } from '@atelier/domain';
import type { StateCreator } from 'zustand';
import type { AppState } from './store';

/** 000 §9: grid columns are kept in session storage. */
export const GRID_COLUMNS_KEY = 'atelier.gridColumns';

export interface GridSlice {
  gridColumns: number;
  /** Re-reads the columns for a new window width (keeps them within its bounds). */
  fitGridColumns: (windowWidth: number) => void;
  zoomGrid: (direction: 'in' | 'out', windowWidth: number) => void;
}

export function loadGridColumns(windowWidth: number): number {
  let saved: string | null;
  try {
    saved = sessionStorage.getItem(GRID_COLUMNS_KEY);
  } catch {
    saved = null;
  }
  return restoreGridColumns(saved, windowWidth);
}

function saveGridColumns(columns: number): void {
  try {
    sessionStorage.setItem(GRID_COLUMNS_KEY, String(columns));
  } catch {
    // Storage refused: the columns last for this page.
  }
}

export const createGridSlice =
  (initial: number): StateCreator<AppState, [['zustand/immer', never]], [], GridSlice> =>
  (set, getState) => ({
    gridColumns: initial,
    fitGridColumns: (windowWidth) => {
      const next = loadGridColumns(windowWidth);
      if (next !== getState().gridColumns) set({ gridColumns: next });
    },
    zoomGrid: (direction, windowWidth) => {
      const next = zoomGridColumns(
        clampGridColumns(getState().gridColumns, windowWidth),
        direction,
        windowWidth,
      );
      saveGridColumns(next);
      set({ gridColumns: next });
    },
  });
