import { MESSAGES_EN } from '@atelier/domain';
import { LANGUAGES, type Language } from '@atelier/ui';
import { describe, expect, it } from 'vitest';
import { auditCatalogue, unusedExceptions } from '../../editor/i18n/test-support/auditCatalogue';
import { en } from './en';
import { CUSTOMISE_LOADERS, CUSTOMISE_NAMESPACE, loadCustomiseLanguage, loadCustomiseTexts } from './index';
import { CUSTOMISE_MESSAGE_KEYS } from './messages';

type TranslatedLanguage = Exclude<Language, 'en'>;
const TRANSLATED = LANGUAGES.filter((language): language is TranslatedLanguage => language !== 'en');

/** English texts a language writes the same way, with the reason; any other equal text is a stub. */
const SAME_AS_ENGLISH: Readonly<Record<TranslatedLanguage, Readonly<Record<string, string>>>> = {
  'zh-TW': {},
  'zh-CN': {},
  ja: {},
  ko: {},
  ru: {},
  de: { Orange: 'the colour is called Orange in German' },
  fr: { Orange: 'the colour is called orange in French' },
};
const allowed = (language: TranslatedLanguage) => new Set(Object.keys(SAME_AS_ENGLISH[language]));

describe('the customer form catalogues', () => {
  it('are the customise namespace, the domain messages in English verbatim', async () => {
    expect(CUSTOMISE_NAMESPACE).toBe('customise');
    const english = await loadCustomiseLanguage('en');
    for (const key of CUSTOMISE_MESSAGE_KEYS) expect(english.messages[key]).toBe(MESSAGES_EN[key]);
    expect(english.messages['decal.fileTooLarge']).toBe(
      'File size is too large, please upload a file smaller than 5MB',
    );
    expect(english.messages['image.loadFailed']).toBe('Failed to load image');
    expect(english.messages['empty.noOptions']).toBe('No options available');
    expect(english.messages['answer.required']).toBe('This question needs an answer.');
  });

  it.each(TRANSLATED)('%s has every text and message, none left in English', async (language) => {
    const catalogue = await loadCustomiseLanguage(language);
    const english = await loadCustomiseLanguage('en');
    expect(auditCatalogue(en, catalogue.texts, allowed(language))).toEqual([]);
    expect(auditCatalogue(english.messages, catalogue.messages, allowed(language))).toEqual([]);
  });

  it.each(TRANSLATED)('%s allows only identical texts it really keeps', async (language) => {
    const catalogue = await loadCustomiseLanguage(language);
    const pairs = Object.entries(en).map(
      ([key, text]) => [text, catalogue.texts[key as keyof typeof en]] as const,
    );
    expect(unusedExceptions(allowed(language), pairs)).toEqual([]);
  });

  it('has one loader per language, English for any other, texts and messages in one namespace', async () => {
    expect(Object.keys(CUSTOMISE_LOADERS).sort()).toEqual([...LANGUAGES].sort());
    const texts = await loadCustomiseTexts('es');
    expect(texts.required).toBe('Required');
    expect(texts['form.unassigned']).toBe('Unassigned');
  });
});
