import { MESSAGES_EN } from '@atelier/domain';
import { LANGUAGES, type Language } from '@atelier/ui';
import { describe, expect, it } from 'vitest';
import { auditCatalogue, unusedExceptions } from '../../../i18n/test-support/auditCatalogue';
import { en } from './en';
import { SCENE_LOADERS, SCENE_NAMESPACE, loadSceneCatalogue } from './index';
import { SCENE_MESSAGE_KEYS } from './messages';

type TranslatedLanguage = Exclude<Language, 'en'>;
const TRANSLATED = LANGUAGES.filter((language): language is TranslatedLanguage => language !== 'en');

/** English texts a language writes the same way, with the reason; any other equal text is a stub. */
const SAME_AS_ENGLISH: Readonly<Record<TranslatedLanguage, Readonly<Record<string, string>>>> = {
  'zh-TW': {},
  'zh-CN': {},
  ja: {},
  ko: {},
  ru: {},
  de: {},
  fr: {},
};

const allowed = (language: TranslatedLanguage) => new Set(Object.keys(SAME_AS_ENGLISH[language]));

describe('the scene panel catalogues', () => {
  it('are the editorScene namespace, English verbatim from the domain', async () => {
    const english = await loadSceneCatalogue('en');
    expect(english.namespace).toBe(SCENE_NAMESPACE);
    expect(SCENE_NAMESPACE).toBe('editorScene');
    for (const key of SCENE_MESSAGE_KEYS) expect(english.messages[key]).toBe(MESSAGES_EN[key]);
    expect(english.messages['scene.new']).toBe('New');
    expect(english.messages['lighting.spectralWhisper']).toBe('Spectral Whisper');
  });

  it.each(TRANSLATED)('%s has every text and message, none left in English', async (language) => {
    const catalogue = await loadSceneCatalogue(language);
    expect(auditCatalogue(en, catalogue.texts, allowed(language))).toEqual([]);
    const englishMessages = (await loadSceneCatalogue('en')).messages;
    expect(auditCatalogue(englishMessages, catalogue.messages, allowed(language))).toEqual([]);
  });

  it.each(TRANSLATED)('%s allows only identical texts it really keeps', async (language) => {
    const catalogue = await loadSceneCatalogue(language);
    const pairs = Object.entries(en).map(([key, text]) => [text, catalogue.texts[key] ?? ''] as const);
    expect(unusedExceptions(allowed(language), pairs)).toEqual([]);
  });

  it('has one loader per language, and English for any other', async () => {
    expect(Object.keys(SCENE_LOADERS).sort()).toEqual([...LANGUAGES].sort());
    expect((await loadSceneCatalogue('es')).texts).toEqual({ ...en });
  });
});
