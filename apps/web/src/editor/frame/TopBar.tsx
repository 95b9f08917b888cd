import {
  editorActionLabel,
  editorActions,
  editorBackPath,
  lastSavedLabel,
  message,
  publishBadge,
  saveRequestFor,
  withLoginQuery,
  type EditorAction,
} from '@atelier/domain';
import { Button, ConfirmDialog } from '@atelier/ui';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useViewer } from '../../api/queries';
import { useMessage } from '../../i18n/storefrontI18n';
import { useCurrentUrl } from '../../lib/useCurrentUrl';
import type { EditorDocument } from '../contract';
import { useEditorText } from '../i18n/editorI18n';
import type { EditorSource } from '../load/editorSource';
import { useEditor } from '../store/EditorStoreContext';
import type { EditorItem } from '../store/documentSlice';
import { hasUnsavedChanges } from '../store/selectors';
import type { useEditorSave } from '../save/useEditorSave';
import { HistoryButtons } from './HistoryButtons';
import { useLeave } from './LeaveGuard';

/** 001 §2 the back arrow's target for what is being edited. */
export function backPathOf(doc: EditorDocument, base: EditorItem, source: EditorSource): string {
  if (doc.kind === 'creation') {
    return editorBackPath({
      editType: 'creation',
      creationId: base.id,
      creatorAtName: doc.item.user?.at_name,
      prebuildId: doc.prebuild.id,
      producerAtName: doc.prebuild.producer?.at_name,
    });
  }
  const producerAtName = doc.item.producer?.at_name;
  if (!producerAtName) return '/';
  return editorBackPath({
    editType: 'prebuild',
    producerAtName,
    prebuildId: base.id,
    assetId: source.kind === 'newPrebuild' ? source.assetId : undefined,
  });
}

function LastSaved() {
  const text = useEditorText();
  const m = useMessage();
  const lastSavedAt = useEditor((state) => state.lastSavedAt);
  const saving = useEditor((state) => state.saving);
  const label = lastSavedLabel(lastSavedAt);
  if (saving)
    return (
      <span className="editor-top__saved" role="status">
        {text('topBar.saving')}
      </span>
    );
  return (
    <span className="editor-top__saved" data-testid="editor-last-saved">
      {label.kind === 'never'
        ? m(label.message)
        : text('topBar.savedAt', {
            time: new Date(label.at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
          })}
    </span>
  );
}

/**
 * 001 §2 the top bar: back arrow, the draft / published badge, the last-saved time or 'Never
 * saved', undo / redo, and Save draft + Publish, or Unpublish + Update, when signed in; 'Login
 * to save' (the quick login, keeping the document) when not. Unpublish asks first (001 §4).
 */
export function TopBar({ source, save }: { source: EditorSource; save: ReturnType<typeof useEditorSave> }) {
  const m = useMessage();
  const text = useEditorText();
  const navigate = useNavigate();
  const url = useCurrentUrl();
  const session = useViewer();
  const isDraft = useEditor((state) => state.base.is_draft);
  // A never-saved item has no draft on the server yet: 'Never saved' alone says where it is.
  const neverSaved = useEditor((state) => !state.base.id);
  const saving = useEditor((state) => state.saving);
  const unsaved = useEditor(hasUnsavedChanges);
  const backPath = useEditor((state) => backPathOf(state.doc, state.base, source));
  const leave = useLeave();
  const [confirming, setConfirming] = useState<EditorAction | null>(null);
  const actions = editorActions({ loggedIn: Boolean(session), isDraft });
  const confirmation = confirming ? saveRequestFor(confirming)?.confirmation : null;

  const run = (action: EditorAction) => {
    if (action === 'loginToSave') return void navigate(withLoginQuery(url));
    const request = saveRequestFor(action);
    if (!request) return;
    if (request.confirmation) return setConfirming(action);
    void save(request.mode);
  };

  return (
    <header className="editor-top">
      <div className="editor-top__row">
        <Link
          to={backPath}
          className="editor-top__back"
          aria-label={text('topBar.back')}
          title={text('topBar.back')}
          onClick={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            leave(backPath);
          }}
        >
          <ArrowLeft aria-hidden="true" />
        </Link>
        <span className="editor-top__status">
          {!neverSaved && (
            <span className="editor-badge" data-draft={isDraft || undefined} data-testid="editor-badge">
              {m(publishBadge(isDraft))}
            </span>
          )}
          <LastSaved />
        </span>
        {source.kind === 'creation' && source.beta && (
          <span className="editor-badge">{text('page.beta')}</span>
        )}
        <HistoryButtons />
      </div>
      <div className="editor-top__actions">
        {unsaved && (
          <span className="editor-top__unsaved" data-testid="editor-unsaved">
            {text('topBar.unsaved')}
          </span>
        )}
        {actions.map((action, index) => (
          <Button
            key={action}
            size="sm"
            variant={index === actions.length - 1 ? 'primary' : 'secondary'}
            loading={saving !== null && saveRequestFor(action)?.mode === saving}
            disabled={saving !== null}
            onClick={() => run(action)}
            data-action={action}
          >
            {m(editorActionLabel(action))}
          </Button>
        ))}
      </div>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={text('unpublish.title')}
        message={confirmation ? m(confirmation) : ''}
        confirmLabel={m(message('editor.unpublish'))}
        danger
        onConfirm={() => {
          const request = confirming ? saveRequestFor(confirming) : null;
          setConfirming(null);
          if (request) void save(request.mode);
        }}
      />
    </header>
  );
}
