import { type FeatureText, useFeatureTexts } from '../../../../i18n/useFeatureTexts';
import type { AiTextKey } from './en';
import { AI_NAMESPACE, loadAiTexts } from './index';

export type AiText = FeatureText<AiTextKey>;

/** The AI texts in the current language (the dialog is lazily loaded by the decal panel and
 * by /aistudio, so its texts travel with it). */
export const useAiText = () => useFeatureTexts<AiTextKey>(AI_NAMESPACE, loadAiTexts);
