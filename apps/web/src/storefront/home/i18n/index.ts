import type { Language } from '@atelier/ui';
import { en, type HomeCatalogue } from './en';

/** The i18next namespace of the home page's own texts. */
export const HOME_NAMESPACE = 'home';

/**
 * English is in the page's chunk (the hero is the first screen's largest paint, and must not
 * wait for a download in the default language); every other language is its own chunk.
 */
export const HOME_LOADERS: Readonly<Record<Language, () => Promise<HomeCatalogue>>> = {
  en: () => Promise.resolve(en),
  'zh-TW': () => import('./zh-TW').then((module) => module.zhTW),
  'zh-CN': () => import('./zh-CN').then((module) => module.zhCN),
  ja: () => import('./ja').then((module) => module.ja),
  ko: () => import('./ko').then((module) => module.ko),
  ru: () => import('./ru').then((module) => module.ru),
  de: () => import('./de').then((module) => module.de),
  fr: () => import('./fr').then((module) => module.fr),
};

/** One language's texts; English for a language without its own. */
export async function loadHomeTexts(language: string): Promise<Record<string, string>> {
  const loader = (HOME_LOADERS as Readonly<Record<string, (() => Promise<HomeCatalogue>) | undefined>>)[
    language
  ];
  return { ...(await (loader ?? HOME_LOADERS.en)()) };
}
