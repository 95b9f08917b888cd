/**
 * Design tokens: the single source of truth for Atelier's look.
 *
 * `tokens.css` is generated from this file (see `renderTokensCss`) and checked by
 * `tokens.test.ts`, so the hex values the contrast tests read are the ones the browser paints.
 */

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** Semantic colour roles; every theme defines every one of them. */
export const COLOR_TOKEN_NAMES = [
  'surface',
  'surface-raised',
  'surface-sunken',
  'text',
  'muted',
  'border',
  'border-strong',
  'accent',
  'accent-hover',
  'on-accent',
  'danger',
  'danger-hover',
  'on-danger',
  'success',
  'warning',
  'focus-ring',
] as const;
export type ColorTokenName = (typeof COLOR_TOKEN_NAMES)[number];

/** Six-digit hex colours only, so contrast can be computed from the source. */
export type HexColor = `#${string}`;
export type ColorPalette = Readonly<Record<ColorTokenName, HexColor>>;

export const COLOR_TOKENS: Readonly<Record<Theme, ColorPalette>> = {
  light: {
    surface: '#ffffff',
    'surface-raised': '#f7f6f4',
    'surface-sunken': '#efedea',
    text: '#1c1b19',
    muted: '#5c5852',
    border: '#e3e0db',
    'border-strong': '#8a857e',
    accent: '#4338ca',
    'accent-hover': '#3730a3',
    'on-accent': '#ffffff',
    danger: '#b42318',
    'danger-hover': '#912018',
    'on-danger': '#ffffff',
    success: '#067647',
    warning: '#93370d',
    'focus-ring': '#4338ca',
  },
  dark: {
    surface: '#131211',
    'surface-raised': '#1c1b19',
    'surface-sunken': '#0b0a0a',
    text: '#f4f2ef',
    muted: '#aaa59d',
    border: '#2e2c29',
    'border-strong': '#75706a',
    accent: '#a5b4fc',
    'accent-hover': '#c7d2fe',
    'on-accent': '#13123a',
    danger: '#f97066',
    'danger-hover': '#fda29b',
    'on-danger': '#1f0604',
    success: '#47cd89',
    warning: '#fdb022',
    'focus-ring': '#a5b4fc',
  },
};

/**
 * System sans stack: Latin faces first, then a CJK face per platform, then emoji.
 * Han characters differ by region, so each CJK language gets its own order (see FONT_STACKS_BY_LANG).
 */
const LATIN_SANS = ['system-ui', '-apple-system', "'Segoe UI'", 'Roboto', "'Helvetica Neue'", 'Arial'];
const EMOJI = ["'Apple Color Emoji'", "'Segoe UI Emoji'", "'Noto Color Emoji'"];
const CJK_FONTS = {
  'zh-TW': ["'PingFang TC'", "'Microsoft JhengHei'", "'Noto Sans CJK TC'", "'Noto Sans TC'"],
  'zh-CN': ["'PingFang SC'", "'Microsoft YaHei'", "'Noto Sans CJK SC'", "'Noto Sans SC'"],
  ja: [
    "'Hiragino Sans'",
    "'Hiragino Kaku Gothic ProN'",
    "'Yu Gothic'",
    'Meiryo',
    "'Noto Sans CJK JP'",
    "'Noto Sans JP'",
  ],
  ko: ["'Apple SD Gothic Neo'", "'Malgun Gothic'", "'Noto Sans CJK KR'", "'Noto Sans KR'"],
} as const;
type CjkLanguage = keyof typeof CJK_FONTS;

const sansStack = (cjkOrder: readonly CjkLanguage[]): string =>
  [...LATIN_SANS, ...cjkOrder.flatMap((lang) => CJK_FONTS[lang]), 'sans-serif', ...EMOJI].join(', ');

export const FONT_SANS = sansStack(['zh-TW', 'zh-CN', 'ja', 'ko']);
export const FONT_STACKS_BY_LANG: Readonly<Record<CjkLanguage, string>> = {
  'zh-TW': sansStack(['zh-TW', 'zh-CN', 'ja', 'ko']),
  'zh-CN': sansStack(['zh-CN', 'zh-TW', 'ja', 'ko']),
  ja: sansStack(['ja', 'zh-TW', 'zh-CN', 'ko']),
  ko: sansStack(['ko', 'ja', 'zh-TW', 'zh-CN']),
};

/** Theme-independent tokens: spacing, radii, type, motion, control sizes. */
export const SCALE_TOKENS = {
  'font-sans': FONT_SANS,
  'font-size-xs': '12px',
  'font-size-sm': '14px',
  'font-size-md': '16px',
  'font-size-lg': '20px',
  'font-size-xl': '28px',
  'font-size-2xl': '40px',
  'line-height-tight': '1.2',
  'line-height-normal': '1.5',
  'font-weight-regular': '400',
  'font-weight-medium': '500',
  'font-weight-semibold': '600',
  'space-1': '4px',
  'space-2': '8px',
  'space-3': '12px',
  'space-4': '16px',
  'space-5': '24px',
  'space-6': '32px',
  'space-7': '48px',
  'space-8': '64px',
  'radius-sm': '4px',
  'radius-md': '8px',
  'radius-lg': '12px',
  'radius-full': '9999px',
  'control-height-sm': '40px',
  'control-height-md': '44px',
  'control-height-lg': '48px',
  'focus-ring-width': '2px',
  'focus-ring-offset': '2px',
  'duration-fast': '150ms',
  'duration-normal': '200ms',
  'duration-slow': '250ms',
  'ease-out': 'cubic-bezier(0, 0, 0.2, 1)',
} as const;
export type ScaleTokenName = keyof typeof SCALE_TOKENS;

/** Motion tokens that drop to zero under `prefers-reduced-motion: reduce`. */
export const DURATION_TOKEN_NAMES = ['duration-fast', 'duration-normal', 'duration-slow'] as const;

export type TokenName = ColorTokenName | ScaleTokenName;
export const SCALE_TOKEN_NAMES = Object.keys(SCALE_TOKENS) as ScaleTokenName[];
export const TOKEN_NAMES: readonly TokenName[] = [...COLOR_TOKEN_NAMES, ...SCALE_TOKEN_NAMES];

/** `var(--name)` for inline styles, typed so a misspelt token is a type error. */
export const cssVar = (name: TokenName): string => `var(--${name})`;
