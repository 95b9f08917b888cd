import { leaveGuard } from '@atelier/domain';
import { ConfirmDialog } from '@atelier/ui';
import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';
import { useMessage } from '../../i18n/storefrontI18n';
import { useEditorText } from '../i18n/editorI18n';
import { useEditor } from '../store/EditorStoreContext';
import { hasUnsavedChanges } from '../store/selectors';

function useGuard() {
  return useEditor((state) =>
    leaveGuard({ editType: state.doc.kind, dirty: hasUnsavedChanges(state), name: state.doc.item.name }),
  );
}

/** In-app navigation with unsaved changes asks first; declining aborts it (react-router's blocker). */
function NavigationBlocker() {
  const m = useMessage();
  const text = useEditorText();
  const question = useGuard().confirmNavigation;
  const saving = useEditor((state) => state.saving !== null);
  // Only leaving the page asks: a change of its query (the quick login) does not.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      question !== null && !saving && currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title={text('leave.title')}
      message={question ? m(question) : ''}
      confirmLabel={text('leave.leave')}
      cancelLabel={text('leave.stay')}
      danger
      onConfirm={() => blocker.state === 'blocked' && blocker.proceed()}
    />
  );
}

/** The browser's own warning when the tab is closed or reloaded with unsaved, named work (001 §5). */
function UnloadWarning() {
  const warn = useGuard().warnOnUnload;
  useEffect(() => {
    if (!warn) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [warn]);
  return null;
}

/**
 * 001 §5, §6 the leave guard (domain leaveGuard): in-app navigation asks 'You have unsaved
 * changes. Are you sure you want to leave?' (in prebuild mode), and the browser warns on unload
 * for edited items with a name. Outside a data router (stories, unit tests) only the latter.
 */
export function LeaveGuard() {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return (
    <>
      {dataRouter && <NavigationBlocker />}
      <UnloadWarning />
    </>
  );
}
