import { useTranslation } from '@atelier/ui';
import { useCallback } from 'react';
import type { SceneTextKey } from './en';
import { SCENE_NAMESPACE } from './index';

export type SceneText = (key: SceneTextKey, params?: Readonly<Record<string, string | number>>) => string;

/** The scene panel's texts in the current language; an unknown key is a type error. */
export function useSceneText(): SceneText {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback<SceneText>(
    (key, params) => {
      void language;
      return i18n.t(key as never, { ...params, ns: SCENE_NAMESPACE, keySeparator: false }) as string;
    },
    [i18n, language],
  );
}
