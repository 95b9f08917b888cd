import { useTranslation } from '@atelier/ui';
import { useCallback } from 'react';
import { COLORWAYS_NAMESPACE, type ColorwaysTextKey } from './en';

export type ColorwaysText = (
  key: ColorwaysTextKey,
  params?: Readonly<Record<string, string | number>>,
) => string;

/** The Colorways panel's own texts in the current language; an unknown key is a type error. */
export function useColorwaysText(): ColorwaysText {
  const { t, i18n } = useTranslation(COLORWAYS_NAMESPACE as never);
  const language = i18n.language;
  return useCallback<ColorwaysText>(
    (key, params) => {
      void language;
      return String(t(key as never, params as never));
    },
    [t, language],
  );
}
