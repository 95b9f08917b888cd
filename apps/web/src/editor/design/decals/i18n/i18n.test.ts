import { MESSAGES_EN } from '@atelier/domain';
import { LANGUAGES, type Language } from '@atelier/ui';
import { describe, expect, it } from 'vitest';
import { auditCatalogue, unusedExceptions } from '../../../i18n/test-support/auditCatalogue';
import { en } from './en';
import { DECALS_LOADERS, DECALS_NAMESPACE, loadDecalsCatalogue } from './index';
import { DECAL_MESSAGE_KEYS } from './messageKeys';

type TranslatedLanguage = Exclude<Language, 'en'>;
const TRANSLATED = LANGUAGES.filter((language): language is TranslatedLanguage => language !== 'en');

/** English texts a language writes the same way, with the reason; anything else equal to English is a stub. */
const SAME_AS_ENGLISH: Readonly<Record<TranslatedLanguage, Readonly<Record<string, string>>>> = {
  'zh-TW': {},
  'zh-CN': {},
  ja: {},
  ko: {},
  ru: {},
  de: { 'Position X': 'the German word is the same', 'Position Y': 'the German word is the same' },
  fr: {
    'Position X': 'the French word is the same',
    'Position Y': 'the French word is the same',
    Rotation: 'the French word is the same',
  },
};
const allowed = (language: TranslatedLanguage) => new Set(Object.keys(SAME_AS_ENGLISH[language]));

describe('the decal panel catalogues', () => {
  it('are the editorDecals namespace, one loader per language', async () => {
    expect(DECALS_NAMESPACE).toBe('editorDecals');
    expect(Object.keys(DECALS_LOADERS).sort()).toEqual([...LANGUAGES].sort());
    expect((await loadDecalsCatalogue('es')).texts).toEqual({ ...en });
  });

  it("English quotes the domain's messages verbatim (002 §2, §5, §6, §8)", async () => {
    const { messages } = await loadDecalsCatalogue('en');
    expect(messages['decal.fileTooLarge']).toBe(
      'File size is too large, please upload a file smaller than 5MB',
    );
    expect(messages['decal.confirmDeleteLayer']).toBe('Are you sure you want to delete this layer?');
    expect(messages['decal.header']).toBe('Design');
    for (const key of DECAL_MESSAGE_KEYS) expect(messages[key]).toBe(MESSAGES_EN[key]);
  });

  it.each(TRANSLATED)(
    '%s has every text and message, non-empty, same placeholders, none left in English',
    async (language) => {
      const catalogue = await loadDecalsCatalogue(language);
      const english = await loadDecalsCatalogue('en');
      expect(auditCatalogue(english.texts, catalogue.texts, allowed(language))).toEqual([]);
      expect(auditCatalogue(english.messages, catalogue.messages, allowed(language))).toEqual([]);
      const pairs = Object.entries(en).map(([key, text]) => [text, catalogue.texts[key] ?? ''] as const);
      expect(unusedExceptions(allowed(language), pairs)).toEqual([]);
    },
  );

  it("zh-TW has the 5 MB alert's variant (002 §5)", async () => {
    expect((await loadDecalsCatalogue('zh-TW')).messages['decal.fileTooLarge']).toBe(
      '檔案太大，請上傳小於 5MB 的檔案',
    );
  });
});
