import { beforeAll, expect, it } from 'vitest';
import { applyOrderEvent } from '../orders/order-transitions';
import { describeOnDatabases } from '../test/harness';
import { buildStore, type TestStore } from '../test/store';
import { campaign, preorder } from './test-campaign';

/**
 * The storefront's pre-order bar and status (000 §4) count the real orders: committed ones
 * (a saved card, a confirmed transfer, and later in production) count; an unpaid transfer, a
 * cancelled or refunded order does not.
 */
describeOnDatabases('the pre-order count from real orders', (suite) => {
  let store: TestStore;
  beforeAll(async () => {
    store = await buildStore(suite().database.db, { creations: 1 });
  });

  it('counts only orders that count towards the goal, in the detail the storefront reads', async () => {
    const { database, client } = suite();
    const db = database.db;
    const end = new Date(Date.now() + 5 * 86_400_000).toISOString();
    const id = await campaign(db, store, { end, minimum: 6, name: 'Counted Tee' });
    const place = (pieces: number, how: 'card' | 'transfer-paid' | 'transfer-unpaid') =>
      preorder(db, { userId: store.other.id, creationId: id, producerId: store.producerId, pieces, how });
    await place(3, 'card');
    await place(2, 'transfer-paid');
    await place(4, 'transfer-unpaid');
    const cancelled = await place(5, 'card');
    await db.transaction().execute(async (trx) => {
      const outcome = await applyOrderEvent(trx, {
        orderId: cancelled,
        event: { type: 'cancel' },
        actor: 'buyer',
        actorUserId: store.other.id,
        at: new Date().toISOString(),
      });
      expect(outcome.ok).toBe(true);
    });

    const detail = await client.get(`/api/creations/${id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.creation).toMatchObject({ orderCount: 4, orderedCount: 5 });
    expect(detail.body.creation.preorder).toMatchObject({
      kind: 'inProgress',
      message: 'Pre order in progress',
      ordered: 5,
      minimum: 6,
      percent: 83,
    });

    // One more committed piece reaches the goal.
    await place(1, 'card');
    const reached = await client.get(`/api/creations/${id}`);
    expect(reached.body.creation.preorder).toMatchObject({
      kind: 'goalReached',
      ordered: 6,
      barPercent: 100,
    });
  });
});
