import {
  COLOR_TOKENS,
  COLOR_TOKEN_NAMES,
  DURATION_TOKEN_NAMES,
  FONT_STACKS_BY_LANG,
  SCALE_TOKENS,
  SCALE_TOKEN_NAMES,
  type ColorPalette,
  type Theme,
} from './tokens';

/** Selectors per theme. Light is also the default for `:root` when nothing else says otherwise. */
export const THEME_SELECTORS: Readonly<Record<Theme, string>> = {
  light: ":root,\n[data-theme='light']",
  dark: "[data-theme='dark']",
};
/** With no `data-theme` anywhere up the tree, the operating system's preference decides. */
export const SYSTEM_DARK_SELECTOR = ':root:not([data-theme])';

const declarations = (entries: readonly (readonly [string, string])[], indent: string): string =>
  entries.map(([name, value]) => `${indent}${name}: ${value};`).join('\n');

const paletteBlock = (selector: string, theme: Theme, palette: ColorPalette, indent = ''): string =>
  `${indent}${selector.replaceAll('\n', `\n${indent}`)} {\n${declarations(
    [['color-scheme', theme], ...COLOR_TOKEN_NAMES.map((name) => [`--${name}`, palette[name]] as const)],
    `${indent}  `,
  )}\n${indent}}`;

/**
 * The text of `tokens.css`. The file is a snapshot of this function's output: after changing
 * `tokens.ts`, regenerate it with `pnpm vitest run --project @atelier/ui -u`.
 */
export function renderTokensCss(): string {
  const blocks = [
    '/* Generated from tokens.ts by renderTokensCss(); edit tokens.ts, not this file. */',
    `:root {\n${declarations(
      SCALE_TOKEN_NAMES.map((name) => [`--${name}`, SCALE_TOKENS[name]] as const),
      '  ',
    )}\n}`,
    ...Object.entries(FONT_STACKS_BY_LANG).map(
      ([lang, stack]) => `:lang(${lang}) {\n${declarations([['--font-sans', stack]], '  ')}\n}`,
    ),
    paletteBlock(THEME_SELECTORS.light, 'light', COLOR_TOKENS.light),
    paletteBlock(THEME_SELECTORS.dark, 'dark', COLOR_TOKENS.dark),
    `@media (prefers-color-scheme: dark) {\n${paletteBlock(SYSTEM_DARK_SELECTOR, 'dark', COLOR_TOKENS.dark, '  ')}\n}`,
    `@media (prefers-reduced-motion: reduce) {\n  :root {\n${declarations(
      DURATION_TOKEN_NAMES.map((name) => [`--${name}`, '0ms'] as const),
      '    ',
    )}\n  }\n}`,
    // Every themed element paints its own surface, so a themed island (e.g. Storybook's
    // side-by-side view) re-resolves `color` against its own tokens instead of inheriting.
    `:root,\n[data-theme] {\n${declarations(
      [
        ['background-color', 'var(--surface)'],
        ['color', 'var(--text)'],
        ['font-family', 'var(--font-sans)'],
        ['font-size', 'var(--font-size-md)'],
        ['line-height', 'var(--line-height-normal)'],
      ],
      '  ',
    )}\n}`,
  ];
  return `${blocks.join('\n\n')}\n`;
}
