import { LANGUAGES, type Language } from '@atelier/ui';
import { describe, expect, it } from 'vitest';
import { auditCatalogue } from '../../editor/i18n/test-support/auditCatalogue';
import { en } from './en';
import { HELP_LOADERS, HELP_NAMESPACE, loadHelpTexts } from './index';

type TranslatedLanguage = Exclude<Language, 'en'>;
const SAME_WORDS = new Set(['Shop', 'E-mail', 'Message']);
const TRANSLATED = LANGUAGES.filter((language): language is TranslatedLanguage => language !== 'en');

describe('the help catalogues', () => {
  it('are the help namespace, with 000 §9 in English verbatim', () => {
    expect(HELP_NAMESPACE).toBe('help');
    expect(en['refunds.policy']).toBe(
      "Refunds only for damaged or mislabeled items, reported within 7 days of receipt; return shipping at the buyer's cost; original shipping not refunded.",
    );
    expect(en['shipping.production']).toContain('5-7 working days');
    expect(en['shipping.production']).toContain('10-15 working days');
    expect(en['shipping.costs']).toContain('Prices exclude shipping.');
  });

  it.each(TRANSLATED)(
    '%s has every text, with the same placeholders, none left in English',
    async (language) => {
      // German writes 'Shop', French 'E-mail' and 'Message' as English does.
      expect(auditCatalogue(en, await loadHelpTexts(language), SAME_WORDS)).toEqual([]);
    },
  );

  it('has one loader per language, and English for any other', async () => {
    expect(Object.keys(HELP_LOADERS).sort()).toEqual([...LANGUAGES].sort());
    expect(await loadHelpTexts('es')).toEqual({ ...en });
  });
});
