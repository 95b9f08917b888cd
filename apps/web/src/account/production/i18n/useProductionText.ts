import { type FeatureText, useFeatureTexts } from '../../../i18n/useFeatureTexts';
import type { ProductionTextKey } from './en';
import { loadProductionTexts, PRODUCTION_NAMESPACE } from './index';

export type ProductionText = FeatureText<ProductionTextKey>;

/** The production pages' texts in the current language, loaded with the page. */
export const useProductionText = () =>
  useFeatureTexts<ProductionTextKey>(PRODUCTION_NAMESPACE, loadProductionTexts);
