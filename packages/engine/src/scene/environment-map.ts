/**
 * Making an environment map: fetching and decoding its image (HDR, EXR or an ordinary
 * picture) and prefiltering it with PMREM, or the neutral studio room when a design names
 * none. A chunk of its own, loaded with the first environment: the environment comes after
 * the garment's first frame, so the first frame's JavaScript does not carry it.
 */
import {
  CanvasTexture,
  DataTexture,
  EquirectangularReflectionMapping,
  LinearFilter,
  LinearSRGBColorSpace,
  RGBAFormat,
  type PMREMGenerator,
  SRGBColorSpace,
  type Texture,
  type WebGLRenderTarget,
  type WebGLRenderer,
} from 'three';
import { RoomEnvironment } from 'three/addons/environments/RoomEnvironment.js';
import { decodeImageBlob, type FetchService, type ImageUrlResolver } from '../services/services';
import { fetchBytes } from '../loading/fetch-bytes';
import { createLightPMREMGenerator } from './light-pmrem';

/** Width asked of the image helper for an environment given as an ordinary image. */
const LDR_ENVIRONMENT_WIDTH = 2048;

/**
 * The HDR loaders' modules, loaded on first use: the default environment (a studio room)
 * and ordinary images need neither.
 */
const importExrLoader = () => import('three/addons/loaders/EXRLoader.js');
const importHdrLoader = () => import('three/addons/loaders/HDRLoader.js');

/** Starts importing the loader a file's name calls for, if any (a failure shows when awaited). */
function preloadHdrLoader(url: string): void {
  const path = url.split(/[?#]/)[0]!.toLowerCase();
  const preload = path.endsWith('.exr')
    ? importExrLoader()
    : path.endsWith('.hdr')
      ? importHdrLoader()
      : null;
  preload?.catch(() => {});
}

export interface EnvironmentServices {
  fetch: FetchService;
  resolveImageUrl: ImageUrlResolver;
}

/**
 * The equirectangular texture of the environment at `url`, or null when `stale()` says a
 * newer load superseded this one. Rejects when the file cannot be fetched or decoded.
 */
export async function loadEnvironmentSource(
  services: EnvironmentServices,
  url: string,
  stale: () => boolean,
): Promise<Texture | null> {
  // Every reference goes through the image helper, which resolves relative paths (the
  // presets' `environments/studio.exr`) against the viewer's asset base and sends only
  // raster images through the resizing API. The bytes decide the decoder: Radiance
  // files start with "#?", OpenEXR files with 76 2f 31 01.
  const fetchUrl = services.resolveImageUrl(url, LDR_ENVIRONMENT_WIDTH);
  // The loader's chunk downloads alongside the file when the name tells which it is.
  preloadHdrLoader(url);
  const bytes = await fetchBytes(services.fetch, fetchUrl);
  if (stale()) return null;
  let source: Texture;
  const head = new Uint8Array(bytes, 0, Math.min(4, bytes.byteLength));
  if (head[0] === 0x76 && head[1] === 0x2f && head[2] === 0x31 && head[3] === 0x01) {
    const { EXRLoader } = await importExrLoader();
    if (stale()) return null;
    const data = new EXRLoader().parse(bytes);
    const texture = new DataTexture(data.data, data.width, data.height, data.format, data.type);
    texture.colorSpace = LinearSRGBColorSpace;
    texture.minFilter = texture.magFilter = LinearFilter;
    texture.generateMipmaps = false;
    texture.flipY = false;
    texture.needsUpdate = true;
    source = texture;
  } else if (head[0] === 0x23 && head[1] === 0x3f) {
    const { HDRLoader } = await importHdrLoader();
    if (stale()) return null;
    const data = new HDRLoader().parse(bytes);
    const texture = new DataTexture(data.data, data.width, data.height, RGBAFormat, data.type);
    texture.colorSpace = LinearSRGBColorSpace;
    texture.minFilter = texture.magFilter = LinearFilter;
    texture.generateMipmaps = false;
    texture.flipY = true;
    texture.needsUpdate = true;
    source = texture;
  } else {
    const bitmap = await decodeImageBlob(new Blob([bytes]));
    // Equirectangular maps are sampled by direction, not through a texture transform,
    // so the rows must be uploaded flipped: a canvas source honours flipY, a bitmap not.
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
    bitmap.close();
    source = new CanvasTexture(canvas);
    source.colorSpace = SRGBColorSpace;
  }
  if (stale()) {
    source.dispose();
    return null;
  }
  return source;
}

/** Prefilters `source` (consumed) or, when null, the neutral studio room. */
export function prefilterEnvironment(pmrem: PMREMGenerator, source: Texture | null): WebGLRenderTarget {
  if (source) {
    source.mapping = EquirectangularReflectionMapping;
    const target = pmrem.fromEquirectangular(source);
    source.dispose();
    return target;
  }
  const room = new RoomEnvironment();
  const target = pmrem.fromScene(room, 0);
  room.dispose();
  return target;
}

/** A PMREM generator with the engine's lighter shaders (light-pmrem.ts). */
export const createPmrem = (renderer: WebGLRenderer): PMREMGenerator => createLightPMREMGenerator(renderer);
