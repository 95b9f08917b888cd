import { LANGUAGES, type Language } from '@atelier/ui';
import { describe, expect, it } from 'vitest';
import { auditCatalogue } from '../../../../editor/i18n/test-support/auditCatalogue';
import { en } from './en';
import { loadShopTexts, SHOP_LOADERS, SHOP_NAMESPACE } from './index';

type TranslatedLanguage = Exclude<Language, 'en'>;
const TRANSLATED = LANGUAGES.filter((language): language is TranslatedLanguage => language !== 'en');

describe('the dashboard Shop section catalogues', () => {
  it('are their own namespace', () => {
    expect(SHOP_NAMESPACE).toBe('dashboardShop');
    expect(en.title).toBe('Your shop');
  });

  it.each(TRANSLATED)(
    '%s has every text, with the same placeholders, none left in English',
    async (language) => {
      expect(auditCatalogue(en, await loadShopTexts(language))).toEqual([]);
    },
  );

  it('has one loader per language, and English for any other', async () => {
    expect(Object.keys(SHOP_LOADERS).sort()).toEqual([...LANGUAGES].sort());
    expect(await loadShopTexts('es')).toEqual({ ...en });
  });
});
