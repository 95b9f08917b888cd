import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { CompiledQuery, type Driver, Kysely, type LogEvent, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseTarget } from '../config';
import { registerSearchFunctions } from '../queries/search';
import type { Database } from './types';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DatabaseTarget['kind'];
  close(): Promise<void>;
}

/** Opens the embedded SQLite file (WAL, foreign keys, busy timeout) or a PostgreSQL pool. */
export function openDatabase(
  target: DatabaseTarget,
  options: {
    searchPath?: string;
    poolSize?: number;
    /** Kysely's log hook: called once per query sent to the database (tests count them). */
    log?: (event: LogEvent) => void;
  } = {},
): DatabaseHandle {
  const log = options.log ? { log: options.log } : {};
  if (target.kind === 'sqlite') {
    if (target.file !== ':memory:') mkdirSync(dirname(target.file), { recursive: true });
    const sqlite = new SQLite(target.file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    // FULL: a commit is on disk before it is answered, so a power loss cannot take back an
    // order or a payment the buyer was told about (NORMAL, with WAL, could lose the last ones).
    sqlite.pragma('synchronous = FULL');
    registerSearchFunctions(sqlite);
    const db = new Kysely<Database>({
      dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }),
      ...log,
    });
    return { db, dialect: 'sqlite', close: () => db.destroy() };
  }
  const pool = new pg.Pool({
    Client: PreparingClient,
    connectionString: target.url,
    max: options.poolSize ?? Number(process.env.PG_POOL_MAX ?? 10),
    // Each test file works in its own schema; production uses the default search path.
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), ...log });
  return { db, dialect: 'postgres', close: () => db.destroy() };
}

/**
 * Transactions take SQLite's write lock when they begin (`begin immediate`), not at their first
 * write. Another process may write the same file (`pnpm settle`, `pnpm outbox` beside a running
 * server): a deferred transaction that has read and then writes after that process committed
 * fails at once with "database is locked" (WAL's stale snapshot; the busy timeout does not
 * apply), while `begin immediate` waits its turn under the busy timeout. Within the server
 * nothing changes: Kysely runs one transaction at a time on its one connection.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection) => {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    };
    return driver;
  }
}

/**
 * Kysely prepares every query anew; preparing is a tenth of a short request's time.
 * Statements are kept by SQL text (at most 500, oldest out first). better-sqlite3 runs
 * them synchronously, so one statement is never busy twice, and it re-prepares by
 * itself after a schema change.
 */
function withStatementCache(sqlite: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        if (statements.size >= 500) statements.delete(statements.keys().next().value as string);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

/**
 * A client that sends SELECTs as named prepared statements: PostgreSQL then parses them
 * once per connection and can keep a generic plan, instead of planning every request
 * (planning cost more than running the shop list). The application's SQL comes from
 * a fixed set of query shapes, so the statements per connection stay bounded.
 */
class PreparingClient extends pg.Client {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg's query() has many overloads
  override query(config: any, values?: any, callback?: any): any {
    if (typeof config === 'string' && Array.isArray(values) && /^\s*select\b/i.test(config)) {
      const name = `q_${createHash('sha1').update(config).digest('hex').slice(0, 20)}`;
      return super.query({ name, text: config, values }, callback);
    }
    return super.query(config, values, callback);
  }
}
