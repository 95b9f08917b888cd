import { Button } from '@atelier/ui';
import { History } from 'lucide-react';
import { useEditorText } from '../i18n/editorI18n';
import { useEditor } from '../store/EditorStoreContext';

/** Says the document is unsaved work restored from an earlier visit, and offers to discard it. */
export function RestoredNotice({ onDiscard }: { onDiscard: () => void }) {
  const text = useEditorText();
  const restored = useEditor((state) => state.restoredDraft);
  const setRestored = useEditor((state) => state.setRestoredDraft);
  if (!restored) return null;
  return (
    <div className="editor-restored" role="status" data-testid="editor-restored">
      <History aria-hidden="true" />
      <p>{text('draft.restored')}</p>
      <span className="editor-restored__actions">
        <Button size="sm" variant="ghost" onClick={() => setRestored(false)}>
          {text('draft.keep')}
        </Button>
        <Button size="sm" onClick={onDiscard}>
          {text('draft.discard')}
        </Button>
      </span>
    </div>
  );
}
