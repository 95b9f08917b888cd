import { handleKey } from '@atelier/schema';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/types';

/**
 * Handles are compared regardless of case wherever they are looked up or made unique (users by
 * their `at_name_key` column, producers by this expression, which a unique index covers:
 * migration 2026-11-29-0300). Compare it with `handleKey(handle)` from @atelier/schema.
 */
export const producerHandleKey = sql<string>`lower(at_name)`;

/**
 * Whether a person or a producer has `handle` (whatever its case), or `handle` is a producer's
 * id (a producer's page is also reached by id: `/{producer id}/production`): indexed look-ups.
 */
export async function handleExists(db: Kysely<Database>, handle: string): Promise<boolean> {
  const key = handleKey(handle);
  const user = await db.selectFrom('users').select('id').where('at_name_key', '=', key).executeTakeFirst();
  if (user) return true;
  const producer = await db
    .selectFrom('producers')
    .select('id')
    .where((where) => where.or([where(producerHandleKey, '=', key), where('id', '=', handle)]))
    .executeTakeFirst();
  return producer !== undefined;
}
