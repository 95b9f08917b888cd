import {
  createContext,
  useContext,
  useLayoutEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { Theme } from './tokens';

/** What the user chose: a theme, or whatever the operating system prefers. */
export type ThemePreference = Theme | 'system';

export const THEME_ATTRIBUTE = 'data-theme';

/**
 * Points the tokens at a theme by setting `data-theme` on `root` (the document element by default).
 * 'system' removes the attribute so `tokens.css` follows `prefers-color-scheme`.
 */
export function applyTheme(preference: ThemePreference, root: HTMLElement = document.documentElement): void {
  if (preference === 'system') root.removeAttribute(THEME_ATTRIBUTE);
  else root.setAttribute(THEME_ATTRIBUTE, preference);
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribeToSystemTheme(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const getSystemTheme = (): Theme =>
  typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';

/** The operating system's colour scheme, kept up to date when it changes. */
export function useSystemTheme(): Theme {
  return useSyncExternalStore(subscribeToSystemTheme, getSystemTheme, () => 'light');
}

export interface ThemeContextValue {
  preference: ThemePreference;
  /** The theme actually painted: the preference, or the system's theme for 'system'. */
  theme: Theme;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export interface ThemeProviderProps {
  /** Defaults to 'system'. */
  theme?: ThemePreference;
  children?: ReactNode;
}

/**
 * Applies a theme to the whole document for as long as it is mounted, and tells descendants
 * (for example the 3D viewer's background) which theme is painted.
 */
export function ThemeProvider({ theme: preference = 'system', children }: ThemeProviderProps) {
  const systemTheme = useSystemTheme();

  // Layout effect: the attribute must be in place before the browser paints, or the page flashes.
  useLayoutEffect(() => {
    const root = document.documentElement;
    const previous = root.getAttribute(THEME_ATTRIBUTE);
    applyTheme(preference, root);
    return () => applyTheme(previous === 'light' || previous === 'dark' ? previous : 'system', root);
  }, [preference]);

  const value = useMemo<ThemeContextValue>(
    () => ({ preference, theme: preference === 'system' ? systemTheme : preference }),
    [preference, systemTheme],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

/** The theme set by the nearest ThemeProvider; outside one, the system's theme. */
export function useTheme(): ThemeContextValue {
  const context = useContext(ThemeContext);
  const systemTheme = useSystemTheme();
  return context ?? { preference: 'system', theme: systemTheme };
}
