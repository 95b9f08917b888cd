import { beforeAll, expect, it } from 'vitest';
import { insertCreation } from '../db/builders';
import { newId } from '../lib/ids';
import { describeOnDatabases, type Suite } from '../test/harness';
import { buildStore, signIn, type TestStore } from '../test/store';

/** An order line as the checkout writes it, placed `daysAgo` days ago. */
async function order(
  suite: Suite,
  store: TestStore,
  input: {
    creationId: string;
    status: string;
    amount: number;
    price: number;
    daysAgo?: number;
    kind?: string;
  },
): Promise<void> {
  const { db } = suite.database;
  const orderId = newId('or');
  const at = new Date(Date.now() - (input.daysAgo ?? 0) * 86_400_000).toISOString();
  await db
    .insertInto('orders')
    .values({
      id: orderId,
      user_id: store.other.id,
      status: input.status,
      created_at: at,
      updated_at: at,
      checkout_id: null,
      creation_id: input.creationId,
      producer_id: store.producerId,
      kind: input.kind ?? 'instant',
      total: input.price,
      payment_method: null,
      shipping_address: null,
      contact: null,
      tracking_carrier: null,
      tracking_number: null,
    })
    .execute();
  await db
    .insertInto('order_items')
    .values({
      id: newId('oi'),
      order_id: orderId,
      creation_id: input.creationId,
      size: 'M',
      amount: input.amount,
      price: input.price,
      unit_price: input.price / input.amount,
      created_at: at,
    })
    .execute();
}

describeOnDatabases('creator dashboard', (suite) => {
  let store: TestStore;
  let creatorCookie: string;
  let otherCookie: string;
  let instantId: string;
  let preorderId: string;

  beforeAll(async () => {
    const s = suite();
    store = await buildStore(s.database.db, { creations: 1 });
    creatorCookie = await signIn(s.client, store.creator.email);
    otherCookie = await signIn(s.client, store.other.email);
    instantId = await insertCreation(s.database.db, {
      userId: store.creator.id,
      prebuildId: store.prebuildId,
      producerId: store.producerId,
      name: 'Dashboard hoodie',
      totalPrice: 60_000,
      purchaseType: 'instant-purchase',
    });
    preorderId = await insertCreation(s.database.db, {
      userId: store.creator.id,
      prebuildId: store.prebuildId,
      producerId: store.producerId,
      name: 'Dashboard preorder',
      totalPrice: 80_000,
      purchaseType: 'retail-preorder',
      kickstart_end: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    });
    await order(s, store, { creationId: instantId, status: 'paid', amount: 2, price: 120_000 });
    await order(s, store, { creationId: instantId, status: 'shipped', amount: 1, price: 60_000, daysAgo: 3 });
    await order(s, store, { creationId: instantId, status: 'cancelled', amount: 4, price: 240_000 });
    await order(s, store, { creationId: instantId, status: 'awaiting_payment', amount: 1, price: 60_000 });
    await order(s, store, {
      creationId: instantId,
      status: 'paid',
      amount: 1,
      price: 10_000,
      kind: 'sample',
    });
    await order(s, store, {
      creationId: preorderId,
      status: 'awaiting_goal',
      amount: 3,
      price: 240_000,
      kind: 'preorder',
    });
    await order(s, store, {
      creationId: preorderId,
      status: 'refunded',
      amount: 9,
      price: 720_000,
      kind: 'preorder',
    });
  });

  it('needs a session (401) and a creator (403)', async () => {
    const { client } = suite();
    expect((await client.get('/api/me/dashboard')).status).toBe(401);
    const other = await client.get('/api/me/dashboard', { cookie: otherCookie });
    expect(other.status).toBe(403);
    expect(other.body.error.code).toBe('forbidden');
  });

  it("shows the creator's creations, their sales, revenue, profit and the chart", async () => {
    const { client } = suite();
    const answer = await client.get('/api/me/dashboard', { cookie: creatorCookie });
    expect(answer.status).toBe(200);
    const { creations, totals, sales } = answer.body;
    const hoodie = creations.find((row: { id: string }) => row.id === instantId);
    expect(hoodie).toMatchObject({
      name: 'Dashboard hoodie',
      state: 'published',
      purchaseType: 'instant-purchase',
      unitsSold: 3,
      orders: 2,
      revenue: 180_000,
      preorder: { isPreorder: false, kind: 'available' },
    });
    expect(hoodie.profitPerPiece).toBe(60_000 - hoodie.baseCost);
    expect(hoodie.profit).toBe(180_000 - 3 * hoodie.baseCost);
    expect(hoodie.baseCost).toBeGreaterThan(0);
    const preorder = creations.find((row: { id: string }) => row.id === preorderId);
    expect(preorder).toMatchObject({
      unitsSold: 3,
      revenue: 240_000,
      preorder: { isPreorder: true, ordered: 3, open: true },
    });
    expect(creations.some((row: { state: string }) => row.state === 'draft')).toBe(true);
    expect(totals.unitsSold).toBe(6);
    expect(totals.revenue).toBe(420_000);
    expect(totals.orders).toBe(3);
    expect(sales).toHaveLength(90);
    expect(sales.at(-1).units).toBe(5);
    expect(sales.at(-4)).toMatchObject({ units: 1, revenue: 60_000 });
  });

  it('shows a new creator an empty dashboard', async () => {
    const { client, database } = suite();
    await database.db.updateTable('users').set({ is_creator: 1 }).where('id', '=', store.other.id).execute();
    // The session reads the user afresh, so the new creator's dashboard opens at once.
    const cookie = await signIn(client, store.other.email);
    const answer = await client.get('/api/me/dashboard', { cookie });
    expect(answer.status).toBe(200);
    expect(answer.body.creations).toEqual([]);
    expect(answer.body.totals).toMatchObject({ creations: 0, unitsSold: 0, revenue: 0, profit: 0 });
    expect(answer.body.sales.every((day: { units: number }) => day.units === 0)).toBe(true);
  });
});
