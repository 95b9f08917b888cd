/** The languages Atelier ships, as BCP 47 tags, English first (the fallback). */
export const LANGUAGES = ['en', 'zh-TW', 'zh-CN', 'ja', 'ko', 'ru', 'de', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in itself, for language pickers (never translated). */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  'zh-TW': '繁體中文',
  'zh-CN': '简体中文',
  ja: '日本語',
  ko: '한국어',
  ru: 'Русский',
  de: 'Deutsch',
  fr: 'Français',
};

export const isLanguage = (tag: string): tag is Language => (LANGUAGES as readonly string[]).includes(tag);

/** Traditional Chinese is written in Taiwan, Hong Kong and Macau; Simplified elsewhere. */
const TRADITIONAL_CHINESE = /^zh-(hant|tw|hk|mo)\b/i;

function matchLanguage(rawTag: string): Language | undefined {
  const tag = rawTag.trim().replaceAll('_', '-');
  const exact = LANGUAGES.find((language) => language.toLowerCase() === tag.toLowerCase());
  if (exact) return exact;
  const primary = tag.split('-')[0]?.toLowerCase();
  if (primary === 'zh') return TRADITIONAL_CHINESE.test(tag) ? 'zh-TW' : 'zh-CN';
  return LANGUAGES.find((language) => language === primary);
}

/**
 * The best supported language for a BCP 47 tag or a preference list such as `navigator.languages`:
 * `'de-AT'` -> `'de'`, `'zh-Hant-HK'` -> `'zh-TW'`, `'zh'` -> `'zh-CN'`; English when nothing matches.
 */
export function resolveLanguage(preferred: string | readonly string[] | undefined): Language {
  const tags = typeof preferred === 'string' ? [preferred] : (preferred ?? []);
  for (const tag of tags) {
    const language = matchLanguage(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * 000 §1: the language selector offers the eight complete languages and about 55 more. The
 * others have no catalogue of their own yet: each key falls back to English, and each language
 * shows its own name in the selector.
 */
export const FALLBACK_LANGUAGES = [
  'es',
  'pt',
  'it',
  'nl',
  'pl',
  'tr',
  'ar',
  'he',
  'th',
  'vi',
  'id',
  'ms',
  'fil',
  'hi',
  'bn',
  'ur',
  'fa',
  'uk',
  'cs',
  'sk',
  'hu',
  'ro',
  'bg',
  'el',
  'sv',
  'da',
  'nb',
  'fi',
  'et',
  'lv',
  'lt',
  'sl',
  'hr',
  'sr',
  'bs',
  'mk',
  'sq',
  'is',
  'ga',
  'cy',
  'ca',
  'eu',
  'gl',
  'af',
  'sw',
  'am',
  'ta',
  'te',
  'mr',
  'gu',
  'kn',
  'ml',
  'pa',
  'ne',
  'km',
] as const;

/** Every language of the selector: the complete ones first. */
export const SELECTOR_LANGUAGES: readonly string[] = [...LANGUAGES, ...FALLBACK_LANGUAGES];

export const isSelectorLanguage = (tag: string): boolean => SELECTOR_LANGUAGES.includes(tag);

/** A language's name in itself ('Español', 'العربية'), for the selector; the tag when unknown. */
export function languageName(tag: string): string {
  if (isLanguage(tag)) return LANGUAGE_NAMES[tag];
  try {
    const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag);
    return name ? name.charAt(0).toLocaleUpperCase(tag) + name.slice(1) : tag;
  } catch {
    return tag;
  }
}

/** Languages written right to left (issue 18): the layout mirrors for them. */
export const RTL_LANGUAGES: readonly string[] = ['ar', 'he', 'fa', 'ur'];

/** The writing direction of a language tag ('ar', 'he-IL' -> 'rtl'), for `<html dir>`. */
export const languageDirection = (tag: string): 'rtl' | 'ltr' =>
  RTL_LANGUAGES.includes(tag.split(/[-_]/)[0]?.toLowerCase() ?? '') ? 'rtl' : 'ltr';
