import { type Kysely, sql } from 'kysely';

// Frozen in time: migrations take Kysely<any> and never import application types.

/**
 * A notification's event id is unique per recipient (issue 16): announcing the same order
 * transition twice (a retried settlement, a re-run job) never rings the bell twice. Rows
 * written twice before this index are folded into the oldest first.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    delete from notifications
    where exists (
      select 1 from notifications older
      where older.user_id = notifications.user_id
        and older.event_id = notifications.event_id
        and (older.created_at < notifications.created_at
          or (older.created_at = notifications.created_at and older.id < notifications.id))
    )
  `.execute(db);
  await db.schema
    .createIndex('notifications_user_event_unique')
    .on('notifications')
    .columns(['user_id', 'event_id'])
    .unique()
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('notifications_user_event_unique').execute();
}
