import { beforeAll, expect, it } from 'vitest';
import { insertCreation } from '../db/builders';
import { describeOnDatabases } from '../test/harness';
import { buildStore, signIn, type TestStore } from '../test/store';
import { ADDRESS, CONTACT, formConfig, insertCartLine, placementCounts } from './checkout-test-kit';

describeOnDatabases('checkout', (suite) => {
  let store: TestStore;
  let formCreation: string;

  beforeAll(async () => {
    const { database } = suite();
    store = await buildStore(database.db, { creations: 2 });
    formCreation = await insertCreation(database.db, {
      userId: store.creator.id,
      prebuildId: store.prebuildId,
      producerId: store.producerId,
      name: 'Customisable coat',
      totalPrice: 80_000,
      combination_config: formConfig(),
    });
  });

  const shopper = async () => {
    const user = await suite().client.signUp();
    return { ...user, cookie: user.cookie };
  };
  const add = (cookie: string, body: Record<string, unknown>) =>
    suite().client.post(
      '/api/actions/user/cart',
      { price: 1, type: 'instant-purchase', ...body },
      { cookie },
    );
  const checkout = (cookie: string, key: string, body: Record<string, unknown> = {}) =>
    suite().client.post(
      '/api/checkout',
      { address: ADDRESS, contact: CONTACT, ...body },
      { cookie, headers: { 'idempotency-key': key } },
    );

  it('keeps answers in the cart line: same answers merge, other answers make another line', async () => {
    const user = await shopper();
    const red = {
      creation_id: formCreation,
      quantity: { size: 'M', amount: 1 },
      properties: { field_colour: 'red' },
    };
    expect((await add(user.cookie, red)).body.data).toMatchObject({
      price: 82_500,
      properties: { field_colour: 'red' },
    });
    const again = await add(user.cookie, red);
    expect(again.body.data).toMatchObject({ quantity: { size: 'M', amount: 2 }, price: 165_000 });
    await add(user.cookie, { ...red, properties: { field_colour: 'blue' } });
    await add(user.cookie, { ...red, properties: undefined });
    const list = await suite().client.get('/api/actions/user/cart', { cookie: user.cookie });
    expect(
      list.body.data.map((line: { properties: unknown; price: number }) => [line.properties, line.price]),
    ).toEqual([
      [{ field_colour: 'red' }, 165_000],
      [{ field_colour: 'blue' }, 80_000],
      [{}, 80_000],
    ]);
  });

  it('refuses answers the form does not offer (422, nothing written)', async () => {
    const user = await shopper();
    const base = { creation_id: formCreation, quantity: { size: 'M', amount: 1 } };
    const unknownField = await add(user.cookie, { ...base, properties: { field_nope: 'x' } });
    expect(unknownField.status).toBe(422);
    expect(unknownField.body.error).toMatchObject({
      code: 'invalid_answers',
      issues: [{ path: 'properties.field_nope', message: "The creation's form has no field field_nope." }],
    });
    const unknownOption = await add(user.cookie, { ...base, properties: { field_colour: 'gold' } });
    expect(unknownOption.body.error.message).toBe('Choose one of the options.');
    expect(unknownOption.body.error.issues).toEqual([
      { path: 'properties.field_colour', message: 'Choose one of the options.' },
    ]);
    expect((await placementCounts(suite().database.db, user.id)).cart).toBe(0);
  });

  it("places one order per line at the server's prices (a client price is ignored) and empties the cart", async () => {
    const { client, database } = suite();
    const user = await shopper();
    await add(user.cookie, {
      creation_id: formCreation,
      quantity: { size: 'L', amount: 2 },
      properties: { field_colour: 'red' },
    });
    await add(user.cookie, { creation_id: store.published[1], quantity: { size: 'S', amount: 1 } });
    // A stale price in the cart (the creation's price changed since) is not what is charged.
    await database.db.updateTable('cart_items').set({ price: 1 }).where('user_id', '=', user.id).execute();
    const placed = await checkout(user.cookie, 'first-key-123', { total: 5 } as never);
    expect(placed.status).toBe(400); // unknown body fields are refused, not ignored
    const answer = await checkout(user.cookie, 'first-key-123');
    expect(answer.status).toBe(201);
    expect(answer.body.checkout).toMatchObject({ total: 2 * 82_500 + 50_100, currency: 'HKD' });
    expect(answer.body.orders).toHaveLength(2);
    expect(answer.body.orders[0]).toMatchObject({
      kind: 'instant',
      status: 'awaiting_payment',
      creation_id: formCreation,
      total: 165_000,
      items: [
        { size: 'L', amount: 2, unit_price: 82_500, price: 165_000, properties: { field_colour: 'red' } },
      ],
      payment: { kind: 'awaiting_payment', instructions: { reference: answer.body.orders[0].id } },
    });
    expect(answer.body.payment.kind).toBe('awaiting_payment');
    const order = await database.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', answer.body.orders[0].id)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      user_id: user.id,
      producer_id: store.producerId,
      total: 165_000,
      kind: 'instant',
    });
    const events = await database.db
      .selectFrom('order_events')
      .select(['event', 'to_status', 'actor'])
      .where('order_id', '=', order.id)
      .orderBy('seq')
      .execute();
    expect(events).toEqual([
      { event: 'place', to_status: 'placed', actor: 'buyer' },
      { event: 'await_payment', to_status: 'awaiting_payment', actor: 'system' },
    ]);
    expect((await client.get('/api/actions/user/cart', { cookie: user.cookie })).body.data).toEqual([]);

    // Replay: the same key and body answer the first result.
    const replay = await checkout(user.cookie, 'first-key-123');
    expect(replay.status).toBe(200);
    expect(replay.body.checkout.id).toBe(answer.body.checkout.id);
    expect(replay.body.orders.map((o: { id: string }) => o.id)).toEqual(
      answer.body.orders.map((o: { id: string }) => o.id),
    );
    // The same key with another body is refused.
    const reused = await checkout(user.cookie, 'first-key-123', {
      contact: { ...CONTACT, name: 'Someone else' },
    });
    expect(reused.status).toBe(422);
    expect(reused.body.error.code).toBe('idempotency_key_reused');
    expect(await placementCounts(database.db, user.id)).toEqual({ checkouts: 1, orders: 2, cart: 0 });
  });

  it("refuses an empty cart with 000 §5's text", async () => {
    const user = await shopper();
    const empty = await checkout(user.cookie, 'empty-cart-key');
    expect(empty.status).toBe(422);
    expect(empty.body.error).toMatchObject({ code: 'cart_empty', message: 'Your cart is empty' });
    expect((await placementCounts(suite().database.db, user.id)).checkouts).toBe(0);
  });

  it('needs a session and a valid Idempotency-Key', async () => {
    const { client } = suite();
    expect((await client.post('/api/checkout', { address: ADDRESS, contact: CONTACT })).status).toBe(401);
    const user = await shopper();
    const missing = await client.post(
      '/api/checkout',
      { address: ADDRESS, contact: CONTACT },
      { cookie: user.cookie },
    );
    expect(missing.status).toBe(400);
    expect((await checkout(user.cookie, 'short')).status).toBe(400);
  });

  it("answers 404 for another user's address, writing nothing", async () => {
    const { client, database } = suite();
    const owner = await shopper();
    const theirs = await client.post('/api/me/addresses', { address: ADDRESS }, { cookie: owner.cookie });
    const user = await shopper();
    await add(user.cookie, { creation_id: store.published[0], quantity: { size: 'M', amount: 1 } });
    const answer = await checkout(user.cookie, 'their-address-key', {
      address: undefined,
      addressId: theirs.body.data.id,
    });
    expect(answer.status).toBe(404);
    expect(await placementCounts(database.db, user.id)).toEqual({ checkouts: 0, orders: 0, cart: 1 });
    const mine = await client.post('/api/me/addresses', { address: ADDRESS }, { cookie: user.cookie });
    const ok = await checkout(user.cookie, 'their-address-key', {
      address: undefined,
      addressId: mine.body.data.id,
    });
    expect(ok.status).toBe(201);
  });

  it('five concurrent requests with one key make one checkout', async () => {
    const { database } = suite();
    const user = await shopper();
    await add(user.cookie, { creation_id: store.published[0], quantity: { size: 'M', amount: 3 } });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => checkout(user.cookie, 'double-click-key')),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.checkout.id)).size).toBe(1);
    expect(new Set(answers.map((a) => a.body.orders[0].id)).size).toBe(1);
    expect(await placementCounts(database.db, user.id)).toEqual({ checkouts: 1, orders: 1, cart: 0 });
  });
});

describeOnDatabases('checkout stock rules', (suite) => {
  let store: TestStore;
  let buyer: { id: string; cookie: string };
  let creatorCookie: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const { database, client } = suite();
    const db = database.db;
    store = await buildStore(db, { creations: 1 });
    const user = await client.signUp();
    buyer = { id: user.id, cookie: user.cookie };
    creatorCookie = await signIn(client, store.creator.email);
    const base = {
      userId: store.creator.id,
      prebuildId: store.prebuildId,
      producerId: store.producerId,
      totalPrice: 10_000,
    };
    ids.blacklisted = await insertCreation(db, { ...base, name: 'No XS', sizing: { blacklist: ['XS'] } });
    ids.ended = await insertCreation(db, {
      ...base,
      name: 'Ended',
      purchaseType: 'retail-preorder',
      kickstart_end: new Date(Date.now() - 86_400_000).toISOString(),
    });
    ids.draft = await insertCreation(db, { ...base, name: 'Draft', is_draft: true });
    ids.deleted = await insertCreation(db, { ...base, name: 'Deleted', is_deleted: true });
    ids.preorder = await insertCreation(db, {
      ...base,
      name: 'Open preorder',
      purchaseType: 'retail-preorder',
      kickstart_end: new Date(Date.now() + 10 * 86_400_000).toISOString(),
    });
    await db.updateTable('prebuilds').set({ maximum_order: 12 }).where('id', '=', store.prebuildId).execute();
  });

  const refused: [string, () => Parameters<typeof insertCartLine>[1], string][] = [
    [
      'a retail amount above 10',
      () => ({
        userId: buyer.id,
        creationId: store.published[0] as string,
        type: 'instant-purchase',
        quantity: { size: 'M', amount: 11 },
      }),
      'invalid_quantity',
    ],
    [
      'a size on the blacklist',
      () => ({
        userId: buyer.id,
        creationId: ids.blacklisted as string,
        type: 'instant-purchase',
        quantity: { size: 'XS', amount: 1 },
      }),
      'size_unavailable',
    ],
    [
      'a pre-order whose campaign ended',
      () => ({
        userId: buyer.id,
        creationId: ids.ended as string,
        type: 'retail-preorder',
        quantity: { size: 'M', amount: 1 },
      }),
      'preorder_ended',
    ],
    [
      'a draft creation',
      () => ({
        userId: buyer.id,
        creationId: ids.draft as string,
        type: 'instant-purchase',
        quantity: { size: 'M', amount: 1 },
      }),
      'not_orderable',
    ],
    [
      'a deleted creation',
      () => ({
        userId: buyer.id,
        creationId: ids.deleted as string,
        type: 'instant-purchase',
        quantity: { size: 'M', amount: 1 },
      }),
      'not_orderable',
    ],
    [
      'a sample of someone else’s creation',
      () => ({
        userId: buyer.id,
        creationId: store.published[0] as string,
        type: 'sample',
        quantity: [{ size: 'M', amount: 2 }],
      }),
      'sample_not_allowed',
    ],
    [
      'more than the prebuild’s maximum order',
      () => ({
        userId: buyer.id,
        creationId: ids.preorder as string,
        type: 'retail-preorder',
        quantity: { size: 'M', amount: 10 },
      }),
      'order_limit',
    ],
  ];

  for (const [what, line, code] of refused) {
    it(`refuses ${what} (422 ${code}), writing nothing`, async () => {
      const { client, database } = suite();
      const db = database.db;
      await db.deleteFrom('cart_items').where('user_id', '=', buyer.id).execute();
      if (code === 'order_limit') {
        // 5 pieces already ordered by someone else; 10 more would pass the maximum of 12.
        const other = await client.signUp();
        await insertCartLine(db, {
          userId: other.id,
          creationId: ids.preorder as string,
          type: 'retail-preorder',
          quantity: { size: 'S', amount: 5 },
        });
        const first = await client.post(
          '/api/checkout',
          { address: ADDRESS, contact: CONTACT },
          { cookie: other.cookie, headers: { 'idempotency-key': `limit-${other.id}` } },
        );
        expect(first.status).toBe(201);
      }
      await insertCartLine(db, line());
      const before = await placementCounts(db, buyer.id);
      const answer = await client.post(
        '/api/checkout',
        { address: ADDRESS, contact: CONTACT },
        { cookie: buyer.cookie, headers: { 'idempotency-key': `rule-${code}-${what.length}` } },
      );
      expect(answer.status).toBe(422);
      expect(answer.body.error.code).toBe(code);
      expect(await placementCounts(db, buyer.id)).toEqual(before);
    });
  }

  it("holds the prebuild's maximum order at the boundary: one below, exactly at, one above", async () => {
    const { client, database } = suite();
    const db = database.db;
    // The maximum is 12 pieces of a creation's run; 5 are ordered by someone else first.
    const creationId = await insertCreation(db, {
      userId: store.creator.id,
      prebuildId: store.prebuildId,
      producerId: store.producerId,
      totalPrice: 10_000,
      name: 'Run of twelve',
    });
    const other = await client.signUp();
    await insertCartLine(db, {
      userId: other.id,
      creationId,
      type: 'instant-purchase',
      quantity: { size: 'M', amount: 5 },
    });
    const first = await client.post(
      '/api/checkout',
      { address: ADDRESS, contact: CONTACT },
      { cookie: other.cookie, headers: { 'idempotency-key': `run-${other.id}` } },
    );
    expect(first.status).toBe(201);
    const place = async (amount: number, key: string) => {
      await db.deleteFrom('cart_items').where('user_id', '=', buyer.id).execute();
      // The cart's stored price (1 cent) is never what is charged.
      await insertCartLine(db, {
        userId: buyer.id,
        creationId,
        type: 'instant-purchase',
        quantity: { size: 'M', amount },
        price: 1,
      });
      return client.post(
        '/api/checkout',
        { address: ADDRESS, contact: CONTACT },
        { cookie: buyer.cookie, headers: { 'idempotency-key': `${key}-${creationId}` } },
      );
    };
    const passing = await place(8, 'run-13');
    expect(passing.status).toBe(422);
    expect(passing.body.error).toMatchObject({
      code: 'order_limit',
      message: 'Only 7 more of "Run of twelve" can be made in this run.',
    });
    const below = await place(6, 'run-11');
    expect(below.status, below.text).toBe(201);
    expect(below.body.checkout.total).toBe(6 * 10_000);
    const at = await place(1, 'run-12');
    expect(at.status, at.text).toBe(201);
    expect(at.body.checkout.total).toBe(10_000);
    const above = await place(1, 'run-13-again');
    expect(above.status).toBe(422);
    expect(above.body.error.code).toBe('order_limit');
  });

  it('refuses a sample above 150 per size or with no pieces, even for its creator', async () => {
    const { client, database } = suite();
    for (const [quantity, key] of [
      [[{ size: 'M', amount: 151 }], 'sample-151'],
      [[{ size: 'M', amount: 0 }], 'sample-zero'],
    ] as const) {
      await database.db.deleteFrom('cart_items').where('user_id', '=', store.creator.id).execute();
      await insertCartLine(database.db, {
        userId: store.creator.id,
        creationId: store.published[0] as string,
        type: 'sample',
        quantity: [...quantity],
      });
      const answer = await client.post(
        '/api/checkout',
        { address: ADDRESS, contact: CONTACT },
        { cookie: creatorCookie, headers: { 'idempotency-key': key } },
      );
      expect(answer.status).toBe(422);
      expect(answer.body.error.code).toBe('invalid_quantity');
    }
    await database.db.deleteFrom('cart_items').where('user_id', '=', store.creator.id).execute();
    expect((await placementCounts(database.db, store.creator.id)).orders).toBe(0);
  });

  it('lets the creator order a sample of their own creation at the tier price', async () => {
    const { client, database } = suite();
    await insertCartLine(database.db, {
      userId: store.creator.id,
      creationId: store.published[0] as string,
      type: 'sample',
      quantity: [
        { size: 'M', amount: 15 },
        { size: 'L', amount: 5 },
      ],
    });
    const answer = await client.post(
      '/api/checkout',
      { address: ADDRESS, contact: CONTACT },
      { cookie: creatorCookie, headers: { 'idempotency-key': 'creator-sample' } },
    );
    expect(answer.status).toBe(201);
    expect(answer.body.orders[0]).toMatchObject({ kind: 'sample', total: 20 * 30_000 });
    expect(answer.body.orders[0].items).toHaveLength(2);
  });

  it('places an open pre-order as a preorder order', async () => {
    const { client, database } = suite();
    const user = await client.signUp();
    await insertCartLine(database.db, {
      userId: user.id,
      creationId: ids.preorder as string,
      type: 'retail-preorder',
      quantity: { size: 'M', amount: 1 },
    });
    const answer = await client.post(
      '/api/checkout',
      { address: ADDRESS, contact: CONTACT },
      { cookie: user.cookie, headers: { 'idempotency-key': 'open-preorder' } },
    );
    expect(answer.status).toBe(201);
    expect(answer.body.orders[0]).toMatchObject({ kind: 'preorder', total: 10_000 });
  });
});
