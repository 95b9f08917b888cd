import { beforeAll, expect, it } from 'vitest';
import { insertCreation } from '../db/builders';
import { describeOnDatabases } from '../test/harness';
import { buildStore, signIn, type TestStore } from '../test/store';

/**
 * Issue 16 (cart): adding what the cart holds raises that line (on the server, at the
 * server's price); a merge or an edit past 000 §5's limits, or on another user's line,
 * answers a precise 4xx and writes nothing.
 */
describeOnDatabases('cart lines', (suite) => {
  let store: TestStore;
  let shopperCookie: string;
  let creatorCookie: string;
  let teeId: string;
  let sampleId: string;

  const PATH = '/api/actions/user/cart';
  const list = async (cookie: string) => (await suite().client.get(PATH, { cookie })).body;
  const linesOf = async (cookie: string, creationId: string) =>
    (await list(cookie)).data.filter((item: { creation_id: string }) => item.creation_id === creationId);

  beforeAll(async () => {
    const { database, client } = suite();
    store = await buildStore(database.db);
    shopperCookie = await signIn(client, store.other.email);
    creatorCookie = await signIn(client, store.creator.email);
    const creation = (name: string) =>
      insertCreation(database.db, {
        userId: store.creator.id,
        prebuildId: store.prebuildId,
        producerId: store.producerId,
        name,
        totalPrice: 12_300,
        purchaseType: 'instant-purchase',
      });
    teeId = await creation('Merge tee');
    sampleId = await creation('Sample tee');
  });

  it("raises the line of the same creation and size, at the server's price", async () => {
    const { client } = suite();
    const first = await client.post(
      PATH,
      { creation_id: teeId, quantity: { size: 'M', amount: 2 }, price: 1, type: 'instant-purchase' },
      { cookie: shopperCookie },
    );
    expect(first.status).toBe(200);
    const again = await client.post(
      PATH,
      { creation_id: teeId, quantity: { size: 'M', amount: 3 }, price: 1, type: 'instant-purchase' },
      { cookie: shopperCookie },
    );
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({
      id: first.body.data.id,
      quantity: { size: 'M', amount: 5 },
      price: 5 * 12_300,
    });
    const lines = await linesOf(shopperCookie, teeId);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      id: first.body.data.id,
      quantity: { size: 'M', amount: 5 },
      price: 61_500,
    });
  });

  it('refuses a merge past 10 with 422 and changes nothing', async () => {
    const { client } = suite();
    const before = await linesOf(shopperCookie, teeId);
    const over = await client.post(
      PATH,
      { creation_id: teeId, quantity: { size: 'M', amount: 6 }, price: 0, type: 'instant-purchase' },
      { cookie: shopperCookie },
    );
    expect(over.status).toBe(422);
    expect(over.body.error).toMatchObject({
      code: 'cart_limit',
      message: 'Please choose an amount from 1 to 10',
    });
    expect(await linesOf(shopperCookie, teeId)).toEqual(before);
  });

  it('keeps another size on a line of its own', async () => {
    const { client } = suite();
    const other = await client.post(
      PATH,
      { creation_id: teeId, quantity: { size: 'L', amount: 1 }, price: 0, type: 'instant-purchase' },
      { cookie: shopperCookie },
    );
    expect(other.status).toBe(200);
    const lines = await linesOf(shopperCookie, teeId);
    expect(lines.map((line: { quantity: unknown }) => line.quantity)).toEqual([
      { size: 'M', amount: 5 },
      { size: 'L', amount: 1 },
    ]);
  });

  it("never merges into another user's line", async () => {
    const { client } = suite();
    const mine = await client.post(
      PATH,
      { creation_id: teeId, quantity: { size: 'M', amount: 1 }, price: 0, type: 'instant-purchase' },
      { cookie: creatorCookie },
    );
    expect(mine.status).toBe(200);
    expect(mine.body.data.quantity).toEqual({ size: 'M', amount: 1 });
    expect((await linesOf(shopperCookie, teeId))[0].quantity).toEqual({ size: 'M', amount: 5 });
  });

  it("refuses to edit or delete another user's line (404) and changes nothing", async () => {
    const { client } = suite();
    const [line] = await linesOf(shopperCookie, teeId);
    const edit = await client.post(
      PATH,
      { id: line.id, data: { quantity: { amount: 1 } } },
      { cookie: creatorCookie },
    );
    expect(edit.status).toBe(404);
    expect((await client.delete(PATH, { id: line.id }, { cookie: creatorCookie })).status).toBe(404);
    expect((await linesOf(shopperCookie, teeId))[0]).toEqual(line);
  });

  it('makes one line of the same piece added several times at once', async () => {
    const { client } = suite();
    const body = {
      creation_id: teeId,
      quantity: { size: 'XL', amount: 1 },
      price: 0,
      type: 'instant-purchase',
    };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => client.post(PATH, body, { cookie: shopperCookie })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    const xl = (await linesOf(shopperCookie, teeId)).filter(
      (line: { quantity: { size: string } }) => line.quantity.size === 'XL',
    );
    expect(xl).toHaveLength(1);
    expect(xl[0]).toMatchObject({ quantity: { size: 'XL', amount: 8 }, price: 8 * 12_300 });
  });

  it('merges a sample size list size by size and prices it by the tiers', async () => {
    const { client } = suite();
    const first = await client.post(
      PATH,
      { creation_id: sampleId, quantity: [{ size: 'M', amount: 10 }], price: 0, type: 'sample' },
      { cookie: creatorCookie },
    );
    expect(first.status).toBe(200);
    expect(first.body.data.price).toBe(10 * 40_000);
    const again = await client.post(
      PATH,
      {
        creation_id: sampleId,
        quantity: [
          { size: 'M', amount: 5 },
          { size: 'L', amount: 5 },
        ],
        price: 0,
        type: 'sample',
      },
      { cookie: creatorCookie },
    );
    expect(again.status).toBe(200);
    // 20 pieces reach the 20-piece tier (30,000 cents each).
    expect(again.body.data).toMatchObject({
      id: first.body.data.id,
      quantity: [
        { size: 'M', amount: 15 },
        { size: 'L', amount: 5 },
      ],
      price: 20 * 30_000,
    });
    const over = await client.post(
      PATH,
      { creation_id: sampleId, quantity: [{ size: 'M', amount: 136 }], price: 0, type: 'sample' },
      { cookie: creatorCookie },
    );
    expect(over.status).toBe(422);
    expect(over.body.error.message).toBe('Please choose an amount from 0 to 150');
    expect(await linesOf(creatorCookie, sampleId)).toHaveLength(1);
  });

  it('edits a sample size list: same sizes, 0 to 150, total above zero', async () => {
    const { client } = suite();
    const [line] = await linesOf(creatorCookie, sampleId);
    const edited = await client.post(
      PATH,
      {
        id: line.id,
        data: {
          quantity: [
            { size: 'M', amount: 0 },
            { size: 'L', amount: 3 },
          ],
        },
      },
      { cookie: creatorCookie },
    );
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      quantity: [
        { size: 'M', amount: 0 },
        { size: 'L', amount: 3 },
      ],
      price: 3 * 40_000,
    });
    const after = (await linesOf(creatorCookie, sampleId))[0];

    const empty = await client.post(
      PATH,
      {
        id: line.id,
        data: {
          quantity: [
            { size: 'M', amount: 0 },
            { size: 'L', amount: 0 },
          ],
        },
      },
      { cookie: creatorCookie },
    );
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body.error.issues)).toContain('Please select at least one size.');

    const newSize = await client.post(
      PATH,
      { id: line.id, data: { quantity: [{ size: 'XL', amount: 3 }] } },
      { cookie: creatorCookie },
    );
    expect(newSize.status).toBe(400);
    expect(newSize.body.error.issues[0]).toMatchObject({
      path: 'data.quantity',
      message: 'The sizes must stay M, L',
    });

    const tooMany = await client.post(
      PATH,
      {
        id: line.id,
        data: {
          quantity: [
            { size: 'M', amount: 151 },
            { size: 'L', amount: 0 },
          ],
        },
      },
      { cookie: creatorCookie },
    );
    expect(tooMany.status).toBe(400);

    const amountOnList = await client.post(
      PATH,
      { id: line.id, data: { quantity: { amount: 2 } } },
      { cookie: creatorCookie },
    );
    expect(amountOnList.status).toBe(409);

    const [single] = await linesOf(shopperCookie, teeId);
    const listOnSingle = await client.post(
      PATH,
      { id: single.id, data: { quantity: [{ size: 'M', amount: 2 }] } },
      { cookie: shopperCookie },
    );
    expect(listOnSingle.status).toBe(409);

    expect((await linesOf(creatorCookie, sampleId))[0]).toEqual(after);
    expect((await linesOf(shopperCookie, teeId))[0]).toEqual(single);
  });
});
