import type { Language } from '@atelier/ui';
import type { PanelCatalogue } from '../../panels/contract';
import { loadPanelCatalogue } from '../../panels/loadPanelCatalogue';
import { COLORWAYS_NAMESPACE, type ColorwaysCatalogueData } from './en';

/** Each language's texts in its own chunk, loaded with the panel. */
export const COLORWAYS_LOADERS: Readonly<Record<Language, () => Promise<ColorwaysCatalogueData>>> = {
  en: () => import('./en').then((module) => module.en),
  'zh-TW': () => import('./zh-TW').then((module) => module.zhTW),
  'zh-CN': () => import('./zh-CN').then((module) => module.zhCN),
  ja: () => import('./ja').then((module) => module.ja),
  ko: () => import('./ko').then((module) => module.ko),
  ru: () => import('./ru').then((module) => module.ru),
  de: () => import('./de').then((module) => module.de),
  fr: () => import('./fr').then((module) => module.fr),
};

/** The panel's catalogue in `language`; English for a language without one of its own. */
export const loadColorwaysCatalogue = (language: string): Promise<PanelCatalogue> =>
  loadPanelCatalogue(COLORWAYS_NAMESPACE, COLORWAYS_LOADERS, language);
