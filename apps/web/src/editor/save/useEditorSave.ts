import { message, type SaveMode } from '@atelier/domain';
import { useToast } from '@atelier/ui';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useViewer } from '../../api/queries';
import { useMessage } from '../../i18n/storefrontI18n';
import { useEditorStoreApi } from '../store/EditorStoreContext';
import { ownEditPath, viewPathAfterSave } from './afterSave';
import { saveDocument } from './saveDocument';

/**
 * Saves with a mode and tells the user, in the specification's words (001 §5, §8): a failed
 * check alerts and jumps to its step; an upload failure says 'Error uploading banner' and the
 * save fails with 'Error uploading image'; success says 'Update successfully' with 'Back to
 * view'; a first save goes to the item's own edit page; a 409 opens the conflict dialog.
 * `onSaved` lets the page drop the draft kept for a new item.
 */
export function useEditorSave(onCreated?: () => Promise<void> | void) {
  const store = useEditorStoreApi();
  const session = useViewer();
  const toast = useToast();
  const m = useMessage();
  const navigate = useNavigate();

  return useCallback(
    async (mode: SaveMode, overwriteVersion?: string | null) => {
      if (!session || store.getState().saving) return;
      // Fill Mode previews answers on the design: the creator's own design is what is saved.
      store.getState().leaveFillMode?.();
      const failed = (text: string) =>
        toast.show({ tone: 'error', message: m(message('editor.toast.saveFailed', { message: text })) });
      store.getState().setSaving(mode);
      try {
        const outcome = await saveDocument(store, { mode, userId: session.user.id, overwriteVersion });
        switch (outcome.kind) {
          case 'invalid':
            store.getState().goTo(outcome.issue.step);
            toast.show({ tone: 'error', message: m(outcome.issue.message) });
            return;
          case 'uploadFailed':
            toast.show({ tone: 'error', message: m(message('editor.toast.uploadBannerFailed')) });
            failed(m(message('editor.toast.uploadImageFailed')));
            return;
          case 'conflict':
            store.getState().setConflict({ mode, currentVersion: outcome.currentVersion });
            return;
          case 'failed':
            failed(outcome.message);
            return;
          case 'saved': {
            const { doc } = store.getState();
            store.getState().markSaved(outcome.item);
            store.getState().setConflict(null);
            store.getState().setRestoredDraft(false);
            const version =
              (outcome.item as { updatedAt?: string; updated_at?: string }).updatedAt ??
              (outcome.item as { updated_at?: string }).updated_at ??
              new Date().toISOString();
            store.getState().setLastSavedAt(version);
            const view = viewPathAfterSave(doc, outcome.item, session.user.at_name);
            toast.show({
              tone: 'success',
              message: m(message('editor.toast.saved')),
              ...(view
                ? {
                    action: {
                      label: m(message('editor.toast.backToView')),
                      onClick: () => void navigate(view),
                    },
                  }
                : {}),
            });
            if (outcome.created) {
              await onCreated?.();
              const own = ownEditPath(doc, outcome.item, session.user.at_name);
              if (own) void navigate(own, { replace: true });
            }
            return;
          }
        }
      } finally {
        store.getState().setSaving(null);
      }
    },
    [store, session, toast, m, navigate, onCreated],
  );
}
