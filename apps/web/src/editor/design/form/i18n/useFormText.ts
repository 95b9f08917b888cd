import { isLanguage, useTranslation } from '@atelier/ui';
import { useCallback, useEffect, useState } from 'react';
import { MESSAGE_NAMESPACE } from '../../../../i18n/storefrontI18n';
import type { FormTextKey } from './en';
import { FORM_NAMESPACE, loadFormCatalogue } from './index';

export type FormText = (key: FormTextKey, params?: Readonly<Record<string, string | number>>) => string;

/**
 * The builder's texts and domain messages, loaded when the Form tile first opens (the scene
 * panel's catalogue does not carry them); `ready` is false until English and the current
 * language are in, so no raw key ever shows.
 */
export function useFormText(): { t: FormText; ready: boolean } {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const has = (lang: string) => i18n.hasResourceBundle(lang, FORM_NAMESPACE);
  const [loaded, setLoaded] = useState(0);
  useEffect(() => {
    let live = true;
    const wanted = [...new Set(['en', language].filter(isLanguage))].filter(
      (lang) => !i18n.hasResourceBundle(lang, FORM_NAMESPACE),
    );
    if (wanted.length === 0) return;
    void Promise.all(
      wanted.map(async (lang) => {
        const catalogue = await loadFormCatalogue(lang);
        i18n.addResourceBundle(lang, MESSAGE_NAMESPACE, catalogue.messages, true, false);
        i18n.addResourceBundle(lang, FORM_NAMESPACE, catalogue.texts, true, false);
      }),
    ).then(() => live && setLoaded((n) => n + 1));
    return () => {
      live = false;
    };
  }, [i18n, language]);
  const ready = has('en') && (!isLanguage(language) || has(language));
  const t = useCallback<FormText>(
    (key, params) => {
      // A new function per language and per load, so components re-render with the texts.
      void language;
      void loaded;
      return i18n.t(key as never, { ...params, ns: FORM_NAMESPACE, keySeparator: false }) as string;
    },
    [i18n, language, loaded],
  );
  return { t, ready };
}
