import { afterAll, describe, expect, it } from 'vitest';
import { memoryStorage } from '../storage/blob-storage';
import { sqliteTestDatabase, type TestDatabase } from '../test/databases';
import { migrateToLatest } from './migrate';
import { seed } from './seed';
import type { Database } from './types';

/** Every table the seed writes, with the columns that differ by nature left out. */
const TABLES: (keyof Database)[] = [
  'users',
  'producers',
  'producer_members',
  'follows',
  'categories',
  'assets',
  'model_materials',
  'prebuilds',
  'prebuild_models',
  'prebuild_materials',
  'creations',
  'creation_media',
  'creation_categories',
  'creation_prebuilds',
  'favourites',
  'cart_items',
  'orders',
  'order_items',
  'notifications',
  'images',
  'home_items',
  'case_settings',
];

async function seededStore(database: TestDatabase, now: Date): Promise<Record<string, string[]>> {
  await migrateToLatest(database.db);
  expect(await seed(database.db, { storage: memoryStorage(), now })).toEqual({ seeded: true });
  const store: Record<string, string[]> = {};
  for (const table of TABLES) {
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
    expect(first.creations?.length).toBeGreaterThanOrEqual(64);
    expect(first.cart_items?.length).toBeGreaterThan(0);
    expect(second).toEqual(first);
  }, 120_000);
});
