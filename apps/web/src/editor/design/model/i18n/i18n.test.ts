import { LANGUAGES, type Language } from '@atelier/ui';
import { describe, expect, it } from 'vitest';
import { auditCatalogue } from '../../../i18n/test-support/auditCatalogue';
import { en } from './en';
import { loadModelCatalogue, MODEL_LOADERS } from './index';

type TranslatedLanguage = Exclude<Language, 'en'>;
const TRANSLATED = LANGUAGES.filter((language): language is TranslatedLanguage => language !== 'en');

describe('the model selector catalogues', () => {
  it('are the editorModel namespace with no domain message', async () => {
    const catalogue = await loadModelCatalogue('en');
    expect(catalogue.namespace).toBe('editorModel');
    expect(catalogue.messages).toEqual({});
  });

  it.each(TRANSLATED)(
    '%s has every text, non-empty, with the same placeholders, none left in English',
    async (language) => {
      const catalogue = await loadModelCatalogue(language);
      expect(auditCatalogue(en, catalogue.texts)).toEqual([]);
    },
  );

  it('has one loader per language, and English for a language without one', async () => {
    expect(Object.keys(MODEL_LOADERS).sort()).toEqual([...LANGUAGES].sort());
    expect((await loadModelCatalogue('es')).texts).toEqual(en);
  });
});
