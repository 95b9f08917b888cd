import { beforeAll, expect, it } from 'vitest';
import { applyOrderEvent } from '../orders/order-transitions';
import { describeOnDatabases } from '../test/harness';
import { buildStore, type TestStore } from '../test/store';
import { settleDueCampaigns } from './settle-campaigns';
import {
  campaign,
  fixedServices,
  paymentRows,
  preorder,
  recordingProvider,
  secondConnection,
  statuses,
} from './test-campaign';

/**
 * The settlement job on SQLite and PostgreSQL (issue 16): reached and missed campaigns, the
 * exact deadline, running twice, two runners at once and a crash between two charges. Every
 * test works in a year of its own, so one test's pass never settles another's campaign early.
 */
const year = (n: number) => `${2030 + n}-06-30T12:00:00.000Z`;
const after = (iso: string, ms = 1) => new Date(Date.parse(iso) + ms);

describeOnDatabases('settling pre-order campaigns', (suite, target) => {
  let store: TestStore;
  const buyer = () => store.other.id;

  beforeAll(async () => {
    store = await buildStore(suite().database.db, { creations: 1 });
  });

  const orders = async (
    creationId: string,
    list: [number, 'card' | 'transfer-paid' | 'transfer-unpaid'][],
  ) => {
    const ids: string[] = [];
    for (const [pieces, how] of list)
      ids.push(
        await preorder(suite().database.db, {
          userId: buyer(),
          creationId,
          producerId: store.producerId,
          pieces,
          how,
        }),
      );
    return ids;
  };

  it('a goal reached: every committed order is charged once and goes into production', async () => {
    const { db } = suite().database;
    const end = year(1);
    const id = await campaign(db, store, { end, minimum: 5 });
    const ids = await orders(id, [
      [3, 'card'],
      [2, 'transfer-paid'],
      [4, 'transfer-unpaid'],
    ]);
    const provider = recordingProvider('stripe');
    const run = await settleDueCampaigns(fixedServices(db, end), after(end), 'runner-a', {
      providerFor: () => provider,
    });
    const report = run.campaigns.find((entry) => entry.creationId === id);
    expect(report).toMatchObject({ result: 'settled', outcome: 'reached', ordered: 5, minimum: 5 });
    // The card is charged; the transfer was already paid; the unpaid transfer is cancelled.
    expect(provider.captures).toEqual([ids[0]]);
    expect(await statuses(db, ids)).toEqual(['in_production', 'in_production', 'cancelled']);
    expect(await paymentRows(db, ids)).toEqual([
      { order_id: ids[0], operation: 'capture', status: 'succeeded', operation_key: `capture:${ids[0]}` },
    ]);
    const timeline = await db
      .selectFrom('order_events')
      .select(['event', 'to_status', 'actor'])
      .where('order_id', '=', ids[0]!)
      .orderBy('seq')
      .execute();
    expect(timeline.map((event) => event.to_status)).toEqual([
      'placed',
      'awaiting_goal',
      'goal_reached',
      'in_production',
    ]);
    const settlement = await db
      .selectFrom('settlements')
      .selectAll()
      .where('creation_id', '=', id)
      .executeTakeFirst();
    expect(settlement).toMatchObject({ outcome: 'reached', ordered: 5, claimed_by: null });
    expect(settlement?.finished_at).toBe(after(end).toISOString());
    // The creator and the producer's member are told.
    const notes = await db
      .selectFrom('notifications')
      .select(['user_id', 'title'])
      .where('event_id', 'like', `campaign:${id}:%`)
      .execute();
    expect(notes).toEqual(
      expect.arrayContaining([
        { user_id: store.creator.id, title: 'Pre-order goal reached' },
        { user_id: store.producerMember.id, title: 'Pre-order ready for production' },
      ]),
    );
  });

  it('a goal missed: every order ends, nothing is charged, a paid transfer is refunded', async () => {
    const { db } = suite().database;
    const end = year(2);
    const id = await campaign(db, store, { end, minimum: 10 });
    const ids = await orders(id, [
      [3, 'card'],
      [2, 'transfer-paid'],
      [1, 'transfer-unpaid'],
    ]);
    const card = recordingProvider('stripe');
    const manual = recordingProvider('manual');
    const run = await settleDueCampaigns(fixedServices(db, end), after(end), 'runner-a', {
      providerFor: (name) => (name === 'stripe' ? card : manual),
    });
    expect(run.campaigns.find((entry) => entry.creationId === id)).toMatchObject({
      result: 'settled',
      outcome: 'missed',
      ordered: 5,
    });
    expect(card.captures).toEqual([]);
    expect(manual.refunds).toEqual([ids[1]]);
    expect(await statuses(db, ids)).toEqual(['cancelled', 'refunded', 'cancelled']);
    expect((await paymentRows(db, ids)).map((row) => row.operation_key)).toEqual([`refund:${ids[1]}`]);
  });

  it('at kickstart_end itself nothing happens; 1 ms after, it is settled', async () => {
    const { db } = suite().database;
    const end = year(3);
    const id = await campaign(db, store, { end, minimum: 1 });
    const ids = await orders(id, [[1, 'card']]);
    const provider = recordingProvider('stripe');
    const atEnd = await settleDueCampaigns(fixedServices(db, end), new Date(end), 'runner-a', {
      providerFor: () => provider,
    });
    expect(atEnd.campaigns.find((entry) => entry.creationId === id)).toBeUndefined();
    expect(await statuses(db, ids)).toEqual(['awaiting_goal']);
    expect(
      await db.selectFrom('settlements').select('creation_id').where('creation_id', '=', id).execute(),
    ).toEqual([]);
    await settleDueCampaigns(fixedServices(db, end), after(end), 'runner-a', { providerFor: () => provider });
    expect(await statuses(db, ids)).toEqual(['in_production']);
    expect(provider.captures).toEqual(ids);
  });

  it('running twice charges nobody twice: the second pass finds nothing to do', async () => {
    const { db } = suite().database;
    const end = year(4);
    const id = await campaign(db, store, { end, minimum: 2 });
    const ids = await orders(id, [
      [1, 'card'],
      [1, 'card'],
    ]);
    const provider = recordingProvider('stripe');
    const services = fixedServices(db, end);
    await settleDueCampaigns(services, after(end), 'runner-a', { providerFor: () => provider });
    const again = await settleDueCampaigns(services, after(end, 60_000), 'runner-a', {
      providerFor: () => provider,
    });
    expect(again.campaigns.find((entry) => entry.creationId === id)).toBeUndefined();
    expect(provider.captures).toEqual(ids);
    expect(await paymentRows(db, ids)).toHaveLength(2);
  });

  it('two runners at once (separate connections): one settles, the other skips, one charge each', async () => {
    const { db } = suite().database;
    const end = year(5);
    const id = await campaign(db, store, { end, minimum: 3 });
    const ids = await orders(id, [
      [1, 'card'],
      [1, 'card'],
      [1, 'card'],
    ]);
    const second = await secondConnection(db, target.name);
    try {
      const provider = recordingProvider('stripe');
      const [a, b] = await Promise.all([
        settleDueCampaigns(fixedServices(db, end), after(end), 'runner-a', { providerFor: () => provider }),
        settleDueCampaigns(fixedServices(second.db, end), after(end), 'runner-b', {
          providerFor: () => provider,
        }),
      ]);
      const results = [a, b]
        .map((run) => run.campaigns.find((entry) => entry.creationId === id)?.result)
        .sort();
      expect(results).toEqual(['settled', 'skipped']);
      expect([...provider.captures].sort()).toEqual([...ids].sort());
      expect(await statuses(db, ids)).toEqual(['in_production', 'in_production', 'in_production']);
      expect(await paymentRows(db, ids)).toHaveLength(3);
    } finally {
      await second.close();
    }
  });

  it('a crash between two charges: the re-run charges the second only', async () => {
    const { db } = suite().database;
    const end = year(6);
    const id = await campaign(db, store, { end, minimum: 2 });
    const ids = await orders(id, [
      [1, 'card'],
      [1, 'card'],
    ]);
    const dying = recordingProvider('stripe', { dieOnCapture: 2 });
    const crashed = await settleDueCampaigns(fixedServices(db, end), after(end), 'runner-a', {
      providerFor: () => dying,
    });
    expect(crashed.campaigns.find((entry) => entry.creationId === id)?.result).toBe('unfinished');
    expect(dying.captures).toEqual([ids[0]]);
    expect(await statuses(db, ids)).toEqual(['in_production', 'awaiting_goal']);
    // The second charge was started and never answered: its row says so.
    expect((await paymentRows(db, ids)).map((row) => row.status)).toEqual(['succeeded', 'started']);

    const good = recordingProvider('stripe');
    const rerun = await settleDueCampaigns(fixedServices(db, end), after(end, 1000), 'runner-b', {
      providerFor: () => good,
    });
    expect(rerun.campaigns.find((entry) => entry.creationId === id)).toMatchObject({
      result: 'settled',
      outcome: 'reached',
    });
    expect(good.captures).toEqual([ids[1]]);
    expect(await statuses(db, ids)).toEqual(['in_production', 'in_production']);
    expect((await paymentRows(db, ids)).map((row) => [row.operation_key, row.status])).toEqual([
      [`capture:${ids[0]}`, 'succeeded'],
      [`capture:${ids[1]}`, 'succeeded'],
    ]);
  });

  it("a dead runner's claim is taken over only once its lease has run out", async () => {
    const { db } = suite().database;
    const end = year(7);
    const id = await campaign(db, store, { end, minimum: 1 });
    const ids = await orders(id, [[1, 'card']]);
    const until = after(end, 60_000).toISOString();
    await db
      .insertInto('settlements')
      .values({
        creation_id: id,
        kickstart_end: end,
        claimed_by: 'ghost',
        claimed_until: until,
        started_at: end,
      })
      .execute();
    const provider = recordingProvider('stripe');
    const held = await settleDueCampaigns(fixedServices(db, end), after(end), 'runner-a', {
      providerFor: () => provider,
    });
    expect(held.campaigns.find((entry) => entry.creationId === id)).toMatchObject({ result: 'skipped' });
    expect(provider.captures).toEqual([]);
    await settleDueCampaigns(fixedServices(db, end), after(end, 60_001), 'runner-a', {
      providerFor: () => provider,
    });
    expect(await statuses(db, ids)).toEqual(['in_production']);
  });

  it('a declined card cancels that order only, and the campaign keeps its decision', async () => {
    const { db } = suite().database;
    const end = year(8);
    const id = await campaign(db, store, { end, minimum: 2 });
    const ids = await orders(id, [
      [1, 'card'],
      [1, 'card'],
    ]);
    const provider = recordingProvider('stripe', { decline: [ids[0]!] });
    const run = await settleDueCampaigns(fixedServices(db, end), after(end), 'runner-a', {
      providerFor: () => provider,
    });
    expect(
      run.campaigns.find((entry) => entry.creationId === id)?.orders.map((order) => order.result),
    ).toEqual(['declined', 'done']);
    expect(await statuses(db, ids)).toEqual(['cancelled', 'in_production']);
    const cancel = await db
      .selectFrom('order_events')
      .select(['event', 'data'])
      .where('order_id', '=', ids[0]!)
      .where('to_status', '=', 'cancelled')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(cancel.data)).toEqual({
      settlement: { reason: 'payment_declined', error: 'card_declined' },
    });
  });

  it('a buyer who cancels while the card is being charged gets the money back at once', async () => {
    const { db } = suite().database;
    const end = year(9);
    const id = await campaign(db, store, { end, minimum: 1 });
    const ids = await orders(id, [[1, 'card']]);
    const provider = recordingProvider('stripe');
    const capture = provider.capture.bind(provider);
    provider.capture = async (order, method, key) => {
      await db.transaction().execute(async (trx) => {
        await applyOrderEvent(trx, {
          orderId: order.id,
          event: { type: 'cancel' },
          actor: 'buyer',
          actorUserId: store.other.id,
          at: end,
        });
      });
      return capture(order, method, key);
    };
    const run = await settleDueCampaigns(fixedServices(db, end), after(end), 'runner-a', {
      providerFor: () => provider,
    });
    expect(run.campaigns.find((entry) => entry.creationId === id)?.orders[0]).toMatchObject({
      result: 'skipped',
      note: 'cancelled while charged: refunded',
    });
    expect(provider.refunds).toEqual(ids);
    expect(await statuses(db, ids)).toEqual(['cancelled']);
    expect((await paymentRows(db, ids)).map((row) => [row.operation, row.status])).toEqual([
      ['capture', 'succeeded'],
      ['refund', 'succeeded'],
    ]);
  });
});
