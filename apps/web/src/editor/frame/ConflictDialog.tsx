import { Button, Dialog } from '@atelier/ui';
import { useEditorText } from '../i18n/editorI18n';
import { useEditor } from '../store/EditorStoreContext';

/**
 * 001 §4 + the API's 409: a save against a newer version is never silently overwritten. The
 * user reloads the server's version (dropping this tab's changes) or overwrites it with theirs.
 */
export function ConflictDialog({ onReload, onOverwrite }: { onReload: () => void; onOverwrite: () => void }) {
  const text = useEditorText();
  const conflict = useEditor((state) => state.conflict);
  const setConflict = useEditor((state) => state.setConflict);
  return (
    <Dialog
      open={conflict !== null}
      onOpenChange={(open) => !open && setConflict(null)}
      title={text('conflict.title')}
      description={text('conflict.text')}
      size="sm"
      data-testid="editor-conflict"
      footer={
        <>
          <Button onClick={onReload}>{text('conflict.reload')}</Button>
          <Button variant="danger" onClick={onOverwrite}>
            {text('conflict.overwrite')}
          </Button>
        </>
      }
    />
  );
}
