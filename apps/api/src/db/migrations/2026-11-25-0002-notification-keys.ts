import type { Kysely } from 'kysely';

// Frozen in time: migrations take Kysely<any> and never import application types.

/**
 * Notifications as message keys with parameters (issue 18): each reader sees them in their own
 * language. `title` and `text` stay, as the English words, for older clients and for rows
 * written before this migration (they have no key and show their stored words).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('notifications').addColumn('message_key', 'varchar(100)').execute();
  await db.schema.alterTable('notifications').addColumn('message_params', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('notifications').dropColumn('message_params').execute();
  await db.schema.alterTable('notifications').dropColumn('message_key').execute();
}
