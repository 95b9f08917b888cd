import { LANGUAGES, type Language } from '@atelier/ui';
import { describe, expect, it } from 'vitest';
import { auditCatalogue } from '../../../editor/i18n/test-support/auditCatalogue';
import { en } from './en';
import { HOME_LOADERS, HOME_NAMESPACE, loadHomeTexts } from './index';

type TranslatedLanguage = Exclude<Language, 'en'>;
const TRANSLATED = LANGUAGES.filter((language): language is TranslatedLanguage => language !== 'en');

/** English texts a language writes the same way: German says 'Video' too. */
const SAME_AS_ENGLISH: Readonly<Partial<Record<TranslatedLanguage, readonly string[]>>> = {
  de: ['Video: {{title}}'],
};

describe('the home page catalogues', () => {
  it('are the home namespace, with a loader per language', () => {
    expect(HOME_NAMESPACE).toBe('home');
    expect(Object.keys(HOME_LOADERS).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(TRANSLATED)('%s has every text, none left in English', async (language) => {
    const catalogue = await loadHomeTexts(language);
    expect(auditCatalogue(en, catalogue, new Set(SAME_AS_ENGLISH[language] ?? []))).toEqual([]);
  });

  it('answers English for a language without its own', async () => {
    expect(await loadHomeTexts('xx')).toEqual(en);
  });
});
