import { MESSAGES_EN } from '@atelier/domain';
import type { Language } from '@atelier/ui';
import type { PanelCatalogue } from '../../panels/contract';
import { loadPanelCatalogue } from '../../panels/loadPanelCatalogue';
import { en } from './en';
import { FORM_MESSAGE_KEYS, type FormLanguage } from './messages';

/** The i18next namespace of the form builder's own texts. */
export const FORM_NAMESPACE = 'editorForm';

const english: FormLanguage = {
  texts: en,
  messages: Object.fromEntries(
    FORM_MESSAGE_KEYS.map((key) => [key, MESSAGES_EN[key]]),
  ) as FormLanguage['messages'],
};

/** Each language in its own chunk (English is in the builder's). */
export const FORM_LOADERS: Readonly<Record<Language, () => Promise<FormLanguage>>> = {
  en: () => Promise.resolve(english),
  'zh-TW': () => import('./zh-TW').then((module) => module.zhTW),
  'zh-CN': () => import('./zh-CN').then((module) => module.zhCN),
  ja: () => import('./ja').then((module) => module.ja),
  ko: () => import('./ko').then((module) => module.ko),
  ru: () => import('./ru').then((module) => module.ru),
  de: () => import('./de').then((module) => module.de),
  fr: () => import('./fr').then((module) => module.fr),
};

/** The builder's catalogue in `language`; English for a language without one. */
export const loadFormCatalogue = (language: string): Promise<PanelCatalogue> =>
  loadPanelCatalogue(FORM_NAMESPACE, FORM_LOADERS, language);
