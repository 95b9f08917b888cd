import { LANGUAGES, type Language } from '@atelier/ui';
import { describe, expect, it } from 'vitest';
import { auditCatalogue } from '../../../editor/i18n/test-support/auditCatalogue';
import { en } from './en';
import { ACCOUNT_LOADERS, ACCOUNT_NAMESPACE, loadAccountTexts } from './index';
import { ACCOUNT_LINK_LABELS, accountLinkLabels } from './links';

type TranslatedLanguage = Exclude<Language, 'en'>;
const TRANSLATED = LANGUAGES.filter((language): language is TranslatedLanguage => language !== 'en');

describe('the account settings catalogues', () => {
  it('are the accountSettings namespace, saying the API link errors verbatim', () => {
    expect(ACCOUNT_NAMESPACE).toBe('accountSettings');
    expect(en.tokenUsed).toBe('This link was already used. Please ask for a new one.');
    expect(en.resetSent).toBe(
      'If an account uses this address, we have sent it a link to choose a new password. The link works for one hour.',
    );
  });

  it.each(TRANSLATED)(
    '%s has every text, non-empty, with the same placeholders, none left in English',
    async (language) => {
      expect(auditCatalogue(en, await loadAccountTexts(language))).toEqual([]);
    },
  );

  it('has one loader per language, and English for any other', async () => {
    expect(Object.keys(ACCOUNT_LOADERS).sort()).toEqual([...LANGUAGES].sort());
    expect(await loadAccountTexts('es')).toEqual({ ...en });
  });

  it('names the links into the account pages in every language', () => {
    expect(Object.keys(ACCOUNT_LINK_LABELS).sort()).toEqual([...LANGUAGES].sort());
    for (const language of TRANSLATED)
      for (const key of ['settings', 'editProfile', 'forgotPassword'] as const)
        expect(ACCOUNT_LINK_LABELS[language][key]).not.toBe(ACCOUNT_LINK_LABELS.en[key]);
    expect(accountLinkLabels('es').forgotPassword).toBe('Forgot password?');
  });
});
