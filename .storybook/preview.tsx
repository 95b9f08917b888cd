import type { Decorator, Preview } from '@storybook/react-vite';
import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import {
  applyTheme,
  createI18n,
  I18nProvider,
  LANGUAGE_NAMES,
  LANGUAGES,
  resolveLanguage,
  ThemeProvider,
  THEMES,
  type Theme,
} from '../packages/ui/src/index';
import '../packages/ui/src/theme/tokens.css';

type ThemeGlobal = Theme | 'side-by-side';

/** Both themes next to each other, each a themed island painting its own surface (DESIGN.md). */
function SideBySide({ children }: { children: ReactNode }) {
  useLayoutEffect(() => applyTheme('system'), []);
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))' }}>
      {THEMES.map((theme) => (
        <section
          key={theme}
          data-theme={theme}
          aria-label={`${theme} theme`}
          style={{ padding: 'var(--space-5)' }}
        >
          {children}
        </section>
      ))}
    </div>
  );
}

/**
 * A story of an overlay (a dialog or sheet over the page) sets `parameters.sideBySide: false`:
 * two copies would cover each other, so "side by side" shows it once, in the system's theme.
 */
const WithTheme: Decorator = (Story, { globals, parameters }) => {
  const theme = (globals.theme ?? 'light') as ThemeGlobal;
  return theme === 'side-by-side' && parameters.sideBySide !== false ? (
    <SideBySide>
      <Story />
    </SideBySide>
  ) : (
    <ThemeProvider theme={theme === 'side-by-side' ? 'system' : theme}>
      <Story />
    </ThemeProvider>
  );
};

const WithLanguage: Decorator = (Story, { globals }) => {
  const language = resolveLanguage(String(globals.locale ?? 'en'));
  const i18n = useMemo(() => createI18n(language), [language]);
  // The document language picks the CJK font stack in tokens.css and the screen reader's voice.
  useLayoutEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return (
    <I18nProvider i18n={i18n}>
      <Story />
    </I18nProvider>
  );
};

const preview: Preview = {
  decorators: [WithTheme, WithLanguage],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        dynamicTitle: true,
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
          { value: 'side-by-side', title: 'Side by side', icon: 'sidebyside' },
        ],
      },
    },
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        dynamicTitle: true,
        items: LANGUAGES.map((language) => ({ value: language, title: LANGUAGE_NAMES[language] })),
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en' },
  parameters: {
    controls: { matchers: { color: /(background|color)$/i } },
  },
};

export default preview;
