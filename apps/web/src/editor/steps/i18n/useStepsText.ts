import { useTranslation } from '@atelier/ui';
import { useCallback } from 'react';
import type { EditorStepsKey } from './en';
import { EDITOR_STEPS_NAMESPACE } from './namespace';

/** Translates a key of the steps' catalogue; an unknown key is a type error (STYLE.md 12). */
export type StepsText = (key: EditorStepsKey, params?: Readonly<Record<string, string | number>>) => string;

/**
 * The steps' texts in the current language, from the `editorSteps` namespace. (The ui
 * package types `t()` for its own namespace only, so this hook types the steps' keys.)
 */
export function useStepsText(): { t: StepsText } {
  const { t: translate, i18n } = useTranslation(EDITOR_STEPS_NAMESPACE as never);
  const language = i18n.language;
  const t = useCallback<StepsText>(
    (key, params) => {
      void language;
      return String(translate(key as never, params as never));
    },
    [translate, language],
  );
  return { t };
}
