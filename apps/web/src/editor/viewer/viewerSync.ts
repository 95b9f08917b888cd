import { diffDesign, patchedSections } from '@atelier/domain';
import type { AtelierViewer, DesignDocument } from '@atelier/embed';
import type { EditorStore } from '../store/editorStore';
import { designOf } from './designOf';

/** Schedules work before the next frame (requestAnimationFrame); returns the cancel function. */
export type FrameScheduler = (work: () => void) => () => void;

export const nextFrame: FrameScheduler = (work) => {
  const handle = requestAnimationFrame(() => work());
  return () => cancelAnimationFrame(handle);
};

/**
 * Sends the store's design to the viewer: the whole design once (setDesign), then, batched per
 * animation frame, a patch of only the sections that changed since the last one sent (domain
 * diffDesign), so a change reaches the viewer within a frame and typing sends nothing when the
 * design did not change. Runs outside React: no component re-renders for it.
 */
export function syncViewer(
  store: EditorStore,
  viewer: Pick<AtelierViewer, 'setDesign' | 'patchDesign'>,
  options: { schedule?: FrameScheduler; onError?: (error: unknown) => void } = {},
): () => void {
  const schedule = options.schedule ?? nextFrame;
  const onError = options.onError ?? (() => {});
  let sent: DesignDocument = designOf(store.getState().doc);
  let cancel: (() => void) | null = null;
  let stopped = false;
  viewer.setDesign(sent).catch(onError);

  const flush = () => {
    cancel = null;
    if (stopped) return;
    const next = designOf(store.getState().doc);
    const patch = diffDesign(sent, next);
    sent = next;
    if (patchedSections(patch).length > 0) viewer.patchDesign(patch).catch(onError);
  };

  const unsubscribe = store.subscribe((state, previous) => {
    if (state.doc === previous.doc) return;
    const before = previous.doc;
    // Only the design reaches the viewer: a change of the name or the price schedules nothing.
    const prebuildBefore = before.kind === 'creation' ? before.prebuild : before.item;
    const prebuildNow = state.doc.kind === 'creation' ? state.doc.prebuild : state.doc.item;
    const designChanged =
      state.doc.item.combination_config !== before.item.combination_config ||
      prebuildNow.models !== prebuildBefore.models ||
      prebuildNow.materials !== prebuildBefore.materials;
    if (designChanged) cancel ??= schedule(flush);
  });

  return () => {
    stopped = true;
    unsubscribe();
    cancel?.();
  };
}
