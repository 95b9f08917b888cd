import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { CommonKey } from './catalogue';
import { createI18n } from './createI18n';
import { LANGUAGES, LANGUAGE_NAMES, resolveLanguage } from './languages';
import { CATALOGUES } from './resources';

afterEach(cleanup);

/** Every leaf of a nested catalogue as [dotted key, value]. */
function leaves(node: object, prefix = ''): [string, unknown][] {
  return Object.entries(node).flatMap(([key, value]): [string, unknown][] =>
    value !== null && typeof value === 'object'
      ? leaves(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value]],
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)/g)].map((match) => match[1]).sort();

describe('locale catalogues', () => {
  const english = new Map(leaves(CATALOGUES.en));

  it('cover every supported language', () => {
    expect(Object.keys(CATALOGUES).sort()).toEqual([...LANGUAGES].sort());
    expect(Object.keys(LANGUAGE_NAMES).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES)(
    '%s has exactly the English keys, as non-empty strings with the same placeholders',
    (lang) => {
      const entries = leaves(CATALOGUES[lang]);
      expect(entries.map(([key]) => key).sort()).toEqual([...english.keys()].sort());
      for (const [key, value] of entries) {
        expect(typeof value, key).toBe('string');
        expect((value as string).trim(), key).not.toBe('');
        expect(placeholders(value as string), key).toEqual(placeholders(english.get(key) as string));
      }
    },
  );
});

describe('createI18n', () => {
  it('translates synchronously in the requested language', () => {
    expect(createI18n('en').t('tryAgain')).toBe('Try again');
    expect(createI18n('de').t('theme.dark')).toBe('Dunkel');
    expect(createI18n('ja').t('loading')).toBe('読み込み中…');
  });

  it('resolves regional tags and falls back to English', () => {
    expect(createI18n('zh-Hant-HK').language).toBe('zh-TW');
    expect(createI18n('pt-BR').language).toBe('en');
    expect(createI18n().t('shopNow')).toBe('Shop Now');
  });

  it('gives each caller its own instance', () => {
    const german = createI18n('de');
    const french = createI18n('fr');
    void german.changeLanguage('ko');
    expect(french.language).toBe('fr');
  });

  it('types keys from the English catalogue', () => {
    const i18n = createI18n('en');
    const key: CommonKey = 'theme.light';
    expect(i18n.t(key)).toBe('Light');
    // @ts-expect-error: not a key of the English catalogue
    expect(i18n.t('noSuchKey')).toBe('noSuchKey');
    // @ts-expect-error: not a key of the English catalogue
    const missing: CommonKey = 'theme.sepia';
    expect(missing).toBe('theme.sepia');
  });

  it('re-renders React consumers when the language changes', () => {
    const i18n = createI18n('en');
    function Retry() {
      const { t } = useTranslation();
      return <button type="button">{t('tryAgain')}</button>;
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Retry />
      </I18nextProvider>,
    );
    expect(screen.getByRole('button').textContent).toBe('Try again');
    act(() => void i18n.changeLanguage('fr'));
    expect(screen.getByRole('button').textContent).toBe('Réessayer');
  });
});

describe('resolveLanguage', () => {
  it.each([
    ['en', 'en'],
    ['EN-gb', 'en'],
    ['de-AT', 'de'],
    ['fr_CA', 'fr'],
    ['zh', 'zh-CN'],
    ['zh-Hans', 'zh-CN'],
    ['zh-SG', 'zh-CN'],
    ['zh-TW', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh-Hant', 'zh-TW'],
    ['zh_hant_tw', 'zh-TW'],
    ['ja-JP', 'ja'],
    ['ko-KR', 'ko'],
    ['ru', 'ru'],
    ['es', 'en'],
    ['', 'en'],
  ] as const)('%j -> %s', (tag, expected) => {
    expect(resolveLanguage(tag)).toBe(expected);
  });

  it('takes the first supported language of a preference list', () => {
    expect(resolveLanguage(['es-ES', 'it', 'ja', 'de'])).toBe('ja');
    expect(resolveLanguage([])).toBe('en');
    expect(resolveLanguage(undefined)).toBe('en');
  });
});
