import { MESSAGES_EN } from '@atelier/domain';
import type { Language } from '@atelier/ui';
import { en } from './en';
import { CUSTOMISE_MESSAGE_KEYS, type CustomiseLanguage } from './messages';

export { CUSTOMISE_NAMESPACE } from './namespace';

const english: CustomiseLanguage = {
  texts: en,
  messages: Object.fromEntries(
    CUSTOMISE_MESSAGE_KEYS.map((key) => [key, MESSAGES_EN[key]]),
  ) as CustomiseLanguage['messages'],
};

/** Each language in its own chunk, loaded when a form first shows. */
export const CUSTOMISE_LOADERS: Readonly<Record<Language, () => Promise<CustomiseLanguage>>> = {
  en: () => Promise.resolve(english),
  'zh-TW': () => import('./zh-TW').then((module) => module.zhTW),
  'zh-CN': () => import('./zh-CN').then((module) => module.zhCN),
  ja: () => import('./ja').then((module) => module.ja),
  ko: () => import('./ko').then((module) => module.ko),
  ru: () => import('./ru').then((module) => module.ru),
  de: () => import('./de').then((module) => module.de),
  fr: () => import('./fr').then((module) => module.fr),
};

/** One language's catalogue; English for a language without its own. */
export async function loadCustomiseLanguage(language: string): Promise<CustomiseLanguage> {
  const loader = (
    CUSTOMISE_LOADERS as Readonly<Record<string, (() => Promise<CustomiseLanguage>) | undefined>>
  )[language];
  return (loader ?? CUSTOMISE_LOADERS.en)();
}

/**
 * The namespace's texts in `language`: the form's own texts and the domain messages side by
 * side (own keys have no dot, message keys always do, so they never collide).
 */
export async function loadCustomiseTexts(language: string): Promise<Record<string, string>> {
  const { texts, messages } = await loadCustomiseLanguage(language);
  return { ...texts, ...messages };
}

export type { CustomiseCatalogue, CustomiseTextKey } from './en';
