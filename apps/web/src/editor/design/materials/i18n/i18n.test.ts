import { MESSAGES_EN } from '@atelier/domain';
import { LANGUAGES, type Language } from '@atelier/ui';
import { describe, expect, it } from 'vitest';
import { auditCatalogue } from '../../../i18n/test-support/auditCatalogue';
import { en, MATERIALS_MESSAGE_KEYS } from './en';
import { loadMaterialsCatalogue, MATERIALS_LOADERS } from './index';

type TranslatedLanguage = Exclude<Language, 'en'>;
const TRANSLATED = LANGUAGES.filter((language): language is TranslatedLanguage => language !== 'en');

describe('the materials panel catalogues', () => {
  it('are the editorMaterials namespace, the domain messages in English verbatim', async () => {
    const catalogue = await loadMaterialsCatalogue('en');
    expect(catalogue.namespace).toBe('editorMaterials');
    for (const key of MATERIALS_MESSAGE_KEYS) expect(catalogue.messages[key]).toBe(MESSAGES_EN[key]);
    expect(catalogue.messages['material.library']).toBe('Your Material Library');
    expect(catalogue.messages['material.selectedCount']).toBe('Selected {{count}} Materials');
    expect(catalogue.messages['material.selectedList']).toBe('Selected Material List');
    expect(catalogue.messages['material.editSelectable']).toBe('Edit Selectable Material');
    expect(catalogue.messages['empty.noParts']).toBe(
      'No parts available. Make sure your combination_config.parts is properly configured.',
    );
  });

  it.each(TRANSLATED)(
    '%s has every text and message, non-empty, with the same placeholders, none left in English',
    async (language) => {
      const catalogue = await loadMaterialsCatalogue(language);
      expect(auditCatalogue(en.texts, catalogue.texts)).toEqual([]);
      expect(auditCatalogue(en.messages, catalogue.messages)).toEqual([]);
    },
  );

  it('has one loader per language, and English for a language without one', async () => {
    expect(Object.keys(MATERIALS_LOADERS).sort()).toEqual([...LANGUAGES].sort());
    expect((await loadMaterialsCatalogue('es')).texts).toEqual(en.texts);
  });
});
