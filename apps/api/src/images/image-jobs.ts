import sharp from 'sharp';
import type { ApiSettings } from '../http/context';

/** Thrown when the queue is full: the caller answers 503 with Retry-After. */
export class ImageJobsBusy extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Image processing is busy.');
    this.name = 'ImageJobsBusy';
  }
}

/**
 * A bounded queue for sharp work. Every sharp call holds a libuv thread-pool thread for its
 * whole decode / resize / encode, and that pool (4 threads by default) is also where scrypt
 * (sign-in) and file reads run: unbounded image work starves them. So at most `concurrency`
 * jobs run at once, at most `maxQueued` wait, and the rest are refused at once instead of
 * piling up.
 */
export class ImageJobs {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly concurrency: number,
    readonly maxQueued: number,
    readonly retryAfterSeconds: number,
  ) {}

  /** Jobs running now. */
  get active(): number {
    return this.running;
  }

  /** Jobs waiting for a slot. */
  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) this.running += 1;
    else if (this.waiting.length >= this.maxQueued) throw new ImageJobsBusy(this.retryAfterSeconds);
    // The slot is handed over by the job that ends, so `running` does not change here.
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

/** The libuv thread pool's size (UV_THREADPOOL_SIZE, read by libuv when the pool starts). */
export function threadPoolSize(env: NodeJS.ProcessEnv = process.env): number {
  const size = Number(env.UV_THREADPOOL_SIZE);
  return Number.isInteger(size) && size > 0 ? Math.min(size, 1024) : 4;
}

/**
 * The concurrency actually used: never more than the pool's size less two, so that a
 * sign-in and a file read always find a free thread whatever the images are doing.
 */
export function boundedConcurrency(wanted: number, poolSize = threadPoolSize()): number {
  return Math.max(1, Math.min(Math.floor(wanted), poolSize - 2));
}

const queues = new WeakMap<ApiSettings, ImageJobs>();

/**
 * The queue of an app (one per settings object, so one per process in production; each
 * test app gets its own). The first call also sets sharp's libvips threads per job.
 */
export function imageJobsFor(settings: ApiSettings): ImageJobs {
  let queue = queues.get(settings);
  if (!queue) {
    const { concurrency, threadsPerJob, maxQueued, retryAfterSeconds } = settings.imageJobs;
    sharp.concurrency(Math.max(1, threadsPerJob));
    queue = new ImageJobs(boundedConcurrency(concurrency), Math.max(0, maxQueued), retryAfterSeconds);
    queues.set(settings, queue);
  }
  return queue;
}
