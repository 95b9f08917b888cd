import { LANGUAGES, type Language } from '@atelier/ui';
import { describe, expect, it } from 'vitest';
import { auditCatalogue } from '../../../editor/i18n/test-support/auditCatalogue';
import { en } from './en';
import { loadProductionTexts, PRODUCTION_LOADERS, PRODUCTION_NAMESPACE } from './index';

type TranslatedLanguage = Exclude<Language, 'en'>;
/** German writes these two words exactly as English does. */
const IDENTICAL = new Set(['Status', 'Material']);
const TRANSLATED = LANGUAGES.filter((language): language is TranslatedLanguage => language !== 'en');

describe('the production management catalogues', () => {
  it('are the production namespace, with the button the sheet prints with', () => {
    expect(PRODUCTION_NAMESPACE).toBe('production');
    expect(en.print).toBe('Print / Save as PDF');
  });

  it.each(TRANSLATED)(
    '%s has every text, with the same placeholders, none left in English',
    async (language) => {
      expect(auditCatalogue(en, await loadProductionTexts(language), IDENTICAL)).toEqual([]);
    },
  );

  it('has one loader per language, and English for any other', async () => {
    expect(Object.keys(PRODUCTION_LOADERS).sort()).toEqual([...LANGUAGES].sort());
    expect(await loadProductionTexts('es')).toEqual({ ...en });
  });
});
