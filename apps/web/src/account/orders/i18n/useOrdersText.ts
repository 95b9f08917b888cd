import { isLanguage, useTranslation } from '@atelier/ui';
import { useCallback, useEffect, useState } from 'react';
import type { OrdersTextKey } from './en';
import { loadOrdersTexts } from './index';
import { ORDERS_NAMESPACE } from './namespace';

export type OrdersText = (key: OrdersTextKey, params?: Readonly<Record<string, string | number>>) => string;

/**
 * The order pages' texts in the current language, loaded on first use (the pages are their
 * own chunk, so their texts travel with them). `ready` is false until English and the
 * current language are in, so no raw key ever shows.
 */
export function useOrdersText(): { t: OrdersText; ready: boolean } {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const has = (lang: string) => i18n.hasResourceBundle(lang, ORDERS_NAMESPACE);
  const [loaded, setLoaded] = useState(0);
  useEffect(() => {
    let live = true;
    const wanted = [...new Set(['en', language].filter(isLanguage))].filter(
      (lang) => !i18n.hasResourceBundle(lang, ORDERS_NAMESPACE),
    );
    if (wanted.length === 0) return;
    void Promise.all(
      wanted.map(async (lang) =>
        i18n.addResourceBundle(lang, ORDERS_NAMESPACE, await loadOrdersTexts(lang), true, false),
      ),
    ).then(() => live && setLoaded((n) => n + 1));
    return () => {
      live = false;
    };
  }, [i18n, language]);
  const ready = has('en') && (!isLanguage(language) || has(language));
  const t = useCallback<OrdersText>(
    (key, params) => {
      void language;
      void loaded;
      return i18n.t(key as never, { ...params, ns: ORDERS_NAMESPACE, keySeparator: false }) as string;
    },
    [i18n, language, loaded],
  );
  return { t, ready };
}
