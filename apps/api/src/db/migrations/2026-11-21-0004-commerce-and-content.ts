import type { Kysely } from 'kysely';

// Frozen in time: migrations take Kysely<any> and never import application types.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('cart_items')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(40)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('creation_id', 'varchar(40)', (col) =>
      col.notNull().references('creations.id').onDelete('cascade'),
    )
    .addColumn('type', 'varchar(32)', (col) => col.notNull())
    .addColumn('quantity', 'text', (col) => col.notNull())
    .addColumn('price', 'integer', (col) => col.notNull())
    .addColumn('creation_snapshot', 'text')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('cart_items_user_idx')
    .on('cart_items')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(40)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'varchar(32)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('order_items')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('order_id', 'varchar(40)', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('creation_id', 'varchar(40)', (col) =>
      col.notNull().references('creations.id').onDelete('restrict'),
    )
    .addColumn('size', 'varchar(8)')
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('price', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('order_items_creation_idx').on('order_items').column('creation_id').execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(40)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('event_id', 'varchar(80)', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('image', 'text')
    .addColumn('link', 'text')
    .addColumn('event_data', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('read_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('notifications_user_idx')
    .on('notifications')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('images')
    .addColumn('id', 'varchar(100)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(40)', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('content_type', 'varchar(40)', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('bytes', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  // Home content of a scope ('platform' or a creator's user id): header cards, trend media.
  await db.schema
    .createTable('home_items')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('scope', 'varchar(64)', (col) => col.notNull())
    .addColumn('kind', 'varchar(32)', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('data', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('home_items_scope_idx').on('home_items').columns(['scope', 'kind']).execute();

  // Case metadata (global.enableUserCreateCreation, homePage.categoriesFilter) per scope.
  await db.schema
    .createTable('case_settings')
    .addColumn('scope', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('metadata', 'text', (col) => col.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'case_settings',
    'home_items',
    'images',
    'notifications',
    'order_items',
    'orders',
    'cart_items',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
