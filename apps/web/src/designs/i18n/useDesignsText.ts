import { useFeatureTexts } from '../../i18n/useFeatureTexts';
import type { DesignsTextKey } from './en';
import { loadDesignsTexts } from './index';
import { DESIGNS_NAMESPACE } from './namespace';

/** The saved designs' texts in the current language. */
export function useDesignsText() {
  return useFeatureTexts<DesignsTextKey>(DESIGNS_NAMESPACE, loadDesignsTexts);
}
