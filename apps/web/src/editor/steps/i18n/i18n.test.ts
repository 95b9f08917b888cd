import { MESSAGES_EN } from '@atelier/domain';
import { LANGUAGES, type Language } from '@atelier/ui';
import { describe, expect, it } from 'vitest';
import { auditCatalogue, unusedExceptions } from '../../i18n/test-support/auditCatalogue';
import { en } from './en';
import { EDITOR_STEPS_LOADERS, EDITOR_STEPS_NAMESPACE, loadEditorStepsMessages } from './index';

type TranslatedLanguage = Exclude<Language, 'en'>;
const TRANSLATED = LANGUAGES.filter((language): language is TranslatedLanguage => language !== 'en');

const BRANDS = { YouTube: 'a brand name' };

/**
 * English texts of the steps that a language genuinely writes the same way, each with its
 * reason; any other text equal to English is a stub. (Axis letters and 'Pro' are too short
 * to count.)
 */
const SAME_AS_ENGLISH: Readonly<Record<TranslatedLanguage, Readonly<Record<string, string>>>> = {
  'zh-TW': BRANDS,
  'zh-CN': BRANDS,
  ja: BRANDS,
  ko: BRANDS,
  ru: BRANDS,
  de: {
    ...BRANDS,
    Video: 'the German word is the same',
    Link: 'the German word is the same',
    Name: 'the German word is the same',
  },
  fr: {
    ...BRANDS,
    Image: 'the French word is the same',
    Capture: 'the French word is the same',
    Type: 'the French word is the same',
    Description: 'the French word is the same',
    Public: 'the French word is the same',
  },
};

const allowed = (language: TranslatedLanguage) => new Set(Object.keys(SAME_AS_ENGLISH[language]));

describe('the editor steps catalogues', () => {
  it('are the editorSteps namespace', () => {
    expect(EDITOR_STEPS_NAMESPACE).toBe('editorSteps');
  });

  it('English quotes the specification verbatim', () => {
    expect(en.addMediaPlate).toBe('Add media plate');
    expect(en.creationNamePlaceholder).toBe('Name your creation');
    expect(en.priceBelowBase).toBe('The price is lower than the base price');
    expect(en.sizeAtLeastOne).toBe('At least one size should be available');
    expect(en.purchaseTypeRequired).toBe('At least one purchase type is required');
    expect(en.refreshCaptures).toBe('Refresh all capture image');
    expect(en.videoComingSoon).toBe(MESSAGES_EN['editor.media.videoComingSoon']);
    expect(en.manufacturingTimeInvalid).toBe(MESSAGES_EN['editor.manufacturingTime.notNumeric']);
  });

  it.each(TRANSLATED)(
    '%s has every key, non-empty, with the same placeholders, none left in English',
    async (language) => {
      const catalogue = await loadEditorStepsMessages(language);
      expect(auditCatalogue(en, catalogue, allowed(language))).toEqual([]);
    },
  );

  it.each(TRANSLATED)('%s allows only identical texts it really keeps', async (language) => {
    const catalogue = await loadEditorStepsMessages(language);
    const pairs = Object.entries(en).map(([key, text]) => [text, catalogue[key] ?? ''] as const);
    expect(unusedExceptions(allowed(language), pairs)).toEqual([]);
  });

  it('has one loader per language', () => {
    expect(Object.keys(EDITOR_STEPS_LOADERS).sort()).toEqual([...LANGUAGES].sort());
  });

  it('answers English for a language without a catalogue', async () => {
    expect(await loadEditorStepsMessages('es')).toEqual({ ...en });
  });
});
