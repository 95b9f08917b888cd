import type { StateCreator } from 'zustand';
import type { AppState } from './store';

/** What a share dialog shares (000 §2 share data). */
export interface ShareTarget {
  kind: 'profile' | 'creation';
  /** The absolute link the QR code holds. */
  link: string;
  title: string;
  /** Image ids or urls for the logo and the picture behind the code. */
  logo?: string | null;
  backgroundImage?: string | null;
  /** Issue 20: a saved design's capture; shown behind the code from the start. */
  capture?: string | null;
}

export type OverlayName = 'search' | 'settings' | 'promo' | 'mobileMenu';

/** The app's own overlays (the creation overlay and quick login live in the URL instead). */
export interface OverlaysSlice {
  openOverlay: OverlayName | null;
  share: ShareTarget | null;
  setOverlay: (name: OverlayName | null) => void;
  openShare: (target: ShareTarget | null) => void;
}

export const createOverlaysSlice: StateCreator<AppState, [['zustand/immer', never]], [], OverlaysSlice> = (
  set,
) => ({
  openOverlay: null,
  share: null,
  setOverlay: (name) => set({ openOverlay: name }),
  openShare: (target) =>
    set((state) => {
      state.share = target;
    }),
});
