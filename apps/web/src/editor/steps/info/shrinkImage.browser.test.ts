import { SIZING_CHART_MAX_SIDE } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import concreteUrl from '../../../../../../assets/backgrounds/concrete.jpg?url';
import heartUrl from '../../../../../../assets/decals/heart-mark.png?url';
import { shrinkToJpegDataUrl } from './shrinkImage';

async function fileAt(url: string): Promise<Blob> {
  const response = await fetch(url);
  return response.blob();
}

async function sizeOf(dataUrl: string): Promise<{ width: number; height: number }> {
  const bitmap = await createImageBitmap(await (await fetch(dataUrl)).blob());
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}

describe('shrinkToJpegDataUrl (the sizing chart, 001 §5)', () => {
  it('shrinks a 1920x1080 photo so its longest side is 1200 px, keeping its shape, as a jpeg', async () => {
    const shrunk = await shrinkToJpegDataUrl(await fileAt(concreteUrl), SIZING_CHART_MAX_SIDE);
    expect(shrunk.startsWith('data:image/jpeg;base64,')).toBe(true);
    expect(await sizeOf(shrunk)).toEqual({ width: 1200, height: 675 });
  });

  it('never enlarges a smaller image', async () => {
    const original = await createImageBitmap(await fileAt(heartUrl));
    const shrunk = await shrinkToJpegDataUrl(await fileAt(heartUrl), SIZING_CHART_MAX_SIDE);
    expect(await sizeOf(shrunk)).toEqual({ width: original.width, height: original.height });
    original.close();
  });

  it('refuses what is not an image', async () => {
    await expect(
      shrinkToJpegDataUrl(new Blob(['not an image'], { type: 'image/png' }), SIZING_CHART_MAX_SIDE),
    ).rejects.toThrow();
  });
});
