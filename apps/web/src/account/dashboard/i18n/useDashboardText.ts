import { isLanguage, useTranslation } from '@atelier/ui';
import { useCallback, useEffect, useState } from 'react';
import type { DashboardTextKey } from './en';
import { DASHBOARD_NAMESPACE, loadDashboardTexts } from './index';

export type DashboardText = (
  key: DashboardTextKey,
  params?: Readonly<Record<string, string | number>>,
) => string;

/**
 * The dashboard texts in the current language, loaded on first use (the page is lazily
 * loaded, so its texts travel with it). `ready` is false until English and the current
 * language are in, so no raw key ever shows.
 */
export function useDashboardText(): { t: DashboardText; ready: boolean } {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const has = (lang: string) => i18n.hasResourceBundle(lang, DASHBOARD_NAMESPACE);
  const [loaded, setLoaded] = useState(0);
  useEffect(() => {
    let live = true;
    const wanted = [...new Set(['en', language].filter(isLanguage))].filter(
      (lang) => !i18n.hasResourceBundle(lang, DASHBOARD_NAMESPACE),
    );
    void Promise.all(
      wanted.map(async (lang) =>
        i18n.addResourceBundle(lang, DASHBOARD_NAMESPACE, await loadDashboardTexts(lang), true, false),
      ),
    ).then(() => live && setLoaded((n) => n + 1));
    return () => {
      live = false;
    };
  }, [i18n, language]);
  const ready = has('en') && (!isLanguage(language) || has(language));
  const t = useCallback<DashboardText>(
    (key, params) => {
      void language;
      void loaded;
      return i18n.t(key as never, { ...params, ns: DASHBOARD_NAMESPACE, keySeparator: false }) as string;
    },
    [i18n, language, loaded],
  );
  return { t, ready };
}
