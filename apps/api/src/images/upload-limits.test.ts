import sharp from 'sharp';
import { expect, it } from 'vitest';
import { describeOnDatabases, type Suite } from '../test/harness';
import { imageJobsFor } from './image-jobs';

type Uploader = Awaited<ReturnType<Suite['client']['signUp']>>;

const QUOTA = { count: 3, bytes: 64 * 1024, windowMs: 60 * 60 * 1000 };

const solid = (background: string) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background } })
    .png()
    .toBuffer();

/** Waits for a state, checking between turns of the event loop (no fixed delay). */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

describeOnDatabases(
  'upload quotas and the image queue',
  (suite) => {
    const upload = (data: Buffer, as: Uploader) =>
      suite().client.post(
        '/api/img/original/a.png',
        { image: data.toString('base64'), user_id: as.id },
        { cookie: as.cookie },
      );
    const storedCount = async (as: Uploader) =>
      (await suite().database.db.selectFrom('images').select('id').where('user_id', '=', as.id).execute())
        .length;

    it('refuses uploads past the count quota with 429 and Retry-After, for that user only', async () => {
      const { client } = suite();
      const user = await client.signUp();
      const other = await client.signUp();
      for (let index = 0; index < QUOTA.count; index++)
        expect((await upload(await solid('#aa0000'), user)).status).toBe(201);
      const refused = await upload(await solid('#aa0000'), user);
      expect(refused.status).toBe(429);
      expect(refused.body.error.code).toBe('rate_limited');
      expect(refused.body.error.message).toContain(String(QUOTA.count));
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(QUOTA.windowMs / 1000);
      expect(await storedCount(user)).toBe(QUOTA.count);
      expect((await upload(await solid('#00aa00'), other)).status).toBe(201);
    });

    it('refuses uploads past the byte quota with 429 and Retry-After', async () => {
      const { client } = suite();
      const user = await client.signUp();
      const noise = await sharp({
        create: {
          width: 120,
          height: 120,
          channels: 3,
          background: '#000',
          noise: { type: 'gaussian', mean: 128, sigma: 60 },
        },
      })
        .png()
        .toBuffer();
      expect(noise.length).toBeLessThan(QUOTA.bytes);
      expect(noise.length * 2).toBeGreaterThan(QUOTA.bytes);
      expect((await upload(noise, user)).status).toBe(201);
      const refused = await upload(noise, user);
      expect(refused.status).toBe(429);
      expect(refused.body.error.message).toContain('MB');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await storedCount(user)).toBe(1);
    });

    it('answers 503 with Retry-After to variants and uploads while the image queue is full', async () => {
      const { client, app } = suite();
      const user = await client.signUp();
      const stored = await upload(await solid('#0000aa'), user);
      expect(stored.status).toBe(201);
      const jobs = imageJobsFor(app.services.settings);
      expect(jobs.concurrency).toBe(1);
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const held = [jobs.run(() => gate), jobs.run(() => gate)];
      await until(() => jobs.active === 1 && jobs.queued === 1);
      const variant = await client.get(`${stored.body.imageUrl}?w=100`, {
        headers: { accept: 'image/webp' },
      });
      expect(variant.status).toBe(503);
      expect(variant.body.error.code).toBe('images_busy');
      expect(variant.headers.get('retry-after')).toBe('7');
      const busyUpload = await upload(await solid('#00aaaa'), user);
      expect(busyUpload.status).toBe(503);
      expect(busyUpload.headers.get('retry-after')).toBe('7');
      expect(await storedCount(user)).toBe(1);
      release();
      await Promise.all(held);
      const again = await client.app.request(`${stored.body.imageUrl}?w=100`, {
        headers: { accept: 'image/webp' },
      });
      expect(again.status).toBe(200);
      expect(again.headers.get('content-type')).toBe('image/webp');
    });
  },
  {
    settings: {
      uploadQuota: QUOTA,
      imageJobs: { concurrency: 1, threadsPerJob: 1, maxQueued: 1, retryAfterSeconds: 7 },
    },
  },
);
