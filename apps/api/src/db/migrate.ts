import { type Kysely, PostgresAdapter, sql } from 'kysely';
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
import * as accountTokens from './migrations/2026-11-25-0001-account-tokens';
import * as notificationKeys from './migrations/2026-11-25-0002-notification-keys';
import * as signInDevicesAndSignUpRequests from './migrations/2026-11-29-0200-sign-in-devices-and-sign-up-requests';
import * as handlesAndIdleSessions from './migrations/2026-11-29-0300-handles-and-idle-sessions';
import * as designs from './migrations/2026-11-29-0500-designs';
import * as creationsByCreatorListed from './migrations/2026-11-29-0900-creations-by-creator-listed';

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
  '2026-11-25-0001-account-tokens': accountTokens,
  '2026-11-25-0002-notification-keys': notificationKeys,
  '2026-11-29-0200-sign-in-devices-and-sign-up-requests': signInDevicesAndSignUpRequests,
  '2026-11-29-0300-handles-and-idle-sessions': handlesAndIdleSessions,
  '2026-11-29-0500-designs': designs,
  '2026-11-29-0900-creations-by-creator-listed': creationsByCreatorListed,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * The migrator, with its bookkeeping tables in the connection's own schema on PostgreSQL.
 * Without it, Kysely looks for `kysely_migration_lock` in every schema of the database and,
 * finding another schema's (another test file's, another tenant's), skips creating its own.
 */
async function migrator<T>(db: Kysely<T>): Promise<Migrator> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return new Migrator({ db, provider });
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  return new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
}

export async function migrateToLatest<T>(db: Kysely<T>): Promise<MigrationResult[]> {
  const { error, results } = await (await migrator(db)).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results ?? [];
}

export async function migrateDown<T>(db: Kysely<T>): Promise<MigrationResult[]> {
  const { error, results } = await (await migrator(db)).migrateDown();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results ?? [];
}

export const migrationNames = Object.keys(migrations);
