import { useTranslation } from '@atelier/ui';
import { useCallback } from 'react';
import type { DecalsKey } from './en';

/** Translates a key of the decal panel's catalogue; an unknown key is a type error (STYLE.md 12). */
export type DecalsText = (key: DecalsKey, params?: Readonly<Record<string, string | number>>) => string;

/** The decal panel's texts in the current language (namespace `editorDecals`). */
export function useDecalsText(): DecalsText {
  const { t, i18n } = useTranslation('editorDecals' as never);
  const language = i18n.language;
  return useCallback<DecalsText>(
    (key, params) => {
      void language;
      return String(t(key as never, params as never));
    },
    [t, language],
  );
}
