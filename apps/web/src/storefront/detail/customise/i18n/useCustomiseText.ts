import { type FeatureText, useFeatureTexts } from '../../../../i18n/useFeatureTexts';
import type { DetailCustomiseTextKey } from './en';
import { loadDetailCustomiseTexts } from './index';
import { DETAIL_CUSTOMISE_NAMESPACE } from './namespace';

export type DetailCustomiseText = FeatureText<DetailCustomiseTextKey>;

/** The customisation's texts in the current language (the form's problems are the form's own). */
export function useCustomiseText() {
  return useFeatureTexts<DetailCustomiseTextKey>(DETAIL_CUSTOMISE_NAMESPACE, loadDetailCustomiseTexts);
}
