import type { Message } from '@atelier/domain';
import { useCallback } from 'react';
import { type FeatureText, useFeatureTexts } from '../../i18n/useFeatureTexts';
import type { CustomiseTextKey } from './en';
import { loadCustomiseTexts } from './index';
import type { CustomiseMessageKey } from './messages';
import { CUSTOMISE_NAMESPACE } from './namespace';

export type CustomiseText = FeatureText<CustomiseTextKey>;

export interface CustomiseTexts {
  /** The form's own texts. */
  readonly t: CustomiseText;
  /** A domain message (a problem, an error) in the current language. */
  readonly m: (msg: Message) => string;
  /** False until English and the current language are loaded (render a skeleton). */
  readonly ready: boolean;
}

/**
 * The customer form's texts in the current language. The form serves the editor and the
 * storefront alike, so it loads its own namespace rather than either host's catalogue.
 */
export function useCustomiseTexts(): CustomiseTexts {
  const { t, ready } = useFeatureTexts<CustomiseTextKey | CustomiseMessageKey>(
    CUSTOMISE_NAMESPACE,
    loadCustomiseTexts,
  );
  const m = useCallback((msg: Message) => t(msg.key as CustomiseMessageKey, msg.params), [t]);
  return { t: t as CustomiseText, m, ready };
}
