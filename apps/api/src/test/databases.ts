import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LogEvent } from 'kysely';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../db/database';

export interface TestDatabase extends DatabaseHandle {
  label: string;
  /** Drops the throwaway file or schema. */
  dispose(): Promise<void>;
}

const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDatabaseOptions {
  /** Kysely's log hook, called for every query (to count round trips). */
  log?: (event: LogEvent) => void;
}

/** A fresh SQLite file in a temporary folder. */
export function sqliteTestDatabase(options: TestDatabaseOptions = {}): TestDatabase {
  const dir = mkdtempSync(join(tmpdir(), 'atelier-db-'));
  const handle = openDatabase({ kind: 'sqlite', file: join(dir, 'test.sqlite') }, options);
  return {
    ...handle,
    label: 'sqlite',
    dispose: async () => {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

let resolvedUrl: string | null = null;

/** The PostgreSQL the tests use (see {@link postgresUnavailableReason}). */
export function postgresUrl(): string {
  return (
    resolvedUrl ??
    process.env.TEST_DATABASE_URL ??
    process.env.ATELIER_TEST_DEFAULT_POSTGRES ??
    DEFAULT_POSTGRES
  );
}

async function answers(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return (error as Error).message;
  } finally {
    await client.end().catch(() => undefined);
  }
}

let decided: Promise<string | null> | null = null;

/**
 * Finds the PostgreSQL of the tests, or says why there is none: the server at
 * TEST_DATABASE_URL; else one answering on 127.0.0.1:5432 (trust auth, database
 * `test`); else, as root, a throwaway cluster (Debian's postgresql, installed if
 * missing) on a loopback port. Only when none works is the PostgreSQL run skipped,
 * and the reason is printed by the caller.
 */
export function postgresUnavailableReason(): Promise<string | null> {
  decided ??= (async () => {
    if (process.env.TEST_DATABASE_URL) {
      const failure = await answers(process.env.TEST_DATABASE_URL);
      return failure ? `PostgreSQL at TEST_DATABASE_URL did not answer: ${failure}` : null;
    }
    const defaultUrl = process.env.ATELIER_TEST_DEFAULT_POSTGRES ?? DEFAULT_POSTGRES;
    const local = await answers(defaultUrl);
    if (!local) return null;
    const { throwawayPostgres } = await import('./throwaway-postgres');
    const cluster = await throwawayPostgres(async (url) => (await answers(url)) === null);
    if ('url' in cluster) {
      resolvedUrl = cluster.url;
      return null;
    }
    return `no PostgreSQL at ${defaultUrl} (${local}), and ${cluster.reason}`;
  })();
  return decided;
}

/** A fresh schema in the test PostgreSQL, so test files never see each other's rows. */
export async function postgresTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const schema = `t_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: postgresUrl() });
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
  await admin.end();
  const handle = openDatabase(
    { kind: 'postgres', url: postgresUrl() },
    { searchPath: schema, poolSize: 4, ...options },
  );
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
