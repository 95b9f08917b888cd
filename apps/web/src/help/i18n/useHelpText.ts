import { type FeatureText, useFeatureTexts } from '../../i18n/useFeatureTexts';
import type { HelpTextKey } from './en';
import { HELP_NAMESPACE, loadHelpTexts } from './index';

export type HelpText = FeatureText<HelpTextKey>;

/** The footer's and the help pages' texts in the current language. */
export const useHelpText = () => useFeatureTexts<HelpTextKey>(HELP_NAMESPACE, loadHelpTexts);
