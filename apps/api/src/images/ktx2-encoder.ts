import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import type { VariantKind } from './image-files';
import type { Ktx2Reply, Ktx2Request } from './ktx2-worker';

/**
 * The widest KTX2 variant. The Basis encoder refuses more than 12 megapixels (a 4096 px square
 * is 16), takes tens of seconds on a 4096 px map, and phones, the clients that ask for KTX2,
 * gain nothing from textures wider than 2048 px.
 */
export const KTX2_MAX_WIDTH = 2048;

/**
 * An idle encoder thread is ended after this long: the encoder's WebAssembly memory only ever
 * grows (by some 160 MB for a 1024 px UASTC map, 400 MB for a 2048 px one) and would stay
 * taken for good, while starting a thread again costs well under a second.
 */
const IDLE_THREAD_MS = 30_000;

/**
 * The size of a KTX2 variant of a `width` x `height` image asked at `wanted` px: never wider
 * than asked or than the original, and both sides a multiple of four, which block-compressed
 * textures with a mip chain need on some GPUs and APIs (three's KTX2Loader warns otherwise).
 * Texture coordinates are relative, so the height's move to the nearest multiple of four (two
 * pixels at most) stretches nothing a viewer can see.
 */
export function ktx2Size(width: number, height: number, wanted: number): { width: number; height: number } {
  const target = Math.max(4, Math.floor(Math.min(wanted, width, KTX2_MAX_WIDTH) / 4) * 4);
  return { width: target, height: Math.max(4, Math.round((height * target) / width / 4) * 4) };
}

/** One worker thread with at most one encode at a time (the pool sees to it). */
class EncoderThread {
  private current: { resolve: (bytes: Uint8Array) => void; reject: (error: Error) => void } | null = null;
  private exited = false;
  private retirement: NodeJS.Timeout | undefined;

  private constructor(private readonly worker: Worker) {
    // The encoder prints its progress to stdout; the answer comes back as a message instead.
    worker.stdout.resume();
    worker.on('message', (reply: Ktx2Reply) => {
      const current = this.current;
      this.current = null;
      this.worker.unref();
      if ('bytes' in reply) current?.resolve(reply.bytes);
      else {
        current?.reject(new Error(reply.error));
        // A failed encode may leave the WebAssembly module aborted: the next one gets a new thread.
        this.exited = true;
        void this.worker.terminate();
      }
    });
    worker.on('error', (error) => this.end(error));
    worker.on('exit', (code) => this.end(new Error(`The KTX2 encoder thread stopped (exit code ${code}).`)));
    // Idle, it never keeps the process alive: the server's socket does, or nothing.
    worker.unref();
  }

  static async start(): Promise<EncoderThread> {
    // The worker is this module's own file (ktx2-worker.ts), located through its import.meta.url:
    // the TypeScript source under vitest and tsx, and in the built server the chunk that the
    // bundler split out for this dynamic import, next to server.mjs.
    const { ktx2WorkerUrl, KTX2_WORKER_ROLE } = await import('./ktx2-worker');
    return new EncoderThread(
      new Worker(new URL(ktx2WorkerUrl), { workerData: KTX2_WORKER_ROLE, stdout: true }),
    );
  }

  get usable(): boolean {
    return !this.exited;
  }

  /** Ends the thread once it has been idle for `ms`, unless an encode comes first. */
  retireWhenIdleFor(ms: number, onRetire: () => void): void {
    this.retirement = setTimeout(() => {
      onRetire();
      void this.worker.terminate();
    }, ms);
    // A pending retirement keeps no process alive either.
    this.retirement.unref();
  }

  encode(request: Ktx2Request): Promise<Uint8Array> {
    clearTimeout(this.retirement);
    return new Promise((resolve, reject) => {
      this.current = { resolve, reject };
      // While an encode is running, its caller is waiting for it: keep the process alive.
      this.worker.ref();
      this.worker.postMessage(request);
    });
  }

  private end(error: Error): void {
    this.exited = true;
    this.current?.reject(error);
    this.current = null;
  }
}

/**
 * Idle threads, kept for the next encode (starting one compiles 3 MB of WebAssembly). A thread
 * is started only when none is idle, so there are never more threads than encodes that ran at
 * once, and those are bounded by the image queue (image-jobs.ts) that every caller goes through.
 */
const idle: EncoderThread[] = [];
let encodes = 0;

/** How many encodes were started in this process (tests read it to tell a cache hit from a render). */
export function ktx2EncodeCount(): number {
  return encodes;
}

/** Encodes an RGBA raster (4 bytes a pixel) to KTX2 (Basis Universal, full mip chain) in a worker thread. */
export async function encodeKtx2(
  rgba: Uint8Array,
  width: number,
  height: number,
  kind: VariantKind,
): Promise<Uint8Array> {
  let thread = idle.pop();
  while (thread && !thread.usable) thread = idle.pop();
  thread ??= await EncoderThread.start();
  encodes += 1;
  try {
    return await thread.encode({ rgba, width, height, kind });
  } finally {
    if (thread.usable) {
      const kept = thread;
      idle.push(kept);
      kept.retireWhenIdleFor(IDLE_THREAD_MS, () => {
        const at = idle.indexOf(kept);
        if (at >= 0) idle.splice(at, 1);
      });
    }
  }
}

/**
 * A KTX2 variant of an original: resized by sharp (upright, never enlarged, sides a multiple
 * of four, at most KTX2_MAX_WIDTH), then encoded in a worker thread.
 */
export async function renderKtx2Variant(
  original: Buffer,
  width: number,
  kind: VariantKind,
  maxPixels: number,
): Promise<Buffer> {
  const source = sharp(original, { limitInputPixels: maxPixels, failOn: 'error' });
  const { width: storedWidth = 0, height: storedHeight = 0, orientation = 1 } = await source.metadata();
  // Orientations 5 to 8 turn the image a quarter: its upright width is the stored height.
  const [uprightWidth, uprightHeight] =
    orientation >= 5 ? [storedHeight, storedWidth] : [storedWidth, storedHeight];
  const size = ktx2Size(uprightWidth, uprightHeight, width);
  const { data, info } = await source
    .rotate()
    .resize({ width: size.width, height: size.height, fit: 'fill' })
    // Four 8-bit channels whatever the original (grey, grey + alpha, 16-bit PNG).
    .toColourspace('srgb')
    .ensureAlpha()
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 4) throw new Error(`Expected RGBA, got ${info.channels} channels.`);
  return Buffer.from(await encodeKtx2(new Uint8Array(data), info.width, info.height, kind));
}
