import { create } from 'zustand';
import { immer } from 'zustand/middleware/immer';
import { createGridSlice, loadGridColumns, type GridSlice } from './grid';
import { createOverlaysSlice, type OverlaysSlice } from './overlays';
import { createPreferencesSlice, loadGuestPreferences, type PreferencesSlice } from './preferences';

/** The storefront's one store, built from slices; immer only on the combined store (STYLE.md 9). */
export type AppState = PreferencesSlice & GridSlice & OverlaysSlice;

export function createAppStore(initial: {
  preferences: ReturnType<typeof loadGuestPreferences>;
  gridColumns: number;
}) {
  return create<AppState>()(
    immer((...args) => ({
      ...createPreferencesSlice(initial.preferences)(...args),
      ...createGridSlice(initial.gridColumns)(...args),
      ...createOverlaysSlice(...args),
    })),
  );
}

const width = typeof window === 'undefined' ? 1440 : window.innerWidth;

/** The store of this page. Components select the smallest slice they need. */
export const useAppStore = createAppStore({
  preferences: loadGuestPreferences(),
  gridColumns: loadGridColumns(width),
});
