import { type Kysely, sql } from 'kysely';

// Frozen in time: migrations take Kysely<any> and never import application types.
//
// Issue 19: handles are unique whatever their case (users already keep `at_name_key`; producers
// get a unique index on the lower-cased handle), and a session ends when it goes unused for a
// while, so it records when it was last used (null: not since it was created).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('producers_at_name_key_idx')
    .on('producers')
    .unique()
    .expression(sql`lower(at_name)`)
    .execute();
  await db.schema.alterTable('sessions').addColumn('last_seen_at', 'varchar(32)').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('last_seen_at').execute();
  await db.schema.dropIndex('producers_at_name_key_idx').execute();
}
