import { loadFeatureTexts } from '../../../i18n/useFeatureTexts';
import type { Language } from '@atelier/ui';
import { en, type OrdersCatalogue } from './en';

export { ORDERS_NAMESPACE } from './namespace';

/** Each language's texts in its own chunk, loaded with the order pages. */
export const ORDERS_LOADERS: Readonly<Record<Language, () => Promise<OrdersCatalogue>>> = {
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
export const loadOrdersTexts = (language: string) => loadFeatureTexts(ORDERS_LOADERS, language);

export type { OrdersCatalogue, OrdersTextKey } from './en';
