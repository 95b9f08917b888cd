import { isLanguage, useTranslation } from '@atelier/ui';
import { useCallback, useEffect, useState } from 'react';
import type { ProductionTextKey } from './en';
import { loadProductionTexts, PRODUCTION_NAMESPACE } from './index';

export type ProductionText = (
  key: ProductionTextKey,
  params?: Readonly<Record<string, string | number>>,
) => string;

/**
 * The production texts in the current language, loaded with the page. `ready` is false until
 * English and the current language are in, so no raw key ever shows.
 */
export function useProductionText(): { t: ProductionText; ready: boolean } {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const has = (lang: string) => i18n.hasResourceBundle(lang, PRODUCTION_NAMESPACE);
  const [loaded, setLoaded] = useState(0);
  useEffect(() => {
    let live = true;
    const wanted = [...new Set(['en', language].filter(isLanguage))].filter(
      (lang) => !i18n.hasResourceBundle(lang, PRODUCTION_NAMESPACE),
    );
    void Promise.all(
      wanted.map(async (lang) =>
        i18n.addResourceBundle(lang, PRODUCTION_NAMESPACE, await loadProductionTexts(lang), true, false),
      ),
    ).then(() => live && setLoaded((n) => n + 1));
    return () => {
      live = false;
    };
  }, [i18n, language]);
  const ready = has('en') && (!isLanguage(language) || has(language));
  const t = useCallback<ProductionText>(
    (key, params) => {
      void language;
      void loaded;
      return i18n.t(key as never, { ...params, ns: PRODUCTION_NAMESPACE, keySeparator: false }) as string;
    },
    [i18n, language, loaded],
  );
  return { t, ready };
}
