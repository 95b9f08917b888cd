import type { Kysely } from 'kysely';

// Frozen in time: migrations take Kysely<any> and never import application types.
// Portable between SQLite and PostgreSQL: times are ISO 8601 text, flags are 0/1
// integers, JSON documents are text.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('email', 'varchar(320)', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('at_name', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('at_name_key', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('is_creator', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('visibility', 'varchar(16)', (col) => col.notNull().defaultTo('public'))
    .addColumn('profile_image', 'text')
    .addColumn('profile_banner', 'text')
    .addColumn('language', 'varchar(35)', (col) => col.notNull().defaultTo('en'))
    .addColumn('currency', 'varchar(3)', (col) => col.notNull().defaultTo('HKD'))
    .addColumn('theme', 'varchar(16)', (col) => col.notNull().defaultTo('light'))
    .addColumn('nav_placement', 'varchar(16)', (col) => col.notNull().defaultTo('top'))
    .addColumn('nav_style', 'varchar(16)', (col) => col.notNull().defaultTo('docking'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(40)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'varchar(160)', (col) => col.notNull().defaultTo('consumer'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'varchar(300)', (col) => col.notNull())
    .addColumn('window', 'integer', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('rate_limits_pk', ['key', 'window'])
    .execute();

  await db.schema
    .createTable('producers')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('at_name', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('profile_image', 'text')
    .addColumn('metadata', 'text', (col) => col.notNull())
    .addColumn('is_platform', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('producer_members')
    .addColumn('producer_id', 'varchar(40)', (col) =>
      col.notNull().references('producers.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'varchar(40)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'varchar(40)', (col) => col.notNull())
    .addPrimaryKeyConstraint('producer_members_pk', ['producer_id', 'user_id'])
    .execute();
  await db.schema.createIndex('producer_members_user_idx').on('producer_members').column('user_id').execute();

  await db.schema
    .createTable('follows')
    .addColumn('follower_id', 'varchar(40)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('followee_id', 'varchar(40)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('follows_pk', ['follower_id', 'followee_id'])
    .execute();
  await db.schema.createIndex('follows_followee_idx').on('follows').column('followee_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['follows', 'producer_members', 'producers', 'rate_limits', 'sessions', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
