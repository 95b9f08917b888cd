import { transfer, wrap, type Remote } from 'comlink';

// The AR export's client (ar/index.ts) takes comlink from here: one chunk holds it, so the
// viewer's entry does not list a chunk of its own for it.
export { transfer, wrap };
import type { FetchService, Logger, WorkerFactory } from '../services/services';
import {
  CONVERSION_ERRORS,
  MERGE_ERRORS,
  assertImageSource,
  type ConvertOptions,
  type ConvertResult,
  type MergeOptions,
  type MergeResult,
  type WorkerImageSource,
} from './texture-processing';
import type { TextureWorkerApi } from './texture-worker';

/** What callers may pass as an image: a File or Blob, or a data URL or URL string. */
export type ImageSource = Blob | string;

/**
 * The main thread's handle on the texture worker (comlink). It only validates and, for
 * http(s) or relative URLs, fetches the bytes through the injected fetch; decoding,
 * resampling, pixel loops and encoding run in the worker, and Blobs cross without a copy,
 * so the main thread stays responsive.
 */
export class TextureWorkerClient {
  private worker: Worker | null = null;
  private remote: Remote<TextureWorkerApi> | null = null;

  constructor(
    private readonly createWorker: WorkerFactory,
    private readonly fetch: FetchService,
    private readonly log?: Logger,
  ) {}

  private api(): Remote<TextureWorkerApi> {
    if (!this.remote) {
      this.worker = this.createWorker();
      this.remote = wrap<TextureWorkerApi>(this.worker);
    }
    return this.remote;
  }

  /** Brings a source into a form the worker takes, fetching URLs here (injected fetch). */
  private async prepare(source: unknown, loadError: string): Promise<WorkerImageSource> {
    if (typeof source === 'string' && !source.startsWith('data:') && source !== '') {
      try {
        const response = await this.fetch(source);
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return await response.blob();
      } catch {
        throw new Error(loadError);
      }
    }
    return source as WorkerImageSource;
  }

  /** 001 §7, 002 §5: WebP at quality 0.8, longest side 2048 (4096 for the older flow). */
  async convertToWebP(source: unknown, options: ConvertOptions = {}): Promise<ConvertResult> {
    assertImageSource(source);
    const prepared = await this.prepare(source, CONVERSION_ERRORS.loadFailed);
    const result = await this.api().convertToWebP(prepared, options);
    for (const warning of result.warnings) this.log?.warn(warning);
    return result;
  }

  /** 001 §7, §9: merges a diffuse and an opacity map (see mergeDiffuseAndOpacity). */
  async mergeDiffuseAndOpacity(
    diffuse: unknown,
    opacity: unknown,
    options: MergeOptions = {},
  ): Promise<MergeResult> {
    const [d, o] = await Promise.all([
      this.prepare(diffuse, MERGE_ERRORS.diffuseLoad),
      this.prepare(opacity, MERGE_ERRORS.opacityLoad),
    ]);
    return this.api().mergeDiffuseAndOpacity(d, o, options);
  }

  /** Merges into one PNG data URL (the decal migration's `MergeDecalImages`). */
  async mergeToDataUrl(diffuse: ImageSource, opacity: ImageSource): Promise<string> {
    const [d, o] = await Promise.all([
      this.prepare(diffuse, MERGE_ERRORS.diffuseLoad),
      this.prepare(opacity, MERGE_ERRORS.opacityLoad),
    ]);
    return this.api().mergeToDataUrl(d, o);
  }

  /** 001 §9: whether the image has transparent pixels, checked at 512 px. */
  async hasTransparency(source: unknown): Promise<boolean> {
    assertImageSource(source);
    return this.api().hasTransparency(await this.prepare(source, CONVERSION_ERRORS.loadFailed));
  }

  /** Encodes RGBA pixels (top row first); the buffer is transferred, not copied. */
  encodePixels(
    pixels: Uint8ClampedArray<ArrayBuffer>,
    width: number,
    height: number,
    type: 'image/webp' | 'image/png',
    quality?: number,
  ): Promise<Blob> {
    return this.api().encodePixels(transfer(pixels, [pixels.buffer]), width, height, type, quality);
  }

  dispose(): void {
    this.worker?.terminate();
    this.worker = null;
    this.remote = null;
  }
}
