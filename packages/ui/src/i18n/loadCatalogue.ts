import type { i18n } from 'i18next';
import type { Catalogue } from './catalogue';
import { DEFAULT_NAMESPACE } from './createI18n';
import { isLanguage, type Language } from './languages';

/**
 * Each catalogue but English in its own chunk, loaded when its language is first asked for,
 * so a host ships only the languages its visitors use.
 */
const LOADERS: Readonly<Record<Exclude<Language, 'en'>, () => Promise<Catalogue>>> = {
  'zh-TW': () => import('./locales/zh-TW').then((module) => module.zhTW),
  'zh-CN': () => import('./locales/zh-CN').then((module) => module.zhCN),
  ja: () => import('./locales/ja').then((module) => module.ja),
  ko: () => import('./locales/ko').then((module) => module.ko),
  ru: () => import('./locales/ru').then((module) => module.ru),
  de: () => import('./locales/de').then((module) => module.de),
  fr: () => import('./locales/fr').then((module) => module.fr),
};

/** The catalogue of a language, or null for English (always loaded) and the fallback languages. */
export async function loadCatalogue(language: string): Promise<Catalogue | null> {
  if (!isLanguage(language) || language === 'en') return null;
  return LOADERS[language]();
}

/**
 * Makes sure `instance` has `language`'s catalogue, then switches to it. Languages without a
 * catalogue switch at once and fall back to English key by key.
 */
export async function switchLanguage(instance: i18n, language: string): Promise<void> {
  if (!instance.hasResourceBundle(language, DEFAULT_NAMESPACE)) {
    const catalogue = await loadCatalogue(language);
    if (catalogue) instance.addResourceBundle(language, DEFAULT_NAMESPACE, catalogue.common, true, true);
  }
  if (instance.language !== language) await instance.changeLanguage(language);
}
