import { type FeatureText, useFeatureTexts } from '../../../i18n/useFeatureTexts';
import type { CheckoutTextKey } from './en';
import { CHECKOUT_NAMESPACE, loadCheckoutTexts } from './index';

export type CheckoutText = FeatureText<CheckoutTextKey>;

/** The checkout page's texts in the current language. */
export const useCheckoutText = () => useFeatureTexts<CheckoutTextKey>(CHECKOUT_NAMESPACE, loadCheckoutTexts);
