import type { I18n, Language } from '@atelier/ui';
import { de } from '../i18n/de';
import { en, type EditorStepsCatalogue } from '../i18n/en';
import { fr } from '../i18n/fr';
import { ja } from '../i18n/ja';
import { ko } from '../i18n/ko';
import { EDITOR_STEPS_NAMESPACE } from '../i18n/namespace';
import { ru } from '../i18n/ru';
import { zhCN } from '../i18n/zh-CN';
import { zhTW } from '../i18n/zh-TW';

/** Every catalogue of the steps in memory, for stories and tests (the app loads them lazily). */
export const EDITOR_STEPS_CATALOGUES: Readonly<Record<Language, EditorStepsCatalogue>> = {
  en,
  'zh-TW': zhTW,
  'zh-CN': zhCN,
  ja,
  ko,
  ru,
  de,
  fr,
};

/** Adds the steps' texts in every language to an i18n instance (once). */
export function addEditorStepsBundles(i18n: I18n): I18n {
  for (const [language, catalogue] of Object.entries(EDITOR_STEPS_CATALOGUES)) {
    if (!i18n.hasResourceBundle(language, EDITOR_STEPS_NAMESPACE))
      i18n.addResourceBundle(language, EDITOR_STEPS_NAMESPACE, catalogue);
  }
  return i18n;
}
