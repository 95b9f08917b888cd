import { format, resolveConfig } from 'prettier';
import { beforeAll, describe, expect, it } from 'vitest';
import { WCAG_AA, contrastRatio } from './contrast';
import { renderTokensCss, SYSTEM_DARK_SELECTOR, THEME_SELECTORS } from './renderTokensCss';
import { COLOR_TOKENS, COLOR_TOKEN_NAMES, SCALE_TOKEN_NAMES, THEMES, type ColorTokenName } from './tokens';

/** Custom properties declared directly in the first rule whose selector is exactly `selector`. */
function declaredProperties(css: string, selector: string): Map<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start === -1) throw new Error(`No rule for ${selector} in tokens.css`);
  const body = css.slice(start + selector.length + 2, css.indexOf('}', start));
  const properties = new Map<string, string>();
  for (const match of body.matchAll(/(--[\w-]+):\s*([^;]+);/g)) {
    properties.set(match[1]!, match[2]!.replace(/\s+/g, ' ').trim());
  }
  return properties;
}

describe('tokens.css', () => {
  // tokens.css is a file snapshot of this text, so checking the text checks the file.
  let tokensCss = '';
  beforeAll(async () => {
    // Formatted with the repository's Prettier settings, so `prettier --check` agrees with the file.
    const config = await resolveConfig(import.meta.url);
    tokensCss = await format(renderTokensCss(), { ...config, parser: 'css' });
  });

  it('is generated from tokens.ts (regenerate with `pnpm vitest run --project @atelier/ui -u`)', async () => {
    await expect(tokensCss).toMatchFileSnapshot('./tokens.css');
  });

  it.each([
    ['light', THEME_SELECTORS.light],
    ['dark', THEME_SELECTORS.dark],
    ['dark', `  ${SYSTEM_DARK_SELECTOR}`],
  ] as const)('defines every colour token for %s under %j', (theme, selector) => {
    const declared = declaredProperties(tokensCss, selector);
    for (const name of COLOR_TOKEN_NAMES) {
      expect(declared.get(`--${name}`), `--${name}`).toBe(COLOR_TOKENS[theme][name]);
    }
    expect([...declared.keys()].sort()).toEqual(COLOR_TOKEN_NAMES.map((name) => `--${name}`).sort());
  });

  it('defines every scale token on :root', () => {
    const declared = declaredProperties(tokensCss, ':root');
    expect([...declared.keys()]).toEqual(SCALE_TOKEN_NAMES.map((name) => `--${name}`));
  });

  it('follows the operating system only when no data-theme is set', () => {
    expect(tokensCss).toContain(`@media (prefers-color-scheme: dark) {\n  ${SYSTEM_DARK_SELECTOR} {`);
    expect(tokensCss).toContain('@media (prefers-reduced-motion: reduce)');
  });
});

describe('colour tokens', () => {
  it.each(THEMES)('%s defines exactly the colour token names, as 6-digit hex', (theme) => {
    expect(Object.keys(COLOR_TOKENS[theme]).sort()).toEqual([...COLOR_TOKEN_NAMES].sort());
    for (const value of Object.values(COLOR_TOKENS[theme])) expect(value).toMatch(/^#[0-9a-f]{6}$/);
  });

  const surfaces = ['surface', 'surface-raised', 'surface-sunken'] as const;
  // [foreground, background, minimum ratio]: every pairing the components paint.
  const pairs: [ColorTokenName, ColorTokenName, number][] = [
    ...surfaces.flatMap((surface): [ColorTokenName, ColorTokenName, number][] => [
      ['text', surface, WCAG_AA.text],
      ['muted', surface, WCAG_AA.text],
      ['accent', surface, WCAG_AA.text],
      ['danger', surface, WCAG_AA.text],
      ['success', surface, WCAG_AA.text],
      ['warning', surface, WCAG_AA.text],
      ['focus-ring', surface, WCAG_AA.nonText],
      ['border-strong', surface, WCAG_AA.nonText],
    ]),
    ['on-accent', 'accent', WCAG_AA.text],
    ['on-accent', 'accent-hover', WCAG_AA.text],
    ['on-danger', 'danger', WCAG_AA.text],
    ['on-danger', 'danger-hover', WCAG_AA.text],
  ];

  describe.each(THEMES)('%s theme meets WCAG AA', (theme) => {
    it.each(pairs)('%s on %s ≥ %d:1', (foreground, background, minimum) => {
      const palette = COLOR_TOKENS[theme];
      expect(contrastRatio(palette[foreground], palette[background])).toBeGreaterThanOrEqual(minimum);
    });
  });
});
