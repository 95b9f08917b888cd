import type { Kysely } from 'kysely';

// Frozen in time: migrations take Kysely<any> and never import application types.
//
// Issue 20: a shopper's saved design (a creation's customer form answers, decals included, and
// an optional capture image). A member's design has an owner; a guest's has none and is changed
// only with its write token, of which only a SHA-256 hash is kept. Cart and order lines keep the
// design they were made from (no foreign key: deleting a design leaves the order's answers, which
// are copied on the line, and its reference, which then reads as gone).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('designs')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('creation_id', 'varchar(40)', (col) =>
      col.notNull().references('creations.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'varchar(40)', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('write_token_hash', 'varchar(64)')
    .addColumn('answers', 'text', (col) => col.notNull())
    .addColumn('capture_image_id', 'varchar(64)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('designs_user_idx').on('designs').columns(['user_id', 'updated_at']).execute();
  await db.schema.alterTable('cart_items').addColumn('design_id', 'varchar(40)').execute();
  await db.schema.alterTable('order_items').addColumn('design_id', 'varchar(40)').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order_items').dropColumn('design_id').execute();
  await db.schema.alterTable('cart_items').dropColumn('design_id').execute();
  await db.schema.dropTable('designs').execute();
}
