import type { Language } from '@atelier/ui';
import { de } from './de';
import { type CategoryNames, en } from './en';
import { fr } from './fr';
import { ja } from './ja';
import { ko } from './ko';
import { ru } from './ru';
import { zhCN } from './zh-CN';
import { zhTW } from './zh-TW';

/** Small enough to ship together: twelve names in eight languages. */
const NAMES: Readonly<Record<Language, CategoryNames>> = {
  en,
  'zh-TW': zhTW,
  'zh-CN': zhCN,
  ja,
  ko,
  ru,
  de,
  fr,
};

/**
 * A category's name in `language`: the seeded categories by slug (English for a language without
 * its own catalogue); a creator-made category keeps its name.
 */
export function categoryName(category: { name: string; value: string }, language: string): string {
  const names = (NAMES as Readonly<Record<string, CategoryNames | undefined>>)[language] ?? en;
  return (names as Readonly<Record<string, string | undefined>>)[category.value] ?? category.name;
}
