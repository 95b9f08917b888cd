import { describe, expect, it, vi } from 'vitest';
import { prepareDecalImage } from './prepareDecalImage';

const png = (bytes = 8) => new File([new Uint8Array(bytes)], 'logo.png', { type: 'image/png' });

describe('002 §5 preparing a decal image', () => {
  it('answers the WebP the worker made, as a data URL', async () => {
    const convert = vi.fn(async () => new Blob(['webp'], { type: 'image/webp' }));
    const prepared = await prepareDecalImage(png(), 'addLayer', convert);
    expect(convert).toHaveBeenCalledOnce();
    expect(prepared).toEqual({ ok: true, dataUrl: expect.stringMatching(/^data:image\/webp;base64,/) });
  });

  it('keeps the original when the conversion fails (002 §8: logged)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const prepared = await prepareDecalImage(png(), 'addLayer', () =>
      Promise.reject(new Error('Canvas conversion failed')),
    );
    expect(prepared).toEqual({ ok: true, dataUrl: expect.stringMatching(/^data:image\/png;base64,/) });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('refuses webp to replace a layer (png and jpeg only) and converts nothing', async () => {
    const convert = vi.fn();
    const webp = new File([new Uint8Array(8)], 'a.webp', { type: 'image/webp' });
    const prepared = await prepareDecalImage(webp, 'replaceLayer', convert);
    expect(prepared.ok).toBe(false);
    expect(convert).not.toHaveBeenCalled();
    expect((await prepareDecalImage(webp, 'addLayer', async (blob) => blob)).ok).toBe(true);
  });
});
