import { loadFeatureTexts } from '../../../../i18n/useFeatureTexts';
import type { Language } from '@atelier/ui';
import { en, type AiCatalogue } from './en';

/** The i18next namespace of the AI image texts (the dialog and /aistudio). */
export const AI_NAMESPACE = 'editorAi';

export const AI_LOADERS: Readonly<Record<Language, () => Promise<AiCatalogue>>> = {
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
export const loadAiTexts = (language: string) => loadFeatureTexts(AI_LOADERS, language);
