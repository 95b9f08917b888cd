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
export { createI18n, createLazyI18n, DEFAULT_NAMESPACE } from './i18n/createI18n';
export { loadCatalogue, switchLanguage } from './i18n/loadCatalogue';
export {
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGES,
  LANGUAGES,
  LANGUAGE_NAMES,
  SELECTOR_LANGUAGES,
  isLanguage,
  isSelectorLanguage,
  languageName,
  languageDirection,
  resolveLanguage,
  RTL_LANGUAGES,
  type Language,
} from './i18n/languages';
export type { Catalogue, CommonKey, Namespace } from './i18n/catalogue';
export { I18nextProvider as I18nProvider, useTranslation } from 'react-i18next';
export type { i18n as I18n } from 'i18next';

// Components
export {
  BUTTON_SIZES,
  BUTTON_VARIANTS,
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './components/Button/Button';
export { Avatar, type AvatarProps } from './components/Avatar/Avatar';
export { Badge, type BadgeProps } from './components/Badge/Badge';
export { BadgeButton, type BadgeButtonProps } from './components/BadgeButton/BadgeButton';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog/ConfirmDialog';
export {
  DIALOG_PLACEMENTS,
  DIALOG_SIZES,
  Dialog,
  type DialogPlacement,
  type DialogProps,
  type DialogSize,
} from './components/Dialog/Dialog';
export { Disclosure, type DisclosureProps } from './components/Disclosure/Disclosure';
export { EmptyState, type EmptyStateProps } from './components/EmptyState/EmptyState';
export {
  HorizontalScroller,
  type HorizontalScrollerProps,
} from './components/HorizontalScroller/HorizontalScroller';
export {
  MediaGrid,
  MediaGridItem,
  type MediaGridItemProps,
  type MediaGridProps,
} from './components/MediaGrid/MediaGrid';
export {
  Menu,
  MenuItem,
  MenuLabel,
  MenuRadioGroup,
  MenuSeparator,
  MenuSub,
  type MenuItemProps,
  type MenuProps,
  type MenuRadioGroupProps,
  type MenuSubProps,
} from './components/Menu/Menu';
export { Popover, type PopoverProps } from './components/Popover/Popover';
export { ProgressBar, type ProgressBarProps } from './components/ProgressBar/ProgressBar';
export { QuantityStepper, type QuantityStepperProps } from './components/QuantityStepper/QuantityStepper';
export {
  SegmentedControl,
  type SegmentedControlProps,
  type SegmentedOption,
} from './components/SegmentedControl/SegmentedControl';
export { Select, type SelectOption, type SelectProps } from './components/Select/Select';
export { Skeleton, type SkeletonProps } from './components/Skeleton/Skeleton';
export { TextField, type TextFieldProps } from './components/TextField/TextField';
export { Tile, type TileProps } from './components/Tile/Tile';
export {
  TOAST_TONES,
  ToastProvider,
  useToast,
  type ToastAction,
  type ToastApi,
  type ToastOptions,
  type ToastTone,
} from './components/Toast/Toast';
