import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../db/database';

export interface TestDatabase extends DatabaseHandle {
  label: string;
  /** Drops the throwaway file or schema. */
  dispose(): Promise<void>;
}

const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';

/** A fresh SQLite file in a temporary folder. */
export function sqliteTestDatabase(): TestDatabase {
  const dir = mkdtempSync(join(tmpdir(), 'atelier-db-'));
  const handle = openDatabase({ kind: 'sqlite', file: join(dir, 'test.sqlite') });
  return {
    ...handle,
    label: 'sqlite',
    dispose: async () => {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function postgresUrl(): string {
  return process.env.TEST_DATABASE_URL ?? DEFAULT_POSTGRES;
}

/** Says why PostgreSQL cannot be used here, or null when it answers. */
export async function postgresUnavailableReason(): Promise<string | null> {
  const client = new pg.Client({ connectionString: postgresUrl(), connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return `PostgreSQL at ${postgresUrl()} did not answer: ${(error as Error).message}`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A fresh schema in the test PostgreSQL, so test files never see each other's rows. */
export async function postgresTestDatabase(): Promise<TestDatabase> {
  const schema = `t_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: postgresUrl() });
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
  await admin.end();
  const handle = openDatabase({ kind: 'postgres', url: postgresUrl() }, { searchPath: schema });
  return {
    ...handle,
    label: 'postgres',
    dispose: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: postgresUrl() });
      await cleanup.connect();
      await cleanup.query(`drop schema "${schema}" cascade`);
      await cleanup.end();
    },
  };
}
