import { loadFeatureTexts } from '../../../i18n/useFeatureTexts';
import type { Language } from '@atelier/ui';
import { type CheckoutCatalogue, en } from './en';

export { CHECKOUT_NAMESPACE } from './namespace';

/** Each language's texts in its own chunk, loaded when the page first opens. */
export const CHECKOUT_LOADERS: Readonly<Record<Language, () => Promise<CheckoutCatalogue>>> = {
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
export const loadCheckoutTexts = (language: string) => loadFeatureTexts(CHECKOUT_LOADERS, language);
