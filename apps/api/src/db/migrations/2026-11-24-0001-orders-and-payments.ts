import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

type Column = (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;
const plain: Column = (col) => col;

// Frozen in time: migrations take Kysely<any> and never import application types.
//
// Issue 16: orders become real. One order is one cart line (one creation, so one producer and
// one campaign: its state machine never has to split); a checkout groups the orders one
// placement made and carries the idempotency key. Every transition is an order_events row.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('checkouts')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(40)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('idempotency_key', 'varchar(100)', (col) => col.notNull())
    // A hash of the request body: the same key with another body is refused, not replayed.
    .addColumn('request_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('provider', 'varchar(32)', (col) => col.notNull())
    .addColumn('currency', 'varchar(3)', (col) => col.notNull().defaultTo('HKD'))
    .addColumn('total', 'integer', (col) => col.notNull())
    .addColumn('shipping_address', 'text', (col) => col.notNull())
    .addColumn('contact', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('checkouts_user_key_unique', ['user_id', 'idempotency_key'])
    .execute();

  for (const [column, type, build] of [
    ['checkout_id', 'varchar(40)', (col) => col.references('checkouts.id').onDelete('set null')],
    ['creation_id', 'varchar(40)', (col) => col.references('creations.id').onDelete('restrict')],
    ['producer_id', 'varchar(40)', (col) => col.references('producers.id').onDelete('set null')],
    ['kind', 'varchar(16)', (col) => col.notNull().defaultTo('instant')],
    ['payment_taken', 'integer', (col) => col.notNull().defaultTo(0)],
    ['provider', 'varchar(32)', (col) => col.notNull().defaultTo('manual')],
    ['payment_method', 'text', plain],
    ['currency', 'varchar(3)', (col) => col.notNull().defaultTo('HKD')],
    ['total', 'integer', (col) => col.notNull().defaultTo(0)],
    ['shipping_address', 'text', plain],
    ['contact', 'text', plain],
    ['tracking_carrier', 'varchar(100)', plain],
    ['tracking_number', 'varchar(100)', plain],
  ] as [
    string,
    'varchar(40)' | 'varchar(16)' | 'varchar(32)' | 'varchar(3)' | 'varchar(100)' | 'integer' | 'text',
    Column,
  ][]) {
    await db.schema.alterTable('orders').addColumn(column, type, build).execute();
  }
  await db.schema.createIndex('orders_user_idx').on('orders').columns(['user_id', 'created_at']).execute();
  await db.schema
    .createIndex('orders_creation_idx')
    .on('orders')
    .columns(['creation_id', 'status'])
    .execute();
  await db.schema
    .createIndex('orders_producer_idx')
    .on('orders')
    .columns(['producer_id', 'status'])
    .execute();
  await db.schema.createIndex('orders_checkout_idx').on('orders').column('checkout_id').execute();

  for (const [column, type, build] of [
    ['type', 'varchar(32)', (col) => col.notNull().defaultTo('instant-purchase')],
    // The customisation answers (line properties): part of the line's identity.
    ['properties', 'text', (col) => col.notNull().defaultTo('{}')],
    ['unit_price', 'integer', (col) => col.notNull().defaultTo(0)],
    ['creation_snapshot', 'text', plain],
  ] as [string, 'varchar(32)' | 'integer' | 'text', Column][]) {
    await db.schema.alterTable('order_items').addColumn(column, type, build).execute();
  }
  await db.schema.createIndex('order_items_order_idx').on('order_items').column('order_id').execute();

  await db.schema
    .createTable('order_events')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('order_id', 'varchar(40)', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('event', 'varchar(32)', (col) => col.notNull())
    .addColumn('from_status', 'varchar(32)')
    .addColumn('to_status', 'varchar(32)', (col) => col.notNull())
    .addColumn('actor', 'varchar(16)', (col) => col.notNull())
    .addColumn('actor_user_id', 'varchar(40)', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('data', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('order_events_order_seq_unique', ['order_id', 'seq'])
    .execute();

  await db.schema
    .createTable('addresses')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(40)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('data', 'text', (col) => col.notNull())
    .addColumn('is_default', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('addresses_user_idx')
    .on('addresses')
    .columns(['user_id', 'created_at'])
    .execute();

  // Every money movement asked of a provider. operation_key is unique ("capture:{orderId}"):
  // the database itself refuses a second charge or refund of the same order.
  await db.schema
    .createTable('payments')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('order_id', 'varchar(40)', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('provider', 'varchar(32)', (col) => col.notNull())
    .addColumn('operation', 'varchar(16)', (col) => col.notNull())
    .addColumn('operation_key', 'varchar(120)', (col) => col.notNull().unique())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('currency', 'varchar(3)', (col) => col.notNull())
    .addColumn('external_id', 'varchar(200)')
    .addColumn('error', 'text')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('payments_order_idx').on('payments').column('order_id').execute();

  // A campaign's settlement: one row per creation, claimed by one runner at a time.
  await db.schema
    .createTable('settlements')
    .addColumn('creation_id', 'varchar(40)', (col) =>
      col.primaryKey().references('creations.id').onDelete('cascade'),
    )
    .addColumn('kickstart_end', 'varchar(32)', (col) => col.notNull())
    .addColumn('outcome', 'varchar(16)')
    .addColumn('ordered', 'integer')
    .addColumn('claimed_by', 'varchar(80)')
    .addColumn('claimed_until', 'varchar(32)')
    .addColumn('started_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('finished_at', 'varchar(32)')
    .execute();

  // Provider webhook deliveries already handled: a replayed event id is refused.
  await db.schema
    .createTable('webhook_events')
    .addColumn('provider', 'varchar(32)', (col) => col.notNull())
    .addColumn('event_id', 'varchar(200)', (col) => col.notNull())
    .addColumn('received_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('webhook_events_pk', ['provider', 'event_id'])
    .execute();

  // E-mails: sent through SMTP when configured, otherwise kept here (the local outbox).
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('to_address', 'varchar(320)', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('text_body', 'text', (col) => col.notNull())
    .addColumn('html_body', 'text')
    .addColumn('event_id', 'varchar(120)', (col) => col.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('sent_at', 'varchar(32)')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'mail_outbox',
    'webhook_events',
    'settlements',
    'payments',
    'addresses',
    'order_events',
  ])
    await db.schema.dropTable(table).execute();
  await db.schema.dropIndex('order_items_order_idx').execute();
  for (const column of ['creation_snapshot', 'unit_price', 'properties', 'type'])
    await db.schema.alterTable('order_items').dropColumn(column).execute();
  for (const index of [
    'orders_checkout_idx',
    'orders_producer_idx',
    'orders_creation_idx',
    'orders_user_idx',
  ])
    await db.schema.dropIndex(index).execute();
  for (const column of [
    'tracking_number',
    'tracking_carrier',
    'contact',
    'shipping_address',
    'total',
    'currency',
    'payment_method',
    'provider',
    'payment_taken',
    'kind',
    'producer_id',
    'creation_id',
    'checkout_id',
  ])
    await db.schema.alterTable('orders').dropColumn(column).execute();
  await db.schema.dropTable('checkouts').execute();
}
