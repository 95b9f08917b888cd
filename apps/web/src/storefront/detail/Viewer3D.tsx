import { ProtocolClient, viewerUrl, windowTransport } from '@atelier/protocol/client';
import { Button, useTranslation } from '@atelier/ui';
import { RotateCcw } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';

type ViewerState =
  { kind: 'loading'; ratio: number } | { kind: 'ready' } | { kind: 'failed'; message: string };

/**
 * 000 §2 the 3D (optic) view: the viewer iframe driven through the protocol client; the
 * storefront never loads three.js itself. Mounted only when the 3D view is asked for.
 */
export function Viewer3D({ creationId, name }: { creationId: string; name: string }) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const client = useRef<ProtocolClient | null>(null);
  const [state, setState] = useState<ViewerState>({ kind: 'loading', ratio: 0 });
  const instanceId = useMemo(() => `web${creationId.replace(/[^A-Za-z0-9]/g, '').slice(-12)}`, [creationId]);
  const src = useMemo(
    () => viewerUrl(location.origin, { creationId, instanceId, hostOrigin: location.origin }),
    [creationId, instanceId],
  );

  useEffect(() => {
    const iframe = frame.current;
    if (!iframe) return;
    const loaded = new Promise((resolve) => iframe.addEventListener('load', resolve, { once: true }));
    const protocol = new ProtocolClient({
      transport: windowTransport(window, () => iframe.contentWindow),
      viewerOrigin: location.origin,
      instanceId,
      onHandlerError: () => {},
    });
    client.current = protocol;
    const stops = [
      protocol.on('progress', (progress) => setState({ kind: 'loading', ratio: progress.ratio })),
      protocol.on('loaded', () => setState({ kind: 'ready' })),
      protocol.on('error', (error) => setState({ kind: 'failed', message: error.message })),
    ];
    protocol
      .connect({ startAfter: loaded, retryMs: 500 })
      .catch((error: unknown) =>
        setState({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
      );
    return () => {
      for (const stop of stops) stop();
      protocol.destroy();
      client.current = null;
    };
  }, [instanceId]);

  return (
    <div className="viewer3d" data-state={state.kind}>
      <iframe
        ref={frame}
        src={src}
        title={t('detail.viewer', { name })}
        allow="fullscreen; xr-spatial-tracking"
      />
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
      {state.kind === 'ready' && (
        <Button
          className="viewer3d__reset"
          size="sm"
          icon={<RotateCcw />}
          aria-label={t('detail.resetView')}
          onClick={() => void client.current?.call('resetViewport', {}).catch(() => {})}
        />
      )}
    </div>
  );
}
