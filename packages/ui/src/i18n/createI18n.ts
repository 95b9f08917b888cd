import { createInstance, type i18n } from 'i18next';
import type { Catalogue } from './catalogue';
import { DEFAULT_LANGUAGE, SELECTOR_LANGUAGES, isSelectorLanguage, resolveLanguage } from './languages';
import { en } from './locales/en';
import { CATALOGUES } from './resources';

// Types `t()` everywhere from the English catalogue: an unknown key is a type error (STYLE.md 12).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
  }
  interface ResourceNamespaceMap {
    common: Catalogue['common'];
  }
}

export const DEFAULT_NAMESPACE = 'common';

/**
 * A fresh, initialised i18next instance (never the global one, so hosts, stories and tests
 * cannot leak a language into each other). `language` may be any BCP 47 tag or a preference
 * list; it is resolved to a supported language. A language of the selector picked by name
 * (`'es'`) is kept as is, and each of its keys falls back to English. Hand the instance to
 * `I18nProvider`.
 */
export function createI18n(language: string | readonly string[] = DEFAULT_LANGUAGE): i18n {
  const instance = createInstance({
    lng: typeof language === 'string' && isSelectorLanguage(language) ? language : resolveLanguage(language),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: SELECTOR_LANGUAGES,
    ns: [DEFAULT_NAMESPACE],
    defaultNS: DEFAULT_NAMESPACE,
    resources: CATALOGUES,
    // React escapes what it renders; escaping here too would double-escape.
    interpolation: { escapeValue: false },
    // Resources are in memory, so initialise synchronously: the first render is already translated.
    initAsync: false,
  });
  void instance.init();
  return instance;
}

/**
 * Like `createI18n`, but with only the English catalogue in memory: other languages are loaded
 * with `useLanguage(instance, language)` (one small chunk each). For hosts that watch their
 * bundle size; stories and tests use `createI18n`, which has every catalogue at once.
 */
export function createLazyI18n(): i18n {
  const instance = createInstance({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: SELECTOR_LANGUAGES,
    ns: [DEFAULT_NAMESPACE],
    defaultNS: DEFAULT_NAMESPACE,
    resources: { en },
    interpolation: { escapeValue: false },
    initAsync: false,
    partialBundledLanguages: true,
  });
  void instance.init();
  return instance;
}
