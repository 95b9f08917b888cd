import { beforeAll, expect, it } from 'vitest';
import { ADDRESS, CONTACT, placementCounts } from '../checkout/checkout-test-kit';
import { describeOnDatabases } from '../test/harness';
import { buildStore, signIn, type TestStore } from '../test/store';

/**
 * Issue 19: a cart line is priced as the creation is now (saying so when the creator changed
 * the price since it was added), a line whose creation went off sale is unavailable (no edits,
 * out of the subtotal), and the checkout refuses such lines, naming them, writing nothing.
 */

describeOnDatabases('cart availability and current prices', (suite) => {
  let store: TestStore;
  let creatorCookie: string;
  let buyerCookie: string;

  beforeAll(async () => {
    const { database, client } = suite();
    store = await buildStore(database.db, { creations: 4 });
    creatorCookie = await signIn(client, store.creator.email);
    buyerCookie = await signIn(client, store.other.email);
  });

  /** The store's other user, with an empty cart. */
  const shopper = async () => {
    await suite().database.db.deleteFrom('cart_items').where('user_id', '=', store.other.id).execute();
    return { id: store.other.id, cookie: buyerCookie };
  };
  const add = (cookie: string, creationId: string, amount = 1) =>
    suite().client.post(
      '/api/actions/user/cart',
      { creation_id: creationId, quantity: { size: 'M', amount }, price: 1, type: 'instant-purchase' },
      { cookie },
    );
  const cart = (cookie: string) => suite().client.get('/api/actions/user/cart', { cookie });
  const reprice = async (creationId: string, totalPrice: number) => {
    const { client } = suite();
    const current = await client.get(`/api/creations/${creationId}`, { cookie: creatorCookie });
    const saved = await client.patch(
      `/api/creations/${creationId}`,
      { updatedAt: current.body.creation.updatedAt, totalPrice },
      { cookie: creatorCookie },
    );
    expect(saved.status, saved.text).toBe(200);
  };
  const setDraft = async (creationId: string, draft: boolean) => {
    const answer = await suite().client.post(
      `/api/creations/${creationId}/${draft ? 'unpublish' : 'publish'}`,
      {},
      { cookie: creatorCookie },
    );
    expect(answer.status, answer.text).toBe(200);
  };

  it('answers each line at the price of now and says when the creator changed it since it was added', async () => {
    const buyer = await shopper();
    const [changing, steady] = [store.published[0]!, store.published[1]!];
    expect((await add(buyer.cookie, changing, 2)).status).toBe(200);
    expect((await add(buyer.cookie, steady)).status).toBe(200);
    await reprice(changing, 55_000);

    const answer = await cart(buyer.cookie);
    expect(answer.status).toBe(200);
    const [first, second] = answer.body.data;
    expect(first).toMatchObject({
      creation_id: changing,
      available: true,
      price: 2 * 55_000,
      priceChanged: { from: 2 * 50_000, to: 2 * 55_000 },
      creation: { totalPrice: 55_000 },
    });
    expect(second).toMatchObject({ creation_id: steady, available: true, price: 50_100, priceChanged: null });
    expect(answer.body.subtotal).toBe(2 * 55_000 + 50_100);

    // An edit prices at the price of now, and the line still says what it was added at.
    const edited = await suite().client.post(
      '/api/actions/user/cart',
      { id: first.id, data: { quantity: { amount: 3 } } },
      { cookie: buyer.cookie },
    );
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.data).toMatchObject({
      price: 3 * 55_000,
      priceChanged: { from: 3 * 50_000, to: 3 * 55_000 },
    });
    await reprice(changing, 50_000);
    expect((await cart(buyer.cookie)).body.data[0]).toMatchObject({ price: 3 * 50_000, priceChanged: null });
  });

  it('marks a line of an unpublished creation unavailable, refuses editing it (409), and lets it go', async () => {
    const buyer = await shopper();
    const gone = store.published[2]!;
    const kept = store.published[3]!;
    const line = await add(buyer.cookie, gone, 2);
    expect(line.status).toBe(200);
    expect((await add(buyer.cookie, kept)).status).toBe(200);
    await setDraft(gone, true);
    try {
      const answer = await cart(buyer.cookie);
      expect(answer.body.data[0]).toMatchObject({ creation_id: gone, available: false });
      expect(answer.body.data[1]).toMatchObject({ creation_id: kept, available: true });
      expect(answer.body.subtotal).toBe(50_300);

      const edit = await suite().client.post(
        '/api/actions/user/cart',
        { id: line.body.data.id, data: { quantity: { amount: 5 } } },
        { cookie: buyer.cookie },
      );
      expect(edit.status).toBe(409);
      expect(edit.body.error).toMatchObject({
        code: 'line_unavailable',
        message: 'This creation is no longer available: remove it from your cart.',
      });
      const stored = await suite()
        .database.db.selectFrom('cart_items')
        .select(['quantity', 'price'])
        .where('id', '=', line.body.data.id)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(stored.quantity)).toEqual({ size: 'M', amount: 2 });
      expect(stored.price).toBe(2 * 50_200);

      const removed = await suite().client.delete(
        '/api/actions/user/cart',
        { id: line.body.data.id },
        { cookie: buyer.cookie },
      );
      expect(removed.status).toBe(200);
      expect((await cart(buyer.cookie)).body.data).toHaveLength(1);
    } finally {
      await setDraft(gone, false);
    }
  });

  it('refuses a checkout holding unavailable lines (422 naming every one), writing nothing', async () => {
    const { client, database } = suite();
    const buyer = await shopper();
    const [a, b, c] = [store.published[0]!, store.published[1]!, store.published[2]!];
    const lines = [];
    for (const id of [a, b, c]) lines.push((await add(buyer.cookie, id)).body.data.id as string);
    await setDraft(a, true);
    await setDraft(c, true);
    try {
      const before = await placementCounts(database.db, buyer.id);
      const answer = await client.post(
        '/api/checkout',
        { address: ADDRESS, contact: CONTACT },
        { cookie: buyer.cookie, headers: { 'idempotency-key': `unavailable-${buyer.id}` } },
      );
      expect(answer.status).toBe(422);
      expect(answer.body.error).toMatchObject({
        code: 'not_orderable',
        message: 'Some creations in your cart are no longer available: remove them to check out.',
        cartItemIds: [lines[0], lines[2]],
        issues: [{ path: 'cart.0' }, { path: 'cart.2' }],
      });
      expect(await placementCounts(database.db, buyer.id)).toEqual(before);
      expect((await cart(buyer.cookie)).body.data).toHaveLength(3);
    } finally {
      await setDraft(a, false);
      await setDraft(c, false);
    }
  });
});
