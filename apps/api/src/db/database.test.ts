import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database';

const dir = mkdtempSync(join(tmpdir(), 'atelier-db-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the SQLite file', () => {
  it('is durable: WAL with synchronous=FULL, so a committed order survives a power loss', async () => {
    const { db, close } = openDatabase({ kind: 'sqlite', file: join(dir, 'durable.sqlite') });
    try {
      const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
      expect(mode.rows[0]?.journal_mode).toBe('wal');
      // 0 OFF, 1 NORMAL, 2 FULL, 3 EXTRA.
      const sync = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
      expect(sync.rows[0]?.synchronous).toBe(2);
    } finally {
      await close();
    }
  });

  it('writes a transaction that read before another process wrote: it holds the write lock from its start', async () => {
    const file = join(dir, 'two-writers.sqlite');
    const { db, close } = openDatabase({ kind: 'sqlite', file });
    // Another process on the same file (as `pnpm settle` beside the server), here a second
    // handle that does not wait for a lock at all.
    const other = new SQLite(file);
    other.pragma('busy_timeout = 0');
    try {
      await sql`create table counters (name text primary key, value integer not null)`.execute(db);
      await sql`insert into counters values ('orders', 0)`.execute(db);
      let refused = '';
      await db.transaction().execute(async (trx) => {
        const before = await sql<{ value: number }>`select value from counters where name = 'orders'`.execute(
          trx,
        );
        // The other process tries to write between this transaction's read and its write.
        try {
          other.prepare(`update counters set value = value + 100 where name = 'orders'`).run();
        } catch (error) {
          refused = (error as Error).message;
        }
        await sql`update counters set value = ${(before.rows[0]?.value ?? 0) + 1} where name = 'orders'`.execute(
          trx,
        );
      });
      // The transaction's write stands; the other writer was told to wait (and may try again).
      expect(refused).toBe('database is locked');
      const after = await sql<{ value: number }>`select value from counters where name = 'orders'`.execute(
        db,
      );
      expect(after.rows[0]?.value).toBe(1);
      other.prepare(`update counters set value = value + 100 where name = 'orders'`).run();
      const later = await sql<{ value: number }>`select value from counters where name = 'orders'`.execute(
        db,
      );
      expect(later.rows[0]?.value).toBe(101);
    } finally {
      other.close();
      await close();
    }
  });
});
