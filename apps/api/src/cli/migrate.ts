import { readConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';

// `pnpm migrate`: brings the database of DATABASE_URL to the latest migration.
const config = readConfig();
const { db, dialect, close } = openDatabase(config.database);
const results = await migrateToLatest(db);
for (const result of results)
  console.log(`${result.status.padEnd(8)} ${result.direction} ${result.migrationName}`);
console.log(results.length ? `migrated (${dialect})` : `already up to date (${dialect})`);
await close();
