import { LANGUAGES, type Language } from '@atelier/ui';
import { describe, expect, it } from 'vitest';
import { auditCatalogue } from '../../../editor/i18n/test-support/auditCatalogue';
import { en } from './en';
import { DASHBOARD_LOADERS, DASHBOARD_NAMESPACE, loadDashboardTexts } from './index';

type TranslatedLanguage = Exclude<Language, 'en'>;
const TRANSLATED = LANGUAGES.filter((language): language is TranslatedLanguage => language !== 'en');

describe('the dashboard catalogues', () => {
  it('are the dashboard namespace', () => {
    expect(DASHBOARD_NAMESPACE).toBe('dashboard');
    expect(en.title).toBe('Dashboard');
  });

  it.each(TRANSLATED)(
    '%s has every text, with the same placeholders, none left in English',
    async (language) => {
      expect(auditCatalogue(en, await loadDashboardTexts(language))).toEqual([]);
    },
  );

  it('has one loader per language, and English for any other', async () => {
    expect(Object.keys(DASHBOARD_LOADERS).sort()).toEqual([...LANGUAGES].sort());
    expect(await loadDashboardTexts('es')).toEqual({ ...en });
  });
});
