import { useTranslation } from '@atelier/ui';
import { type FeatureText, useFeatureTexts } from '../../../i18n/useFeatureTexts';
import { en, type HomeTextKey } from './en';
import { HOME_NAMESPACE, loadHomeTexts } from './index';

/**
 * The home page's texts in the current language. English is added to i18next at once (it is
 * bundled), so an English visitor's hero renders its words in the first paint.
 */
export function useHomeTexts(): { t: FeatureText<HomeTextKey>; ready: boolean } {
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle('en', HOME_NAMESPACE)) i18n.addResourceBundle('en', HOME_NAMESPACE, en);
  return useFeatureTexts<HomeTextKey>(HOME_NAMESPACE, loadHomeTexts);
}
