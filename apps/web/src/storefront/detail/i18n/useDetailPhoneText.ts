import { type FeatureText, useFeatureTexts } from '../../../i18n/useFeatureTexts';
import type { DetailPhoneTextKey } from './en';
import { loadDetailPhoneTexts } from './index';
import { DETAIL_PHONE_NAMESPACE } from './namespace';

export type DetailPhoneText = FeatureText<DetailPhoneTextKey>;

/** The phone gallery's and buy bar's texts in the current language. */
export function useDetailPhoneText() {
  return useFeatureTexts<DetailPhoneTextKey>(DETAIL_PHONE_NAMESPACE, loadDetailPhoneTexts);
}
