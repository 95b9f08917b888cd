import { isLanguage, useTranslation } from '@atelier/ui';
import { useCallback, useEffect, useState } from 'react';
import { MESSAGE_NAMESPACE } from '../../../../../i18n/storefrontI18n';
import type { FeatureText } from '../../../../../i18n/useFeatureTexts';
import type { FormSettingsTextKey } from './en';
import { loadFormSettingsCatalogue } from './index';
import { FORM_SETTINGS_NAMESPACE } from './namespace';

export type FormSettingsText = FeatureText<FormSettingsTextKey>;

/**
 * The settings' texts in the current language, loaded on first use (the useFeatureTexts
 * pattern). The domain messages they show join the shared 'messages' namespace, where
 * useMessage finds them. `ready` is false until English and the current language are in.
 */
export function useFormSettingsText(): { t: FormSettingsText; ready: boolean } {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const [loaded, setLoaded] = useState(0);
  const has = (lang: string) => i18n.hasResourceBundle(lang, FORM_SETTINGS_NAMESPACE);
  useEffect(() => {
    let live = true;
    const wanted = [...new Set(['en', language].filter(isLanguage))].filter(
      (lang) => !i18n.hasResourceBundle(lang, FORM_SETTINGS_NAMESPACE),
    );
    if (wanted.length === 0) return;
    void Promise.all(
      wanted.map(async (lang) => {
        const catalogue = await loadFormSettingsCatalogue(lang);
        i18n.addResourceBundle(lang, MESSAGE_NAMESPACE, catalogue.messages, true, false);
        i18n.addResourceBundle(lang, FORM_SETTINGS_NAMESPACE, catalogue.texts, true, false);
      }),
    ).then(() => live && setLoaded((n) => n + 1));
    return () => {
      live = false;
    };
  }, [i18n, language]);
  const ready = has('en') && (!isLanguage(language) || has(language));
  const t = useCallback<FormSettingsText>(
    (key, params) => {
      // A new function per language and per load, so the editors re-render with the texts.
      void language;
      void loaded;
      return i18n.t(key as never, { ...params, ns: FORM_SETTINGS_NAMESPACE, keySeparator: false }) as string;
    },
    [i18n, language, loaded],
  );
  return { t, ready };
}
