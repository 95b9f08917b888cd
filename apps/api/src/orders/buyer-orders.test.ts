import { beforeAll, expect, it } from 'vitest';
import { insertOrder } from '../db/builders';
import { describeOnDatabases } from '../test/harness';
import { buildStore, signIn, type TestStore } from '../test/store';
import { PATH_TO, placeTestOrder } from './buyer-test-orders';

describeOnDatabases('buyer orders', (suite) => {
  let store: TestStore;
  let buyerCookie: string;
  let strangerCookie: string;
  const at = (day: number) => new Date(Date.UTC(2026, 10, day, 9, 30)).toISOString();
  const place = (events: (typeof PATH_TO)[keyof typeof PATH_TO] | [] = [], day = 10, extra = {}) =>
    placeTestOrder(suite().database.db, {
      userId: store.other.id,
      creationId: store.published[0]!,
      producerId: store.producerId,
      at: at(day),
      events,
      ...extra,
    });
  const eventsOf = (orderId: string) =>
    suite()
      .database.db.selectFrom('order_events')
      .select(['seq', 'event', 'to_status'])
      .where('order_id', '=', orderId)
      .orderBy('seq')
      .execute();
  const statusOf = async (orderId: string) =>
    (
      await suite()
        .database.db.selectFrom('orders')
        .select('status')
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow()
    ).status;

  beforeAll(async () => {
    const { database, client } = suite();
    store = await buildStore(database.db);
    buyerCookie = await signIn(client, store.other.email);
    strangerCookie = await signIn(client, store.creator.email);
  });

  it('needs a session (401)', async () => {
    const { client } = suite();
    expect((await client.get('/api/orders')).status).toBe(401);
    expect((await client.get('/api/orders/or_x')).status).toBe(401);
    expect((await client.post('/api/orders/or_x/events', { type: 'cancel' })).status).toBe(401);
  });

  it('lists only your orders, newest first, page by page', async () => {
    const { client } = suite();
    const ids = [];
    for (const day of [1, 2, 3, 4, 5]) ids.push(await place([], day));
    const first = await client.get('/api/orders?limit=2', { cookie: buyerCookie });
    expect(first.status).toBe(200);
    expect(first.body.items.map((o: { id: string }) => o.id)).toEqual([ids[4], ids[3]]);
    const second = await client.get(`/api/orders?limit=2&cursor=${first.body.nextCursor}`, {
      cookie: buyerCookie,
    });
    const third = await client.get(`/api/orders?limit=2&cursor=${second.body.nextCursor}`, {
      cookie: buyerCookie,
    });
    expect(second.body.items.map((o: { id: string }) => o.id)).toEqual([ids[2], ids[1]]);
    expect(third.body.items.map((o: { id: string }) => o.id)).toEqual([ids[0]]);
    expect(third.body.nextCursor).toBeNull();
    expect(first.body.items[0]).toMatchObject({
      status: 'placed',
      kind: 'instant',
      currency: 'HKD',
      total: 50_000,
      pieces: 1,
      creation: {
        id: store.published[0],
        name: `Creation 0 ${store.tag}`,
        image: 'm0.png',
        link: `/${store.creator.at_name}/creation?creation_id=${store.published[0]}`,
      },
    });
    const stranger = await client.get('/api/orders', { cookie: strangerCookie });
    expect(stranger.body.items).toEqual([]);
    expect((await client.get('/api/orders?cursor=nonsense', { cookie: buyerCookie })).status).toBe(400);
  });

  it('gives each line the form it was ordered with, which names its answers', async () => {
    const { client, database } = suite();
    const id = await place(PATH_TO.awaiting_payment, 13, {
      amount: 1,
      unitPrice: 42_000,
      properties: { field_collar: 'v' },
    });
    const form = {
      fields: [
        {
          id: 'field_collar',
          type: 'option',
          title: { en: 'Collar' },
          options: [{ id: 'v', text: { en: 'V-neck' } }],
        },
      ],
    };
    await database.db
      .updateTable('order_items')
      // free_decal 0: no virtual free decal fields in the customer form (issue 17).
      .set({
        creation_snapshot: JSON.stringify({
          combination_config: { form, decals: { setup: { free_decal: 0 } } },
        }),
      })
      .where('order_id', '=', id)
      .execute();
    const answer = await client.get(`/api/orders/${id}`, { cookie: buyerCookie });
    // Read with the schema's defaults (required, enableOther, ...).
    expect(answer.body.order.lines[0].formFields).toMatchObject(form.fields);
    expect(answer.body.order.lines[0].formFields).toHaveLength(form.fields.length);
    // A line without a copy of its creation still answers, with no form to name its answers.
    const bare = await place(PATH_TO.awaiting_payment, 14, { amount: 1, unitPrice: 42_000 });
    expect(
      (await client.get(`/api/orders/${bare}`, { cookie: buyerCookie })).body.order.lines[0].formFields,
    ).toEqual([]);
  });

  it('shows one order: lines, answers, address, transfer instructions, timeline and actions', async () => {
    const { client } = suite();
    const id = await place(PATH_TO.awaiting_payment, 12, {
      amount: 2,
      unitPrice: 42_000,
      properties: { collar: 'round', initials: 'MC' },
    });
    const answer = await client.get(`/api/orders/${id}`, { cookie: buyerCookie });
    expect(answer.status).toBe(200);
    expect(answer.body.order).toMatchObject({
      id,
      status: 'awaiting_payment',
      total: 84_000,
      currency: 'HKD',
      lines: [
        {
          size: 'M',
          amount: 2,
          unitPrice: 42_000,
          price: 84_000,
          properties: { collar: 'round', initials: 'MC' },
        },
      ],
      shippingAddress: { recipient: 'Mei Chan', country: 'HK' },
      contact: { email: 'mei@example.test' },
      tracking: null,
      payment: {
        provider: 'manual',
        instructions: { fpsId: '1234567', bankAccount: '004-123-456789-001', reference: id },
      },
      timeline: [
        { seq: 1, event: 'place', from: null, to: 'placed', actor: 'buyer' },
        { seq: 2, event: 'await_payment', from: 'placed', to: 'awaiting_payment', actor: 'system' },
      ],
      actions: ['cancel'],
    });
    expect(answer.body.order).not.toHaveProperty('userId');
  });

  it('names the carrier and tracking number of a shipped order, and the producer who shipped it', async () => {
    const { client } = suite();
    const id = await place(PATH_TO.shipped, 13);
    const { body } = await client.get(`/api/orders/${id}`, { cookie: buyerCookie });
    expect(body.order.tracking).toEqual({ carrier: 'SF Express', number: 'SF123456789' });
    expect(body.order.payment.instructions).toBeNull();
    expect(body.order.timeline.at(-1)).toMatchObject({
      event: 'ship',
      to: 'shipped',
      actor: 'producer',
      actorName: `Maker ${store.tag}`,
      data: { tracking: { carrier: 'SF Express', number: 'SF123456789' } },
    });
    expect(body.order.actions).toEqual(['deliver']);
  });

  it("answers 404 for another's order and changes nothing", async () => {
    const { client } = suite();
    const id = await place(PATH_TO.awaiting_payment, 14);
    const before = await eventsOf(id);
    expect((await client.get(`/api/orders/${id}`, { cookie: strangerCookie })).status).toBe(404);
    const cancel = await client.post(
      `/api/orders/${id}/events`,
      { type: 'cancel' },
      { cookie: strangerCookie },
    );
    expect(cancel.status).toBe(404);
    expect(await eventsOf(id)).toEqual(before);
    expect(await statusOf(id)).toBe('awaiting_payment');
    expect((await client.get('/api/orders/or_missing', { cookie: buyerCookie })).status).toBe(404);
  });

  it.each([
    ['placed', []],
    ['awaiting_payment', PATH_TO.awaiting_payment],
  ] as const)('lets the buyer cancel an order %s', async (_status, events) => {
    const { client } = suite();
    const id = await place([...events], 15);
    const answer = await client.post(`/api/orders/${id}/events`, { type: 'cancel' }, { cookie: buyerCookie });
    expect(answer.status).toBe(200);
    expect(answer.body.order).toMatchObject({ status: 'cancelled', actions: [] });
    expect(answer.body.order.timeline.at(-1)).toMatchObject({
      event: 'cancel',
      to: 'cancelled',
      actor: 'buyer',
    });
    expect(await statusOf(id)).toBe('cancelled');
  });

  it('refuses to cancel an order in production (409) and writes nothing', async () => {
    const { client } = suite();
    const id = await place(PATH_TO.in_production, 16);
    const before = await eventsOf(id);
    const answer = await client.post(`/api/orders/${id}/events`, { type: 'cancel' }, { cookie: buyerCookie });
    expect(answer.status).toBe(409);
    expect(answer.body.error.code).toBe('illegal_transition');
    expect(await eventsOf(id)).toEqual(before);
    expect(await statusOf(id)).toBe('in_production');
  });

  it('lets the buyer mark a shipped order received, once', async () => {
    const { client } = suite();
    const id = await place(PATH_TO.shipped, 17);
    const answer = await client.post(
      `/api/orders/${id}/events`,
      { type: 'deliver' },
      { cookie: buyerCookie },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.order.status).toBe('delivered');
    const again = await client.post(`/api/orders/${id}/events`, { type: 'deliver' }, { cookie: buyerCookie });
    expect(again.status).toBe(409);
    expect((await eventsOf(id)).filter((event) => event.event === 'deliver')).toHaveLength(1);
  });

  it.each([{ type: 'refund' }, { type: 'mark_paid' }, {}, { type: 'cancel', extra: 1 }])(
    'answers 422 to %j and writes nothing',
    async (body) => {
      const { client } = suite();
      const id = await place(PATH_TO.awaiting_payment, 18);
      const before = await eventsOf(id);
      const answer = await client.post(`/api/orders/${id}/events`, body, { cookie: buyerCookie });
      expect(answer.status).toBe(422);
      expect(await eventsOf(id)).toEqual(before);
    },
  );

  it('reads an order from before the machine as placed, with its placement and no action', async () => {
    const { client, database } = suite();
    const id = await insertOrder(database.db, {
      userId: store.other.id,
      creationId: store.published[1]!,
      amount: 2,
      price: 100_200,
      status: 'pending',
      createdAt: at(2),
    });
    const { body } = await client.get(`/api/orders/${id}`, { cookie: buyerCookie });
    expect(body.order).toMatchObject({
      status: 'placed',
      total: 100_200,
      creation: { id: store.published[1] },
      lines: [{ amount: 2, unitPrice: 50_100, price: 100_200 }],
      timeline: [{ event: 'place', to: 'placed', actor: 'buyer', at: at(2) }],
      actions: [],
    });
  });
});
