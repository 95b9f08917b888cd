import { type Compilable, CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate';
import { sqliteTestDatabase, type TestDatabase } from '../test/databases';
import { listedCreationCount } from './users';

/**
 * better-sqlite3 runs every query on the event loop, so a query that reads thousands of rows
 * holds every other request for its whole time (issue 19's load benchmark: a creator's
 * profile count took 60 to 160 ms on a 10,000-creation shop). These tests pin the plans of
 * such queries. SQLite plans without statistics here (no ANALYZE), as a fresh store does.
 */

let database: TestDatabase;

beforeAll(async () => {
  database = sqliteTestDatabase();
  await migrateToLatest(database.db);
});

afterAll(async () => {
  await database.dispose();
});

/** SQLite's EXPLAIN QUERY PLAN of a query (with its own parameters), its steps joined by newlines. */
async function planOf(query: Compilable): Promise<string> {
  const { sql, parameters } = query.compile();
  const { rows } = await database.db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`explain query plan ${sql}`, [...parameters]),
  );
  return rows.map((row) => row.detail).join('\n');
}

describe('query plans (SQLite)', () => {
  it("counts a creator's listed creations from their own index entries alone", async () => {
    const plan = await planOf(listedCreationCount(database.db, 'us_creator'));
    expect(plan).toContain('COVERING INDEX creations_user_listed_idx');
    // The shop's index matches more of the filter, but would read every listed creation's row.
    expect(plan).not.toContain('creations_listing_idx');
  });
});
