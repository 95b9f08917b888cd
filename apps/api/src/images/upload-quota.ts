import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { ApiSettings } from '../http/context';
import type { ServerText } from '../http/errors';
import { said } from '../http/errors';
import { hitRateLimit, retryAfterSeconds } from '../auth/rate-limit';

/**
 * Adds `amount` to `key` in the current fixed window of the shared `rate_limits` table (the
 * same table and windows as auth/rate-limit.ts, which only counts by one) and answers the
 * total so far.
 */
async function addToWindow(
  db: Kysely<Database>,
  key: string,
  amount: number,
  windowMs: number,
  now: Date,
): Promise<number> {
  const window = Math.floor(now.getTime() / windowMs);
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window, count: amount })
    .onConflict((oc) =>
      oc.columns(['key', 'window']).doUpdateSet({ count: sql`rate_limits.count + ${amount}` }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface QuotaExceeded {
  retryAfter: number;
  text: ServerText;
}

/**
 * Counts one upload of `bytes` for `userId` and answers whether it goes past the user's
 * quota. Counted before the image is processed: refused and failing uploads cost work too.
 * Bytes are counted in KiB so the integer column cannot overflow.
 */
export async function chargeUpload(
  db: Kysely<Database>,
  quota: ApiSettings['uploadQuota'],
  userId: string,
  bytes: number,
  now: Date,
): Promise<QuotaExceeded | null> {
  const { count, windowMs } = quota;
  const uploads = await hitRateLimit(db, `uploads:count:user:${userId}`, windowMs, now);
  const kib = await addToWindow(db, `uploads:kib:user:${userId}`, Math.ceil(bytes / 1024), windowMs, now);
  const minutes = Math.round(windowMs / 60_000);
  const retryAfter = retryAfterSeconds(windowMs, now);
  if (uploads > count) return { retryAfter, text: said('image.quotaCount', { count, minutes }) };
  if (kib * 1024 > quota.bytes) {
    return {
      retryAfter,
      text: said('image.quotaBytes', { megabytes: Math.floor(quota.bytes / 1048576), minutes }),
    };
  }
  return null;
}
