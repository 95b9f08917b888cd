import type { Kysely } from 'kysely';

// Frozen in time: migrations take Kysely<any> and never import application types.

/**
 * A user's favourites list reads one user's rows newest first and pages by
 * (created_at, creation_id): this index gives them in that order, so a page reads only its
 * own rows. The primary key (user_id, creation_id) finds a user's rows but not in time order.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('favourites_user_time_idx')
    .on('favourites')
    .columns(['user_id', 'created_at', 'creation_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('favourites_user_time_idx').execute();
}
