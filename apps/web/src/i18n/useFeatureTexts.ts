import { isLanguage, useTranslation } from '@atelier/ui';
import { useCallback, useEffect, useState } from 'react';

/**
 * A feature's own texts (checkout, orders, production, dashboard, AI images): an i18next
 * namespace whose languages are each their own chunk, loaded when the feature first shows.
 */

export type FeatureText<Key extends string> = (
  key: Key,
  params?: Readonly<Record<string, string | number>>,
) => string;

/** The texts in `language` from a feature's loaders; English for a language without its own. */
export async function loadFeatureTexts<Catalogue extends Readonly<Record<string, string>>>(
  loaders: Readonly<Record<'en', () => Promise<Catalogue>>> &
    Readonly<Record<string, () => Promise<Catalogue>>>,
  language: string,
): Promise<Record<string, string>> {
  const loader = (loaders as Readonly<Record<string, (() => Promise<Catalogue>) | undefined>>)[language];
  return { ...(await (loader ?? loaders.en)()) };
}

/**
 * The feature's texts in the current language, loaded on first use. `ready` is false until
 * English and the current language are in, so no raw key ever shows.
 */
export function useFeatureTexts<Key extends string>(
  namespace: string,
  load: (language: string) => Promise<Record<string, string>>,
): { t: FeatureText<Key>; ready: boolean } {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const has = (lang: string) => i18n.hasResourceBundle(lang, namespace);
  const [loaded, setLoaded] = useState(0);
  useEffect(() => {
    let live = true;
    const wanted = [...new Set(['en', language].filter(isLanguage))].filter(
      (lang) => !i18n.hasResourceBundle(lang, namespace),
    );
    if (wanted.length === 0) return;
    void Promise.all(
      wanted.map(async (lang) => i18n.addResourceBundle(lang, namespace, await load(lang), true, false)),
    ).then(() => live && setLoaded((n) => n + 1));
    return () => {
      live = false;
    };
  }, [i18n, language, namespace, load]);
  const ready = has('en') && (!isLanguage(language) || has(language));
  const t = useCallback<FeatureText<Key>>(
    (key, params) => {
      // A new function per language and per load, so components re-render with the texts.
      void language;
      void loaded;
      return i18n.t(key as never, { ...params, ns: namespace, keySeparator: false }) as string;
    },
    [i18n, language, loaded, namespace],
  );
  return { t, ready };
}
