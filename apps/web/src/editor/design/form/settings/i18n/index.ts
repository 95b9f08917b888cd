import { MESSAGES_EN } from '@atelier/domain';
import type { Language } from '@atelier/ui';
import type { PanelCatalogue } from '../../../panels/contract';
import { loadPanelCatalogue } from '../../../panels/loadPanelCatalogue';
import { en } from './en';
import { FORM_SETTINGS_MESSAGE_KEYS, type FormSettingsLanguage } from './messages';
import { FORM_SETTINGS_NAMESPACE } from './namespace';

export { FORM_SETTINGS_NAMESPACE } from './namespace';

const english: FormSettingsLanguage = {
  texts: en,
  messages: Object.fromEntries(
    FORM_SETTINGS_MESSAGE_KEYS.map((key) => [key, MESSAGES_EN[key]]),
  ) as FormSettingsLanguage['messages'],
};

/** Each language in its own chunk (English travels with the settings). */
export const FORM_SETTINGS_LOADERS: Readonly<Record<Language, () => Promise<FormSettingsLanguage>>> = {
  en: () => Promise.resolve(english),
  'zh-TW': () => import('./zh-TW').then((module) => module.zhTW),
  'zh-CN': () => import('./zh-CN').then((module) => module.zhCN),
  ja: () => import('./ja').then((module) => module.ja),
  ko: () => import('./ko').then((module) => module.ko),
  ru: () => import('./ru').then((module) => module.ru),
  de: () => import('./de').then((module) => module.de),
  fr: () => import('./fr').then((module) => module.fr),
};

/** The settings' catalogue in `language`; English for a language without one. */
export const loadFormSettingsCatalogue = (language: string): Promise<PanelCatalogue> =>
  loadPanelCatalogue(FORM_SETTINGS_NAMESPACE, FORM_SETTINGS_LOADERS, language);

export type { FormSettingsCatalogue, FormSettingsTextKey } from './en';
