import { closeSync, existsSync, fsyncSync, openSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';

/**
 * The SQLite side of backups: a consistent copy of a live database, its integrity check, and
 * whether a server holds the file. Everything here works beside a running server.
 */

/** How long a backup waits for the server's write lock before it gives up. */
const BUSY_TIMEOUT_MS = 10_000;

/** Flushes a file (or a folder's entries) to the disk, so a power loss after it cannot lose it. */
export function fsyncPath(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Copies a live database into `target` with VACUUM INTO: one read transaction, so the copy is
 * the database as of one commit, while the server keeps writing (WAL readers never block the
 * writer). SQLite does not sync the copy, so it is written under a temporary name, synced, and
 * only then given its name.
 */
export function snapshotSqlite(source: string, target: string): void {
  if (!existsSync(source)) throw new Error(`There is no database at ${source}.`);
  const temporary = `${target}.partial`;
  rmSync(temporary, { force: true });
  const db = new SQLite(source, { fileMustExist: true, timeout: BUSY_TIMEOUT_MS });
  try {
    db.prepare('VACUUM INTO ?').run(temporary);
  } finally {
    db.close();
  }
  fsyncPath(temporary);
  renameSync(temporary, target);
  fsyncPath(dirname(target));
}

/** `PRAGMA integrity_check`: 'ok', or the problems SQLite found (one per line). */
export function integrityCheck(file: string): string {
  const db = new SQLite(file, { fileMustExist: true, readonly: true });
  try {
    const rows = db.pragma('integrity_check') as { integrity_check: string }[];
    return rows.map((row) => row.integrity_check).join('\n');
  } finally {
    db.close();
  }
}

/**
 * Whether another process has the database open. A server in WAL mode keeps a shared lock on
 * the file for as long as its connection is open, so an exclusive lock taken here fails while
 * one runs (and succeeds at once when none does).
 */
export function sqliteHeldByAnotherProcess(file: string): boolean {
  if (!existsSync(file)) return false;
  const db = new SQLite(file, { fileMustExist: true, timeout: 1000 });
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('COMMIT');
    return false;
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_BUSY') return true;
    throw error;
  } finally {
    db.close();
  }
}

/** The tables of a database with their row counts (a manifest's summary of what it holds). */
export function tableCounts(file: string): Record<string, number> {
  const db = new SQLite(file, { fileMustExist: true, readonly: true });
  try {
    const tables = db
      .prepare(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name",
      )
      .all() as { name: string }[];
    return Object.fromEntries(
      tables.map(({ name }) => [
        name,
        (db.prepare(`select count(*) as n from "${name.replace(/"/g, '""')}"`).get() as { n: number }).n,
      ]),
    );
  } finally {
    db.close();
  }
}
