import { languageDirection } from '@atelier/ui';

/** The cookie the server reads to write `<html lang dir>` before any script runs. */
export const LANGUAGE_COOKIE = 'atelier_lang';

/**
 * Marks the document with the visitor's language and its direction (issue 18: Arabic, Hebrew,
 * Persian and Urdu mirror the layout through `dir="rtl"` and logical CSS properties), and
 * remembers it in a cookie so the server-written HTML of the next page starts the same way.
 */
export function applyDocumentLanguage(language: string): void {
  const root = document.documentElement;
  root.lang = language;
  root.dir = languageDirection(language);
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; path=/; max-age=31536000; samesite=lax`;
}
