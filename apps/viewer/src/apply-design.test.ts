import type { Viewer } from '@atelier/engine';
import { DESIGN_SECTIONS, DesignDocumentSchema } from '@atelier/protocol';
import { describe, expect, it, vi } from 'vitest';
import { applyDesignToEngine } from './apply-design';

/** The two engine methods the adapter calls, recorded. */
const fakeViewer = () => {
  const viewer = {
    setQuality: vi.fn(),
    applyDesign: vi.fn(() => Promise.resolve()),
  };
  return { viewer, engine: viewer as unknown as Viewer };
};

const document = DesignDocumentSchema.parse({
  model: { url: 'cap.glb' },
  config: { parts: [{ value: 'part_body', text: 'Body' }] },
  quality: { textureSize: 1024 },
});

describe('applyDesignToEngine', () => {
  it('gives a whole document to the engine with its quality', async () => {
    const { viewer, engine } = fakeViewer();
    const application = applyDesignToEngine(engine, document, DESIGN_SECTIONS);
    await application.done;
    expect(application.applied).toBe(true);
    expect(viewer.setQuality).toHaveBeenCalledWith({ decalCanvasSize: 1024, pixelRatio: 'auto' });
    expect(viewer.applyDesign).toHaveBeenCalledWith(document, { sections: DESIGN_SECTIONS });
  });

  it('leaves the design alone when only the quality changed', () => {
    const { viewer, engine } = fakeViewer();
    expect(applyDesignToEngine(engine, document, ['quality']).applied).toBe(false);
    expect(viewer.setQuality).toHaveBeenCalledTimes(1);
    expect(viewer.applyDesign).not.toHaveBeenCalled();
  });

  it('keeps the quality when another section changed, and waits for a model', () => {
    const { viewer, engine } = fakeViewer();
    expect(applyDesignToEngine(engine, document, ['parts']).applied).toBe(true);
    expect(viewer.applyDesign).toHaveBeenCalledWith(document, { sections: ['parts'] });
    expect(viewer.setQuality).not.toHaveBeenCalled();
    const { model: _none, ...withoutModel } = document;
    expect(applyDesignToEngine(engine, withoutModel, ['parts']).applied).toBe(false);
    expect(viewer.applyDesign).toHaveBeenCalledTimes(1);
  });

  it('gives the engine nothing when only the form or the version changed', () => {
    const { viewer, engine } = fakeViewer();
    expect(applyDesignToEngine(engine, document, ['form', 'version']).applied).toBe(false);
    expect(viewer.applyDesign).not.toHaveBeenCalled();
  });
});
