import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

/**
 * Counts one hit of `key` in the current fixed window and answers the count so far.
 * The counter lives in the database, so every server process shares it.
 */
export async function hitRateLimit(
  db: Kysely<Database>,
  key: string,
  windowMs: number,
  now: Date,
): Promise<number> {
  const window = Math.floor(now.getTime() / windowMs);
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
      .where('window', '<', window - 1)
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
  const window = Math.floor(now.getTime() / windowMs);
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
