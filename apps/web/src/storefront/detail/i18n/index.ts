import type { Language } from '@atelier/ui';
import { loadFeatureTexts } from '../../../i18n/useFeatureTexts';
import { en, type DetailPhoneCatalogue } from './en';

export { DETAIL_PHONE_NAMESPACE } from './namespace';

/** Each language's texts in its own chunk, loaded with the creation's page. */
export const DETAIL_PHONE_LOADERS: Readonly<Record<Language, () => Promise<DetailPhoneCatalogue>>> = {
  en: () => Promise.resolve(en),
  'zh-TW': () => import('./zh-TW').then((module) => module.zhTW),
  'zh-CN': () => import('./zh-CN').then((module) => module.zhCN),
  ja: () => import('./ja').then((module) => module.ja),
  ko: () => import('./ko').then((module) => module.ko),
  ru: () => import('./ru').then((module) => module.ru),
  de: () => import('./de').then((module) => module.de),
  fr: () => import('./fr').then((module) => module.fr),
};

/** The texts in `language`; English for a language without its own. */
export const loadDetailPhoneTexts = (language: string) => loadFeatureTexts(DETAIL_PHONE_LOADERS, language);

export type { DetailPhoneCatalogue, DetailPhoneTextKey } from './en';
