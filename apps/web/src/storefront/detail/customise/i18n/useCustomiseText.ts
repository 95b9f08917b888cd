import type { Message } from '@atelier/domain';
import { useCallback } from 'react';
import { type FeatureText, useFeatureTexts } from '../../../../i18n/useFeatureTexts';
import type { DetailCustomiseTextKey } from './en';
import { loadDetailCustomiseTexts } from './index';
import { DETAIL_CUSTOMISE_NAMESPACE } from './namespace';

export type DetailCustomiseText = FeatureText<DetailCustomiseTextKey>;

/** The customisation's texts in the current language, and its domain messages translated. */
export function useCustomiseText() {
  const { t, ready } = useFeatureTexts<DetailCustomiseTextKey>(
    DETAIL_CUSTOMISE_NAMESPACE,
    loadDetailCustomiseTexts,
  );
  const message = useCallback(
    (problem: Message) => t(`message.${problem.key}` as DetailCustomiseTextKey, problem.params),
    [t],
  );
  return { t, ready, message };
}
