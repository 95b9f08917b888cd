import { beforeAll, expect, it } from 'vitest';
import { insertCreation } from '../db/builders';
import { describeOnDatabases } from '../test/harness';
import { buildStore, signIn, type TestStore } from '../test/store';

/** Issue 16 Cart §2: only its creator can order a sample, so only its creator sees it listed. */
describeOnDatabases('sample creations in lists', (suite) => {
  let store: TestStore;
  let sampleId: string;
  let creatorCookie: string;
  let shopperCookie: string;
  const ids = (body: { items: { id: string }[] }) => body.items.map((item) => item.id);

  beforeAll(async () => {
    const { database, client } = suite();
    store = await buildStore(database.db);
    sampleId = await insertCreation(database.db, {
      userId: store.creator.id,
      prebuildId: store.prebuildId,
      producerId: store.producerId,
      name: `Sample piece ${store.tag}`,
      totalPrice: 30_000,
      purchaseType: 'sample',
    });
    creatorCookie = await signIn(client, store.creator.email);
    shopperCookie = await signIn(client, store.other.email);
  });

  it('leaves samples out of the shop for guests and shoppers, with the rest listed', async () => {
    const { client } = suite();
    const q = store.creator.at_name;
    const guest = await client.get(`/api/creations?creator=${q}&limit=60`);
    const shopper = await client.get(`/api/creations?creator=${q}&limit=60`, { cookie: shopperCookie });
    for (const answer of [guest, shopper]) {
      expect(answer.status).toBe(200);
      expect(ids(answer.body)).not.toContain(sampleId);
      expect(ids(answer.body)).toEqual(expect.arrayContaining(store.published));
    }
  });

  it('lists a sample for its creator, who can order it', async () => {
    const { client } = suite();
    const q = store.creator.at_name;
    const own = await client.get(`/api/creations?creator=${q}&limit=60`, { cookie: creatorCookie });
    expect(ids(own.body)).toContain(sampleId);
  });

  it("leaves samples out of a creator's profile list for others, not for the creator", async () => {
    const { client } = suite();
    const path = `/api/users/${store.creator.at_name}/creations?limit=60`;
    const other = await client.get(path, { cookie: shopperCookie });
    const guest = await client.get(path);
    expect(ids(other.body)).not.toContain(sampleId);
    expect(ids(guest.body)).not.toContain(sampleId);
    expect(guest.body.total).toBe(guest.body.items.length);
    const own = await client.get(path, { cookie: creatorCookie });
    expect(ids(own.body)).toContain(sampleId);
  });

  it('still opens a sample by its link, and refuses a shopper who tries to order it (403)', async () => {
    const { client } = suite();
    expect((await client.get(`/api/creations/${sampleId}`)).status).toBe(200);
    const add = await client.post(
      '/api/actions/user/cart',
      { creation_id: sampleId, quantity: [{ size: 'M', amount: 1 }], price: 1, type: 'sample' },
      { cookie: shopperCookie },
    );
    expect(add.status).toBe(403);
  });
});
