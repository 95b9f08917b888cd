import { createInstance, type i18n } from 'i18next';
import type { Catalogue } from './catalogue';
import { DEFAULT_LANGUAGE, LANGUAGES, resolveLanguage } from './languages';
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
 * list; it is resolved to a supported language. Hand the instance to `I18nProvider`.
 */
export function createI18n(language: string | readonly string[] = DEFAULT_LANGUAGE): i18n {
  const instance = createInstance({
    lng: resolveLanguage(language),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES,
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
