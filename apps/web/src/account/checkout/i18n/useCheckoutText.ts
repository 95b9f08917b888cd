import { isLanguage, useTranslation } from '@atelier/ui';
import { useCallback, useEffect, useState } from 'react';
import type { CheckoutTextKey } from './en';
import { CHECKOUT_NAMESPACE, loadCheckoutTexts } from './index';

export type CheckoutText = (
  key: CheckoutTextKey,
  params?: Readonly<Record<string, string | number>>,
) => string;

/**
 * The checkout page's texts in the current language, loaded on first use. `ready` is false
 * until English and the current language are in, so no raw key ever shows.
 */
export function useCheckoutText(): { t: CheckoutText; ready: boolean } {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const has = (lang: string) => i18n.hasResourceBundle(lang, CHECKOUT_NAMESPACE);
  const [loaded, setLoaded] = useState(0);
  useEffect(() => {
    let live = true;
    const wanted = [...new Set(['en', language].filter(isLanguage))].filter(
      (lang) => !i18n.hasResourceBundle(lang, CHECKOUT_NAMESPACE),
    );
    void Promise.all(
      wanted.map(async (lang) =>
        i18n.addResourceBundle(lang, CHECKOUT_NAMESPACE, await loadCheckoutTexts(lang), true, false),
      ),
    ).then(() => live && setLoaded((n) => n + 1));
    return () => {
      live = false;
    };
  }, [i18n, language]);
  const ready = has('en') && (!isLanguage(language) || has(language));
  const t = useCallback<CheckoutText>(
    (key, params) => {
      void language;
      void loaded;
      return i18n.t(key as never, { ...params, ns: CHECKOUT_NAMESPACE, keySeparator: false }) as string;
    },
    [i18n, language, loaded],
  );
  return { t, ready };
}
