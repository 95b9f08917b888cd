import { patchedSections } from '@atelier/domain';
import type { AtelierViewer, DesignDocument, DesignPatch } from '@atelier/embed';
import { describe, expect, it } from 'vitest';
import { creationDocument } from '../steps/test-support/fixtures';
import { createEditorStore } from '../store/editorStore';
import { syncViewer, type FrameScheduler } from './viewerSync';

type Sent = { kind: 'set'; design: DesignDocument } | { kind: 'patch'; patch: DesignPatch };

/** A viewer that records what it is sent, and a frame clock the test advances by hand. */
function harness() {
  const doc = creationDocument();
  const store = createEditorStore({ doc, base: doc.item, step: 'design', lastSavedAt: null });
  const sent: Sent[] = [];
  const viewer: Pick<AtelierViewer, 'setDesign' | 'patchDesign'> = {
    setDesign: (design) => {
      sent.push({ kind: 'set', design });
      return Promise.resolve();
    },
    patchDesign: (patch) => {
      sent.push({ kind: 'patch', patch });
      return Promise.resolve();
    },
  };
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
      doc.item.combination_config.background_config = { url: 'studio.jpg' };
    }, 'Background');
    store.getState().change((doc) => {
      doc.item.combination_config.background_config = { url: 'harbour.jpg' };
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
      doc.item.combination_config.background_config = { url: 'studio.jpg' };
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
