import type { Kysely } from 'kysely';

// Frozen in time: migrations take Kysely<any> and never import application types.

/**
 * Sign-in and sign-up abuse (docs/decisions.md, "Security: sign-in and sign-up limits"):
 * - `sign_in_devices`: the browsers an account signed in on (the device cookie's token, stored
 *   as its sha256), whose failed sign-ins are counted on their own, so a guesser elsewhere
 *   cannot lock the owner out;
 * - `sign_up_requests`: a sign-up waiting for its e-mail link when mail is configured (the
 *   account is only created from the link, so the address's owner chooses its password);
 * - `users.email_confirmed_at`: when the address was shown to be the user's (null: never).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sign_in_devices')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(40)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sign_in_devices_user_idx').on('sign_in_devices').column('user_id').execute();
  await db.schema
    .createTable('sign_up_requests')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('email', 'varchar(320)', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('at_name', 'varchar(64)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sign_up_requests_email_idx').on('sign_up_requests').column('email').execute();
  await db.schema.alterTable('users').addColumn('email_confirmed_at', 'varchar(32)').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('email_confirmed_at').execute();
  await db.schema.dropTable('sign_up_requests').execute();
  await db.schema.dropTable('sign_in_devices').execute();
}
