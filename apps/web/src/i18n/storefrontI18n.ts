import type { Message, MessageKey } from '@atelier/domain';
import {
  createLazyI18n,
  isLanguage,
  switchLanguage,
  useTranslation,
  type I18n,
  type Language,
} from '@atelier/ui';
import { useCallback } from 'react';
import { en } from './messages/en';
import type { MessageCatalogue, StorefrontMessageKey } from './messages/keys';

/** The namespace of the domain's messages (keys like 'cart.added', flat, not nested). */
export const MESSAGE_NAMESPACE = 'messages';

/** Each language's messages in its own chunk (English ships with the page). */
export const MESSAGE_LOADERS: Readonly<Record<Exclude<Language, 'en'>, () => Promise<MessageCatalogue>>> = {
  'zh-TW': () => import('./messages/zh-TW').then((module) => module.zhTW),
  'zh-CN': () => import('./messages/zh-CN').then((module) => module.zhCN),
  ja: () => import('./messages/ja').then((module) => module.ja),
  ko: () => import('./messages/ko').then((module) => module.ko),
  ru: () => import('./messages/ru').then((module) => module.ru),
  de: () => import('./messages/de').then((module) => module.de),
  fr: () => import('./messages/fr').then((module) => module.fr),
};

/** The ui package's instance (English in memory) with the storefront's domain messages added. */
export function createStorefrontI18n(): I18n {
  const instance = createLazyI18n();
  instance.addResourceBundle('en', MESSAGE_NAMESPACE, en);
  return instance;
}

/** Loads a language's catalogues (ui texts and domain messages) and switches to it. */
export async function applyLanguage(instance: I18n, language: string): Promise<void> {
  if (isLanguage(language) && language !== 'en' && !instance.hasResourceBundle(language, MESSAGE_NAMESPACE)) {
    instance.addResourceBundle(language, MESSAGE_NAMESPACE, await MESSAGE_LOADERS[language]());
  }
  await switchLanguage(instance, language);
}

export type Translatable = Message | StorefrontMessageKey;

/**
 * Translates domain messages (a key, or a key with parameters) in the current language; a
 * language without a catalogue falls back to English key by key.
 */
export function useMessage(): (message: Translatable) => string {
  const { i18n } = useTranslation();
  // i18n.language in the dependencies: a new function (and a re-render) per language.
  const language = i18n.language;
  return useCallback(
    (message: Translatable) => {
      const { key, params } =
        typeof message === 'string' ? { key: message as MessageKey, params: undefined } : message;
      void language;
      return i18n.t(key as never, { ...params, ns: MESSAGE_NAMESPACE, keySeparator: false }) as string;
    },
    [i18n, language],
  );
}
