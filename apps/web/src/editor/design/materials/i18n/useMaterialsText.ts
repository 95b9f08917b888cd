import { useTranslation } from '@atelier/ui';
import { useCallback } from 'react';
import type { MaterialsTextKey } from './en';
import { MATERIALS_NAMESPACE } from './namespace';

/** Translates a key of the panel's catalogue; an unknown key is a type error (STYLE.md 12). */
export type MaterialsText = (
  key: MaterialsTextKey,
  params?: Readonly<Record<string, string | number>>,
) => string;

/** The materials panel's texts in the current language. */
export function useMaterialsText(): MaterialsText {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback<MaterialsText>(
    (key, params) => {
      void language;
      return i18n.t(key as never, { ...params, ns: MATERIALS_NAMESPACE, keySeparator: false }) as string;
    },
    [i18n, language],
  );
}
