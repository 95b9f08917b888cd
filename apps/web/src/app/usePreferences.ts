import { useTranslation } from '@atelier/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { api } from '../api/endpoints';
import { applyLanguage } from '../i18n/storefrontI18n';
import { queryKeys, useViewer } from '../api/queries';
import type { Session } from '../api/types';
import {
  fromServerPreferences,
  saveGuestPreferences,
  toServerPreferences,
  type PreferenceValues,
} from '../store/preferences';
import { useAppStore } from '../store/store';
import { applyDocumentLanguage } from '../i18n/documentLanguage';

/**
 * Changes preferences: on this device always, and for a signed-in user on the server too, so
 * they follow the user to other devices (000 §2 "persisted for the user and for guests locally").
 */
export function usePreferenceUpdater() {
  const setPreferences = useAppStore((state) => state.setPreferences);
  const session = useViewer();
  const client = useQueryClient();
  return useCallback(
    (patch: Partial<PreferenceValues>) => {
      setPreferences(patch);
      saveGuestPreferences(useAppStore.getState().preferences);
      const serverPatch = toServerPreferences(patch);
      if (session && Object.keys(serverPatch).length > 0) {
        api
          .updatePreferences(serverPatch)
          .then(({ preferences }) =>
            client.setQueryData<Session | null>(queryKeys.session, (current) =>
              current ? { ...current, user: { ...current.user, preferences } } : current,
            ),
          )
          .catch(() => {
            // Kept on this device; the server copy catches up with the next change.
          });
      }
    },
    [setPreferences, session, client],
  );
}

/** Applies the language to i18next and the document, and the account's preferences on sign-in. */
export function usePreferenceEffects() {
  const { i18n } = useTranslation();
  const language = useAppStore((state) => state.preferences.language);
  const setPreferences = useAppStore((state) => state.setPreferences);
  const session = useViewer();
  const appliedFor = useRef<string | null>(null);

  useEffect(() => {
    const userId = session?.user.id ?? null;
    if (userId === appliedFor.current) return;
    appliedFor.current = userId;
    if (session) setPreferences(fromServerPreferences(session.user.preferences));
  }, [session, setPreferences]);

  useEffect(() => {
    let current = true;
    void applyLanguage(i18n, language).then(() => {
      if (current) applyDocumentLanguage(language);
    });
    return () => {
      current = false;
    };
  }, [i18n, language]);
}
