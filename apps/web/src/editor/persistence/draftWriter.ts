import type { EditorStore } from '../store/editorStore';
import { hasUnsavedChanges } from '../store/selectors';
import type { DraftStorage } from './draftStorage';

/** Runs work when the browser is idle (requestIdleCallback; a task where it is missing). */
export type IdleScheduler = (work: () => void) => () => void;

export const whenBrowserIdle: IdleScheduler = (work) => {
  if (typeof requestIdleCallback === 'function') {
    // The timeout bounds the wait on a busy page: the work is never postponed for long.
    const handle = requestIdleCallback(work, { timeout: 1000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 0);
  return () => clearTimeout(handle);
};

/**
 * Keeps the store's document (and the step shown) in the draft storage as it changes: one write per idle moment
 * with the latest document (however many changes came before it), and a write at once when the
 * page is hidden or left. Unchanged work (equal to what the server has) removes the draft.
 * Returns the function that stops it (flushing what is pending).
 */
export function keepDraft(
  store: EditorStore,
  storage: DraftStorage,
  key: () => string,
  schedule: IdleScheduler = whenBrowserIdle,
): { flush: () => Promise<void>; stop: () => Promise<void> } {
  let cancel: (() => void) | null = null;
  let pending = false;
  let writing: Promise<void> = Promise.resolve();

  const draftOf = () => {
    const state = store.getState();
    return { doc: state.doc, base: state.base, step: state.step, writtenAt: Date.now() };
  };

  const write = () => {
    cancel = null;
    if (!pending) return writing;
    pending = false;
    const state = store.getState();
    const target = key();
    // Each write follows the one before, and a failed one (storage full, a value the browser
    // cannot store) never stops the later ones: they are tried with the newer document.
    writing = writing.then(() =>
      (hasUnsavedChanges(state) ? storage.write(target, draftOf()) : storage.remove(target)).catch(
        (error: unknown) => console.warn('The editor could not keep the draft', error),
      ),
    );
    return writing;
  };

  const unsubscribe = store.subscribe((state, previous) => {
    // A move between steps is kept too: restored work opens on the step last shown.
    if (state.doc === previous.doc && state.base === previous.base && state.step === previous.step) return;
    pending = true;
    cancel ??= schedule(() => void write());
  });
  const onHidden = () => {
    if (document.visibilityState === 'hidden') {
      cancel?.();
      void write();
    }
  };
  const onPageHide = () => {
    cancel?.();
    // The page may be gone before an asynchronous write finishes: keep a copy synchronously.
    if (pending && hasUnsavedChanges(store.getState())) storage.writeNow?.(key(), draftOf());
    void write();
  };
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', onPageHide);

  return {
    flush: () => {
      cancel?.();
      return write();
    },
    stop: () => {
      unsubscribe();
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      cancel?.();
      return write();
    },
  };
}
