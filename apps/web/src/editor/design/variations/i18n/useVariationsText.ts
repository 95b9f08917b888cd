import { useTranslation } from '@atelier/ui';
import { useCallback } from 'react';
import { VARIATIONS_NAMESPACE, type VariationsTextKey } from './en';

export type VariationsText = (
  key: VariationsTextKey,
  params?: Readonly<Record<string, string | number>>,
) => string;

/** The Variations panel's own texts in the current language; an unknown key is a type error. */
export function useVariationsText(): VariationsText {
  const { t, i18n } = useTranslation(VARIATIONS_NAMESPACE as never);
  const language = i18n.language;
  return useCallback<VariationsText>(
    (key, params) => {
      void language;
      return String(t(key as never, params as never));
    },
    [t, language],
  );
}
