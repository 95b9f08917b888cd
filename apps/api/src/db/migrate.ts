import type { Kysely } from 'kysely';
import { type Migration, type MigrationProvider, type MigrationResult, Migrator } from 'kysely/migration';
import * as appMeta from './migrations/2026-11-21-0001-app-meta';
import * as accounts from './migrations/2026-11-21-0002-accounts';
import * as catalogue from './migrations/2026-11-21-0003-catalogue';
import * as commerce from './migrations/2026-11-21-0004-commerce-and-content';
import * as favouritesByUser from './migrations/2026-11-21-0005-favourites-by-user';
import * as aiImages from './migrations/2026-11-22-0001-ai-images';
import * as ordersAndPayments from './migrations/2026-11-24-0001-orders-and-payments';
import * as cartLineProperties from './migrations/2026-11-24-0101-cart-line-properties';
import * as notificationEventsOnce from './migrations/2026-11-24-0106-notification-events-once';

// Listed explicitly (not read from a folder) so the bundled server carries them.
const migrations: Record<string, Migration> = {
  '2026-11-21-0001-app-meta': appMeta,
  '2026-11-21-0002-accounts': accounts,
  '2026-11-21-0003-catalogue': catalogue,
  '2026-11-21-0004-commerce-and-content': commerce,
  '2026-11-21-0005-favourites-by-user': favouritesByUser,
  '2026-11-22-0001-ai-images': aiImages,
  '2026-11-24-0001-orders-and-payments': ordersAndPayments,
  '2026-11-24-0101-cart-line-properties': cartLineProperties,
  '2026-11-24-0106-notification-events-once': notificationEventsOnce,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest<T>(db: Kysely<T>): Promise<MigrationResult[]> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results ?? [];
}

export async function migrateDown<T>(db: Kysely<T>): Promise<MigrationResult[]> {
  const { error, results } = await new Migrator({ db, provider }).migrateDown();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results ?? [];
}

export const migrationNames = Object.keys(migrations);
