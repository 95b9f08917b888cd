import type { Kysely } from 'kysely';

// Frozen in time: migrations take Kysely<any> and never import application types.

/**
 * Issue 19 (load): a creator's profile counts their listed creations (published, public, not
 * deleted), and their creations page filters on the same columns. With only
 * (user_id, created_at) and the shop's (is_deleted, is_draft, visibility, created_at, id),
 * SQLite chose the shop's index, which matches more equalities, and read every listed
 * creation's row of the whole shop to check its owner: 60 to 160 ms on the event loop for a
 * 10,000-creation shop, which held every other request. This index answers the count from the
 * index alone (a creator's entries only), and lists a creator's creations newest first.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('creations_user_listed_idx')
    .on('creations')
    .columns(['user_id', 'is_deleted', 'is_draft', 'visibility', 'created_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('creations_user_listed_idx').execute();
}
