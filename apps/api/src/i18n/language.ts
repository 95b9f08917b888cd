import type { Context } from 'hono';

/** The eight languages with complete catalogues (issue 18); every other language reads English. */
export const SERVER_LANGUAGES = ['en', 'zh-TW', 'zh-CN', 'ja', 'ko', 'ru', 'de', 'fr'] as const;
export type ServerLanguage = (typeof SERVER_LANGUAGES)[number];

const TRADITIONAL_CHINESE = /^zh-(hant|tw|hk|mo)\b/i;

/** One BCP 47 tag's complete language ('de-AT' -> 'de', 'zh-Hant-HK' -> 'zh-TW'), if any. */
export function completeLanguageOf(rawTag: string): ServerLanguage | undefined {
  const tag = rawTag.trim().replaceAll('_', '-');
  const exact = SERVER_LANGUAGES.find((language) => language.toLowerCase() === tag.toLowerCase());
  if (exact) return exact;
  const primary = tag.split('-')[0]?.toLowerCase();
  if (primary === 'zh') return TRADITIONAL_CHINESE.test(tag) ? 'zh-TW' : 'zh-CN';
  return SERVER_LANGUAGES.find((language) => language === primary);
}

/**
 * The first language of an Accept-Language header (by q, then order). A language without a
 * catalogue of its own ('es', 'ar') reads English: the header's first choice decides, so an
 * Arabic reader who also accepts French still reads English, as the web does for them.
 */
export function languageOfHeader(header: string | undefined): ServerLanguage | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const first = ranked[0];
  return first ? (completeLanguageOf(first.tag) ?? 'en') : undefined;
}

/**
 * The language a request is answered in: the header the web sends with its current language
 * (`Accept-Language`), else the reader's saved preference, else English.
 */
export function requestLanguage(c: Context, saved?: string | null): ServerLanguage {
  return (
    languageOfHeader(c.req.header('accept-language')) ??
    (saved ? completeLanguageOf(saved) : undefined) ??
    'en'
  );
}

/**
 * The language a reader's notifications are written in: their saved preference, else the
 * request's Accept-Language (issue 18).
 */
export function readerLanguage(c: Context, saved: string | null | undefined): ServerLanguage {
  return (
    (saved ? completeLanguageOf(saved) : undefined) ??
    languageOfHeader(c.req.header('accept-language')) ??
    'en'
  );
}
