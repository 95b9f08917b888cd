import type { Language } from '@atelier/ui';
import { loadFeatureTexts } from '../../../i18n/useFeatureTexts';
import { type AccountCatalogue, en } from './en';

export { ACCOUNT_NAMESPACE } from './namespace';

/** Each language's texts in its own chunk, loaded with the account pages. */
export const ACCOUNT_LOADERS: Readonly<Record<Language, () => Promise<AccountCatalogue>>> = {
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
export const loadAccountTexts = (language: string) => loadFeatureTexts(ACCOUNT_LOADERS, language);

export type { AccountCatalogue, AccountTextKey } from './en';
