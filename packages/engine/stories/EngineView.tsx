import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  createStoryViewer,
  type StoryDesign,
  type StoryViewer,
  type StoryViewerState,
} from './engine-driver';
import { demoAssetBase, loadCatalog, type DemoCatalog } from './demo-designs';

export interface EngineViewProps {
  /** Builds the design to show from the demo catalogue. */
  build: (catalog: DemoCatalog) => StoryDesign;
  /** Changes when the design does (the story's args); a new key shows the new design. */
  designKey: string;
  /** Shows a Capture button that renders the design at this size. */
  captureSize?: readonly [number, number];
  /** The story's own controls (e.g. colourway swatches), under the view. */
  children?: ReactNode;
}

/**
 * The real engine on a canvas, showing a demo design. Its state is on `data-state`
 * (`loading`, `ready`, `error`), `data-first-frame` (a frame with the garment was drawn)
 * and `data-applied` (the design key last applied), which the story test waits for.
 */
export function EngineView({ build, designKey, captureSize, children }: EngineViewProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const viewerRef = useRef<StoryViewer | null>(null);
  const buildRef = useRef(build);
  const [state, setState] = useState<StoryViewerState>('loading');
  const [message, setMessage] = useState('');
  const [firstFrame, setFirstFrame] = useState(false);
  const [capture, setCapture] = useState<string | null>(null);
  const [applied, setApplied] = useState<string | null>(null);

  useEffect(() => {
    buildRef.current = build;
  });

  useEffect(() => {
    const viewer = createStoryViewer(canvasRef.current!, demoAssetBase(), {
      onState(next, text) {
        setState(next);
        setMessage(text ?? '');
      },
      onFirstFrame: () => setFirstFrame(true),
    });
    viewerRef.current = viewer;
    return () => {
      viewerRef.current = null;
      viewer.dispose();
    };
  }, []);

  useEffect(() => {
    let current = true;
    loadCatalog().then(
      (catalog) => {
        if (!current || !viewerRef.current) return;
        void viewerRef.current.show(buildRef.current(catalog)).then(() => {
          if (current) setApplied(designKey);
        });
      },
      (error: unknown) => {
        setState('error');
        setMessage(error instanceof Error ? error.message : String(error));
      },
    );
    return () => {
      current = false;
    };
  }, [designKey]);

  useEffect(() => () => void (capture && URL.revokeObjectURL(capture)), [capture]);

  const takeCapture = async () => {
    if (!captureSize || !viewerRef.current) return;
    const blob = await viewerRef.current.capture(captureSize);
    setCapture(URL.createObjectURL(blob));
  };

  return (
    <div
      data-testid="engine-view"
      data-state={state}
      data-first-frame={firstFrame ? 'true' : 'false'}
      data-applied={applied ?? ''}
      style={{ display: 'grid', gap: 'var(--space-3, 12px)', maxWidth: 640 }}
    >
      <div style={{ width: 640, height: 400, position: 'relative' }}>
        <canvas ref={canvasRef} style={{ width: '100%', height: '100%', display: 'block' }} />
      </div>
      <p role="status">
        {state === 'error' ? `Error: ${message}` : state === 'ready' ? 'Design shown' : 'Loading…'}
      </p>
      {children}
      {captureSize && (
        <div>
          <button type="button" onClick={() => void takeCapture()} disabled={state !== 'ready'}>
            Capture {captureSize[0]}x{captureSize[1]}
          </button>
          {capture && <img src={capture} alt="Capture" style={{ display: 'block', maxWidth: 320 }} />}
        </div>
      )}
    </div>
  );
}
