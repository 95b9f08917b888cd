import { describe, expect, it } from 'vitest';
import { boundedConcurrency, ImageJobs, ImageJobsBusy, threadPoolSize } from './image-jobs';

/** A job that runs until it is let go. */
function heldJob() {
  let release!: () => void;
  let fail!: (error: Error) => void;
  const done = new Promise<string>((resolve, reject) => {
    release = () => resolve('done');
    fail = reject;
  });
  return { job: () => done, release, fail };
}

/** Lets every pending promise callback run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('image jobs', () => {
  it('runs at most `concurrency` jobs and starts the waiting ones in order as slots free', async () => {
    const jobs = new ImageJobs(2, 5, 3);
    const held = [heldJob(), heldJob(), heldJob(), heldJob()];
    const started: number[] = [];
    const runs = held.map((entry, index) =>
      jobs.run(() => {
        started.push(index);
        return entry.job();
      }),
    );
    await settle();
    expect(started).toEqual([0, 1]);
    expect([jobs.active, jobs.queued]).toEqual([2, 2]);
    held[1]!.release();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    expect([jobs.active, jobs.queued]).toEqual([2, 1]);
    for (const entry of held) entry.release();
    expect(await Promise.all(runs)).toEqual(['done', 'done', 'done', 'done']);
    expect([jobs.active, jobs.queued]).toEqual([0, 0]);
  });

  it('refuses a job at once when the queue is full, and takes jobs again once it drains', async () => {
    const jobs = new ImageJobs(1, 1, 7);
    const first = heldJob();
    const second = heldJob();
    const runs = [jobs.run(first.job), jobs.run(second.job)];
    const refused = await jobs.run(async () => 'never').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ImageJobsBusy);
    expect((refused as ImageJobsBusy).retryAfterSeconds).toBe(7);
    first.release();
    second.release();
    await Promise.all(runs);
    expect(await jobs.run(async () => 'again')).toBe('again');
  });

  it('frees the slot of a failing job', async () => {
    const jobs = new ImageJobs(1, 0, 1);
    const failing = heldJob();
    const run = jobs.run(failing.job);
    failing.fail(new Error('corrupt'));
    await expect(run).rejects.toThrow('corrupt');
    expect(jobs.active).toBe(0);
    expect(await jobs.run(async () => 'next')).toBe('next');
  });

  it('never lets image work take every thread of the libuv pool', () => {
    expect(threadPoolSize({})).toBe(4);
    expect(threadPoolSize({ UV_THREADPOOL_SIZE: '16' })).toBe(16);
    expect(threadPoolSize({ UV_THREADPOOL_SIZE: 'lots' })).toBe(4);
    expect(boundedConcurrency(2, 4)).toBe(2);
    expect(boundedConcurrency(8, 4)).toBe(2);
    expect(boundedConcurrency(8, 16)).toBe(8);
    // A pool of one or two threads still gets one image job (and sign-in the rest).
    expect(boundedConcurrency(4, 2)).toBe(1);
    expect(boundedConcurrency(0, 4)).toBe(1);
  });
});
