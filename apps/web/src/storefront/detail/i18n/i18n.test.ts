import { LANGUAGES, type Language } from '@atelier/ui';
import { describe, expect, it } from 'vitest';
import { auditCatalogue } from '../../../editor/i18n/test-support/auditCatalogue';
import { en } from './en';
import { DETAIL_PHONE_LOADERS, DETAIL_PHONE_NAMESPACE, loadDetailPhoneTexts } from './index';

type TranslatedLanguage = Exclude<Language, 'en'>;
const TRANSLATED = LANGUAGES.filter((language): language is TranslatedLanguage => language !== 'en');

describe('the phone detail catalogues', () => {
  it('are the detailPhone namespace', () => {
    expect(DETAIL_PHONE_NAMESPACE).toBe('detailPhone');
  });

  it.each(TRANSLATED)(
    '%s has every text, non-empty, with the same placeholders, none left in English',
    async (language) => {
      expect(auditCatalogue(en, await loadDetailPhoneTexts(language))).toEqual([]);
    },
  );

  it('has one loader per language, and English for any other', async () => {
    expect(Object.keys(DETAIL_PHONE_LOADERS).sort()).toEqual([...LANGUAGES].sort());
    expect(await loadDetailPhoneTexts('es')).toEqual({ ...en });
  });
});
