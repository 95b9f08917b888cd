import type { Kysely } from 'kysely';

// Frozen in time: migrations take Kysely<any> and never import application types.

/**
 * The images a user generated with the AI images endpoint (issue 15): the stored image (in
 * `images`) and the prompt that made it, listed newest first on the creator's /aistudio.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ai_images')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(40)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('image_id', 'varchar(120)', (col) => col.notNull())
    .addColumn('prompt', 'text', (col) => col.notNull())
    .addColumn('model', 'varchar(200)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('ai_images_user_time_idx')
    .on('ai_images')
    .columns(['user_id', 'created_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ai_images').execute();
}
