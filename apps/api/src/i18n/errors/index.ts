import type { ServerLanguage } from '../language';
import { de } from './de';
import { ERROR_TEXTS_EN, type ErrorTextKey, type ErrorTexts } from './en';
import { fr } from './fr';
import { ja } from './ja';
import { ko } from './ko';
import { ru } from './ru';
import { zhCN } from './zh-CN';
import { zhTW } from './zh-TW';

export { ERROR_TEXTS_EN, type ErrorTextKey, type ErrorTexts };

/** Every language's error texts: small, so the server holds them all. */
export const ERROR_TEXTS: Readonly<Record<ServerLanguage, ErrorTexts>> = {
  en: ERROR_TEXTS_EN,
  'zh-TW': zhTW,
  'zh-CN': zhCN,
  ja,
  ko,
  ru,
  de,
  fr,
};

/** A parameter: a value, or another error text (`{ key: 'noun.creation' }`). */
export type ErrorParam = string | number | { readonly key: string };
export type ErrorParams = Readonly<Record<string, ErrorParam>>;

export const isErrorTextKey = (key: string): key is ErrorTextKey => Object.hasOwn(ERROR_TEXTS_EN, key);

/** An error text in `language` with its `{{param}}`s filled in; undefined for an unknown key. */
export function errorText(
  language: ServerLanguage,
  key: string,
  params: ErrorParams = {},
): string | undefined {
  if (!isErrorTextKey(key)) return undefined;
  const texts = ERROR_TEXTS[language];
  return texts[key].replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    if (typeof value === 'object') return isErrorTextKey(value.key) ? texts[value.key] : value.key;
    return String(value);
  });
}
