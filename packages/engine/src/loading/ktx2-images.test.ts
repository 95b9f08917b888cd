import { afterEach, describe, expect, it } from 'vitest';
import {
  LinearMipmapLinearFilter,
  Mesh,
  NoColorSpace,
  type CompressedTexture,
  type MeshStandardMaterial,
  type Texture,
} from 'three';
import transcoderScriptUrl from 'three/examples/jsm/libs/basis/basis_transcoder.js?url';
import type { Material } from '@atelier/schema';
import jerseyNormalUrl from '../../../../assets/materials/normals/jersey.webp?url';
import etc1sUrl from '../test/fixtures/jersey-normal-256.etc1s.ktx2?url';
import uastcUrl from '../test/fixtures/jersey-normal-256.uastc.ktx2?url';
import { TextureCache, type TextureRequest } from '../materials/texture-cache';
import { DESKTOP_PLATFORM, type FetchService, type Platform } from '../services/services';
import { createTestServices } from '../test/services';
import {
  createTestViewer,
  readCanvasPixels,
  sharedTestRenderer,
  show,
  testDesign,
} from '../test/viewer-fixture';
import { internalsOf } from '../viewer/internals';
import type { Viewer } from '../viewer/Viewer';
import { isKtx2 } from './ktx2-images';
import { Ktx2Transcoder } from './ktx2-textures';

const PHONE: Platform = { mobile: true, ios: false, android: true };
/** Where the test server (Vite) serves three's transcoder: beside its script in three's package. */
const TRANSCODER_PATH = transcoderScriptUrl.slice(0, transcoderScriptUrl.lastIndexOf('/') + 1);
/** The normal map's reference in the design: a stored image, so it goes through the image API. */
const NORMAL_MAP = 'jersey-normal.png';

const bytesOf = async (url: string): Promise<ArrayBuffer> => (await fetch(url)).arrayBuffer();

/**
 * A stand-in for the image API: a KTX2 file to a request naming `image/ktx2`, the demo normal
 * map as WebP otherwise (as the server of this feature answers), or WebP always (a server
 * without KTX2). Other urls (the model, blob: images) go to the network. Records each image
 * request's `Accept`.
 */
function imageApi(options: { ktx2?: string; ktx2Type?: string }) {
  const accepts: string[] = [];
  const fetchService: FetchService = async (url, init) => {
    if (!url.startsWith('/api/img/')) return globalThis.fetch(url, init);
    const accept = init?.headers?.['Accept'] ?? '';
    accepts.push(accept);
    if (options.ktx2 && accept.split(',')[0] === 'image/ktx2')
      return new Response(await bytesOf(options.ktx2), {
        headers: { 'content-type': options.ktx2Type ?? 'image/ktx2' },
      });
    return new Response(await bytesOf(jerseyNormalUrl), { headers: { 'content-type': 'image/webp' } });
  };
  return { fetch: fetchService, accepts };
}

/** The test garment with its body and sleeves (cotton-red) wearing the jersey normal map. */
async function normalMappedDesign(normal: string | null = NORMAL_MAP) {
  const design = await testDesign();
  const withNormal = (material: Material): Material => {
    const data = material.vt_reference_data!;
    const info = data.model_info![0]!;
    const textures = { ...info.textures, ...(normal ? { normal } : {}) };
    return { ...material, vt_reference_data: { ...data, model_info: [{ ...info, textures }] } };
  };
  return {
    ...design,
    materials: design.materials!.map((material) =>
      material.id === 'cotton-red' ? withNormal(material) : material,
    ),
  };
}

const bodyMaterial = (viewer: Viewer): MeshStandardMaterial => {
  let found: MeshStandardMaterial | undefined;
  internalsOf(viewer).scene.traverse((object) => {
    if (!found && object instanceof Mesh && object.name === 'body')
      found = object.material as MeshStandardMaterial;
  });
  return found!;
};

/** The mean difference per channel between two reads, over the pixels where `mask` holds. */
function meanDifference(a: Uint8Array, b: Uint8Array, mask: (index: number) => boolean): number {
  let sum = 0;
  let count = 0;
  for (let i = 0; i < a.length; i += 4) {
    if (!mask(i)) continue;
    for (let c = 0; c < 3; c++) sum += Math.abs(a[i + c]! - b[i + c]!);
    count += 3;
  }
  return count === 0 ? 0 : sum / count;
}

let viewers: Viewer[] = [];
afterEach(() => {
  for (const viewer of viewers) viewer.dispose();
  viewers = [];
});

async function shownOn(platform: Platform, fetch: FetchService, normal: string | null = NORMAL_MAP) {
  const services = createTestServices({ fetch, basisTranscoderPath: TRANSCODER_PATH });
  const viewer = createTestViewer({ services, platform });
  viewers.push(viewer);
  await show(viewer, await normalMappedDesign(normal));
  // Near enough that about one texel of the normal map falls on a pixel (from afar its mips
  // average the knit's relief away), far enough that the corners show the background.
  viewer.setCameraTransform({ position: [0, 0.1, 2], target: [0, 0.1, 0] });
  return { viewer, services };
}

describe('isKtx2', () => {
  it('knows a KTX2 answer by its type or by its identifier, and nothing else', async () => {
    const ktx2 = new Uint8Array(await bytesOf(etc1sUrl));
    const webp = new Uint8Array(await bytesOf(jerseyNormalUrl));
    expect(isKtx2('image/ktx2', webp)).toBe(true);
    expect(isKtx2('Image/KTX2; charset=binary', new Uint8Array())).toBe(true);
    expect(isKtx2('application/octet-stream', ktx2)).toBe(true);
    expect(isKtx2(null, ktx2.subarray(0, 12))).toBe(true);
    expect(isKtx2('image/webp', webp)).toBe(false);
    expect(isKtx2(null, ktx2.subarray(0, 11))).toBe(false);
  });
});

describe('Phones: normal maps as KTX2, transcoded in workers', () => {
  it.each([
    ['ETC1S (BasisLZ)', etc1sUrl],
    ['UASTC with Zstandard', uastcUrl],
  ])('makes a %s answer a mipmapped, linear CompressedTexture and draws it', async (_mode, fixture) => {
    const api = imageApi({ ktx2: fixture });
    const { viewer, services } = await shownOn(PHONE, api.fetch);
    const normalMap = bodyMaterial(viewer).normalMap as CompressedTexture;
    expect(normalMap.isCompressedTexture).toBe(true);
    // 256 px down to 1 px: nine levels from the file, none generated.
    expect(normalMap.mipmaps.map((level) => level.width)).toEqual([256, 128, 64, 32, 16, 8, 4, 2, 1]);
    expect(normalMap.generateMipmaps).toBe(false);
    expect(normalMap.minFilter).toBe(LinearMipmapLinearFilter);
    expect(normalMap.colorSpace).toBe(NoColorSpace);
    expect(api.accepts.length).toBeGreaterThan(0);
    for (const accept of api.accepts) expect(accept.split(',')[0]).toBe('image/ktx2');
    expect(services.logged.warnings).toEqual([]);

    const drawn = readCanvasPixels(viewer);
    const renderer = internalsOf(viewer).renderer;
    const gpu = (renderer.properties as unknown as { get(o: object): { __webglTexture?: WebGLTexture } }).get(
      normalMap,
    ).__webglTexture;
    expect(gpu).toBeInstanceOf(WebGLTexture);
    expect(renderer.getContext().getError()).toBe(WebGLRenderingContext.NO_ERROR);

    // Drawn where the garment is, with a relief: unlike the same garment without a normal map.
    const plain = readCanvasPixels((await shownOn(PHONE, imageApi({}).fetch, null)).viewer);
    // The top-left corner (the rows were read bottom first).
    const corner = (plain.height - 1) * plain.width * 4;
    const background = [...plain.pixels.subarray(corner, corner + 4)];
    const onGarment = (i: number) =>
      [0, 1, 2].some((c) => Math.abs(plain.pixels[i + c]! - background[c]!) > 8);
    let garmentPixels = 0;
    for (let i = 0; i < plain.pixels.length; i += 4) if (onGarment(i)) garmentPixels++;
    expect(garmentPixels).toBeGreaterThan(plain.pixels.length / 4 / 4);
    expect(garmentPixels).toBeLessThan(plain.pixels.length / 4);
    expect(meanDifference(drawn.pixels, plain.pixels, (i) => !onGarment(i))).toBeLessThan(1);
    expect(meanDifference(drawn.pixels, plain.pixels, onGarment)).toBeGreaterThan(1);
  });

  it('takes the bitmap path for a WebP answer (a server without KTX2)', async () => {
    const api = imageApi({});
    const { viewer, services } = await shownOn(PHONE, api.fetch);
    const normalMap = bodyMaterial(viewer).normalMap!;
    expect((normalMap as Partial<CompressedTexture>).isCompressedTexture).toBeUndefined();
    expect(normalMap.image).toBeInstanceOf(ImageBitmap);
    expect(api.accepts[0]!.split(',')[0]).toBe('image/ktx2');
    expect(services.logged.warnings).toEqual([]);
  });

  it('takes a KTX2 file labelled as bytes by its identifier', async () => {
    const api = imageApi({ ktx2: etc1sUrl, ktx2Type: 'application/octet-stream' });
    const { viewer } = await shownOn(PHONE, api.fetch);
    expect((bodyMaterial(viewer).normalMap as CompressedTexture).isCompressedTexture).toBe(true);
  });

  it('loads the image instead when the transcoder cannot be had, and says so', async () => {
    const api = imageApi({ ktx2: etc1sUrl });
    const services = createTestServices({ fetch: api.fetch, basisTranscoderPath: '/no-transcoder-here/' });
    const viewer = createTestViewer({ services, platform: PHONE });
    viewers.push(viewer);
    await show(viewer, await normalMappedDesign());
    expect(bodyMaterial(viewer).normalMap!.image).toBeInstanceOf(ImageBitmap);
    expect(services.logged.warnings).toEqual([
      'KTX2 textures could not be transcoded; loading their images instead',
    ]);
    // Asked once with KTX2 first, then as any image.
    expect(api.accepts.map((accept) => accept.startsWith('image/ktx2'))).toEqual([true, false]);
  });
});

describe('Desktops: bitmaps only', () => {
  it('never names image/ktx2, even with a transcoder served', async () => {
    const api = imageApi({ ktx2: etc1sUrl });
    const { viewer } = await shownOn(DESKTOP_PLATFORM, api.fetch);
    expect(api.accepts.length).toBeGreaterThan(0);
    for (const accept of api.accepts) expect(accept).not.toContain('ktx2');
    expect(bodyMaterial(viewer).normalMap!.image).toBeInstanceOf(ImageBitmap);
  });
});

describe('TextureCache: a compressed image shared by its tilings', () => {
  it('asks only normal maps of the compressed loader: an opacity map is a first look colour', async () => {
    const asked: string[] = [];
    const bitmap = () => {
      const canvas = new OffscreenCanvas(4, 4);
      canvas.getContext('2d')!.fillRect(0, 0, 4, 4);
      return createImageBitmap(canvas);
    };
    const cache = new TextureCache(
      (url) => {
        asked.push(`bitmap ${url}`);
        return bitmap();
      },
      1,
      (url) => {
        asked.push(`data ${url}`);
        return bitmap();
      },
    );
    await cache.acquire({ url: 'opacity.png', colorSpace: 'linear', repeat: [1, 1] });
    await cache.acquire({ url: 'normal.png', colorSpace: 'linear', repeat: [1, 1], compressible: true });
    expect(asked).toEqual(['bitmap opacity.png', 'data normal.png']);
    cache.dispose();
  });

  it('transcodes once, uploads once into one GPU texture, and frees it with the last tiling', async () => {
    const renderer = sharedTestRenderer();
    const transcoder = new Ktx2Transcoder(renderer, TRANSCODER_PATH);
    let loads = 0;
    const cache = new TextureCache(
      () => Promise.reject(new Error('not a bitmap')),
      1,
      async () => {
        loads++;
        return transcoder.transcode(await bytesOf(etc1sUrl));
      },
    );
    const request = (repeat: [number, number]): TextureRequest => ({
      url: '/api/img/original/jersey-normal.png?w=1024&kind=data',
      colorSpace: 'linear',
      repeat,
      compressible: true,
    });
    const gl = renderer.getContext();
    let uploads = 0;
    const count =
      <T extends (...args: never[]) => void>(upload: T) =>
      (...args: Parameters<T>) => {
        // Level 0 of a 2D texture: one per upload of the image.
        if (args[1] === 0) uploads++;
        upload.apply(gl, args);
      };
    const originals = { compressed: gl.compressedTexSubImage2D, plain: gl.texSubImage2D };
    gl.compressedTexSubImage2D = count(originals.compressed) as typeof gl.compressedTexSubImage2D;
    gl.texSubImage2D = count(originals.plain) as typeof gl.texSubImage2D;
    try {
      const before = renderer.info.memory.textures;
      const [coarse, fine] = (await Promise.all([
        cache.acquire(request([2, 2])),
        cache.acquire(request([6, 6])),
      ])) as CompressedTexture[];
      const later = cache.acquireDecoded(request([9, 9])) as CompressedTexture;
      expect(loads).toBe(1);
      expect(cache.imageCount).toBe(1);
      const tilings: Texture[] = [coarse!, fine!, later];
      expect(new Set(tilings).size).toBe(3);
      for (const texture of tilings) {
        expect((texture as CompressedTexture).isCompressedTexture).toBe(true);
        expect(texture.source).toBe(coarse!.source);
        expect((texture as CompressedTexture).mipmaps[0]!.data).toBe(coarse!.mipmaps[0]!.data);
      }
      expect(later.repeat.toArray()).toEqual([9, 9]);
      for (const texture of tilings) renderer.initTexture(texture);
      expect(uploads).toBe(1);
      expect(renderer.info.memory.textures).toBe(before + 1);
      cache.release(request([2, 2]));
      cache.release(request([6, 6]));
      expect(renderer.info.memory.textures).toBe(before + 1);
      cache.release(request([9, 9]));
      expect(cache.imageCount).toBe(0);
      expect(renderer.info.memory.textures).toBe(before);
    } finally {
      gl.compressedTexSubImage2D = originals.compressed;
      gl.texSubImage2D = originals.plain;
      cache.dispose();
      transcoder.dispose();
    }
  });
});
