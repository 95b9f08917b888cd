// The public entry of @atelier/ui: explicit named exports only (STYLE.md 1).

// The design tokens as CSS custom properties, for every host that uses this package.
import './theme/tokens.css';

// Theme
export {
  COLOR_TOKEN_NAMES,
  COLOR_TOKENS,
  FONT_SANS,
  SCALE_TOKENS,
  THEMES,
  TOKEN_NAMES,
  cssVar,
  type ColorPalette,
  type ColorTokenName,
  type HexColor,
  type ScaleTokenName,
  type Theme,
  type TokenName,
} from './theme/tokens';
export {
  THEME_ATTRIBUTE,
  ThemeProvider,
  applyTheme,
  useSystemTheme,
  useTheme,
  type ThemeContextValue,
  type ThemePreference,
  type ThemeProviderProps,
} from './theme/ThemeProvider';
export { WCAG_AA, contrastRatio, relativeLuminance } from './theme/contrast';

// Internationalisation
export { createI18n, DEFAULT_NAMESPACE } from './i18n/createI18n';
export {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_NAMES,
  isLanguage,
  resolveLanguage,
  type Language,
} from './i18n/languages';
export type { Catalogue, CommonKey, Namespace } from './i18n/catalogue';
export { I18nextProvider as I18nProvider, useTranslation } from 'react-i18next';

// Components
export {
  BUTTON_SIZES,
  BUTTON_VARIANTS,
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './components/Button/Button';
