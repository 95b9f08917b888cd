import type { Language } from '@atelier/ui';
import type { PanelCatalogue } from '../../panels/contract';
import { loadPanelCatalogue } from '../../panels/loadPanelCatalogue';
import { VARIATIONS_NAMESPACE, type VariationsCatalogueData } from './en';

/** Each language's texts in its own chunk, loaded with the panel. */
export const VARIATIONS_LOADERS: Readonly<Record<Language, () => Promise<VariationsCatalogueData>>> = {
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
export const loadVariationsCatalogue = (language: string): Promise<PanelCatalogue> =>
  loadPanelCatalogue(VARIATIONS_NAMESPACE, VARIATIONS_LOADERS, language);
