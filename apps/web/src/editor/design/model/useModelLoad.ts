import type { AtelierViewer } from '@atelier/embed';
import { useCallback, useEffect, useState } from 'react';

/** How the viewer's model load goes, from its `progress`, `loaded` and `error` events (docs/protocol.md). */
export type ModelLoad =
  | { readonly state: 'idle' }
  | { readonly state: 'loading'; readonly ratio: number }
  | { readonly state: 'loaded' }
  | { readonly state: 'failed' };

/**
 * Follows the viewer's loading: `expectLoad` (called when a model is chosen) shows the bar at
 * once, before the first `progress` event arrives; `loaded` or `error` ends it.
 */
export function useModelLoad(viewer: Pick<AtelierViewer, 'on'> | null): {
  load: ModelLoad;
  expectLoad: () => void;
} {
  const [load, setLoad] = useState<ModelLoad>({ state: 'idle' });
  useEffect(() => {
    if (!viewer) return;
    const offs = [
      viewer.on('progress', (data) => setLoad({ state: 'loading', ratio: data.ratio })),
      viewer.on('loaded', () =>
        setLoad((current) => (current.state === 'idle' ? current : { state: 'loaded' })),
      ),
      viewer.on('error', () => setLoad({ state: 'failed' })),
    ];
    return () => offs.forEach((off) => off());
  }, [viewer]);
  const expectLoad = useCallback(() => setLoad({ state: 'loading', ratio: 0 }), []);
  return { load, expectLoad };
}
