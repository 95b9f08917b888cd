import { createViewer, type AtelierViewer } from '@atelier/embed';
import { Button, Dialog } from '@atelier/ui';
import { Keyboard, RotateCcw } from 'lucide-react';
import { memo, useEffect, useRef, useState, type ReactNode } from 'react';
import { EditorViewerContext } from '../contract';
import { useEditorText } from '../i18n/editorI18n';
import { useMessage } from '../../i18n/storefrontI18n';
import { useEditorStoreApi } from '../store/EditorStoreContext';
import { syncViewer } from './viewerSync';

type ViewerStatus = { kind: 'loading'; ratio: number } | { kind: 'ready' } | { kind: 'failed' };

interface Shortcut {
  action: string;
  keys: string[];
  description: string;
}

/**
 * The iframe's container: rendered once and never again (memo with no props that change), so
 * nothing the editor does re-renders the viewer's frame.
 */
const ViewerFrame = memo(function ViewerFrame({
  frameRef,
}: {
  frameRef: React.RefObject<HTMLDivElement | null>;
}) {
  return <div ref={frameRef} className="editor-viewer__frame" data-testid="editor-viewer-frame" />;
});

/**
 * 001 §2 the editor's 3D viewer: the embed client on the viewer iframe in editor mode (no
 * creation id: the editor sends the design), with the Shortcuts help and Reset Viewport. The
 * frame hands the connected viewer (onViewer) to the steps through EditorViewerContext, which
 * wraps the whole editor: the panel is the viewer's sibling, not its child. It reads the store outside rendering
 * (syncViewer), so typing in a field never re-renders it.
 */
export function EditorViewer({
  children,
  onViewer,
}: {
  children?: ReactNode;
  /** Told when the viewer connects (and null when it goes), so the frame can give it to the steps. */
  onViewer?: (viewer: AtelierViewer | null) => void;
}) {
  const text = useEditorText();
  const m = useMessage();
  const store = useEditorStoreApi();
  const frame = useRef<HTMLDivElement>(null);
  const [viewer, setViewer] = useState<AtelierViewer | null>(null);
  const [status, setStatus] = useState<ViewerStatus>({ kind: 'loading', ratio: 0 });
  const [shortcuts, setShortcuts] = useState<Shortcut[] | null>(null);
  const title = text('viewer.title');

  useEffect(() => {
    const container = frame.current;
    if (!container) return;
    const abort = new AbortController();
    let stopSync: (() => void) | null = null;
    createViewer(container, {
      origin: location.origin,
      instanceId: `editor${Math.random().toString(36).slice(2, 8)}`,
      title,
      signal: abort.signal,
      on: {
        progress: (progress) => setStatus({ kind: 'loading', ratio: progress.ratio }),
        loaded: () => setStatus({ kind: 'ready' }),
        error: () => setStatus({ kind: 'failed' }),
      },
      onHandlerError: () => {},
    }).then(
      (created) => {
        stopSync = syncViewer(store, created);
        setViewer(created);
        onViewer?.(created);
      },
      () => {
        if (!abort.signal.aborted) setStatus({ kind: 'failed' });
      },
    );
    return () => {
      stopSync?.();
      abort.abort();
      setViewer(null);
      onViewer?.(null);
    };
    // The title only names the frame; a language switch must not reload the viewer. onViewer is
    // the frame's state setter (stable).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store]);

  useEffect(() => {
    const iframe = frame.current?.querySelector('iframe');
    if (iframe) iframe.title = title;
  }, [title, viewer]);

  const openShortcuts = () => {
    if (!viewer) return;
    viewer.getShortcuts().then(
      (list) => setShortcuts(list),
      () => setShortcuts([]),
    );
  };

  return (
    <EditorViewerContext.Provider value={viewer}>
      <section className="editor-viewer" aria-label={title} data-state={status.kind}>
        <div className="editor-viewer__controls">
          {status.kind === 'loading' && (
            <p className="editor-viewer__status" role="status">
              {text('viewer.loading')}
              {status.ratio > 0 && <span className="price"> {Math.round(status.ratio * 100)}%</span>}
            </p>
          )}
          {status.kind === 'failed' && (
            <p className="editor-viewer__status" role="alert">
              {text('viewer.failed')}
            </p>
          )}
          {viewer && (
            <>
              <Button size="sm" icon={<Keyboard />} onClick={openShortcuts} data-testid="editor-shortcuts">
                {m({ key: 'editor.shortcuts' })}
              </Button>
              <Button
                size="sm"
                icon={<RotateCcw />}
                onClick={() => void viewer.resetViewport({}).catch(() => {})}
                data-testid="editor-reset-viewport"
              >
                {m({ key: 'editor.resetViewport' })}
              </Button>
            </>
          )}
        </div>
        <ViewerFrame frameRef={frame} />
        {children}
      </section>
      <Dialog
        open={shortcuts !== null}
        onOpenChange={(open) => !open && setShortcuts(null)}
        title={m({ key: 'editor.shortcuts' })}
        size="sm"
      >
        {shortcuts && shortcuts.length === 0 ? (
          <p>{text('viewer.shortcutsEmpty')}</p>
        ) : (
          <dl className="editor-shortcuts">
            {(shortcuts ?? []).map((shortcut) => (
              <div key={shortcut.action} className="editor-shortcuts__row">
                <dt>
                  {shortcut.keys.map((key) => (
                    <kbd key={key}>{key}</kbd>
                  ))}
                </dt>
                <dd>{shortcut.description}</dd>
              </div>
            ))}
          </dl>
        )}
      </Dialog>
    </EditorViewerContext.Provider>
  );
}
