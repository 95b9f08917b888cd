import { MESSAGES_EN } from '@atelier/domain';
import { createI18n, LANGUAGES, type Language } from '@atelier/ui';
import { describe, expect, it } from 'vitest';
import { MESSAGE_NAMESPACE } from '../../i18n/storefrontI18n';
import { EDITOR_STEPS_LOADERS } from '../steps/i18n';
import { en } from './catalogues/en';
import { EDITOR_CATALOGUE_LOADERS, EDITOR_NAMESPACE, loadEditorCatalogues } from './editorI18n';
import { EDITOR_MESSAGE_KEYS, EDITOR_TEXTS_EN } from './keys';
import { auditCatalogue, unusedExceptions } from './test-support/auditCatalogue';

type TranslatedLanguage = Exclude<Language, 'en'>;
const TRANSLATED = LANGUAGES.filter((language): language is TranslatedLanguage => language !== 'en');

/**
 * English texts of the editor that a language genuinely writes the same way, each with its
 * reason; any other text equal to English is a stub.
 */
const SAME_AS_ENGLISH: Readonly<Record<TranslatedLanguage, Readonly<Record<string, string>>>> = {
  'zh-TW': {},
  'zh-CN': {},
  ja: {},
  ko: {},
  ru: {},
  de: {
    Design: 'German says Design (the steps: "3D-Design")',
    Editor: 'the German word is the same',
    Beta: 'the German word is the same (the storefront: "In v3 bearbeiten (Beta)")',
  },
  fr: {
    Design: 'French product pages say design (the steps: "design 3D")',
    Public: 'the French word is the same',
  },
};

const allowed = (language: TranslatedLanguage) => new Set(Object.keys(SAME_AS_ENGLISH[language]));

describe('the editor frame catalogues', () => {
  it('English quotes the specification verbatim', () => {
    for (const key of EDITOR_MESSAGE_KEYS) expect(en.messages[key], key).toBe(MESSAGES_EN[key]);
    expect(en.messages['editor.neverSaved']).toBe('Never saved');
    expect(en.messages['editor.toast.saved']).toBe('Update successfully');
    expect(en.messages['editor.toast.saveFailed']).toBe(
      '{{message}} - Please contact support or try again later.',
    );
    expect(en.messages['editor.save.firstCapture']).toBe(
      'Please click "Refresh all capture image" to setup your first media',
    );
    expect(en.texts).toBe(EDITOR_TEXTS_EN);
  });

  it('has one loader per language', () => {
    expect(Object.keys(EDITOR_CATALOGUE_LOADERS).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(TRANSLATED)(
    '%s translates every message and text, with the same placeholders, none left in English',
    async (language) => {
      const catalogue = await EDITOR_CATALOGUE_LOADERS[language]();
      expect(catalogue).not.toBe(en);
      expect(auditCatalogue(en.messages, catalogue.messages, allowed(language))).toEqual([]);
      expect(auditCatalogue(en.texts, catalogue.texts, allowed(language))).toEqual([]);
    },
  );

  it.each(TRANSLATED)('%s allows only identical texts it really keeps', async (language) => {
    const catalogue = await EDITOR_CATALOGUE_LOADERS[language]();
    const pairs = [
      ...Object.entries(en.messages).map(
        ([key, text]) => [text, catalogue.messages[key as keyof typeof en.messages]] as const,
      ),
      ...Object.entries(en.texts).map(
        ([key, text]) => [text, catalogue.texts[key as keyof typeof en.texts]] as const,
      ),
    ];
    expect(unusedExceptions(allowed(language), pairs)).toEqual([]);
  });

  it.each(LANGUAGES)('%s names things as the steps do', async (language) => {
    const { messages, texts } = await EDITOR_CATALOGUE_LOADERS[language]();
    const steps = await EDITOR_STEPS_LOADERS[language]();
    // The same domain message, shown by the frame and by a step.
    expect(messages['editor.addMediaPlate']).toBe(steps.addMediaPlate);
    expect(messages['editor.creationNamePlaceholder']).toBe(steps.creationNamePlaceholder);
    expect(messages['editor.price.belowBase']).toBe(steps.priceBelowBase);
    expect(messages['editor.price.invalid']).toBe(steps.priceInvalid);
    expect(messages['editor.save.size']).toBe(steps.sizeAtLeastOne);
    expect(messages['editor.save.purchaseType']).toBe(steps.purchaseTypeRequired);
    expect(messages['editor.manufacturingTime.notNumeric']).toBe(steps.manufacturingTimeInvalid);
    expect(messages['editor.media.videoComingSoon']).toBe(steps.videoComingSoon);
    // The save check names the Render step's button by its label.
    expect(messages['editor.save.firstCapture']).toContain(steps.refreshCaptures);
    // The review repeats the labels of the fields it summarises.
    expect(texts['review.publishingInfo']).toBe(steps.publishingInfo);
    expect(texts['review.categories']).toBe(steps.categories);
    expect(texts['review.visibility']).toBe(steps.visibility);
    expect(texts['review.public']).toBe(steps.public);
    expect(texts['review.private']).toBe(steps.private);
    expect(texts['review.minimumOrder']).toBe(steps.minimumOrder);
    expect(texts['review.purchaseType']).toBe(steps.purchaseType);
    expect(texts['review.purchase.instant-purchase']).toBe(steps.purchaseInstant);
    expect(texts['review.purchase.retail-preorder']).toBe(steps.purchasePreorder);
    expect(texts['review.purchase.sample']).toBe(steps.purchaseSample);
    expect(texts['review.costTiers']).toBe(steps.costTiers);
  });

  it('loads the current language with English, messages and frame texts', async () => {
    const i18n = createI18n('zh-TW');
    await loadEditorCatalogues(i18n);
    const translate = (ns: string, key: string, lng: string, params: Record<string, string> = {}) =>
      String(i18n.t(key as never, { ...params, ns, keySeparator: false, lng } as never));
    const message = (key: string, language: string, params?: Record<string, string>) =>
      translate(MESSAGE_NAMESPACE, key, language, params);
    const text = (key: string, language: string, params?: Record<string, string>) =>
      translate(EDITOR_NAMESPACE, key, language, params);
    expect(message('editor.publish', 'zh-TW')).toBe('發佈');
    expect(message('editor.toast.saveFailed', 'zh-TW', { message: '網絡逾時' })).toBe(
      '網絡逾時 - 請聯絡客戶支援或稍後再試。',
    );
    expect(text('topBar.savedAt', 'zh-TW', { time: '14:05' })).toBe('已於 14:05 儲存');
    expect(message('editor.publish', 'en')).toBe('Publish');
    expect(text('page.title', 'en')).toBe('Editor');
    expect(i18n.hasResourceBundle('ja', EDITOR_NAMESPACE)).toBe(false);
  });
});
