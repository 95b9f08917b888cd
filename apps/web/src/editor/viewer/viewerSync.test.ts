import { patchedSections } from '@atelier/domain';
import type { AtelierViewer } from '@atelier/embed';
import { describe, expect, it } from 'vitest';
import { creationDocument } from '../steps/test-support/fixtures';
import { createEditorStore } from '../store/editorStore';
import { syncViewer, type FrameScheduler } from './viewerSync';

type Patch = Parameters<typeof patchedSections>[0];
type Sent = { kind: 'set'; design: unknown } | { kind: 'patch'; patch: Patch };

/** A viewer that records what it is sent, and a frame clock the test advances by hand. */
function harness() {
  const doc = creationDocument();
  const store = createEditorStore({ doc, base: doc.item, step: 'design', lastSavedAt: null });
  const sent: Sent[] = [];
  // The embed client's own copies of the design types: recorded as the domain's.
  const viewer = {
    setDesign: (design: unknown) => {
      sent.push({ kind: 'set', design });
      return Promise.resolve();
    },
    patchDesign: (patch: unknown) => {
      sent.push({ kind: 'patch', patch: patch as Patch });
      return Promise.resolve();
    },
  } as unknown as Pick<AtelierViewer, 'setDesign' | 'patchDesign'>;
  let queued: (() => void)[] = [];
  const schedule: FrameScheduler = (work) => {
    queued.push(work);
    return () => {
      queued = queued.filter((entry) => entry !== work);
    };
  };
  const frame = () => {
    const due = queued;
    queued = [];
    for (const work of due) work();
  };
  const stop = syncViewer(store, viewer, { schedule });
  return { store, sent, frame, stop, scheduled: () => queued.length };
}

const patches = (sent: Sent[]) => sent.flatMap((entry) => (entry.kind === 'patch' ? [entry.patch] : []));

describe('syncViewer: the document reaches the viewer once per animation frame', () => {
  it('sends the whole design once, then one patch per frame naming only the sections that changed', () => {
    const { store, sent, frame } = harness();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.kind).toBe('set');

    // Three design changes within one frame: one frame scheduled, one patch sent.
    store.getState().change((doc) => {
      doc.item.combination_config.background_config = { type: 'img', url: 'studio.jpg' };
    }, 'Background');
    store.getState().change((doc) => {
      doc.item.combination_config.background_config = { type: 'img', url: 'harbour.jpg' };
    }, 'Background');
    store.getState().change((doc) => {
      doc.item.combination_config.environment_config = { url: 'dusk.hdr', intensity: 0.8 };
    }, 'Environment');
    expect(patches(sent)).toHaveLength(0);
    frame();
    expect(patches(sent)).toHaveLength(1);
    const [patch] = patches(sent);
    expect(patchedSections(patch!).sort()).toEqual(['background_config', 'environment_config']);

    // The next frame with nothing new sends nothing.
    frame();
    expect(patches(sent)).toHaveLength(1);
  });

  it('schedules nothing for a change outside the design (the name, the price)', () => {
    const { store, sent, frame, scheduled } = harness();
    store.getState().change((doc) => {
      doc.item.name = 'Harbour hoodie';
    }, 'Name');
    expect(scheduled()).toBe(0);
    frame();
    expect(sent).toHaveLength(1);
  });

  it('sends what undo brings back, and nothing after it stops', () => {
    const { store, sent, frame, stop } = harness();
    store.getState().change((doc) => {
      doc.item.combination_config.background_config = { type: 'img', url: 'studio.jpg' };
    }, 'Background');
    frame();
    store.temporal.getState().undo();
    frame();
    expect(patches(sent)).toHaveLength(2);
    expect(patchedSections(patches(sent)[1]!)).toEqual(['background_config']);

    store.temporal.getState().redo();
    stop();
    frame();
    expect(patches(sent)).toHaveLength(2);
  });
});
