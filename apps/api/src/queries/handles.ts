import { sql } from 'kysely';

/**
 * Handles are compared regardless of case wherever they are looked up or made unique (users by
 * their `at_name_key` column, producers by this expression, which a unique index covers:
 * migration 2026-11-29-0300). Compare it with `handleKey(handle)` from @atelier/schema.
 */
export const producerHandleKey = sql<string>`lower(at_name)`;
