import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate';
import { DurabilityRefusal, restoreBackup, takeBackup } from './backup';
import { brokenVersion, halfWrittenOrders, missingCheckouts, missingImages } from './consistency';
import {
  runCli,
  scratchInstall,
  type ScratchInstall,
  type ServerProcess,
  startServer,
  waitFor,
} from './test-processes';
import {
  type Acknowledged,
  Ledger,
  type Load,
  openSessions,
  prepareShop,
  readVersion,
  type Sessions,
  type Shop,
  startLoad,
} from './workload';

/**
 * `pnpm backup` under write load and `pnpm restore` (docs/deploy.md "Backups"): the backup taken
 * while orders, uploads and saves keep coming restores to a database that passes SQLite's
 * integrity check, holds every write acknowledged before the backup began, and whose every
 * image has its blob; a restore onto the database of a running server is refused.
 */

const integrity = (file: string) => {
  const sqlite = new SQLite(file, { readonly: true });
  try {
    return sqlite.pragma('integrity_check', { simple: true });
  } finally {
    sqlite.close();
  }
};
const acks = (ledger: Ledger) => ledger.checkouts.length + ledger.versions.length + ledger.images.length;

describe('backup and restore of SQLite and the image files', () => {
  let install: ScratchInstall;
  let elsewhere: ScratchInstall;
  const servers: ServerProcess[] = [];
  let server: ServerProcess;
  let shop: Shop;
  let sessions: Sessions;
  let load: Load | null = null;
  const ledger = new Ledger();
  let before: Acknowledged;
  let backupDir: string;

  beforeAll(async () => {
    install = await scratchInstall('sqlite');
    elsewhere = await scratchInstall('sqlite');
    const setup = install.open();
    await migrateToLatest(setup.db);
    shop = await prepareShop(setup.db);
    await setup.close();
    server = await startServer(install);
    servers.push(server);
    sessions = await openSessions(server.base, shop);
    await readVersion(server.base, sessions, ledger);
    backupDir = join(install.dir, 'backups', 'first');
  }, 180_000);

  afterAll(async () => {
    await load?.stop();
    for (const running of servers) await running.crash();
    await install?.dispose();
    await elsewhere?.dispose();
  }, 60_000);

  it('takes a backup while orders, uploads and saves keep being written', async () => {
    load = startLoad(server.base, sessions, shop, ledger);
    await waitFor(
      'writes before the backup',
      () => ledger.unexpected.length > 0 || (ledger.checkouts.length >= 5 && ledger.versions.length >= 3),
    );
    before = ledger.snapshot();
    const atStart = acks(ledger);
    const backup = await runCli(install, 'backup', [backupDir]).done;
    const writtenMeanwhile = acks(ledger) - atStart;
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain(`backup: ${backupDir}`);
    expect(backup.stdout).toContain('(integrity ok)');
    // The server was not stopped or blocked: writes were acknowledged while the backup ran.
    expect(writtenMeanwhile).toBeGreaterThan(0);
    expect(ledger.unexpected).toEqual([]);
  }, 180_000);

  it('refuses to restore onto the database a running server holds, and changes nothing', async () => {
    const refused = await runCli(install, 'restore', [backupDir]).done;
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`The database ${install.file} is open in a running Atelier server`);
    expect(refused.stderr).toContain('Nothing was changed.');
    await load?.stop();
    load = null;
    expect(ledger.unexpected).toEqual([]);
    // Every write of the whole run is still there: the refused restore touched nothing.
    const live = install.open();
    try {
      expect(await missingCheckouts(live.db, ledger.checkouts)).toEqual([]);
    } finally {
      await live.close();
    }
  }, 180_000);

  it('restores on another machine: whole, with every write acknowledged before the backup and every blob', async () => {
    const restored = await runCli(elsewhere, 'restore', [backupDir]).done;
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    const file = elsewhere.file as string;
    expect(integrity(file)).toBe('ok');
    const check = elsewhere.open();
    try {
      expect(before.checkouts.length).toBeGreaterThanOrEqual(5);
      expect(await missingCheckouts(check.db, before.checkouts)).toEqual([]);
      expect(await halfWrittenOrders(check.db)).toEqual([]);
      expect(await brokenVersion(check.db, sessions.creationId, ledger, before.versions)).toEqual([]);
      expect(await missingImages(check.db, elsewhere.blobDir, before.images)).toEqual([]);
    } finally {
      await check.close();
    }
    // A server on the restored copy knows the sessions and serves the creation's image.
    const restoredServer = await startServer(elsewhere);
    servers.push(restoredServer);
    const edit = await fetch(`${restoredServer.base}/api/creations/${sessions.creationId}/edit`, {
      headers: { cookie: sessions.creator },
    });
    expect(edit.status).toBe(200);
    const { creation } = (await edit.json()) as { creation: { creation_media: { url: string }[] } };
    const image = await fetch(`${restoredServer.base}${creation.creation_media[0]?.url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    await restoredServer.stop();
  }, 180_000);

  it('restores in place once the server is stopped, keeping the replaced database aside', async () => {
    await server.stop();
    const restored = await runCli(install, 'restore', [backupDir]).done;
    expect(restored.code).toBe(0);
    const aside = /kept as (\S+)/.exec(restored.stdout)?.[1] as string;
    expect(existsSync(aside)).toBe(true);
    expect(integrity(aside)).toBe('ok');
    const file = install.file as string;
    expect(integrity(file)).toBe('ok');
    const check = install.open();
    const kept = new SQLite(aside, { readonly: true });
    try {
      const count = async () =>
        Number(
          (
            await check.db
              .selectFrom('checkouts')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const keptCount = (kept.prepare('select count(*) as n from checkouts').get() as { n: number }).n;
      // The backup holds fewer placements than the database it replaced, which kept them all.
      expect(await count()).toBeLessThan(keptCount);
      expect(keptCount).toBe(ledger.checkouts.length);
      expect(await missingCheckouts(check.db, before.checkouts)).toEqual([]);
      expect(await halfWrittenOrders(check.db)).toEqual([]);
    } finally {
      kept.close();
      await check.close();
    }
  }, 180_000);
});

describe('what backup and restore refuse', () => {
  const dir = mkdtempSync(join(tmpdir(), 'atelier-backup-refusals-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const tableIn = (file: string) => {
    const sqlite = new SQLite(file);
    sqlite.exec('create table t (x)');
    sqlite.close();
  };
  const target = (file: string) => ({
    database: { kind: 'sqlite' as const, file },
    blobs: { kind: 'filesystem' as const, dir: join(dir, 'blobs') },
  });

  it('points PostgreSQL at pg_dump and pg_restore, hiding the password, and writes nothing', async () => {
    const postgres = {
      database: { kind: 'postgres' as const, url: 'postgres://shop:s3cret@127.0.0.1:5432/atelier' },
      blobs: { kind: 'filesystem' as const, dir: join(dir, 'blobs') },
    };
    const refusal = await takeBackup(postgres, join(dir, 'pg')).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DurabilityRefusal);
    expect((refusal as DurabilityRefusal).exitCode).toBe(2);
    expect((refusal as Error).message).toContain(
      `pg_dump --format=custom --file=${join(dir, 'pg')}/atelier.dump`,
    );
    expect((refusal as Error).message).not.toContain('s3cret');
    expect(existsSync(join(dir, 'pg'))).toBe(false);
    const restore = await restoreBackup(postgres, join(dir, 'pg')).catch((error: unknown) => error);
    expect((restore as Error).message).toContain('pg_restore --no-owner');
  });

  it('refuses a folder without a manifest (an interrupted backup) and a non-empty backup folder', async () => {
    const database = join(dir, 'live.sqlite');
    tableIn(database);
    const notABackup = await restoreBackup(target(database), dir).catch((error: unknown) => error);
    expect((notABackup as Error).message).toContain('holds no manifest.json');
    const taken = await takeBackup(target(database), join(dir, 'one'));
    expect(taken.manifest.database.tables).toEqual({ t: 0 });
    const again = await takeBackup(target(database), join(dir, 'one')).catch((error: unknown) => error);
    expect((again as Error).message).toContain('is not empty');
  });

  it('refuses a backup whose database was changed after it was taken', async () => {
    const database = join(dir, 'changed.sqlite');
    tableIn(database);
    await takeBackup(target(database), join(dir, 'two'));
    const copy = new SQLite(join(dir, 'two', 'atelier.sqlite'));
    copy.exec('insert into t values (1)');
    copy.close();
    const refusal = await restoreBackup(target(join(dir, 'elsewhere.sqlite')), join(dir, 'two')).catch(
      (error: unknown) => error,
    );
    expect((refusal as Error).message).toContain('changed since the backup');
    expect(existsSync(join(dir, 'elsewhere.sqlite'))).toBe(false);
  });
});
