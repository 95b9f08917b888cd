import { MESSAGES_EN } from '@atelier/domain';
import { LANGUAGES, type Language } from '@atelier/ui';
import { describe, expect, it } from 'vitest';
import { auditCatalogue, unusedExceptions } from '../../../i18n/test-support/auditCatalogue';
import { COLORWAYS_LOADERS, loadColorwaysCatalogue } from './index';
import { COLORWAYS_MESSAGE_KEYS, COLORWAYS_NAMESPACE, en } from './en';

type TranslatedLanguage = Exclude<Language, 'en'>;
const TRANSLATED = LANGUAGES.filter((language): language is TranslatedLanguage => language !== 'en');

/** English texts a language genuinely writes the same way, each with its reason. */
const SAME_AS_ENGLISH: Readonly<Record<TranslatedLanguage, Readonly<Record<string, string>>>> = {
  'zh-TW': {},
  'zh-CN': {},
  ja: {},
  ko: {},
  ru: {},
  de: { Name: 'the German word is the same', Option: 'the German word is the same' },
  fr: { Option: 'the French word is the same' },
};
const allowed = (language: TranslatedLanguage) => new Set(Object.keys(SAME_AS_ENGLISH[language]));

describe('the Colorways panel catalogues', () => {
  it('English quotes the specification verbatim (the domain messages)', async () => {
    const catalogue = await loadColorwaysCatalogue('en');
    expect(catalogue.namespace).toBe(COLORWAYS_NAMESPACE);
    expect(Object.keys(catalogue.messages).sort()).toEqual([...COLORWAYS_MESSAGE_KEYS].sort());
    for (const key of COLORWAYS_MESSAGE_KEYS) expect(catalogue.messages[key], key).toBe(MESSAGES_EN[key]);
    expect(catalogue.messages['colorway.confirmDeleteGroup']).toBe('Are you sure to delete this group?');
    expect(catalogue.messages['empty.selectPartsForColorways']).toBe(
      'Select parts above to start creating colorways',
    );
  });

  it('has one loader per language, English for any other', async () => {
    expect(Object.keys(COLORWAYS_LOADERS).sort()).toEqual([...LANGUAGES].sort());
    expect((await loadColorwaysCatalogue('es')).texts).toEqual({ ...en.texts });
  });

  it.each(TRANSLATED)('%s translates every text and message, none left in English', async (language) => {
    const catalogue = await loadColorwaysCatalogue(language);
    expect(auditCatalogue(en.texts, catalogue.texts, allowed(language))).toEqual([]);
    expect(auditCatalogue(en.messages, catalogue.messages, allowed(language))).toEqual([]);
  });

  it.each(TRANSLATED)('%s allows only identical texts it really keeps', async (language) => {
    const catalogue = await loadColorwaysCatalogue(language);
    const pairs = [
      ...Object.entries(en.texts).map(([key, text]) => [text, catalogue.texts[key] ?? ''] as const),
      ...Object.entries(en.messages).map(([key, text]) => [text, catalogue.messages[key] ?? ''] as const),
    ];
    expect(unusedExceptions(allowed(language), pairs)).toEqual([]);
  });
});
