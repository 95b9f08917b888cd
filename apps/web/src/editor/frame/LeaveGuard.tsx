import { leaveGuard } from '@atelier/domain';
import { ConfirmDialog } from '@atelier/ui';
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useMessage } from '../../i18n/storefrontI18n';
import { useEditorText } from '../i18n/editorI18n';
import { useEditor, useEditorStoreApi } from '../store/EditorStoreContext';
import { hasUnsavedChanges } from '../store/selectors';
import { useBackGuard } from './useBackGuard';
import type { EditorState } from '../store/editorState';

/** The pending way out when it is the browser's Back button. */
const BACK = '\u0000back';

const guardOf = (state: EditorState) =>
  leaveGuard({ editType: state.doc.kind, dirty: hasUnsavedChanges(state), name: state.doc.item.name });

/** Leaves the editor for `to`, asking first when the leave guard says so. */
type Leave = (to: string) => void;

const LeaveContext = createContext<Leave | null>(null);

/** The editor's way out (back arrow, 'Back to view'): asks first with unsaved changes. */
export function useLeave(): Leave {
  const navigate = useNavigate();
  return useContext(LeaveContext) ?? ((to: string) => void navigate(to));
}

/**
 * 001 §5, §6 the leave guard (domain leaveGuard). The editor's own ways out ask 'You have
 * unsaved changes. Are you sure you want to leave?' (declining stays), and the browser warns
 * on unload for edited items with a name. The browser's Back asks the same question
 * (useBackGuard: react-router's useBlocker needs its data router, which would push the
 * storefront's first bundle over its 150 kB budget).
 */
export function LeaveGuardProvider({ children }: { children: ReactNode }) {
  const m = useMessage();
  const text = useEditorText();
  const navigate = useNavigate();
  const store = useEditorStoreApi();
  // Where the user is going: an address, or 'back' for the browser's Back button.
  const [pending, setPending] = useState<string | null>(null);
  // Select plain values: the guard's question is a fresh message object on every call, and a
  // selector answering a new object each time makes React re-render without end.
  const asks = useEditor((state) => guardOf(state).confirmNavigation !== null);
  const warnOnUnload = useEditor((state) => guardOf(state).warnOnUnload);
  const question = asks ? guardOf(store.getState()).confirmNavigation : null;
  const back = useBackGuard(asks, () => setPending(BACK));

  const leave = useCallback<Leave>(
    (to) => {
      if (guardOf(store.getState()).confirmNavigation) setPending(to);
      else void navigate(to);
    },
    [store, navigate],
  );

  useEffect(() => {
    if (!warnOnUnload) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [warnOnUnload]);

  return (
    <LeaveContext.Provider value={leave}>
      {children}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (open) return;
          // Declining a Back keeps the editor's guard entry on top for the next one.
          if (pending === BACK) back.stay();
          setPending(null);
        }}
        title={text('leave.title')}
        message={question ? m(question) : ''}
        confirmLabel={text('leave.leave')}
        cancelLabel={text('leave.stay')}
        danger
        onConfirm={() => {
          const to = pending;
          setPending(null);
          if (to === BACK) back.leave();
          else if (to) void navigate(to);
        }}
      />
    </LeaveContext.Provider>
  );
}
