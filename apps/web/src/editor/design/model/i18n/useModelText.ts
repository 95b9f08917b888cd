import { useTranslation } from '@atelier/ui';
import { useCallback } from 'react';
import type { ModelTextKey } from './en';
import { MODEL_NAMESPACE } from './namespace';

/** Translates a key of the panel's catalogue; an unknown key is a type error (STYLE.md 12). */
export type ModelText = (key: ModelTextKey, params?: Readonly<Record<string, string | number>>) => string;

/** The model selector's texts in the current language. */
export function useModelText(): ModelText {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback<ModelText>(
    (key, params) => {
      void language;
      return i18n.t(key as never, { ...params, ns: MODEL_NAMESPACE, keySeparator: false }) as string;
    },
    [i18n, language],
  );
}
