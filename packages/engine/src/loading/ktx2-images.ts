/**
 * Phones' normal maps as KTX2 (Basis Universal): asked for with `image/ktx2` first, a KTX2
 * answer is transcoded in workers into a GPU-compressed texture (a quarter of a bitmap's GPU
 * memory or less, no decode on the main thread); anything else (a server without KTX2, or one
 * still encoding, answers AVIF, WebP or PNG as for any image) is decoded as a bitmap. A part
 * shows its colours before its normal map (part-material.ts), so this chunk and the transcoder
 * (./ktx2-textures.ts, a chunk loaded with the first KTX2 answer) stay off a first frame's
 * path; opacity maps, which are part of the colours, never come here. Desktops keep their bitmaps.
 */
import type { WebGLRenderer } from 'three';
import type { CompressedImage } from '../materials/texture-cache';
import { decodeImageBlob, type EngineServices } from '../services/services';
import type { Ktx2Transcoder } from './ktx2-textures';

export const KTX2_TYPE = 'image/ktx2';

/** The first twelve bytes of every KTX 2.0 file: «KTX 20», then a line-ending check. */
const KTX2_IDENTIFIER = [0xab, 0x4b, 0x54, 0x58, 0x20, 0x32, 0x30, 0xbb, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * Whether an answer is a KTX2 file: by its type, or by its identifier when something on the
 * way labelled it otherwise (`application/octet-stream`).
 */
export function isKtx2(contentType: string | null, bytes: Uint8Array): boolean {
  if (contentType?.split(';')[0]?.trim().toLowerCase() === KTX2_TYPE) return true;
  return KTX2_IDENTIFIER.every((byte, index) => bytes[index] === byte);
}

/** One viewer's KTX2 loading: its requests and, from the first KTX2 answer, its transcoder. */
export class Ktx2Images {
  private transcoder: Promise<Ktx2Transcoder> | null = null;
  /** Transcoding failed once (its files missing, WebAssembly refused): images from then on. */
  private unavailable = false;
  private disposed = false;

  constructor(
    private readonly services: EngineServices,
    /** Where the host serves the transcoder (`EngineServices.basisTranscoderPath`). */
    private readonly transcoderPath: string,
    private readonly renderer: WebGLRenderer,
  ) {}

  /** The texture cache's loader of normal maps (`CompressibleImageLoader`). */
  async load(url: string): Promise<ImageBitmap | CompressedImage> {
    const { loadImage, log } = this.services;
    if (this.unavailable) return loadImage(url);
    const answer = await this.fetchImageOrKtx2(url);
    if (!(answer instanceof ArrayBuffer)) return answer;
    try {
      return await (await this.loadTranscoder()).transcode(answer);
    } catch (error) {
      if (this.disposed) throw error;
      // The image API answers the same image as AVIF, WebP or PNG to a request without KTX2.
      this.unavailable = true;
      log.warn('KTX2 textures could not be transcoded; loading their images instead', error);
      return loadImage(url);
    }
  }

  /** Ends the transcoding workers (with the viewer). */
  dispose(): void {
    this.disposed = true;
    void this.transcoder?.then(
      (transcoder) => transcoder.dispose(),
      () => undefined,
    );
    this.transcoder = null;
  }

  /** The KTX2 file's bytes when the server sent one, else the answer decoded into a bitmap. */
  private async fetchImageOrKtx2(url: string): Promise<ImageBitmap | ArrayBuffer> {
    const { fetch, imageAccept } = this.services;
    const headers = { Accept: `${KTX2_TYPE},${(await imageAccept?.()) ?? '*/*'}` };
    const response = await fetch(url, { headers });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const contentType = response.headers.get('content-type');
    const bytes = await response.arrayBuffer();
    if (isKtx2(contentType, new Uint8Array(bytes, 0, Math.min(bytes.byteLength, KTX2_IDENTIFIER.length))))
      return bytes;
    return decodeImageBlob(new Blob([bytes], contentType ? { type: contentType } : {}));
  }

  private loadTranscoder(): Promise<Ktx2Transcoder> {
    if (this.disposed) return Promise.reject(new Error('The viewer was disposed'));
    return (this.transcoder ??= import('./ktx2-textures').then(
      ({ Ktx2Transcoder }) => new Ktx2Transcoder(this.renderer, this.transcoderPath),
    ));
  }
}
