import type { Kysely } from 'kysely';

// Frozen in time: migrations take Kysely<any> and never import application types.

/**
 * Issue 16: a cart line carries its customisation answers (line properties, a JSON
 * FormAnswerMap). They are part of the line's identity: the same creation, type and size
 * with other answers is another line. '{}' is "no answers", so old lines keep merging.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('cart_items')
    .addColumn('properties', 'text', (col) => col.notNull().defaultTo('{}'))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('cart_items').dropColumn('properties').execute();
}
