import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

/**
 * A window's row is keyed by the minute it starts (minutes since 1970: comparable across window
 * lengths, so old rows of every length are cleared alike, and within a 32-bit integer). Windows
 * are whole minutes long.
 */
const windowStart = (windowMs: number, now: Date) =>
  Math.floor((Math.floor(now.getTime() / windowMs) * windowMs) / 60_000);
/** Longer than the longest window any counter uses (a day): rows older than this are done. */
const KEEP_MINUTES = 7 * 24 * 60;

/**
 * Counts one hit of `key` in the current fixed window and answers the count so far, in one
 * atomic upsert: concurrent hits each get their own count. The counter lives in the database,
 * so every server process shares it.
 */
export async function hitRateLimit(
  db: Kysely<Database>,
  key: string,
  windowMs: number,
  now: Date,
): Promise<number> {
  const window = windowStart(windowMs, now);
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window, count: 1 })
    .onConflict((oc) => oc.columns(['key', 'window']).doUpdateSet({ count: sql`rate_limits.count + 1` }))
    .returning('count')
    .executeTakeFirstOrThrow();
  // Old windows are cleared now and then, not on every hit.
  if (Math.random() < 0.01) {
    await db
      .deleteFrom('rate_limits')
      .where('window', '<', Math.floor(now.getTime() / 60_000) - KEEP_MINUTES)
      .execute();
  }
  return Number(row.count);
}

/** The count of `key` in the current window, without counting a hit. */
export async function peekRateLimit(
  db: Kysely<Database>,
  key: string,
  windowMs: number,
  now: Date,
): Promise<number> {
  const window = windowStart(windowMs, now);
  const row = await db
    .selectFrom('rate_limits')
    .select('count')
    .where('key', '=', key)
    .where('window', '=', window)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Seconds until the current window ends (for Retry-After). */
export function retryAfterSeconds(windowMs: number, now: Date): number {
  const end = (Math.floor(now.getTime() / windowMs) + 1) * windowMs;
  return Math.max(1, Math.ceil((end - now.getTime()) / 1000));
}

/**
 * Gives back one hit of `key` in the current window: a reserved attempt that turned out
 * legitimate (a right password) stops counting against the limit.
 */
export async function refundRateLimit(
  db: Kysely<Database>,
  key: string,
  windowMs: number,
  now: Date,
): Promise<void> {
  const window = windowStart(windowMs, now);
  await db
    .updateTable('rate_limits')
    .set({ count: sql`rate_limits.count - 1` })
    .where('key', '=', key)
    .where('window', '=', window)
    .where('count', '>', 0)
    .execute();
}

/** Raises the count of `key` in the current window to at least `count` (a lock set ahead). */
export async function raiseRateLimit(
  db: Kysely<Database>,
  key: string,
  windowMs: number,
  now: Date,
  count: number,
): Promise<void> {
  const window = windowStart(windowMs, now);
  await db
    .insertInto('rate_limits')
    .values({ key, window, count })
    .onConflict((oc) =>
      oc.columns(['key', 'window']).doUpdateSet({
        count: sql`case when rate_limits.count < ${count} then ${count} else rate_limits.count end`,
      }),
    )
    .execute();
}
