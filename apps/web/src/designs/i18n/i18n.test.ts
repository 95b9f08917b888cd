import { LANGUAGES, type Language } from '@atelier/ui';
import { describe, expect, it } from 'vitest';
import { auditCatalogue } from '../../editor/i18n/test-support/auditCatalogue';
import { en } from './en';
import { DESIGNS_LOADERS, DESIGNS_NAMESPACE, loadDesignsTexts } from './index';

type TranslatedLanguage = Exclude<Language, 'en'>;
const TRANSLATED = LANGUAGES.filter((language): language is TranslatedLanguage => language !== 'en');

describe('the saved designs catalogues', () => {
  it('are the designs namespace', () => {
    expect(DESIGNS_NAMESPACE).toBe('designs');
  });

  it.each(TRANSLATED)(
    '%s has every text, non-empty, with the same placeholders, none left in English',
    async (language) => {
      expect(auditCatalogue(en, await loadDesignsTexts(language))).toEqual([]);
    },
  );

  it('has one loader per language, and English for any other', async () => {
    expect(Object.keys(DESIGNS_LOADERS).sort()).toEqual([...LANGUAGES].sort());
    expect(await loadDesignsTexts('es')).toEqual({ ...en });
  });
});
