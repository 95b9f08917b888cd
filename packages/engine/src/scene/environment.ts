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
  type Scene,
  type WebGLRenderTarget,
  type WebGLRenderer,
} from 'three';
import { RoomEnvironment } from 'three/addons/environments/RoomEnvironment.js';
import { DEFAULT_ENVIRONMENT_INTENSITY, type EnvironmentConfig } from '@atelier/schema';
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
 * Image-based lighting (002 §3 environment_config): an HDR (.hdr, .exr) or ordinary
 * equirectangular image prefiltered with PMREM, or a neutral studio room when the design
 * names none; its intensity is the scene's environmentIntensity. Loading is separate
 * from showing, so the viewer can draw the garment first and bring this in after.
 */
export class SceneEnvironment {
  private url: string | null | undefined = undefined;
  private target: WebGLRenderTarget | null = null;
  private token = 0;
  private pmrem: PMREMGenerator | null = null;

  constructor(
    private readonly scene: Scene,
    private readonly renderer: WebGLRenderer,
    private readonly services: EnvironmentServices,
  ) {}

  /** Whether an environment map is in place. */
  get ready(): boolean {
    return this.target !== null;
  }

  /** Sets the intensity at once (no reload). */
  setIntensity(intensity: number | undefined): void {
    this.scene.environmentIntensity = intensity ?? DEFAULT_ENVIRONMENT_INTENSITY;
  }

  /** Whether {@link load} would change anything for this config. */
  needsLoad(config: EnvironmentConfig | undefined): boolean {
    return (config?.url ?? null) !== this.url;
  }

  /**
   * Loads and prefilters the environment map. Resolves to false when a newer call
   * superseded this one. Rejects when the file cannot be fetched or decoded.
   */
  async load(config: EnvironmentConfig | undefined): Promise<boolean> {
    const url = config?.url ?? null;
    if (url === this.url) return true;
    this.url = url;
    const token = ++this.token;
    let source: Texture | DataTexture | null = null;
    try {
      if (url !== null) {
        // Every reference goes through the image helper, which resolves relative paths (the
        // presets' `environments/studio.exr`) against the viewer's asset base and sends only
        // raster images through the resizing API. The bytes decide the decoder: Radiance
        // files start with "#?", OpenEXR files with 76 2f 31 01.
        const fetchUrl = this.services.resolveImageUrl(url, LDR_ENVIRONMENT_WIDTH);
        // The loader's chunk downloads alongside the file when the name tells which it is.
        preloadHdrLoader(url);
        const bytes = await fetchBytes(this.services.fetch, fetchUrl);
        if (token !== this.token) return false;
        const head = new Uint8Array(bytes, 0, Math.min(4, bytes.byteLength));
        if (head[0] === 0x76 && head[1] === 0x2f && head[2] === 0x31 && head[3] === 0x01) {
          const { EXRLoader } = await importExrLoader();
          if (token !== this.token) return false;
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
          if (token !== this.token) return false;
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
        if (token !== this.token) {
          source.dispose();
          return false;
        }
      }
    } catch (error) {
      if (token === this.token) this.url = undefined;
      throw error;
    }
    this.pmrem ??= createLightPMREMGenerator(this.renderer);
    let target: WebGLRenderTarget;
    if (source) {
      source.mapping = EquirectangularReflectionMapping;
      target = this.pmrem.fromEquirectangular(source);
      source.dispose();
    } else {
      const room = new RoomEnvironment();
      target = this.pmrem.fromScene(room, 0);
      room.dispose();
    }
    this.target?.dispose();
    this.target = target;
    this.scene.environment = target.texture;
    return true;
  }

  /**
   * Prefilters the current environment again (its map is a render target, whose texels
   * are gone with a lost WebGL context). Resolves once it is in place; nothing to do when
   * none was loaded. Rejects like {@link load}.
   */
  async rebuild(): Promise<void> {
    const url = this.url;
    if (url === undefined) return;
    // The generator's own targets and compiled shaders belonged to the lost context.
    this.pmrem?.dispose();
    this.pmrem = null;
    this.url = undefined;
    await this.load(url === null ? undefined : { url, intensity: this.scene.environmentIntensity });
  }

  dispose(): void {
    this.token++;
    this.target?.dispose();
    this.target = null;
    this.pmrem?.dispose();
    this.pmrem = null;
    this.scene.environment = null;
  }
}
