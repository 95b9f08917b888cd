import { type FeatureText, useFeatureTexts } from '../../../i18n/useFeatureTexts';
import type { AccountTextKey } from './en';
import { loadAccountTexts } from './index';
import { ACCOUNT_NAMESPACE } from './namespace';

export type AccountText = FeatureText<AccountTextKey>;

/** The account pages' texts in the current language (they travel with the pages' chunks). */
export const useAccountText = () => useFeatureTexts<AccountTextKey>(ACCOUNT_NAMESPACE, loadAccountTexts);
