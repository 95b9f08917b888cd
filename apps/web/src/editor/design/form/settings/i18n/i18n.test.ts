import { MESSAGES_EN } from '@atelier/domain';
import { LANGUAGES, type Language } from '@atelier/ui';
import { describe, expect, it } from 'vitest';
import { auditCatalogue, unusedExceptions } from '../../../../i18n/test-support/auditCatalogue';
import { en } from './en';
import { FORM_SETTINGS_LOADERS, FORM_SETTINGS_NAMESPACE, loadFormSettingsCatalogue } from './index';
import { FORM_SETTINGS_MESSAGE_KEYS } from './messages';

type TranslatedLanguage = Exclude<Language, 'en'>;
const TRANSLATED = LANGUAGES.filter((language): language is TranslatedLanguage => language !== 'en');

/** English texts a language writes the same way, with the reason; any other equal text is a stub. */
const SAME_AS_ENGLISH: Readonly<Record<TranslatedLanguage, Readonly<Record<string, string>>>> = {
  'zh-TW': {},
  'zh-CN': {},
  ja: {},
  ko: {},
  ru: {},
  de: {
    'Text ({{language}})': "German writes 'Text' as English does",
    'Option {{number}}': "German writes 'Option' as English does",
  },
  fr: {},
};

const allowed = (language: TranslatedLanguage) => new Set(Object.keys(SAME_AS_ENGLISH[language]));

describe('the field settings catalogues', () => {
  it('are the editorFormSettings namespace, English verbatim from the domain', async () => {
    const english = await loadFormSettingsCatalogue('en');
    expect(english.namespace).toBe(FORM_SETTINGS_NAMESPACE);
    expect(FORM_SETTINGS_NAMESPACE).toBe('editorFormSettings');
    for (const key of FORM_SETTINGS_MESSAGE_KEYS) expect(english.messages[key]).toBe(MESSAGES_EN[key]);
    expect(english.messages['empty.noParts']).toBe(
      'No parts available. Make sure your combination_config.parts is properly configured.',
    );
    expect(english.messages['empty.noVariations']).toBe(
      'No variations available. Create variations in the Design panel first.',
    );
    expect(english.messages['empty.noColorways']).toBe(
      'No colorways available. Create colorways in the Design panel first.',
    );
  });

  it.each(TRANSLATED)('%s has every text and message, none left in English', async (language) => {
    const catalogue = await loadFormSettingsCatalogue(language);
    expect(auditCatalogue(en, catalogue.texts, allowed(language))).toEqual([]);
    const englishMessages = (await loadFormSettingsCatalogue('en')).messages;
    expect(auditCatalogue(englishMessages, catalogue.messages, allowed(language))).toEqual([]);
  });

  it.each(TRANSLATED)('%s allows only identical texts it really keeps', async (language) => {
    const catalogue = await loadFormSettingsCatalogue(language);
    const pairs = Object.entries(en).map(([key, text]) => [text, catalogue.texts[key] ?? ''] as const);
    expect(unusedExceptions(allowed(language), pairs)).toEqual([]);
  });

  it('has one loader per language, and English for any other', async () => {
    expect(Object.keys(FORM_SETTINGS_LOADERS).sort()).toEqual([...LANGUAGES].sort());
    expect((await loadFormSettingsCatalogue('es')).texts).toEqual({ ...en });
  });
});
