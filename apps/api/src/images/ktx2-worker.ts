import { isMainThread, parentPort, workerData, type MessagePort } from 'node:worker_threads';
import type { encodeToKTX2 } from 'ktx2-encoder';
import type { VariantKind } from './image-files';

/*
 * The Basis Universal encode of a KTX2 variant, in a worker thread. The encoder is synchronous
 * WebAssembly that takes seconds on a 1024 px map: on the main thread it would stop every
 * other request for as long.
 *
 * Node runs this file as it is in the worker: the TypeScript source under vitest and tsx (its
 * types stripped), the chunk the bundler made of it in the built server. So it imports only
 * Node built-ins, npm packages and types, never another file of the app.
 */

/** An RGBA raster: 4 bytes a pixel, the top row first. */
export interface Ktx2Request {
  rgba: Uint8Array;
  width: number;
  height: number;
  kind: VariantKind;
}

export type Ktx2Reply = { bytes: Uint8Array } | { error: string };

type Ktx2Options = NonNullable<Parameters<typeof encodeToKTX2>[1]>;

/** Told to the worker in `workerData`, so that importing this module elsewhere starts nothing. */
export const KTX2_WORKER_ROLE = 'atelier-ktx2-encoder';

/** Where the pool starts its workers: this module's own file, in the source as in the bundle. */
export const ktx2WorkerUrl: string = import.meta.url;

/**
 * Basis settings per kind, both with the full mip chain. Measured on the 13 demo normal maps at
 * 1024 px, decoded again with three's basis_transcoder (the viewer's):
 * - `data` (normal, roughness, opacity maps): UASTC, with rate-distortion optimisation
 *   (lambda 1) and Zstd. ETC1S keeps one chroma per 4 x 4 block, which flattens the per-pixel
 *   vectors of woven fabrics (15° mean normal error on denim, 9 to 11° on canvas, cord and
 *   jersey); UASTC keeps them (4.4° mean at worst). RDO makes the files a quarter smaller
 *   for some four times the encode time, paid once per variant. In all they are still 1.8
 *   times the lossy WebP originals (5.2 against 2.8 MB: smaller on six maps, up to 9 times
 *   larger on the smooth leathers and metals), but a texture stays 8 bits a texel on the GPU
 *   (ASTC, ETC2 or BC7) where a WebP decodes to 32. The normal-map preset measures error and
 *   filters mips linearly, and the file says linear.
 * - `color`: ETC1S (BasisLZ): a fraction of UASTC's size and good enough for what the eye sees
 *   (37 to 45 dB on the demo diffuse maps), with sRGB metrics, mips and transfer function.
 */
export const KTX2_SETTINGS: Record<VariantKind, Ktx2Options> = {
  data: {
    isUASTC: true,
    uastcLDRQualityLevel: 1,
    enableRDO: true,
    rdoQualityLevel: 1,
    needSupercompression: true,
    isNormalMap: true,
    isPerceptual: false,
    isSetKTX2SRGBTransferFunc: false,
    generateMipmap: true,
  },
  color: {
    isUASTC: false,
    qualityLevel: 128,
    compressionLevel: 2,
    isPerceptual: true,
    isSetKTX2SRGBTransferFunc: true,
    generateMipmap: true,
  },
};

/** Answers one request at a time: the pool gives a worker its next job only after the reply. */
function serve(port: MessagePort): void {
  // Loaded here, not at the top: the main thread imports this module only for its URL.
  const encoder = import('ktx2-encoder');
  port.on('message', async ({ rgba, width, height, kind }: Ktx2Request) => {
    try {
      const { encodeToKTX2 } = await encoder;
      const bytes = await encodeToKTX2(rgba, {
        ...KTX2_SETTINGS[kind],
        // The raster is already decoded (and resized) by sharp on the main side.
        imageDecoder: async (data) => ({ data, width, height }),
      });
      // Handed over, not copied: the encoder returns a fresh copy out of its WebAssembly memory.
      port.postMessage({ bytes } satisfies Ktx2Reply, [bytes.buffer as ArrayBuffer]);
    } catch (error) {
      port.postMessage({ error: error instanceof Error ? error.message : String(error) } satisfies Ktx2Reply);
    }
  });
}

if (!isMainThread && parentPort && workerData === KTX2_WORKER_ROLE) serve(parentPort);
