import { afterAll, describe, expect, it } from 'vitest';
import SQLite from 'better-sqlite3';
import { migrateToLatest } from '../db/migrate';
import { postgresUnavailableReason } from '../test/databases';
import { brokenVersion, halfWrittenOrders, missingCheckouts, missingImages } from './consistency';
import {
  scratchInstall,
  type ScratchInstall,
  type ServerProcess,
  startServer,
  waitFor,
} from './test-processes';
import { Ledger, openSessions, prepareShop, readVersion, resumeAfterCrash, startLoad } from './workload';

/**
 * A server killed with SIGKILL in the middle of a stream of orders and editor saves loses
 * nothing it acknowledged and leaves nothing half written: restarted on the same database,
 * every answered placement is there as answered, every order is whole (lines, timeline,
 * payments), the creation is one whole version at least as new as the last answered save, and
 * every image row has its blob. On SQLite and on PostgreSQL.
 */

const postgresReason = await postgresUnavailableReason();
if (postgresReason) console.warn(`Skipping the PostgreSQL crash test: ${postgresReason}`);

/** Crashes per database, and how much each run writes before its crash (counts, not times). */
const CRASHES = 2;
const CHECKOUTS_PER_RUN = 8;
const VERSIONS_PER_RUN = 4;

describe.each([
  { kind: 'sqlite' as const, skip: false },
  { kind: 'postgres' as const, skip: postgresReason !== null },
])('crash safety on $kind', ({ kind, skip }) => {
  let install: ScratchInstall | null = null;
  const servers: ServerProcess[] = [];

  afterAll(async () => {
    for (const server of servers) await server.crash();
    await install?.dispose();
  }, 60_000);

  it.skipIf(skip)(
    'keeps every acknowledged order and save through SIGKILL, with nothing half written',
    async () => {
      install = await scratchInstall(kind);
      const setup = install.open();
      await migrateToLatest(setup.db);
      const shop = await prepareShop(setup.db);
      await setup.close();

      let server = await startServer(install);
      servers.push(server);
      const sessions = await openSessions(server.base, shop);
      const ledger = new Ledger();
      await readVersion(server.base, sessions, ledger);

      for (let crash = 0; crash < CRASHES; crash += 1) {
        const checkoutsBefore = ledger.checkouts.length;
        const versionsBefore = ledger.versions.length;
        const load = startLoad(server.base, sessions, shop, ledger);
        await waitFor(
          'writes to be acknowledged',
          () =>
            ledger.unexpected.length > 0 ||
            (ledger.checkouts.length >= checkoutsBefore + CHECKOUTS_PER_RUN &&
              ledger.versions.length >= versionsBefore + VERSIONS_PER_RUN),
        );
        // Mid-stream: every loop has a request on the wire when the process dies.
        await server.crash();
        await load.ended;
        expect(ledger.unexpected).toEqual([]);

        server = await startServer(install);
        servers.push(server);
        await resumeAfterCrash(server.base, sessions, ledger);
        expect(ledger.unexpected).toEqual([]);
      }
      // The crashes cut requests, so the check covers writes whose answer was lost too.
      expect(ledger.cut).toBeGreaterThan(0);

      // The restarted server still takes orders and saves.
      const checkoutsBefore = ledger.checkouts.length;
      const versionsBefore = ledger.versions.length;
      const load = startLoad(server.base, sessions, shop, ledger);
      await waitFor(
        'writes after the last restart',
        () =>
          ledger.unexpected.length > 0 ||
          (ledger.checkouts.length > checkoutsBefore && ledger.versions.length > versionsBefore),
      );
      await load.stop();
      expect(ledger.unexpected).toEqual([]);
      await server.stop();

      const check = install.open();
      try {
        const acknowledged = ledger.snapshot();
        expect(acknowledged.checkouts.length).toBeGreaterThanOrEqual(CRASHES * CHECKOUTS_PER_RUN);
        expect(await missingCheckouts(check.db, acknowledged.checkouts)).toEqual([]);
        expect(await halfWrittenOrders(check.db)).toEqual([]);
        expect(await brokenVersion(check.db, sessions.creationId, ledger, acknowledged.versions)).toEqual([]);
        expect(await missingImages(check.db, install.blobDir, acknowledged.images)).toEqual([]);
      } finally {
        await check.close();
      }
      if (install.file) {
        const sqlite = new SQLite(install.file, { readonly: true });
        expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
        sqlite.close();
      }
    },
    600_000,
  );
});
