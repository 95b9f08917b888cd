import { afterAll, describe, expect, it } from 'vitest';
import { memoryStorage } from '../storage/blob-storage';
import { sqliteTestDatabase, type TestDatabase } from '../test/databases';
import { migrateToLatest } from './migrate';
import { seed } from './seed';
import type { Database } from './types';

/** Tables the seed does not write, and app_meta (its updated_at is the database's clock). */
const NOT_SEEDED = new Set(['sessions', 'rate_limits', 'app_meta']);

async function seededStore(database: TestDatabase, now: Date): Promise<Record<string, string[]>> {
  await migrateToLatest(database.db);
  expect(await seed(database.db, { storage: memoryStorage(), now })).toEqual({ seeded: true });
  const store: Record<string, string[]> = {};
  const tables = (await database.db.introspection.getTables())
    .map((table) => table.name as keyof Database)
    .filter((name) => !NOT_SEEDED.has(name));
  for (const table of tables) {
    const rows = (await database.db.selectFrom(table).selectAll().execute()) as Record<string, unknown>[];
    // Password hashes are salted at random; everything else comes from the seeded sequence.
    store[table] = rows.map(({ password_hash: _salted, ...row }) => JSON.stringify(row)).sort();
  }
  return store;
}

describe('the demo seed', () => {
  const databases = [sqliteTestDatabase(), sqliteTestDatabase()] as const;
  afterAll(async () => {
    for (const database of databases) await database.dispose();
  });

  it('writes the same store on every run (its parts draw from one seeded sequence in a fixed order)', async () => {
    const now = new Date('2026-11-20T10:00:00.000Z');
    const first = await seededStore(databases[0], now);
    const second = await seededStore(databases[1], now);
    expect(Object.keys(first)).toEqual(
      expect.arrayContaining(['users', 'creations', 'orders', 'home_items']),
    );
    expect(first.creations?.length).toBeGreaterThanOrEqual(64);
    expect(first.cart_items?.length).toBeGreaterThan(0);
    expect(second).toEqual(first);
  }, 120_000);
});
