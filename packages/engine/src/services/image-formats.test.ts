import { describe, expect, it } from 'vitest';
import { detectDecodableImageTypes, imageAcceptHeader } from './image-formats';
import { createBrowserServices, createImageUrlResolver, type FetchService } from './services';

/** A real WebP (a 4 x 2 red image) made by the browser's own encoder. */
async function webpBytes(): Promise<Blob> {
  const canvas = new OffscreenCanvas(4, 2);
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#ff0000';
  context.fillRect(0, 0, 4, 2);
  return canvas.convertToBlob({ type: 'image/webp', quality: 1 });
}

describe('image formats', () => {
  it('finds that Chromium decodes AVIF and WebP, AVIF first', async () => {
    expect(await detectDecodableImageTypes()).toEqual(['image/avif', 'image/webp']);
  });

  it('lists only what the decoder decodes, never rejecting', async () => {
    const onlyWebp = await detectDecodableImageTypes(async (blob) => {
      if (blob.type !== 'image/webp') throw new Error('cannot decode');
      return {};
    });
    expect(onlyWebp).toEqual(['image/webp']);
    expect(await detectDecodableImageTypes(() => Promise.reject(new Error('no')))).toEqual([]);
  });

  it('names the types in Accept before anything else', () => {
    expect(imageAcceptHeader(['image/avif', 'image/webp'])).toBe('image/avif,image/webp,*/*;q=0.8');
    expect(imageAcceptHeader([])).toBe('*/*;q=0.8');
  });

  it('asks for images with an Accept header naming what the browser decodes, and decodes the answer', async () => {
    const asked: { url: string; accept: string | undefined }[] = [];
    const body = await webpBytes();
    const fetch: FetchService = async (url, init) => {
      asked.push({ url, accept: init?.headers?.Accept });
      return new Response(body, { headers: { 'content-type': 'image/webp' } });
    };
    const services = createBrowserServices({ fetch });
    const url = services.resolveImageUrl('a1b2.png', 1024, 'data');
    const bitmap = await services.loadImage(url);
    expect([bitmap.width, bitmap.height]).toEqual([4, 2]);
    bitmap.close();
    (await services.loadImage(services.resolveImageUrl('c3d4.png', 4096))).close();
    expect(asked).toEqual([
      { url: '/api/img/original/a1b2.png?w=1024&kind=data', accept: 'image/avif,image/webp,*/*;q=0.8' },
      { url: '/api/img/original/c3d4.png?w=4096', accept: 'image/avif,image/webp,*/*;q=0.8' },
    ]);
  });

  it("uses the host's image types at once when it gives them (the viewer page names them)", async () => {
    const asked: (string | undefined)[] = [];
    const body = await webpBytes();
    const fetch: FetchService = async (_url, init) => {
      asked.push(init?.headers?.Accept);
      return new Response(body, { headers: { 'content-type': 'image/webp' } });
    };
    const services = createBrowserServices({
      fetch,
      imageAccept: () => Promise.resolve('image/webp,*/*;q=0.8'),
    });
    (await services.loadImage(services.resolveImageUrl('a1b2.png', 200))).close();
    expect(asked).toEqual(['image/webp,*/*;q=0.8']);
  });

  it('resolves relative paths against the asset base, wherever the page is', () => {
    const resolve = createImageUrlResolver(undefined, 'https://atelier.example/assets/');
    expect(resolve('environments/studio.exr', 2048)).toBe(
      'https://atelier.example/assets/environments/studio.exr',
    );
    expect(resolve('backgrounds/linen.jpg', 2048)).toBe(
      'https://atelier.example/assets/backgrounds/linen.jpg',
    );
    expect(resolve('studio.exr', 2048)).toBe('https://atelier.example/assets/studio.exr');
    // Stored ids go through the image API; root paths and URLs stay as they are.
    expect(resolve('a1b2.webp', 2048)).toBe('/api/img/original/a1b2.webp?w=2048');
    expect(resolve('/assets/environments/city.exr', 2048)).toBe('/assets/environments/city.exr');
    expect(resolve('https://cdn.example/x.jpg', 2048)).toBe('https://cdn.example/x.jpg');
  });
});
