import { defaultStep } from '@atelier/domain';
import type { AtelierViewer } from '@atelier/embed';
import { useCallback, useEffect, useState } from 'react';
import { useViewer } from '../../api/queries';
import { EditorViewerContext } from '../contract';
import { loadEditorDocument } from '../load/loadEditorDocument';
import type { EditorSource } from '../load/editorSource';
import { keepDraft } from '../persistence/draftWriter';
import type { DraftStorage } from '../persistence/draftStorage';
import { versionOf } from '../save/changedFields';
import { useEditorSave } from '../save/useEditorSave';
import { useEditorText } from '../i18n/editorI18n';
import { useEditorStoreApi } from '../store/EditorStoreContext';
import { EditorViewer } from '../viewer/EditorViewer';
import { ConflictDialog } from './ConflictDialog';
import { useUndoShortcuts } from './HistoryButtons';
import { LeaveGuardProvider } from './LeaveGuard';
import { RestoredNotice } from './RestoredNotice';
import { StepContent } from './StepContent';
import { StepNav } from './StepNav';
import { Stepper } from './Stepper';
import { TopBar } from './TopBar';

/**
 * 001 §2 the editor's layout: the viewer on the left, the 400 px panel on the right (full
 * width on small screens) with the top bar, the stepper, the step content and previous / next.
 * Keeps the document in the local draft as it changes and resolves save conflicts.
 */
export function EditorFrame({
  source,
  draftKey,
  storage,
}: {
  source: EditorSource;
  draftKey: string;
  storage: DraftStorage;
}) {
  const store = useEditorStoreApi();
  const session = useViewer();
  const text = useEditorText();
  // The connected viewer, for the steps (captures): set once when it connects.
  const [viewer, setViewer] = useState<AtelierViewer | null>(null);
  useUndoShortcuts();

  useEffect(() => {
    const keeper = keepDraft(store, storage, () => draftKey);
    return () => void keeper.stop();
  }, [store, storage, draftKey]);

  const save = useEditorSave(
    useCallback(async () => {
      // A new item's draft was kept under what it started from; it now has its own page.
      await storage.remove(draftKey).catch(() => undefined);
    }, [storage, draftKey]),
  );

  /** The server's version replaces the document (discarding the draft, or after a conflict). */
  const reload = useCallback(async () => {
    const loaded = await loadEditorDocument(source, session ?? null, Date.now());
    if (!loaded.ok) return null;
    const state = store.getState();
    state.replaceDocument(loaded.doc, loaded.base);
    state.setLastSavedAt(loaded.base.id ? versionOf(loaded.doc.kind, loaded.base) : null);
    state.setRestoredDraft(false);
    state.setConflict(null);
    if (!loaded.base.id) state.goTo(defaultStep(loaded.base));
    await storage.remove(draftKey).catch(() => undefined);
    return loaded;
  }, [source, session, store, storage, draftKey]);

  const overwrite = useCallback(async () => {
    const conflict = store.getState().conflict;
    if (!conflict) return;
    let version = conflict.currentVersion;
    if (!version) {
      const loaded = await loadEditorDocument(source, session ?? null, Date.now());
      version = loaded.ok ? versionOf(loaded.doc.kind, loaded.base) : null;
    }
    store.getState().setConflict(null);
    await save(conflict.mode, version);
  }, [store, source, session, save]);

  return (
    <LeaveGuardProvider>
      <EditorViewerContext.Provider value={viewer}>
        <div className="editor">
          <EditorViewer onViewer={setViewer} />
          <aside className="editor-panel" aria-label={text('page.title')}>
            <TopBar source={source} save={save} />
            <RestoredNotice onDiscard={() => void reload()} />
            <Stepper />
            <StepContent />
            <StepNav />
          </aside>
          <ConflictDialog onReload={() => void reload()} onOverwrite={() => void overwrite()} />
        </div>
      </EditorViewerContext.Provider>
    </LeaveGuardProvider>
  );
}
