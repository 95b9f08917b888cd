import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { postgresTestDatabase, postgresUnavailableReason, postgresUrl } from '../test/databases';
import { migrateToLatest, migrationNames } from './migrate';

const skip = (await postgresUnavailableReason()) !== null;
const decoy = `decoy_${process.pid}_${Date.now().toString(36)}`;

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  if (!skip) await admin((client) => client.query(`drop schema if exists "${decoy}" cascade`));
});

it.skipIf(skip)(
  "migrates a schema while another schema of the database holds the migrator's own tables",
  async () => {
    // Another tenant, another test file, or a run that died before it cleaned up.
    await admin(async (client) => {
      await client.query(`create schema "${decoy}"`);
      await client.query(
        `create table "${decoy}".kysely_migration_lock (id varchar(255) primary key, is_locked integer)`,
      );
      await client.query(
        `create table "${decoy}".kysely_migration (name varchar(255) primary key, timestamp varchar(255))`,
      );
    });
    const database = await postgresTestDatabase();
    try {
      const results = await migrateToLatest(database.db);
      expect(results.map((result) => result.status)).toEqual(migrationNames.map(() => 'Success'));
    } finally {
      await database.dispose();
    }
  },
);
