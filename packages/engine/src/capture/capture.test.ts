import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MediaPlate } from '@atelier/schema';
import type { Viewer } from '../viewer/Viewer';
import { createTestViewer, show, testDesign } from '../test/viewer-fixture';
import { internalsOf } from '../viewer/internals';

let viewer: Viewer | undefined;
afterEach(() => {
  viewer?.dispose();
  viewer = undefined;
});

const decode = async (blob: Blob) => {
  const bitmap = await createImageBitmap(blob);
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d')!;
  context.drawImage(bitmap, 0, 0);
  const data = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
  return {
    width: bitmap.width,
    height: bitmap.height,
    at: (x: number, y: number) => [
      ...data.subarray((y * bitmap.width + x) * 4, (y * bitmap.width + x) * 4 + 4),
    ],
  };
};

describe('captureThumbnail', () => {
  it('renders offscreen at the asked size and answers a WebP, leaving the live view alone', async () => {
    viewer = createTestViewer();
    await show(viewer, await testDesign());
    viewer.renderNow();
    const frames = viewer.frameCount;
    const camera = viewer.getCameraTransform();
    const drawingBuffer = internalsOf(viewer).renderer.getContext().drawingBufferWidth;
    const frameListener = vi.fn();
    viewer.on('frame', frameListener);
    const blob = await viewer.captureThumbnail({
      size: [96, 64],
      position: [0, 0.5, 5],
      rotation: [-0.1, 0, 0],
      fov: 40,
    });
    expect(blob.type).toBe('image/webp');
    const image = await decode(blob);
    expect([image.width, image.height]).toEqual([96, 64]);
    // The garment is in the middle, the background at the corner.
    expect(image.at(48, 32)).not.toEqual(image.at(1, 1));
    expect(viewer.frameCount).toBe(frames);
    expect(frameListener).not.toHaveBeenCalled();
    expect(viewer.getCameraTransform()).toEqual(camera);
    expect(internalsOf(viewer).renderer.getContext().drawingBufferWidth).toBe(drawingBuffer);
    expect(internalsOf(viewer).renderer.getRenderTarget()).toBeNull();
  });

  it('defaults to 1920x1080 and can answer a PNG', async () => {
    viewer = createTestViewer();
    await show(viewer, await testDesign());
    const blob = await viewer.captureThumbnail({ type: 'image/png' });
    expect(blob.type).toBe('image/png');
    const image = await decode(blob);
    expect([image.width, image.height]).toEqual([1920, 1080]);
  });

  it('captures every auto-capture media plate', async () => {
    viewer = createTestViewer();
    await show(viewer, await testDesign());
    const plates: MediaPlate[] = [
      { id: 1, type: 'capture', fit: 'cover', captureInfo: { auto_capture: true, size: [40, 30], fov: 75 } },
      { id: 2, type: 'capture', fit: 'cover', captureInfo: { auto_capture: false, size: [40, 30], fov: 75 } },
      { id: 3, type: 'image/link', fit: 'cover', url: 'https://example.com/x.png' },
      {
        id: 4,
        type: 'capture',
        fit: 'contain',
        captureInfo: {
          auto_capture: true,
          size: [32, 32],
          fov: 60,
          position: [3, 1, 3],
          rotation: [0, 0.8, 0],
        },
      },
    ];
    const captured = await viewer.captureMediaPlates(plates);
    expect(captured.map((c) => c.id)).toEqual([1, 4]);
    expect((await decode(captured[1]!.blob)).width).toBe(32);
  });
});
