import { loadFeatureTexts } from '../../../i18n/useFeatureTexts';
import type { Language } from '@atelier/ui';
import { en, type ProductionCatalogue } from './en';

/** The i18next namespace of the production management texts (the queue and the sheet). */
export const PRODUCTION_NAMESPACE = 'production';

export const PRODUCTION_LOADERS: Readonly<Record<Language, () => Promise<ProductionCatalogue>>> = {
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
export const loadProductionTexts = (language: string) => loadFeatureTexts(PRODUCTION_LOADERS, language);
