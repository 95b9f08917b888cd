import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
});
