import type { Kysely } from 'kysely';

// Frozen in time: migrations take Kysely<any> and never import application types.
//
// Issue 18: the single-use links of the account settings (a password reset, an e-mail change).
// Only the sha256 of a link's token is stored, so the database never holds a usable link.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('account_tokens')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(40)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // 'password_reset' or 'email_change'.
    .addColumn('purpose', 'varchar(32)', (col) => col.notNull())
    // The address an e-mail change moves to (null for a password reset).
    .addColumn('new_email', 'varchar(320)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('account_tokens_user_idx')
    .on('account_tokens')
    .columns(['user_id', 'purpose'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('account_tokens').execute();
}
