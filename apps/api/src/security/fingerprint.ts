import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/types';

/**
 * Counted hits of a refused attempt (sign-in, password reset, contact): writing them on a 4xx
 * is the point of a rate limit, so they are left out of "nothing was written".
 */
const WRITTEN_ON_REFUSAL = new Set(['rate_limits']);

const tableCache = new WeakMap<Kysely<Database>, Promise<string[]>>();

/** Every table of the schema, read from the database itself so a new table is watched too. */
function tablesOf(db: Kysely<Database>): Promise<string[]> {
  let tables = tableCache.get(db);
  if (!tables) {
    tables = (async () => {
      const isPostgres = db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
      const rows = isPostgres
        ? await sql<{ name: string }>`select table_name as name from information_schema.tables
            where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
        : await sql<{ name: string }>`select name from sqlite_master
            where type = 'table' and name not like 'sqlite_%'`.execute(db);
      return rows.rows
        .map((row) => row.name)
        .filter((name) => !WRITTEN_ON_REFUSAL.has(name))
        .sort();
    })();
    tableCache.set(db, tables);
  }
  return tables;
}

/**
 * A hash of every row of every table (rows sorted, so the database's order does not matter):
 * equal fingerprints mean nothing was inserted, changed or deleted.
 */
export async function fingerprintAll(db: Kysely<Database>): Promise<string> {
  const tables = await tablesOf(db);
  // Read side by side: PostgreSQL answers them on several pooled connections.
  const contents = await Promise.all(
    tables.map(async (table) => {
      const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
      const lines = rows.rows.map((row) =>
        JSON.stringify(row, (_key, value: unknown) =>
          typeof value === 'bigint' ? value.toString() : value instanceof Date ? value.toISOString() : value,
        ),
      );
      return `${table}:${lines.sort().join('\n')}\n`;
    }),
  );
  const hash = createHash('sha256');
  for (const content of contents) hash.update(content);
  return hash.digest('hex');
}
