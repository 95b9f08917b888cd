import { loadFeatureTexts } from '../../../i18n/useFeatureTexts';
import type { Language } from '@atelier/ui';
import { type DashboardCatalogue, en } from './en';

/** The i18next namespace of the creator dashboard's texts. */
export const DASHBOARD_NAMESPACE = 'dashboard';

/** Each language in its own chunk, loaded when the dashboard opens. */
export const DASHBOARD_LOADERS: Readonly<Record<Language, () => Promise<DashboardCatalogue>>> = {
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
export const loadDashboardTexts = (language: string) => loadFeatureTexts(DASHBOARD_LOADERS, language);
