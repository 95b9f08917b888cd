import { afterEach, describe, expect, it } from 'vitest';
import { sharedTestRenderer } from '../test/viewer-fixture';
import { FALLBACK_LOOK, type MaterialLook } from './material-record';
import { PartMaterial } from './part-material';
import { TextureCache, type TextureRequest } from './texture-cache';

/** An image loader that paints a small bitmap per call and counts the calls per url. */
function countingLoader(): { loadImage: (url: string) => Promise<ImageBitmap>; loads: Map<string, number> } {
  const loads = new Map<string, number>();
  return {
    loads,
    loadImage: (url) => {
      loads.set(url, (loads.get(url) ?? 0) + 1);
      const canvas = new OffscreenCanvas(8, 8);
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#c85a40';
      context.fillRect(0, 0, 8, 8);
      return createImageBitmap(canvas);
    },
  };
}

const look = (extra: Partial<MaterialLook> = {}): MaterialLook => ({
  ...FALLBACK_LOOK,
  diffuse: 'diffuse.png',
  normal: 'normal.png',
  scaleX: 4,
  scaleY: 2,
  ...extra,
});

let cache: TextureCache;
let parts: PartMaterial[] = [];
afterEach(() => {
  for (const part of parts) part.dispose();
  parts = [];
  cache.dispose();
});

function partMaterial(): PartMaterial {
  const part = new PartMaterial({ cache, resolveImageUrl: (url) => url });
  parts.push(part);
  return part;
}

describe('PartMaterial: texture requests', () => {
  it('asks the image helper for colour maps as colour and for normal and opacity maps as data', async () => {
    cache = new TextureCache(countingLoader().loadImage);
    const asked: [string, number, string | undefined][] = [];
    const part = new PartMaterial({
      cache,
      resolveImageUrl: (url, width, kind) => {
        asked.push([url, width, kind]);
        return `${url}#${kind}`;
      },
    });
    parts.push(part);
    await part.setLook(look({ opacity: 'opacity.png' }));
    await part.reliefReady;
    expect(asked).toEqual([
      ['diffuse.png', 1024, 'color'],
      ['normal.png', 1024, 'data'],
      ['opacity.png', 1024, 'data'],
    ]);
    expect(part.material.normalMap!.name).toBe('normal.png#data');
  });
});

describe('PartMaterial: tiling per metre of cloth', () => {
  it('repeats the record scale per UV square without a span, and per metre with one', async () => {
    cache = new TextureCache(countingLoader().loadImage);
    const part = partMaterial();
    await part.setLook(look());
    await part.reliefReady;
    expect(part.material.map!.repeat.toArray()).toEqual([4, 2]);
    expect(part.setUvSpan(0.5)).toBe(true);
    expect(part.material.map!.repeat.toArray()).toEqual([2, 1]);
    expect(part.material.normalMap!.repeat.toArray()).toEqual([2, 1]);
    expect(part.baseDiffuse).toBe(part.material.map);
    expect(part.setUvSpan(0.5)).toBe(false);
    expect(part.setUvSpan(null)).toBe(true);
    expect(part.material.map!.repeat.toArray()).toEqual([4, 2]);
    // The tilings left behind were released: one texture per map remains.
    expect(cache.size).toBe(2);
  });

  it('tiles with a span given while the textures load', async () => {
    cache = new TextureCache(countingLoader().loadImage);
    const part = partMaterial();
    const loading = part.setLook(look());
    part.setUvSpan(0.25);
    expect(await loading).toBe(true);
    await part.reliefReady;
    expect(part.material.map!.repeat.toArray()).toEqual([1, 0.5]);
    expect(part.material.normalMap!.repeat.toArray()).toEqual([1, 0.5]);
    expect(cache.size).toBe(2);
  });

  it('loads an image once for two parts on one material at different spans', async () => {
    const { loadImage, loads } = countingLoader();
    cache = new TextureCache(loadImage);
    const collar = partMaterial();
    const body = partMaterial();
    collar.setUvSpan(0.5);
    body.setUvSpan(1.5);
    await Promise.all([collar.setLook(look()), body.setLook(look())]);
    await Promise.all([collar.reliefReady, body.reliefReady]);
    expect(collar.material.map!.repeat.toArray()).toEqual([2, 1]);
    expect(body.material.map!.repeat.toArray()).toEqual([6, 3]);
    expect(collar.material.map!.source).toBe(body.material.map!.source);
    expect(Object.fromEntries(loads)).toEqual({ 'diffuse.png': 1, 'normal.png': 1 });
    expect(cache.imageCount).toBe(2);
  });
});

/** A loader whose images `held` picks wait until `release` is called; other images come at once. */
function heldWhere(held: (url: string) => boolean) {
  const { loadImage, loads } = countingLoader();
  const waiting: (() => void)[] = [];
  return {
    loads,
    release: () => waiting.splice(0).forEach((go) => go()),
    loadImage: (url: string) =>
      held(url)
        ? new Promise<ImageBitmap>((resolve) => waiting.push(() => void loadImage(url).then(resolve)))
        : loadImage(url),
  };
}

/** A loader whose normal maps wait until `release` is called. */
const heldNormals = () => heldWhere((url) => url.includes('normal'));

describe('PartMaterial: a first look shows its colours before its relief (issue 20)', () => {
  it('wears the diffuse map at once and the normal map once it is in, asking for a frame then', async () => {
    const held = heldNormals();
    cache = new TextureCache(held.loadImage);
    let frames = 0;
    const part = new PartMaterial({ cache, resolveImageUrl: (url) => url, onRelief: () => void frames++ });
    parts.push(part);
    expect(await part.setLook(look())).toBe(true);
    expect(part.material.map!.name).toBe('diffuse.png');
    expect(part.material.normalMap).toBeNull();
    expect(frames).toBe(0);
    let relieved = false;
    const relief = part.reliefReady.then(() => (relieved = true));
    await Promise.resolve();
    expect(relieved).toBe(false);
    held.release();
    await relief;
    expect(part.material.normalMap!.name).toBe('normal.png');
    expect(frames).toBe(1);
  });

  it('swaps a later look whole: the old one stays until every map of the new one is in', async () => {
    const held = heldNormals();
    cache = new TextureCache(held.loadImage);
    const part = partMaterial();
    const first = part.setLook(look({ diffuse: 'diffuse-a.png', normal: 'normal-a.png' }));
    await first;
    held.release();
    await part.reliefReady;
    const second = part.setLook(look({ diffuse: 'diffuse-b.png', normal: 'normal-b.png' }));
    let done = false;
    void second.then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    expect(part.material.map!.name).toBe('diffuse-a.png');
    expect(part.material.normalMap!.name).toBe('normal-a.png');
    held.release();
    expect(await second).toBe(true);
    expect(part.material.map!.name).toBe('diffuse-b.png');
    expect(part.material.normalMap!.name).toBe('normal-b.png');
  });

  it('drops a relief that arrives after a newer look, and frees its image', async () => {
    const held = heldNormals();
    cache = new TextureCache(held.loadImage);
    const part = partMaterial();
    await part.setLook(look({ normal: 'normal-old.png' }));
    const relief = part.reliefReady;
    const newer = part.setLook(look({ diffuse: 'other.png', normal: undefined }));
    expect(await newer).toBe(true);
    held.release();
    await relief;
    expect(part.material.map!.name).toBe('other.png');
    expect(part.material.normalMap).toBeNull();
    // Only the newer look's diffuse map is held.
    expect(cache.size).toBe(1);
  });

  it('reports a relief that failed through reliefReady; the colours stay', async () => {
    cache = new TextureCache((url) =>
      url.includes('normal') ? Promise.reject(new Error('404')) : countingLoader().loadImage(url),
    );
    const part = partMaterial();
    expect(await part.setLook(look())).toBe(true);
    await expect(part.reliefReady).rejects.toThrow('Failed to load texture normal.png: 404');
    expect(part.material.map!.name).toBe('diffuse.png');
    expect(part.material.normalMap).toBeNull();
  });
});

describe("PartMaterial: a phone's first look starts with small colours (issue 20)", () => {
  /** A loader whose full-width (1024 px) images wait until `release`; previews come at once. */
  const heldFullWidth = () => heldWhere((url) => url.endsWith('@1024'));
  const previewPart = (onRelief?: () => void) => {
    const part = new PartMaterial({
      cache,
      resolveImageUrl: (url, width) => `${url}@${width}`,
      previewWidths: { full: 500, tiled: 200 },
      ...(onRelief ? { onRelief } : {}),
    });
    parts.push(part);
    return part;
  };

  it('wears 200 px colours first, then the full colours and the relief in one swap, and frees the previews', async () => {
    const held = heldFullWidth();
    cache = new TextureCache(held.loadImage);
    const basesSeen: (string | undefined)[] = [];
    const part = previewPart(() => basesSeen.push(part.baseDiffuse?.name));
    expect(await part.setLook(look({ opacity: 'opacity.png' }))).toBe(true);
    expect(part.material.map!.name).toBe('diffuse.png@200');
    expect(part.material.alphaMap!.name).toBe('opacity.png@200');
    expect(part.material.normalMap).toBeNull();
    held.release();
    await part.reliefReady;
    expect(part.material.map!.name).toBe('diffuse.png@1024');
    expect(part.material.alphaMap!.name).toBe('opacity.png@1024');
    expect(part.material.normalMap!.name).toBe('normal.png@1024');
    // Told once, with the full diffuse already worn (a decal canvas redraws over it).
    expect(basesSeen).toEqual(['diffuse.png@1024']);
    // The previews are gone: only the three full images are held.
    expect(cache.imageCount).toBe(3);
    expect(Object.fromEntries(held.loads)).toEqual({
      'diffuse.png@200': 1,
      'opacity.png@200': 1,
      'diffuse.png@1024': 1,
      'opacity.png@1024': 1,
      'normal.png@1024': 1,
    });
    // A later look is asked at full width only, and swapped whole.
    const later = part.setLook(look({ diffuse: 'other.png' }));
    held.release();
    expect(await later).toBe(true);
    expect(part.material.map!.name).toBe('other.png@1024');
    expect(held.loads.has('other.png@200')).toBe(false);
  });

  it('asks a full-size print (scale 1) at 500 px first; a look without colours waits for nothing', async () => {
    cache = new TextureCache(countingLoader().loadImage);
    const print = previewPart();
    await print.setLook(look({ scaleX: 1, scaleY: 1 }));
    expect(print.material.map!.name).toBe('diffuse.png@500');
    const bare = previewPart();
    await bare.setLook(look({ diffuse: undefined }));
    expect(bare.material.normalMap!.name).toBe('normal.png@1024');
  });

  it('keeps the preview where the full image failed, and says so', async () => {
    cache = new TextureCache((url) =>
      url === 'diffuse.png@1024' ? Promise.reject(new Error('503')) : countingLoader().loadImage(url),
    );
    const part = previewPart();
    await part.setLook(look());
    await expect(part.reliefReady).rejects.toThrow('Failed to load texture diffuse.png@1024: 503');
    expect(part.material.map!.name).toBe('diffuse.png@200');
    expect(part.material.normalMap!.name).toBe('normal.png@1024');
  });

  it('drops the full images when a newer look came meanwhile', async () => {
    const held = heldFullWidth();
    cache = new TextureCache(held.loadImage);
    const part = previewPart();
    await part.setLook(look());
    const rest = part.reliefReady;
    const newer = part.setLook(look({ diffuse: 'other.png', normal: undefined }));
    held.release();
    expect(await newer).toBe(true);
    await rest;
    expect(part.material.map!.name).toBe('other.png@1024');
    expect(part.material.normalMap).toBeNull();
    expect(cache.imageCount).toBe(1);
  });
});

describe('TextureCache: one image per url and colour space, one texture per tiling', () => {
  const request = (repeat: [number, number]): TextureRequest => ({
    url: 'knit.png',
    colorSpace: 'srgb',
    repeat,
  });

  it('shares one decoded image and one GPU texture between tilings, freed with the last', async () => {
    const { loadImage, loads } = countingLoader();
    cache = new TextureCache(loadImage);
    const renderer = sharedTestRenderer();
    const before = renderer.info.memory.textures;
    const [coarse, fine] = await Promise.all([
      cache.acquire(request([2, 2])),
      cache.acquire(request([6, 6])),
    ]);
    const finer = cache.acquireDecoded(request([9, 9]))!;
    expect(loads.get('knit.png')).toBe(1);
    expect(new Set([coarse, fine, finer]).size).toBe(3);
    expect(fine.source).toBe(coarse.source);
    expect(finer.source).toBe(coarse.source);
    expect(cache.imageCount).toBe(1);
    expect(cache.size).toBe(3);
    for (const texture of [coarse, fine, finer]) renderer.initTexture(texture);
    const gpuTexture = (texture: object) =>
      (renderer.properties as unknown as { get(object: object): { __webglTexture?: WebGLTexture } }).get(
        texture,
      ).__webglTexture;
    expect(gpuTexture(coarse)).toBeInstanceOf(WebGLTexture);
    expect(gpuTexture(fine)).toBe(gpuTexture(coarse));
    expect(gpuTexture(finer)).toBe(gpuTexture(coarse));
    expect(renderer.info.memory.textures).toBe(before + 1);

    const image = coarse.image as ImageBitmap;
    cache.release(request([2, 2]));
    cache.release(request([6, 6]));
    expect(image.width).toBe(8);
    expect(renderer.info.memory.textures).toBe(before + 1);
    cache.release(request([9, 9]));
    // Closed: a closed ImageBitmap reports a zero size.
    expect(image.width).toBe(0);
    expect(cache.imageCount).toBe(0);
    expect(renderer.info.memory.textures).toBe(before);
  });

  it('answers no texture at once for an image not decoded yet', async () => {
    cache = new TextureCache(countingLoader().loadImage);
    expect(cache.acquireDecoded(request([1, 1]))).toBeNull();
    const loading = cache.acquire(request([1, 1]));
    expect(cache.acquireDecoded(request([2, 2]))).toBeNull();
    await loading;
    expect(cache.acquireDecoded(request([2, 2]))).not.toBeNull();
    expect(cache.size).toBe(2);
  });

  it('frees an image whose every tiling was released while it loaded', async () => {
    const { loadImage } = countingLoader();
    cache = new TextureCache(loadImage);
    const loading = cache.acquire(request([3, 3]));
    cache.release(request([3, 3]));
    expect(cache.imageCount).toBe(0);
    const texture = await loading;
    expect((texture.image as ImageBitmap).width).toBe(0);
  });
});
