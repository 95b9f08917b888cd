import type { KyselyPlugin, PluginTransformResultArgs, QueryResult, UnknownRow } from 'kysely';
import pg from 'pg';
import { beforeAll, expect, it } from 'vitest';
import { postgresUrl } from '../test/databases';
import { describeOnDatabases } from '../test/harness';
import { buildStore, type TestStore } from '../test/store';
import type { SettlementRun } from './settle-campaigns';
import { startSettlementTimer } from './settlement-timer';
import { campaign, fixedServices, preorder, statuses } from './test-campaign';

/** Waits for a state, never for a fixed time (a busy machine only makes it slower). */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Removes a test's own pg-boss schema. */
async function dropBossSchema(schema: string): Promise<void> {
  const admin = new pg.Client({ connectionString: postgresUrl() });
  await admin.connect();
  await admin.query(`drop schema if exists "${schema}" cascade`);
  await admin.end();
}

describeOnDatabases('the settlement timer', (suite, target) => {
  let store: TestStore;
  beforeAll(async () => {
    store = await buildStore(suite().database.db, { creations: 1 });
  });

  it(
    target.name === 'postgres'
      ? 'a pg-boss job runs a pass with the clock of the services'
      : 'the in-process interval runs a pass with the clock of the services',
    async () => {
      const { db } = suite().database;
      const end = '2031-03-01T00:00:00.000Z';
      const id = await campaign(db, store, { end, minimum: 1 });
      const orderId = await preorder(db, {
        userId: store.other.id,
        creationId: id,
        producerId: store.producerId,
        pieces: 1,
        how: 'transfer-paid',
      });
      const services = fixedServices(db, '2031-03-01T00:00:00.001Z');
      const passes: SettlementRun[] = [];
      const bossSchema = `pgboss_${process.pid}_${Date.now().toString(36)}`;
      const timer = await startSettlementTimer(services, {
        ...(target.name === 'postgres' ? { databaseUrl: postgresUrl(), bossSchema } : {}),
        intervalMs: 60_000,
        pollingIntervalSeconds: 1,
        onPass: (run) => passes.push(run),
      });
      try {
        await timer.runNow();
        const pass = await until(
          async () => passes.find((run) => run.campaigns.some((entry) => entry.creationId === id)),
          (found) => found !== undefined,
        );
        expect(pass?.at).toBe('2031-03-01T00:00:00.001Z');
        expect(await statuses(db, [orderId])).toEqual(['in_production']);
      } finally {
        await timer.stop();
        if (target.name === 'postgres') await dropBossSchema(bossSchema);
      }
    },
    60_000,
  );

  it('stopping (SIGTERM) waits for the settlement step in flight, which finishes', async () => {
    const { db } = suite().database;
    const end = '2031-04-01T00:00:00.000Z';
    const id = await campaign(db, store, { end, minimum: 1 });
    const orderId = await preorder(db, {
      userId: store.other.id,
      creationId: id,
      producerId: store.producerId,
      pieces: 1,
      how: 'transfer-paid',
    });
    // Every query of the pass is held at its answer until the gate opens: the step is in
    // flight, as it would be when the signal comes.
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    let held = 0;
    const holding: KyselyPlugin = {
      transformQuery: (args) => args.node,
      transformResult: async (args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> => {
        held += 1;
        await gate;
        return args.result;
      },
    };
    const services = fixedServices(db.withPlugin(holding), '2031-04-01T00:00:00.001Z');
    const passes: SettlementRun[] = [];
    const bossSchema = `pgboss_${process.pid}_${Date.now().toString(36)}`;
    // SQLite's in-process interval starts a pass at once, as the server does when it starts.
    const timer = await startSettlementTimer(services, {
      ...(target.name === 'postgres' ? { databaseUrl: postgresUrl(), bossSchema } : {}),
      intervalMs: 60_000,
      pollingIntervalSeconds: 1,
      onPass: (run) => passes.push(run),
    });
    try {
      if (target.name === 'postgres') await timer.runNow();
      await until(
        async () => held,
        (count) => count > 0,
      );
      expect(held).toBeGreaterThan(0);
      let stopped = false;
      const stopping = timer.stop().then(() => (stopped = true));
      // The step cannot end while its query waits, so neither can stop().
      for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));
      expect(stopped).toBe(false);
      expect(passes).toEqual([]);
      open();
      await stopping;
      expect(passes.some((run) => run.campaigns.some((entry) => entry.creationId === id))).toBe(true);
      expect(await statuses(db, [orderId])).toEqual(['in_production']);
    } finally {
      open();
      if (target.name === 'postgres') await dropBossSchema(bossSchema);
    }
  }, 60_000);
});
