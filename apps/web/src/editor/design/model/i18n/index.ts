import type { Language } from '@atelier/ui';
import type { PanelCatalogue } from '../../panels/contract';
import type { ModelCatalogue } from './en';
import { MODEL_NAMESPACE } from './namespace';

/** Each language's texts in its own chunk, loaded when the panel first opens. */
export const MODEL_LOADERS: Readonly<Record<Language, () => Promise<ModelCatalogue>>> = {
  en: () => import('./en').then((module) => module.en),
  'zh-TW': () => import('./zh-TW').then((module) => module.zhTW),
  'zh-CN': () => import('./zh-CN').then((module) => module.zhCN),
  ja: () => import('./ja').then((module) => module.ja),
  ko: () => import('./ko').then((module) => module.ko),
  ru: () => import('./ru').then((module) => module.ru),
  de: () => import('./de').then((module) => module.de),
  fr: () => import('./fr').then((module) => module.fr),
};

/** The selector's catalogue in `language` (English for a language without one); no domain messages. */
export async function loadModelCatalogue(language: string): Promise<PanelCatalogue> {
  const loader = (MODEL_LOADERS as Record<string, (() => Promise<ModelCatalogue>) | undefined>)[language];
  const texts = await (loader ?? MODEL_LOADERS.en)();
  return { namespace: MODEL_NAMESPACE, texts: { ...texts }, messages: {} };
}
