import { MESSAGES_EN } from '@atelier/domain';
import { LANGUAGES, type Language } from '@atelier/ui';
import { describe, expect, it } from 'vitest';
import { auditCatalogue, unusedExceptions } from '../../../i18n/test-support/auditCatalogue';
import { en } from './en';
import { FORM_LOADERS, FORM_NAMESPACE, loadFormCatalogue } from './index';
import { FORM_MESSAGE_KEYS } from './messages';

type TranslatedLanguage = Exclude<Language, 'en'>;
const TRANSLATED = LANGUAGES.filter((language): language is TranslatedLanguage => language !== 'en');

/** English texts a language writes the same way, with the reason; any other equal text is a stub. */
const SAME_AS_ENGLISH: Readonly<Record<TranslatedLanguage, Readonly<Record<string, string>>>> = {
  'zh-TW': {},
  'zh-CN': {},
  ja: {},
  ko: {},
  ru: {},
  de: { Material: 'the same word in German', Text: 'the same word in German' },
  fr: {
    Date: 'the same word in French',
    Variation: 'the same word in French',
    'Section {{number}}': 'the same word in French',
  },
};

const allowed = (language: TranslatedLanguage) => new Set(Object.keys(SAME_AS_ENGLISH[language]));

describe('the form builder catalogues', () => {
  it('are the editorForm namespace, English verbatim from the domain', async () => {
    const english = await loadFormCatalogue('en');
    expect(english.namespace).toBe(FORM_NAMESPACE);
    expect(FORM_NAMESPACE).toBe('editorForm');
    for (const key of FORM_MESSAGE_KEYS) expect(english.messages[key]).toBe(MESSAGES_EN[key]);
    expect(english.messages['form.empty.title']).toBe('No sections or questions yet');
    expect(english.messages['form.confirm.deleteField']).toBe('Are you sure you want to delete this field?');
  });

  it.each(TRANSLATED)('%s has every text and message, none left in English', async (language) => {
    const catalogue = await loadFormCatalogue(language);
    expect(auditCatalogue(en, catalogue.texts, allowed(language))).toEqual([]);
    const englishMessages = (await loadFormCatalogue('en')).messages;
    expect(auditCatalogue(englishMessages, catalogue.messages, allowed(language))).toEqual([]);
  });

  it.each(TRANSLATED)('%s allows only identical texts it really keeps', async (language) => {
    const catalogue = await loadFormCatalogue(language);
    const englishMessages = (await loadFormCatalogue('en')).messages;
    const pairs = [
      ...Object.entries(en).map(([key, text]) => [text, catalogue.texts[key] ?? ''] as const),
      ...Object.entries(englishMessages).map(([key, text]) => [text, catalogue.messages[key] ?? ''] as const),
    ];
    expect(unusedExceptions(allowed(language), pairs)).toEqual([]);
  });

  it('has one loader per language, and English for any other', async () => {
    expect(Object.keys(FORM_LOADERS).sort()).toEqual([...LANGUAGES].sort());
    expect((await loadFormCatalogue('es')).texts).toEqual({ ...en });
  });
});
