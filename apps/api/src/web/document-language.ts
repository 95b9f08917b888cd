import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';

/** The cookie the web app writes with the visitor's language (apps/web/src/i18n/documentLanguage.ts). */
export const LANGUAGE_COOKIE = 'atelier_lang';

/** Languages written right to left (the UI kit's RTL_LANGUAGES; the API does not import the UI kit). */
const RTL = new Set(['ar', 'he', 'fa', 'ur']);
const TAG = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

/**
 * The page's language and direction for `<html lang dir>` (issue 18): the language the visitor
 * chose (its cookie), else the first of Accept-Language, else English. Written by the server so
 * a right-to-left page is mirrored from its first paint.
 */
export function documentLanguage(c: Context): { lang: string; dir: 'rtl' | 'ltr' } {
  const chosen = getCookie(c, LANGUAGE_COOKIE);
  const header = c.req.header('accept-language')?.split(',')[0]?.split(';')[0]?.trim();
  const lang = [chosen, header].find((tag): tag is string => !!tag && TAG.test(tag)) ?? 'en';
  return { lang, dir: RTL.has(lang.split('-')[0] ?? '') ? 'rtl' : 'ltr' };
}

/** The page's `<html>` tag with the language and direction written in. */
export function withDocumentLanguage(html: string, language: { lang: string; dir: string }): string {
  return html.replace(/<html\b[^>]*>/i, `<html lang="${language.lang}" dir="${language.dir}">`);
}
