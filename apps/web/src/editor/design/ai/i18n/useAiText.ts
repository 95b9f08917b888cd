import { isLanguage, useTranslation } from '@atelier/ui';
import { useCallback, useEffect, useState } from 'react';
import type { AiTextKey } from './en';
import { AI_NAMESPACE, loadAiTexts } from './index';

export type AiText = (key: AiTextKey, params?: Readonly<Record<string, string | number>>) => string;

/**
 * The AI texts in the current language, loaded on first use (the dialog is lazily loaded
 * by the decal panel and by /aistudio, so its texts travel with it). `ready` is false
 * until English and the current language are in, so no raw key ever shows.
 */
export function useAiText(): { t: AiText; ready: boolean } {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const has = (lang: string) => i18n.hasResourceBundle(lang, AI_NAMESPACE);
  const [loaded, setLoaded] = useState(0);
  useEffect(() => {
    let live = true;
    const wanted = [...new Set(['en', language].filter(isLanguage))].filter(
      (lang) => !i18n.hasResourceBundle(lang, AI_NAMESPACE),
    );
    void Promise.all(
      wanted.map(async (lang) =>
        i18n.addResourceBundle(lang, AI_NAMESPACE, await loadAiTexts(lang), true, false),
      ),
    ).then(() => live && setLoaded((n) => n + 1));
    return () => {
      live = false;
    };
  }, [i18n, language]);
  const ready = has('en') && (!isLanguage(language) || has(language));
  const t = useCallback<AiText>(
    (key, params) => {
      void language;
      void loaded;
      return i18n.t(key as never, { ...params, ns: AI_NAMESPACE, keySeparator: false }) as string;
    },
    [i18n, language, loaded],
  );
  return { t, ready };
}
