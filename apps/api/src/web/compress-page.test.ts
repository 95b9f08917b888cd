import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressPage } from './compress-page';

/** A page of `size` bytes that does not compress to nothing (hex text, like ids and data). */
const pageOf = (size: number) =>
  Buffer.from(`<!doctype html><p>${randomBytes(size / 2).toString('hex')}</p>`, 'utf8');

describe('compressPage', () => {
  it('compresses off the event loop: the loop turns while a page is compressed', async () => {
    // Large enough that compressing takes milliseconds, wherever it runs.
    const page = pageOf(1024 * 1024);
    const order: string[] = [];
    const compressing = compressPage(page, 'br', `loop-${Date.now()}`, false).then(() =>
      order.push('compressed'),
    );
    await new Promise<void>((resolve) =>
      setImmediate(() => {
        order.push('loop turned');
        resolve();
      }),
    );
    await compressing;
    expect(order).toEqual(['loop turned', 'compressed']);
  });

  it('answers what the browser decodes back to the page, in brotli and gzip', async () => {
    const page = pageOf(20_000);
    const tag = `round-${Date.now()}`;
    expect(brotliDecompressSync(await compressPage(page, 'br', tag, true))).toEqual(page);
    expect(gunzipSync(await compressPage(page, 'gzip', tag, true))).toEqual(page);
  });

  it('compresses a shared page once, and a personal page every time', async () => {
    const page = pageOf(20_000);
    const tag = `shared-${Date.now()}`;
    const first = await compressPage(page, 'br', tag, true);
    // The very same bytes: kept, not compressed again.
    expect(await compressPage(page, 'br', tag, true)).toBe(first);
    const personal = `personal-${Date.now()}`;
    const mine = await compressPage(page, 'br', personal, false);
    expect(await compressPage(page, 'br', personal, false)).not.toBe(mine);
  });
});
