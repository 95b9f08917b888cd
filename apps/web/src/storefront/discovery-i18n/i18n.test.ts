import { LANGUAGES, type Language } from '@atelier/ui';
import { describe, expect, it } from 'vitest';
import { auditCatalogue } from '../../editor/i18n/test-support/auditCatalogue';
import { en } from './en';
import { DISCOVERY_LOADERS, DISCOVERY_NAMESPACE, loadDiscoveryTexts } from './index';

type TranslatedLanguage = Exclude<Language, 'en'>;
const TRANSLATED = LANGUAGES.filter((language): language is TranslatedLanguage => language !== 'en');

describe('the discovery catalogues', () => {
  it('are the discovery namespace', () => {
    expect(DISCOVERY_NAMESPACE).toBe('discovery');
    expect(en.removeFilter).toBe('Remove {{name}}');
  });

  it.each(TRANSLATED)(
    '%s has every text, non-empty, with the same placeholders, none left in English',
    async (language) => {
      expect(auditCatalogue(en, await loadDiscoveryTexts(language))).toEqual([]);
    },
  );

  it('has one loader per language, and English for any other', async () => {
    expect(Object.keys(DISCOVERY_LOADERS).sort()).toEqual([...LANGUAGES].sort());
    expect(await loadDiscoveryTexts('es')).toEqual({ ...en });
  });
});
