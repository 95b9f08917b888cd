import { LANGUAGES, type Language } from '@atelier/ui';
import { describe, expect, it } from 'vitest';
import { auditCatalogue } from '../../../i18n/test-support/auditCatalogue';
import { en } from './en';
import { AI_LOADERS, AI_NAMESPACE, loadAiTexts } from './index';

type TranslatedLanguage = Exclude<Language, 'en'>;
const TRANSLATED = LANGUAGES.filter((language): language is TranslatedLanguage => language !== 'en');

describe('the AI image catalogues', () => {
  it('are the editorAi namespace', () => {
    expect(AI_NAMESPACE).toBe('editorAi');
    expect(en.apply).toBe('Apply');
  });

  it.each(TRANSLATED)(
    '%s has every text, with the same placeholders, none left in English',
    async (language) => {
      expect(auditCatalogue(en, await loadAiTexts(language))).toEqual([]);
    },
  );

  it('has one loader per language, and English for any other', async () => {
    expect(Object.keys(AI_LOADERS).sort()).toEqual([...LANGUAGES].sort());
    expect(await loadAiTexts('es')).toEqual({ ...en });
  });
});
