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
  return { keeper, whenIdle, rename };
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
});
