import { applyCapturedImages, autoCapturePlates, captureInfoOf, plateBatches } from '@atelier/domain';
import type { MediaPlate } from '@atelier/schema';
import { useCallback, useRef, useState } from 'react';
import type { ChangeDocument } from '../../contract';
import { useEditorViewer } from '../../contract';

/**
 * Plates per `captureMediaPlates` call: the protocol's limit (MAX_CAPTURED_PLATES in @atelier/protocol), since each
 * image may be 4096 px and one reply must stay within what a page holds.
 */
const PLATES_PER_CAPTURE = 12;

export type CaptureProgress =
  | { readonly state: 'idle' }
  | { readonly state: 'capturing'; readonly done: number; readonly total: number }
  | { readonly state: 'done'; readonly count: number }
  | { readonly state: 'failed'; readonly message: string };

/**
 * 001 §3, §7 captures through the editor's viewer: 'Refresh all capture image' renders every
 * auto-capture plate (in batches the protocol allows), and a pro-mode manual capture renders
 * one plate. Each image is stored as a data URL in its plate's url, in one undoable change per
 * refresh; the frame uploads data URLs when it saves.
 */
/**
 * How long one batch of captures may take. Each plate is a full render at its own size (1920 x
 * 1080 by default); without a GPU (software WebGL) or on a busy machine that is many seconds
 * per plate, far beyond the protocol's usual 10 s answer time.
 */
export const CAPTURE_TIMEOUT_MS = 120_000;

export function useCaptures(plates: readonly MediaPlate[], change: ChangeDocument) {
  const viewer = useEditorViewer();
  const [progress, setProgress] = useState<CaptureProgress>({ state: 'idle' });
  const running = useRef(false);

  const capture = useCallback(
    async (targets: readonly MediaPlate[], label: string) => {
      if (viewer === null || running.current || targets.length === 0) return;
      running.current = true;
      const captured: { id: number; url: string }[] = [];
      setProgress({ state: 'capturing', done: 0, total: targets.length });
      try {
        for (const batch of plateBatches(targets, PLATES_PER_CAPTURE)) {
          const results = await viewer.captureMediaPlates(
            { plates: batch },
            { timeoutMs: CAPTURE_TIMEOUT_MS },
          );
          for (const result of results) captured.push({ id: result.id, url: result.image.dataUrl });
          setProgress({ state: 'capturing', done: captured.length, total: targets.length });
        }
        change((doc) => {
          doc.item.waterflow_config.media_placement = applyCapturedImages(
            doc.item.waterflow_config.media_placement,
            captured,
          );
        }, label);
        setProgress({ state: 'done', count: captured.length });
      } catch (error) {
        setProgress({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
      } finally {
        running.current = false;
      }
    },
    [viewer, change],
  );

  const refreshAll = useCallback(
    () => capture(autoCapturePlates(plates), 'Refresh all capture image'),
    [capture, plates],
  );

  /** A manual capture: the viewer captures only auto-capture plates, so this one is sent as one. */
  const captureOne = useCallback(
    (plate: MediaPlate) =>
      capture(
        [{ ...plate, captureInfo: { ...captureInfoOf(plate), auto_capture: true } }],
        'Capture media plate',
      ),
    [capture],
  );

  return {
    viewerReady: viewer !== null,
    viewer,
    progress,
    refreshAll,
    captureOne,
    autoCaptureCount: autoCapturePlates(plates).length,
  };
}
