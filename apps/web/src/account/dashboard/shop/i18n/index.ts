import type { Language } from '@atelier/ui';
import { loadFeatureTexts } from '../../../../i18n/useFeatureTexts';
import { en, type ShopCatalogue } from './en';

/** The i18next namespace of the dashboard's Shop section. */
export const SHOP_NAMESPACE = 'dashboardShop';

/** Each language in its own chunk, loaded when the Shop section opens. */
export const SHOP_LOADERS: Readonly<Record<Language, () => Promise<ShopCatalogue>>> = {
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
export const loadShopTexts = (language: string) => loadFeatureTexts(SHOP_LOADERS, language);
