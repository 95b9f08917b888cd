import { MESSAGES_EN, type MessageKey } from '@atelier/domain';
import { LANGUAGES, type Language } from '@atelier/ui';
import { describe, expect, it } from 'vitest';
import { auditCatalogue } from '../../../../editor/i18n/test-support/auditCatalogue';
import { en } from './en';
import { DETAIL_CUSTOMISE_LOADERS, DETAIL_CUSTOMISE_NAMESPACE, loadDetailCustomiseTexts } from './index';

type TranslatedLanguage = Exclude<Language, 'en'>;
const TRANSLATED = LANGUAGES.filter((language): language is TranslatedLanguage => language !== 'en');

describe('the customisation catalogues', () => {
  it('are the detailCustomise namespace, with the domain messages verbatim in English', () => {
    expect(DETAIL_CUSTOMISE_NAMESPACE).toBe('detailCustomise');
    for (const [key, text] of Object.entries(en)) {
      if (key.startsWith('message.')) expect(text).toBe(MESSAGES_EN[key.slice(8) as MessageKey]);
    }
  });

  it.each(TRANSLATED)(
    '%s has every text, non-empty, with the same placeholders, none left in English',
    async (language) => {
      // 'Options +{{price}}' is written the same way in French.
      expect(auditCatalogue(en, await loadDetailCustomiseTexts(language), new Set([en.extras]))).toEqual([]);
    },
  );

  it('has one loader per language, and English for any other', async () => {
    expect(Object.keys(DETAIL_CUSTOMISE_LOADERS).sort()).toEqual([...LANGUAGES].sort());
    expect(await loadDetailCustomiseTexts('es')).toEqual({ ...en });
  });
});
