import type { Catalogue } from './catalogue';
import type { Language } from './languages';
import { de } from './locales/de';
import { en } from './locales/en';
import { fr } from './locales/fr';
import { ja } from './locales/ja';
import { ko } from './locales/ko';
import { ru } from './locales/ru';
import { zhCN } from './locales/zh-CN';
import { zhTW } from './locales/zh-TW';

/** Every catalogue, by language. The catalogues are small, so all of them ship in the bundle. */
export const CATALOGUES: Readonly<Record<Language, Catalogue>> = {
  en,
  'zh-TW': zhTW,
  'zh-CN': zhCN,
  ja,
  ko,
  ru,
  de,
  fr,
};
