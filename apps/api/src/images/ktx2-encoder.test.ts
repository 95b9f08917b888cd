import { KHR_DF_MODEL_ETC1S, KHR_DF_TRANSFER_SRGB, read } from 'ktx-parse';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodeKtx2, ktx2EncodeCount, ktx2Size } from './ktx2-encoder';

/** A diagonal gradient: an encode that lasts seconds at 2048 px, not minutes as noise would. */
async function gradientRgba(side: number): Promise<Uint8Array> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#c0392b"/><stop offset="1" stop-color="#2e86c1"/></linearGradient></defs>
  <rect width="${side}" height="${side}" fill="url(#g)"/>
</svg>`;
  const { data } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return new Uint8Array(data);
}

/** A noisy RGBA raster, as normal maps are. */
async function noiseRgba(side: number): Promise<Uint8Array> {
  const { data } = await sharp({
    create: {
      width: side,
      height: side,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return new Uint8Array(data);
}

describe('KTX2 encoder', () => {
  it('sizes variants never enlarged, at most 2048 px wide, both sides a multiple of four', () => {
    expect(ktx2Size(1024, 1024, 1024)).toEqual({ width: 1024, height: 1024 });
    expect(ktx2Size(1024, 1024, 4096)).toEqual({ width: 1024, height: 1024 });
    expect(ktx2Size(4096, 4096, 4096)).toEqual({ width: 2048, height: 2048 });
    expect(ktx2Size(800, 600, 500)).toEqual({ width: 500, height: 376 });
    expect(ktx2Size(1000, 10, 50)).toEqual({ width: 48, height: 4 });
    expect(ktx2Size(6, 3, 50)).toEqual({ width: 4, height: 4 });
    expect(ktx2Size(1023, 2046, 1024)).toEqual({ width: 1020, height: 2040 });
  });

  it('encodes in a worker thread: the event loop keeps ticking through a 2048 px encode', async () => {
    const rgba = await gradientRgba(2048);
    const before = ktx2EncodeCount();
    let ticks = 0;
    let last = performance.now();
    let longestGap = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
      ticks += 1;
    }, 10);
    const started = performance.now();
    let bytes: Uint8Array;
    try {
      bytes = await encodeKtx2(rgba, 2048, 2048, 'color');
    } finally {
      clearInterval(ticker);
    }
    const took = performance.now() - started;
    expect(ktx2EncodeCount()).toBe(before + 1);
    // On the main thread the encode would be one gap as long as itself, with no tick in it.
    expect(ticks).toBeGreaterThan(10);
    expect(longestGap).toBeLessThan(took / 4);
    const container = read(bytes);
    expect([container.pixelWidth, container.pixelHeight, container.levels.length]).toEqual([2048, 2048, 12]);
    expect(container.dataFormatDescriptor[0]?.colorModel).toBe(KHR_DF_MODEL_ETC1S);
    expect(container.dataFormatDescriptor[0]?.transferFunction).toBe(KHR_DF_TRANSFER_SRGB);
  }, 180_000);

  it('reports a failed encode as an error and encodes the next one', async () => {
    // A raster shorter than its stated size: the encoder refuses it.
    await expect(encodeKtx2(new Uint8Array(16), 64, 64, 'data')).rejects.toThrow();
    const bytes = await encodeKtx2(await noiseRgba(64), 64, 64, 'data');
    expect(read(bytes).pixelWidth).toBe(64);
  }, 60_000);
});
