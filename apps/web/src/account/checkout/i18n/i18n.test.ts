import { LANGUAGES, type Language } from '@atelier/ui';
import { describe, expect, it } from 'vitest';
import { auditCatalogue } from '../../../editor/i18n/test-support/auditCatalogue';
import { en } from './en';
import { CHECKOUT_LOADERS, CHECKOUT_NAMESPACE, loadCheckoutTexts } from './index';

type TranslatedLanguage = Exclude<Language, 'en'>;
const TRANSLATED = LANGUAGES.filter((language): language is TranslatedLanguage => language !== 'en');

describe('the checkout catalogues', () => {
  it('are the checkout namespace, with 000 §9 in English verbatim', () => {
    expect(CHECKOUT_NAMESPACE).toBe('checkout');
    expect(en.pricesExcludeShipping).toBe('Prices exclude shipping.');
    expect(en.refundPolicy).toBe(
      "Refunds only for damaged or mislabeled items, reported within 7 days of receipt; return shipping at the buyer's cost; original shipping not refunded.",
    );
  });

  it.each(TRANSLATED)(
    '%s has every text, with the same placeholders, none left in English',
    async (language) => {
      // 'Name' is the German word too.
      expect(auditCatalogue(en, await loadCheckoutTexts(language), new Set(['Name']))).toEqual([]);
    },
  );

  it('has one loader per language, and English for any other', async () => {
    expect(Object.keys(CHECKOUT_LOADERS).sort()).toEqual([...LANGUAGES].sort());
    expect(await loadCheckoutTexts('es')).toEqual({ ...en });
  });
});
