import { createViewer, type AtelierViewer } from '@atelier/embed';
import type { FormAnswerMap } from '@atelier/schema';
import { Button, useTranslation } from '@atelier/ui';
import { RotateCcw } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';

type ViewerState =
  { kind: 'loading'; ratio: number } | { kind: 'ready' } | { kind: 'failed'; message: string };

/**
 * 000 §2 the 3D (optic) view: the viewer iframe made by the embed SDK, the same client
 * partner sites use; the storefront never loads three.js itself. Mounted only when the
 * 3D view is asked for.
 */
export function Viewer3D({
  creationId,
  name,
  answers,
  onViewer,
}: {
  creationId: string;
  name: string;
  /** Issue 20: the connected viewer (null once gone), for a saved design's capture. */
  onViewer?: (viewer: AtelierViewer | null) => void;
  /** Issue 17: the shopper's answers, applied by the viewer (with the domain) as they change. */
  answers?: FormAnswerMap;
}) {
  const { t } = useTranslation();
  const frame = useRef<HTMLDivElement>(null);
  const viewer = useRef<AtelierViewer | null>(null);
  const [state, setState] = useState<ViewerState>({ kind: 'loading', ratio: 0 });
  // `loaded` can arrive before createViewer resolves; the controls need both.
  const [connected, setConnected] = useState(false);
  const instanceId = useMemo(() => `web${creationId.replace(/[^A-Za-z0-9]/g, '').slice(-12)}`, [creationId]);
  const title = t('detail.viewer', { name });

  useEffect(() => {
    const container = frame.current;
    if (!container) return;
    const abort = new AbortController();
    setState({ kind: 'loading', ratio: 0 });
    setConnected(false);
    createViewer(container, {
      origin: location.origin,
      creationId,
      instanceId,
      title,
      signal: abort.signal,
      // Given at creation: the viewer reports progress while the handshake is pending.
      on: {
        progress: (progress) => setState({ kind: 'loading', ratio: progress.ratio }),
        loaded: () => setState({ kind: 'ready' }),
        error: (error) => setState({ kind: 'failed', message: error.message }),
      },
      onHandlerError: () => {},
    }).then(
      (created) => {
        viewer.current = created;
        setConnected(true);
        onViewer?.(created);
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        setState({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      abort.abort();
      viewer.current = null;
      onViewer?.(null);
    };
    // The title only names the frame; a language switch must not reload the viewer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [creationId, instanceId]);

  // Issue 17: the garment follows the answers live. One message per animation frame (a
  // cancelled frame drops a stale one, so the latest wins); a (re)connected viewer gets the
  // current answers since `connected` turning true runs this again.
  useEffect(() => {
    if (!connected || !answers) return;
    const frameId = requestAnimationFrame(() => {
      void viewer.current?.setFormAnswers({ answers }).catch(() => {});
    });
    return () => cancelAnimationFrame(frameId);
  }, [answers, connected]);

  useEffect(() => {
    const iframe = frame.current?.querySelector('iframe');
    if (iframe) iframe.title = title;
  }, [title, state.kind]);

  return (
    <div className="viewer3d" data-state={state.kind}>
      {/* The controls come first, so Tab reaches them before the viewer's own frame. */}
      <div className="viewer3d__controls">
        {state.kind === 'loading' && (
          <div className="viewer3d__status" role="status">
            {t('detail.viewerLoading')}
            {state.ratio > 0 && <span className="price"> {Math.round(state.ratio * 100)}%</span>}
          </div>
        )}
        {state.kind === 'failed' && (
          <div className="viewer3d__status" role="alert">
            {t('detail.viewerFailed')}
          </div>
        )}
        {state.kind === 'ready' && connected && (
          <Button
            className="viewer3d__reset"
            icon={<RotateCcw />}
            aria-label={t('detail.resetView')}
            title={t('detail.resetView')}
            onClick={() => void viewer.current?.resetViewport().catch(() => {})}
          />
        )}
      </div>
      <div ref={frame} className="viewer3d__frame" />
    </div>
  );
}
