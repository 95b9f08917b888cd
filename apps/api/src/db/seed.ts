import type { Kysely } from 'kysely';
import type { Database } from './types';

export const SEED_VERSION = '1';

/**
 * Seeds the demo store once; running it again changes nothing. The demo content
 * itself (producers, creators, creations) arrives with the API and demo-content issues.
 */
export async function seed(db: Kysely<Database>): Promise<{ seeded: boolean }> {
  const existing = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', 'seed_version')
    .executeTakeFirst();
  if (existing?.value === SEED_VERSION) return { seeded: false };
  await db
    .insertInto('app_meta')
    .values({ key: 'seed_version', value: SEED_VERSION })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: SEED_VERSION }))
    .execute();
  return { seeded: true };
}
