import { afterEach, describe, expect, it, vi } from 'vitest';
import { creationDocument } from '../steps/test-support/fixtures';
import { createEditorStore } from '../store/editorStore';
import type { DraftStorage, EditorDraft } from './draftStorage';
import { keepDraft, type IdleScheduler } from './draftWriter';

afterEach(() => vi.restoreAllMocks());

function setup(storage: DraftStorage) {
  const doc = creationDocument();
  const store = createEditorStore({ doc, base: doc.item, step: 'info', lastSavedAt: null });
  let idle: (() => void)[] = [];
  const schedule: IdleScheduler = (work) => {
    idle.push(work);
    return () => (idle = idle.filter((entry) => entry !== work));
  };
  const keeper = keepDraft(store, storage, () => 'creation:new:prebuild:pb_hoodie', schedule);
  const whenIdle = () => {
    const due = idle;
    idle = [];
    for (const work of due) work();
  };
  const rename = (name: string) =>
    store.getState().change((draft) => {
      draft.item.name = name;
    }, 'Name');
  return { keeper, whenIdle, rename, store };
}

describe('keepDraft', () => {
  it('writes once per idle moment with the latest document', async () => {
    const written: EditorDraft[] = [];
    const { keeper, whenIdle, rename } = setup({
      read: () => Promise.resolve(undefined),
      write: (_key, draft) => Promise.resolve(void written.push(draft)),
      remove: () => Promise.resolve(),
    });
    rename('Harbour');
    rename('Harbour hoodie');
    whenIdle();
    await keeper.flush();
    expect(written.map((draft) => draft.doc.item.name)).toEqual(['Harbour hoodie']);
  });

  it('keeps writing after a write fails, and says so in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const written: string[] = [];
    let attempts = 0;
    const { keeper, whenIdle, rename } = setup({
      read: () => Promise.resolve(undefined),
      write: (_key, draft) => {
        attempts += 1;
        if (attempts === 1) return Promise.reject(new Error('QuotaExceededError'));
        written.push(draft.doc.item.name);
        return Promise.resolve();
      },
      remove: () => Promise.resolve(),
    });
    rename('Harbour');
    whenIdle();
    await keeper.flush();
    rename('Harbour hoodie');
    whenIdle();
    await keeper.flush();
    expect(written).toEqual(['Harbour hoodie']);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('keeps the step last shown, so restored work opens where the user was', async () => {
    const written: EditorDraft[] = [];
    const { keeper, whenIdle, rename, store } = setup({
      read: () => Promise.resolve(undefined),
      write: (_key, draft) => Promise.resolve(void written.push(draft)),
      remove: () => Promise.resolve(),
    });
    rename('Harbour hoodie');
    whenIdle();
    await keeper.flush();
    store.getState().goTo('sale');
    whenIdle();
    await keeper.flush();
    expect(written.map((draft) => draft.step)).toEqual(['info', 'sale']);
    expect(written.at(-1)?.doc.item.name).toBe('Harbour hoodie');
  });

  it('keeps a copy at once when the page goes away with a change not yet written', async () => {
    const now: EditorDraft[] = [];
    const written: EditorDraft[] = [];
    const { keeper, rename } = setup({
      read: () => Promise.resolve(undefined),
      write: (_key, draft) => Promise.resolve(void written.push(draft)),
      remove: () => Promise.resolve(),
      writeNow: (_key, draft) => void now.push(draft),
    });
    rename('Last moment hoodie');
    window.dispatchEvent(new Event('pagehide'));
    // Synchronous: there when the page is gone, before any promise settles.
    expect(now.map((draft) => draft.doc.item.name)).toEqual(['Last moment hoodie']);
    await keeper.stop();
    expect(written.map((draft) => draft.doc.item.name)).toEqual(['Last moment hoodie']);
    window.dispatchEvent(new Event('pagehide'));
    expect(now).toHaveLength(1);
  });
});
