import type { Kysely } from 'kysely';

// Frozen in time: migrations take Kysely<any> and never import application types.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('categories')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('value', 'varchar(100)', (col) => col.notNull().unique())
    .addColumn('is_main', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('assets')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('type', 'varchar(16)', (col) => col.notNull())
    .addColumn('producer_id', 'varchar(40)', (col) =>
      col.notNull().references('producers.id').onDelete('cascade'),
    )
    .addColumn('text', 'text')
    .addColumn('value', 'text')
    .addColumn('search_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('vt_reference_data', 'text')
    .addColumn('asset_data', 'text')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('assets_producer_type_idx')
    .on('assets')
    .columns(['producer_id', 'type', 'created_at'])
    .execute();

  await db.schema
    .createTable('model_materials')
    .addColumn('model_id', 'varchar(40)', (col) => col.notNull().references('assets.id').onDelete('cascade'))
    .addColumn('material_id', 'varchar(40)', (col) =>
      col.notNull().references('assets.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('model_materials_pk', ['model_id', 'material_id'])
    .execute();

  await db.schema
    .createTable('prebuilds')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('producer_id', 'varchar(40)', (col) =>
      col.notNull().references('producers.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('tags', 'text', (col) => col.notNull())
    .addColumn('visibility', 'varchar(16)', (col) => col.notNull().defaultTo('public'))
    .addColumn('allow_direct_purchase', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('option_shipping_fee_include', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('sizing', 'text', (col) => col.notNull())
    .addColumn('extra_option', 'text', (col) => col.notNull())
    .addColumn('waterflow_config', 'text', (col) => col.notNull())
    .addColumn('minimum_order', 'integer', (col) => col.notNull())
    .addColumn('maximum_order', 'integer', (col) => col.notNull())
    .addColumn('cost', 'integer')
    .addColumn('cost_config', 'text', (col) => col.notNull())
    .addColumn('is_draft', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('is_deleted', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('combination_config', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('prebuilds_producer_idx').on('prebuilds').columns(['producer_id']).execute();

  for (const [table, column] of [
    ['prebuild_models', 'asset_id'],
    ['prebuild_materials', 'asset_id'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn('prebuild_id', 'varchar(40)', (col) =>
        col.notNull().references('prebuilds.id').onDelete('cascade'),
      )
      .addColumn(column, 'varchar(40)', (col) => col.notNull().references('assets.id').onDelete('cascade'))
      .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
      .addPrimaryKeyConstraint(`${table}_pk`, ['prebuild_id', column])
      .execute();
  }

  await db.schema
    .createTable('creations')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(40)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('producer_id', 'varchar(40)', (col) => col.references('producers.id').onDelete('set null'))
    .addColumn('name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('category', 'text')
    .addColumn('tags', 'text', (col) => col.notNull())
    .addColumn('total_price', 'integer', (col) => col.notNull())
    .addColumn('is_draft', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('is_deleted', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('visibility', 'varchar(16)', (col) => col.notNull().defaultTo('public'))
    .addColumn('purchase_type', 'varchar(32)')
    .addColumn('kickstart_start', 'varchar(32)')
    .addColumn('kickstart_end', 'varchar(32)')
    .addColumn('kickstart_periode', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('minimum_order', 'integer', (col) => col.notNull())
    .addColumn('maximum_order', 'integer')
    .addColumn('sizing', 'text', (col) => col.notNull())
    .addColumn('waterflow_config', 'text', (col) => col.notNull())
    .addColumn('combination_config', 'text', (col) => col.notNull())
    .addColumn('cover_url', 'text')
    .addColumn('pinned_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  // The shop list: public, not deleted, not draft, newest or oldest first.
  await db.schema
    .createIndex('creations_listing_idx')
    .on('creations')
    .columns(['is_deleted', 'is_draft', 'visibility', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('creations_user_idx')
    .on('creations')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('creations_producer_idx')
    .on('creations')
    .columns(['producer_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('creation_media')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('creation_id', 'varchar(40)', (col) =>
      col.notNull().references('creations.id').onDelete('cascade'),
    )
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('creation_media_creation_idx')
    .on('creation_media')
    .columns(['creation_id', 'position'])
    .execute();

  await db.schema
    .createTable('creation_categories')
    .addColumn('creation_id', 'varchar(40)', (col) =>
      col.notNull().references('creations.id').onDelete('cascade'),
    )
    .addColumn('category_id', 'varchar(40)', (col) =>
      col.notNull().references('categories.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('creation_categories_pk', ['creation_id', 'category_id'])
    .execute();
  await db.schema
    .createIndex('creation_categories_category_idx')
    .on('creation_categories')
    .columns(['category_id', 'creation_id'])
    .execute();

  await db.schema
    .createTable('creation_prebuilds')
    .addColumn('creation_id', 'varchar(40)', (col) =>
      col.notNull().references('creations.id').onDelete('cascade'),
    )
    .addColumn('prebuild_id', 'varchar(40)', (col) =>
      col.notNull().references('prebuilds.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('creation_prebuilds_pk', ['creation_id', 'prebuild_id'])
    .execute();

  await db.schema
    .createTable('favourites')
    .addColumn('user_id', 'varchar(40)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('creation_id', 'varchar(40)', (col) =>
      col.notNull().references('creations.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('favourites_pk', ['user_id', 'creation_id'])
    .execute();
  await db.schema.createIndex('favourites_creation_idx').on('favourites').column('creation_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'favourites',
    'creation_prebuilds',
    'creation_categories',
    'creation_media',
    'creations',
    'prebuild_materials',
    'prebuild_models',
    'prebuilds',
    'model_materials',
    'assets',
    'categories',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
