import { beforeAll, expect, it } from 'vitest';
import { insertCreation, insertOrder } from '../db/builders';
import { describeOnDatabases } from '../test/harness';
import { buildStore, signIn, type TestStore } from '../test/store';

describeOnDatabases('cart', (suite) => {
  let store: TestStore;
  let creatorCookie: string;
  let otherCookie: string;
  let preorderId: string;
  let endedId: string;

  beforeAll(async () => {
    const { database, client } = suite();
    store = await buildStore(database.db);
    creatorCookie = await signIn(client, store.creator.email);
    otherCookie = await signIn(client, store.other.email);
    preorderId = await insertCreation(database.db, {
      userId: store.creator.id,
      prebuildId: store.prebuildId,
      producerId: store.producerId,
      name: 'Open preorder',
      totalPrice: 70_000,
      purchaseType: 'retail-preorder',
      kickstart_end: new Date(Date.now() + 10 * 86_400_000).toISOString(),
      sizing: { blacklist: ['XS'] },
    });
    endedId = await insertCreation(database.db, {
      userId: store.creator.id,
      prebuildId: store.prebuildId,
      producerId: store.producerId,
      name: 'Ended preorder',
      totalPrice: 70_000,
      purchaseType: 'retail-preorder',
      kickstart_end: new Date(Date.now() - 10 * 86_400_000).toISOString(),
    });
  });

  it('needs a session (401)', async () => {
    const { client } = suite();
    expect((await client.get('/api/actions/user/cart')).status).toBe(401);
    const add = await client.post('/api/actions/user/cart', {
      creation_id: store.published[0],
      quantity: { size: 'M', amount: 1 },
      price: 1,
      type: 'instant-purchase',
    });
    expect(add.status).toBe(401);
  });

  it("adds an item at the server's price, whatever price is sent", async () => {
    const { client } = suite();
    const add = await client.post(
      '/api/actions/user/cart',
      {
        creation_id: store.published[1],
        quantity: { size: 'L', amount: 3 },
        price: 1,
        type: 'instant-purchase',
      },
      { cookie: otherCookie },
    );
    expect(add.status).toBe(200);
    expect(add.body.data).toMatchObject({
      type: 'instant-purchase',
      quantity: { size: 'L', amount: 3 },
      price: 3 * 50_100,
    });
    const list = await client.get('/api/actions/user/cart', { cookie: otherCookie });
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0].creation).toMatchObject({
      id: store.published[1],
      name: `Creation 1 ${store.tag}`,
      totalPrice: 50_100,
      creation_media: [{ url: 'm1.png' }],
      waterflow_config: { media_placement: [expect.objectContaining({ url: 'm1.png' })] },
      prebuilds: [
        {
          cost_config: [
            { quantity: 1, cost: 40_000 },
            { quantity: 20, cost: 30_000 },
          ],
        },
      ],
    });
    expect(list.body.subtotal).toBe(3 * 50_100);
  });

  it('edits the amount (clamped 1..10) and deletes, only for its owner', async () => {
    const { client } = suite();
    const add = await client.post(
      '/api/actions/user/cart',
      {
        creation_id: store.published[0],
        quantity: { size: 'S', amount: 1 },
        price: 0,
        type: 'instant-purchase',
      },
      { cookie: otherCookie },
    );
    const id = add.body.data.id;
    const edited = await client.post(
      '/api/actions/user/cart',
      { id, data: { quantity: { size: 'S', amount: 4 } } },
      { cookie: otherCookie },
    );
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ quantity: { size: 'S', amount: 4 }, price: 4 * 50_000 });
    const clamped = await client.post(
      '/api/actions/user/cart',
      { id, data: { quantity: { amount: 99 } } },
      { cookie: otherCookie },
    );
    expect(clamped.body.data.quantity.amount).toBe(10);
    const stranger = await client.post(
      '/api/actions/user/cart',
      { id, data: { quantity: { amount: 2 } } },
      { cookie: creatorCookie },
    );
    expect(stranger.status).toBe(404);
    expect((await client.delete('/api/actions/user/cart', { id }, { cookie: creatorCookie })).status).toBe(
      404,
    );
    const removed = await client.delete('/api/actions/user/cart', { id }, { cookie: otherCookie });
    expect(removed.status).toBe(200);
    const list = await client.get('/api/actions/user/cart', { cookie: otherCookie });
    expect(list.body.data.map((item: { id: string }) => item.id)).not.toContain(id);
  });

  it('prices a sample by the cost tiers, and lets only the owner order one', async () => {
    const { client } = suite();
    const sample = {
      creation_id: store.published[0],
      quantity: [
        { size: 'M', amount: 10 },
        { size: 'L', amount: 15 },
      ],
      price: 5,
      type: 'sample',
    };
    expect((await client.post('/api/actions/user/cart', sample, { cookie: otherCookie })).status).toBe(403);
    const mine = await client.post('/api/actions/user/cart', sample, { cookie: creatorCookie });
    expect(mine.status).toBe(200);
    // 25 pieces: the largest tier not above 25 is 20 at 30,000 cents.
    expect(mine.body.data.price).toBe(25 * 30_000);
    const empty = await client.post(
      '/api/actions/user/cart',
      { ...sample, quantity: [{ size: 'M', amount: 0 }] },
      { cookie: creatorCookie },
    );
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body.error.issues)).toContain('Please select at least one size.');
    const multiEdit = await client.post(
      '/api/actions/user/cart',
      { id: mine.body.data.id, data: { quantity: { amount: 3 } } },
      { cookie: creatorCookie },
    );
    expect(multiEdit.status).toBe(409);
  });

  it('refuses the wrong type, a closed pre-order, a blacklisted size and a draft', async () => {
    const { client } = suite();
    const wrongType = await client.post(
      '/api/actions/user/cart',
      {
        creation_id: store.published[0],
        quantity: { size: 'M', amount: 1 },
        price: 0,
        type: 'retail-preorder',
      },
      { cookie: otherCookie },
    );
    expect(wrongType.status).toBe(400);
    const open = await client.post(
      '/api/actions/user/cart',
      { creation_id: preorderId, quantity: { size: 'M', amount: 2 }, price: 0, type: 'retail-preorder' },
      { cookie: otherCookie },
    );
    expect(open.status).toBe(200);
    expect(open.body.data.price).toBe(140_000);
    const blacklisted = await client.post(
      '/api/actions/user/cart',
      { creation_id: preorderId, quantity: { size: 'XS', amount: 1 }, price: 0, type: 'retail-preorder' },
      { cookie: otherCookie },
    );
    expect(blacklisted.status).toBe(422);
    const ended = await client.post(
      '/api/actions/user/cart',
      { creation_id: endedId, quantity: { size: 'M', amount: 1 }, price: 0, type: 'retail-preorder' },
      { cookie: otherCookie },
    );
    expect(ended.status).toBe(409);
    expect(ended.body.error.message).toBe('Preorder already end');
    const draft = await client.post(
      '/api/actions/user/cart',
      { creation_id: store.draftId, quantity: { size: 'M', amount: 1 }, price: 0, type: 'instant-purchase' },
      { cookie: otherCookie },
    );
    expect(draft.status).toBe(404);
  });

  it('lists every invalid path of a bad add', async () => {
    const { client } = suite();
    const bad = await client.post(
      '/api/actions/user/cart',
      { creation_id: '', quantity: { size: 'XXL', amount: 11 }, price: -1, type: 'instant-purchase' },
      { cookie: otherCookie },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.issues.map((issue: { path: string }) => issue.path).sort()).toEqual([
      'creation_id',
      'price',
      'quantity.amount',
      'quantity.size',
    ]);
  });

  it('counts only non-pending orders in the ordered sum', async () => {
    const { client, database } = suite();
    await insertOrder(database.db, {
      userId: store.other.id,
      creationId: preorderId,
      amount: 3,
      price: 1,
      status: 'paid',
    });
    await insertOrder(database.db, {
      userId: store.other.id,
      creationId: preorderId,
      amount: 4,
      price: 1,
      status: 'pending',
    });
    const detail = await client.get(`/api/creations/${preorderId}`);
    expect(detail.body.creation).toMatchObject({ orderCount: 2, orderedCount: 3 });
    expect(detail.body.creation.preorder).toMatchObject({
      kind: 'inProgress',
      message: 'Pre order in progress',
      percent: 60,
    });
  });
});
