import { afterAll, describe, expect, it } from 'vitest';
import { createTestServices } from '../test/services';
import { TextureWorkerClient } from './texture-worker-client';
import { convertToWebP, hasTransparency, mergeDiffuseAndOpacity } from './texture-processing';

const services = createTestServices();
const client = new TextureWorkerClient(services.createTextureWorker!, services.fetch, services.log);
afterAll(() => client.dispose());

const png = async (width: number, height: number, paint?: (c: OffscreenCanvasRenderingContext2D) => void) => {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d')!;
  if (paint) paint(context);
  else {
    context.fillStyle = '#c04020';
    context.fillRect(0, 0, width, height);
  }
  return canvas.convertToBlob({ type: 'image/png' });
};

const sizeOf = async (blob: Blob) => {
  const bitmap = await createImageBitmap(blob);
  return [bitmap.width, bitmap.height];
};

const dataUrl = async (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsDataURL(blob);
  });

/** A Blob whose bytes cannot be read (a File deleted after it was picked). */
class UnreadableBlob extends Blob {
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.reject(new DOMException('gone', 'NotReadableError'));
  }
}

describe('convert to WebP (worker)', () => {
  it('converts at quality 0.8 keeping the size under 2048', async () => {
    const result = await client.convertToWebP(await png(300, 200));
    expect(result.blob.type).toBe('image/webp');
    expect([result.width, result.height]).toEqual([300, 200]);
    expect(await sizeOf(result.blob)).toEqual([300, 200]);
  });

  it('takes data URLs and URLs (fetched through the injected fetch), and caps the longest side', async () => {
    const source = await png(400, 100);
    const fromData = await client.convertToWebP(await dataUrl(source), { maxSide: 200 });
    expect([fromData.width, fromData.height]).toEqual([200, 50]);
    const url = URL.createObjectURL(source);
    const fromUrl = await client.convertToWebP(url, { maxSide: 4096 });
    expect([fromUrl.width, fromUrl.height]).toEqual([400, 100]);
  });

  it('clamps the quality to 0..1', async () => {
    const source = await png(64, 64);
    await expect(client.convertToWebP(source, { quality: 7 })).resolves.toBeDefined();
    await expect(client.convertToWebP(source, { quality: -3 })).resolves.toBeDefined();
  });

  it('downscales images over 8192 px to 4096 with a warning', async () => {
    const result = await client.convertToWebP(await png(8200, 20), { maxSide: 10000 });
    expect(result.width).toBe(4096);
    expect(services.logged.warnings.join('\n')).toMatch(/over 8192 px: downscaled/);
  });

  it('fails with the documented texts', async () => {
    await expect(client.convertToWebP(undefined)).rejects.toThrow('Source image is required');
    await expect(client.convertToWebP('')).rejects.toThrow('Source image is required');
    await expect(client.convertToWebP(42)).rejects.toThrow(
      'Invalid source type. Must be File object or string (data URL/URL)',
    );
    await expect(client.convertToWebP('data:image/png;base64,AAAA')).rejects.toThrow('Failed to load image');
    await expect(client.convertToWebP('/no/such/image.png')).rejects.toThrow('Failed to load image');
    await expect(client.convertToWebP(new Blob(['not an image']))).rejects.toThrow('Failed to load image');
    await expect(convertToWebP(new UnreadableBlob(['x']))).rejects.toThrow('Failed to read file');
  });

  it('reports a canvas or encoding failure with the documented texts', async () => {
    const source = await png(8, 8);
    const getContext = OffscreenCanvas.prototype.getContext;
    OffscreenCanvas.prototype.getContext = (() => null) as never;
    await expect(convertToWebP(source)).rejects.toThrow('Canvas conversion failed');
    OffscreenCanvas.prototype.getContext = getContext;
    const convert = OffscreenCanvas.prototype.convertToBlob;
    OffscreenCanvas.prototype.convertToBlob = () => Promise.reject(new Error('encoder'));
    await expect(convertToWebP(source)).rejects.toThrow('Failed to create blob');
    OffscreenCanvas.prototype.convertToBlob = convert;
  });
});

describe('merge diffuse and opacity (worker)', () => {
  const opacity = () =>
    png(64, 64, (c) => {
      c.fillStyle = '#000';
      c.fillRect(0, 0, 64, 64);
      c.fillStyle = '#fff';
      c.fillRect(0, 0, 32, 64);
    });

  it('merges into a PNG whose alpha is the opacity map', async () => {
    const result = await client.mergeDiffuseAndOpacity(await png(64, 64), await opacity());
    expect(result.format).toBe('png');
    if (result.format !== 'png') return;
    expect(result.image.type).toBe('image/png');
    const bitmap = await createImageBitmap(result.image, { premultiplyAlpha: 'none' });
    const canvas = new OffscreenCanvas(64, 64);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    expect(context.getImageData(10, 10, 1, 1).data[3]).toBe(255);
    expect(context.getImageData(50, 10, 1, 1).data[3]).toBe(0);
    expect([...context.getImageData(10, 10, 1, 1).data.slice(0, 3)]).toEqual([0xc0, 0x40, 0x20]);
  });

  it('answers a JPEG diffuse (0.7) and a JPEG opacity (0.2) when asked, processing at most 2048 px', async () => {
    const result = await client.mergeDiffuseAndOpacity(await png(3000, 30), await opacity(), {
      format: 'jpeg',
    });
    expect(result.format).toBe('jpeg');
    if (result.format !== 'jpeg') return;
    expect(result.diffuse.type).toBe('image/jpeg');
    expect(result.opacity.type).toBe('image/jpeg');
    expect([result.width, result.height]).toEqual([2048, 20]);
    expect(await sizeOf(result.opacity)).toEqual([2048, 20]);
  });

  it('fails with the documented texts', async () => {
    const good = await png(8, 8);
    await expect(client.mergeDiffuseAndOpacity(new Blob(['x']), good)).rejects.toThrow(
      'Failed to load diffuse map',
    );
    await expect(client.mergeDiffuseAndOpacity(good, new Blob(['x']))).rejects.toThrow(
      'Failed to load opacity map',
    );
    await expect(client.mergeDiffuseAndOpacity('/missing.png', good)).rejects.toThrow(
      'Failed to load diffuse map',
    );
    await expect(mergeDiffuseAndOpacity(new UnreadableBlob(['x']), good)).rejects.toThrow(
      'Failed to read diffuse map file',
    );
    await expect(mergeDiffuseAndOpacity(good, new UnreadableBlob(['x']))).rejects.toThrow(
      'Failed to read opacity map file',
    );
    const getImageData = OffscreenCanvasRenderingContext2D.prototype.getImageData;
    OffscreenCanvasRenderingContext2D.prototype.getImageData = () => {
      throw new Error('tainted');
    };
    await expect(mergeDiffuseAndOpacity(good, good)).rejects.toThrow('Merge failed');
    OffscreenCanvasRenderingContext2D.prototype.getImageData = getImageData;
  });
});

describe('transparency check (worker)', () => {
  it('finds transparent pixels, checked at 512 px', async () => {
    expect(await client.hasTransparency(await png(700, 700))).toBe(false);
    const holey = await png(700, 700, (c) => {
      c.fillStyle = '#123456';
      c.fillRect(0, 0, 700, 700);
      c.clearRect(0, 0, 40, 40);
    });
    expect(await client.hasTransparency(holey)).toBe(true);
    expect(await hasTransparency(holey)).toBe(true);
  });
});

describe('main thread', () => {
  it(
    'is never blocked over 50 ms while the worker merges 4096 x 4096 maps',
    { timeout: 60_000 },
    async () => {
      const diffuse = await png(4096, 4096, (c) => {
        c.fillStyle = '#345678';
        c.fillRect(0, 0, 4096, 4096);
        c.fillStyle = '#fedcba';
        c.fillRect(100, 100, 3000, 3000);
      });
      const opacityMap = await png(4096, 4096, (c) => {
        c.fillStyle = '#fff';
        c.fillRect(0, 0, 2048, 4096);
      });
      await client.hasTransparency(await png(4, 4)); // the worker is up
      const longTasks: number[] = [];
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) longTasks.push(entry.duration);
      });
      observer.observe({ type: 'longtask' });
      // The observer sees a blocked main thread (so an empty list below means something).
      const busyUntil = performance.now() + 80;
      while (performance.now() < busyUntil);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(longTasks.some((duration) => duration >= 80)).toBe(true);
      longTasks.length = 0;
      const started = performance.now();
      const result = await client.mergeDiffuseAndOpacity(diffuse, opacityMap);
      const converted = await client.convertToWebP(diffuse, { maxSide: 4096 });
      await new Promise((resolve) => setTimeout(resolve, 50));
      observer.disconnect();
      expect(result.width).toBe(2048);
      expect(converted.width).toBe(4096);
      expect(performance.now() - started).toBeGreaterThan(0);
      expect(longTasks.filter((duration) => duration > 50)).toEqual([]);
    },
  );
});
