/**
 * The texture worker's entry: image conversion, merging, the transparency check and
 * capture encoding, exposed through comlink. Everything heavy (decoding, resampling,
 * pixel loops, encoding) happens here, off the main thread.
 */
import { expose } from 'comlink';
import {
  blobToDataUrl,
  convertToWebP,
  encodePixels,
  hasTransparency,
  mergeDiffuseAndOpacity,
  type MergeOptions,
} from './texture-processing';

const api = {
  convertToWebP,
  mergeDiffuseAndOpacity,
  hasTransparency,
  encodePixels,
  /** Merges and answers a PNG data URL (the v2 -> v3 decal migration stores it in `map`). */
  async mergeToDataUrl(
    diffuse: Blob | string,
    opacity: Blob | string,
    options: MergeOptions = {},
  ): Promise<string> {
    const result = await mergeDiffuseAndOpacity(diffuse, opacity, { ...options, format: 'png' });
    if (result.format !== 'png') throw new Error('Merge failed');
    return blobToDataUrl(result.image);
  },
};

export type TextureWorkerApi = typeof api;

expose(api);
