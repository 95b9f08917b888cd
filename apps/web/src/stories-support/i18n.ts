import { createI18n, type I18n, type Language } from '@atelier/ui';
import { de } from '../i18n/messages/de';
import { en } from '../i18n/messages/en';
import { fr } from '../i18n/messages/fr';
import { ja } from '../i18n/messages/ja';
import type { MessageCatalogue } from '../i18n/messages/keys';
import { ko } from '../i18n/messages/ko';
import { ru } from '../i18n/messages/ru';
import { zhCN } from '../i18n/messages/zh-CN';
import { zhTW } from '../i18n/messages/zh-TW';
import { MESSAGE_NAMESPACE } from '../i18n/storefrontI18n';

/** Every catalogue of the storefront's domain messages, in memory (the app loads them lazily). */
export const MESSAGE_CATALOGUES: Readonly<Record<Language, MessageCatalogue>> = {
  en,
  'zh-TW': zhTW,
  'zh-CN': zhCN,
  ja,
  ko,
  ru,
  de,
  fr,
};

const instances = new Map<string, I18n>();

/**
 * The storefront's i18n as a story wants it: the ui package's catalogues and the domain
 * messages of every language, switched to `language` and ready for the first render.
 */
export function storyI18n(language: string): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createI18n(language);
    for (const [lang, catalogue] of Object.entries(MESSAGE_CATALOGUES))
      instance.addResourceBundle(lang, MESSAGE_NAMESPACE, catalogue);
    instances.set(language, instance);
  }
  return instance;
}
