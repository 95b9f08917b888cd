import { DISPLAY_CURRENCIES, readNavBarPreferences, type DisplayCurrency } from '@atelier/domain';
import { isSelectorLanguage, resolveLanguage, type ThemePreference } from '@atelier/ui';
import type { StateCreator } from 'zustand';
import type { Preferences } from '../api/types';
import type { AppState } from './store';

/** What the settings menu changes (000 §2): kept for the user on the server, for guests on the device. */
export interface PreferenceValues {
  language: string;
  currency: DisplayCurrency;
  /** 'system' until someone picks light or dark. */
  theme: ThemePreference;
  navPlacement: 'top' | 'bottom';
  navStyle: 'docking' | 'floating';
}

export interface PreferencesSlice {
  preferences: PreferenceValues;
  setPreferences: (patch: Partial<PreferenceValues>) => void;
}

export const GUEST_PREFERENCES_KEY = 'atelier.preferences';

const isCurrency = (value: unknown): value is DisplayCurrency =>
  typeof value === 'string' && (DISPLAY_CURRENCIES as readonly string[]).includes(value);

/** Reads anything stored (or sent by the server) into valid preferences. */
export function readPreferences(
  stored: Partial<Record<keyof PreferenceValues, unknown>> | null,
  browserLanguages: readonly string[],
): PreferenceValues {
  const nav = readNavBarPreferences({ anchor: stored?.navPlacement, style: stored?.navStyle });
  const language =
    typeof stored?.language === 'string' && isSelectorLanguage(stored.language)
      ? stored.language
      : resolveLanguage(browserLanguages);
  const theme = stored?.theme === 'light' || stored?.theme === 'dark' ? stored.theme : 'system';
  return {
    language,
    currency: isCurrency(stored?.currency) ? stored.currency : 'HKD',
    theme,
    navPlacement: nav.anchor,
    navStyle: nav.style,
  };
}

export function loadGuestPreferences(): PreferenceValues {
  let stored: Record<string, unknown> | null;
  try {
    const text = localStorage.getItem(GUEST_PREFERENCES_KEY);
    stored = text ? (JSON.parse(text) as Record<string, unknown>) : null;
  } catch {
    stored = null;
  }
  return readPreferences(stored, typeof navigator === 'undefined' ? [] : navigator.languages);
}

export function saveGuestPreferences(values: PreferenceValues): void {
  try {
    localStorage.setItem(GUEST_PREFERENCES_KEY, JSON.stringify(values));
  } catch {
    // Private mode or full storage: the choice lasts for this visit.
  }
}

/** The server's preference names. */
export const fromServerPreferences = (preferences: Preferences): PreferenceValues =>
  readPreferences(
    {
      language: preferences.language,
      currency: preferences.currency,
      theme: preferences.theme,
      navPlacement: preferences.nav_bar_placement,
      navStyle: preferences.nav_bar_style,
    },
    [],
  );

export function toServerPreferences(patch: Partial<PreferenceValues>): Partial<Preferences> {
  return {
    ...(patch.language !== undefined ? { language: patch.language } : {}),
    ...(patch.currency !== undefined ? { currency: patch.currency } : {}),
    ...(patch.theme === 'light' || patch.theme === 'dark' ? { theme: patch.theme } : {}),
    ...(patch.navPlacement !== undefined ? { nav_bar_placement: patch.navPlacement } : {}),
    ...(patch.navStyle !== undefined ? { nav_bar_style: patch.navStyle } : {}),
  };
}

export const createPreferencesSlice =
  (initial: PreferenceValues): StateCreator<AppState, [['zustand/immer', never]], [], PreferencesSlice> =>
  (set) => ({
    preferences: initial,
    setPreferences: (patch) =>
      set((state) => {
        Object.assign(state.preferences, patch);
      }),
  });
