import { Button } from '@atelier/ui';
import { Redo2, Undo2 } from 'lucide-react';
import { useEffect } from 'react';
import { useEditorText } from '../i18n/editorI18n';
import { useEditorHistory, useEditorStoreApi } from '../store/EditorStoreContext';

/** Whether a key event comes from a text field, whose own undo the browser keeps. */
const isTextEntry = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    (target instanceof HTMLInputElement && !['checkbox', 'radio', 'range', 'button'].includes(target.type)));

/**
 * Ctrl+Z undoes and Ctrl+Shift+Z (or Ctrl+Y) redoes a document change, anywhere in the editor
 * but inside a text field being typed in (the field's own undo comes first there).
 */
export function useUndoShortcuts() {
  const store = useEditorStoreApi();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || isTextEntry(event.target)) return;
      const key = event.key.toLowerCase();
      const history = store.temporal.getState();
      if (key === 'z' && !event.shiftKey) {
        event.preventDefault();
        history.undo();
      } else if ((key === 'z' && event.shiftKey) || key === 'y') {
        event.preventDefault();
        history.redo();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store]);
}

/** Undo and redo buttons over the document's history (every change, panels included). */
export function HistoryButtons() {
  const text = useEditorText();
  const store = useEditorStoreApi();
  const canUndo = useEditorHistory((history) => history.pastStates.length > 0);
  const canRedo = useEditorHistory((history) => history.futureStates.length > 0);
  return (
    <span className="editor-history">
      <Button
        size="sm"
        variant="ghost"
        icon={<Undo2 />}
        aria-label={text('history.undo')}
        title={`${text('history.undo')} (Ctrl+Z)`}
        disabled={!canUndo}
        onClick={() => store.temporal.getState().undo()}
        data-testid="editor-undo"
      />
      <Button
        size="sm"
        variant="ghost"
        icon={<Redo2 />}
        aria-label={text('history.redo')}
        title={`${text('history.redo')} (Ctrl+Shift+Z)`}
        disabled={!canRedo}
        onClick={() => store.temporal.getState().redo()}
        data-testid="editor-redo"
      />
    </span>
  );
}
