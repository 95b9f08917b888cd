import { beforeAll, expect, it } from 'vitest';
import { insertOrder } from '../db/builders';
import { describeOnDatabases } from '../test/harness';
import { buildStore, completeCreationBody, signIn, type TestStore } from '../test/store';

describeOnDatabases('creations', (suite) => {
  let store: TestStore;
  let creatorCookie: string;
  let otherCookie: string;

  beforeAll(async () => {
    store = await buildStore(suite().database.db);
    creatorCookie = await signIn(suite().client, store.creator.email);
    otherCookie = await signIn(suite().client, store.other.email);
  });

  it('lists visible creations only, oldest first without a tab and newest first for latest', async () => {
    const { client } = suite();
    const plain = await client.get(`/api/creations?creator=${store.creator.at_name}`);
    expect(plain.status).toBe(200);
    const names = plain.body.items.map((item: { id: string }) => item.id);
    expect(names).toEqual(store.published);
    expect(names).not.toContain(store.draftId);
    expect(names).not.toContain(store.privateId);
    const latest = await client.get(`/api/creations?creator=${store.creator.at_name}&tab=latest`);
    expect(latest.body.items.map((item: { id: string }) => item.id)).toEqual([...store.published].reverse());
    expect(latest.body.items[0]).toMatchObject({
      user: { at_name: store.creator.at_name },
      creation_media: [{ url: 'm4.png' }],
      purchaseType: 'instant-purchase',
    });
  });

  it('AND-filters categories, searches text and filters by producer', async () => {
    const { client } = suite();
    const both = await client.get(
      `/api/creations?creator=${store.creator.at_name}&category=men_${store.tag}&category=hoodies_${store.tag}`,
    );
    expect(both.body.items.map((item: { id: string }) => item.id)).toEqual([
      store.published[0],
      store.published[2],
      store.published[4],
    ]);
    const none = await client.get(
      `/api/creations?creator=${store.creator.at_name}&category=men_${store.tag},women_${store.tag}`,
    );
    expect(none.body.items).toEqual([]);
    // Words in any order, any case, each matching the start of a word of the name (not the description).
    const text = await client.get(`/api/creations?q=${store.tag.toUpperCase()}%200`);
    expect(text.body.items.map((item: { id: string }) => item.id)).toEqual([store.published[0]]);
    const wildcard = await client.get(`/api/creations?q=%25`);
    expect(wildcard.status).toBe(200);
    expect(wildcard.body.items).toEqual([]);
    const producer = await client.get(`/api/creations?producer=${store.producerAtName}`);
    expect(producer.body.items).toHaveLength(5);
  });

  it('pages with a cursor: 30 first, then the next page, never repeating', async () => {
    const { client } = suite();
    const first = await client.get(`/api/creations?creator=${store.creator.at_name}&tab=latest&limit=2`);
    expect(first.body.items).toHaveLength(2);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await client.get(
      `/api/creations?creator=${store.creator.at_name}&tab=latest&limit=2&cursor=${first.body.nextCursor}`,
    );
    const third = await client.get(
      `/api/creations?creator=${store.creator.at_name}&tab=latest&limit=2&cursor=${second.body.nextCursor}`,
    );
    const ids = [...first.body.items, ...second.body.items, ...third.body.items].map(
      (item: { id: string }) => item.id,
    );
    expect(ids).toEqual([...store.published].reverse());
    expect(third.body.nextCursor).toBeNull();
    const bad = await client.get('/api/creations?cursor=not-a-cursor');
    expect(bad.status).toBe(400);
    expect(bad.body.error.issues[0].path).toBe('cursor');
  });

  it('scopes the list by the Host: a creator sub-domain lists that creator only', async () => {
    const { client } = suite();
    const shop = await client.get('/api/creations', {
      headers: { host: `${store.creator.at_name}.atelier.test` },
    });
    expect(shop.status).toBe(200);
    expect(
      shop.body.items.every(
        (item: { user: { at_name: string } }) => item.user.at_name === store.creator.at_name,
      ),
    ).toBe(true);
    expect(shop.body.items).toHaveLength(5);
    const dashed = await client.get('/api/creations', {
      headers: { host: `${store.creator.at_name}-dev.atelier.test` },
    });
    expect(dashed.body.items).toHaveLength(5);
  });

  it('shows the following tab to signed-in users only', async () => {
    const { client } = suite();
    const guest = await client.get('/api/creations?tab=following');
    expect(guest.status).toBe(401);
    const before = await client.get('/api/creations?tab=following', { cookie: otherCookie });
    expect(before.body.items).toEqual([]);
    const follow = await client.put(`/api/users/${store.creator.at_name}/follow`, undefined, {
      cookie: otherCookie,
    });
    expect(follow.status).toBe(200);
    expect(follow.body).toEqual({ isFollowing: true, followerCount: 1 });
    const after = await client.get('/api/creations?tab=following', { cookie: otherCookie });
    expect(after.body.items).toHaveLength(5);
    await client.delete(`/api/users/${store.creator.at_name}/follow`, undefined, { cookie: otherCookie });
  });

  it('shuffles the trending tab but keeps the same items', async () => {
    const { client } = suite();
    const trending = await client.get(`/api/creations?creator=${store.creator.at_name}&tab=trending`);
    expect(trending.body.items.map((item: { id: string }) => item.id).sort()).toEqual(
      [...store.published].sort(),
    );
  });

  it('reads a creation with its relations; drafts only for their creator', async () => {
    const { client } = suite();
    const detail = await client.get(`/api/creations/${store.published[0]}`);
    expect(detail.status).toBe(200);
    const creation = detail.body.creation;
    expect(creation).toMatchObject({
      id: store.published[0],
      user: { at_name: store.creator.at_name },
      creation_media: [{ url: 'm0.png' }],
      orderCount: 0,
      orderedCount: 0,
      isFavorite: false,
      favoriteCount: 0,
      isOwner: false,
    });
    expect(creation.creation_category.map((c: { name: string }) => c.name)).toEqual(['Men', 'Hoodies']);
    expect(creation.prebuilds[0]).toMatchObject({
      id: store.prebuildId,
      producer: { at_name: store.producerAtName },
    });
    expect(creation.prebuilds[0].models[0]).toMatchObject({ id: store.modelId, type: 'MODEL' });
    expect(creation.preorder.message).toBe('Available for purchase now');
    expect((await client.get(`/api/creations/${store.draftId}`)).status).toBe(404);
    expect((await client.get(`/api/creations/${store.draftId}`, { cookie: otherCookie })).status).toBe(404);
    expect((await client.get(`/api/creations/${store.draftId}`, { cookie: creatorCookie })).status).toBe(200);
    // A private creation is reachable by its link.
    expect((await client.get(`/api/creations/${store.privateId}`)).status).toBe(200);
  });

  it('creates a creation by its first save, with the documented defaults for what it leaves out', async () => {
    const { client } = suite();
    const created = await client.post('/api/creations', completeCreationBody(store), {
      cookie: creatorCookie,
    });
    expect(created.status).toBe(201);
    const creation = created.body.creation;
    expect(creation).toMatchObject({
      userId: store.creator.id,
      is_draft: true,
      visibility: 'public',
      minimum_order: 5,
      kickstart_periode: 0,
      totalPrice: 50_000, // 1.25 x 40,000 cents
      purchaseType: 'instant-purchase',
    });
    const months =
      (Date.parse(creation.kickstart_end) - Date.parse(creation.kickstart_start)) / (30.4 * 86_400_000);
    expect(Math.round(months)).toBe(5);
    expect(creation.prebuilds.map((p: { id: string }) => p.id)).toEqual([store.prebuildId]);
    expect(creation.user.at_name).toBe(store.creator.at_name);
    const notCreator = await client.post('/api/creations', completeCreationBody(store), {
      cookie: otherCookie,
    });
    expect(notCreator.status).toBe(403);
    const hidden = await client.post(
      '/api/creations',
      completeCreationBody(store, { prebuild_id: store.draftPrebuildId }),
      { cookie: creatorCookie },
    );
    expect(hidden.status).toBe(404);
  });

  it('updates only the changed fields, connects and disconnects categories, and refuses a stale updatedAt', async () => {
    const { client } = suite();
    const created = await client.post('/api/creations', completeCreationBody(store), {
      cookie: creatorCookie,
    });
    const { id, updatedAt } = created.body.creation;
    const changed = await client.patch(
      `/api/creations/${id}`,
      {
        updatedAt,
        name: 'Night shift',
        creation_category: { connect: [{ id: store.categories.men }, { id: store.categories.hoodies }] },
      },
      { cookie: creatorCookie },
    );
    expect(changed.status).toBe(200);
    expect(changed.body.creation.name).toBe('Night shift');
    expect(changed.body.creation.description).toBe('');
    expect(changed.body.creation.creation_category.map((c: { name: string }) => c.name).sort()).toEqual([
      'Hoodies',
      'Men',
      'Unisex',
    ]);
    expect(changed.body.creation.updatedAt).not.toBe(updatedAt);

    const stale = await client.patch(
      `/api/creations/${id}`,
      { updatedAt, name: 'Overwritten' },
      { cookie: creatorCookie },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('stale');
    const unchanged = await client.get(`/api/creations/${id}`, { cookie: creatorCookie });
    expect(unchanged.body.creation.name).toBe('Night shift');

    const disconnected = await client.patch(
      `/api/creations/${id}`,
      {
        updatedAt: changed.body.creation.updatedAt,
        creation_category: { disconnect: [{ id: store.categories.men }] },
      },
      { cookie: creatorCookie },
    );
    expect(disconnected.body.creation.creation_category.map((c: { name: string }) => c.name)).toEqual([
      'Unisex',
      'Hoodies',
    ]);

    const unknownKey = await client.patch(
      `/api/creations/${id}`,
      { updatedAt, userId: 'someone' },
      { cookie: creatorCookie },
    );
    expect(unknownKey.status).toBe(400);
    const badCategory = await client.patch(
      `/api/creations/${id}`,
      { updatedAt: disconnected.body.creation.updatedAt, creation_category: { connect: [{ id: 'nope' }] } },
      { cookie: creatorCookie },
    );
    expect(badCategory.status).toBe(400);
    expect(badCategory.body.error.issues).toEqual([
      { path: 'creation_category.connect[0].id', message: 'No category has this id' },
    ]);
  });

  it('publishes and unpublishes a creation that passes the save checks', async () => {
    const { client } = suite();
    const refused = await client.post(
      '/api/creations',
      { prebuild_id: store.prebuildId },
      { cookie: creatorCookie },
    );
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toBe('Please enter a name for your creation');
    expect(refused.body.error.issues.map((issue: { path: string }) => issue.path)).toEqual([
      'name',
      'creation_category',
      'waterflow_config.media_placement',
    ]);
    const created = await client.post('/api/creations', completeCreationBody(store), {
      cookie: creatorCookie,
    });
    const { id, updatedAt } = created.body.creation;
    const ready = await client.patch(
      `/api/creations/${id}`,
      {
        updatedAt,
        name: 'Ready to wear',
        waterflow_config: { media_placement: [{ id: 1, type: 'image/upload', url: 'ready.png' }] },
      },
      { cookie: creatorCookie },
    );
    expect(ready.status).toBe(200);
    expect(ready.body.creation.creation_media).toEqual([{ id: expect.any(String), url: 'ready.png' }]);
    const published = await client.post(
      `/api/creations/${id}/publish`,
      { updatedAt: ready.body.creation.updatedAt },
      { cookie: creatorCookie },
    );
    expect(published.status).toBe(200);
    expect(published.body.creation.is_draft).toBe(false);
    const listed = await client.get(`/api/creations?creator=${store.creator.at_name}&tab=latest`);
    expect(listed.body.items[0].id).toBe(id);
    const unpublished = await client.post(`/api/creations/${id}/unpublish`, {}, { cookie: creatorCookie });
    expect(unpublished.body.creation.is_draft).toBe(true);
    const below = await client.patch(
      `/api/creations/${id}`,
      { updatedAt: unpublished.body.creation.updatedAt, totalPrice: 100 },
      { cookie: creatorCookie },
    );
    expect(below.status).toBe(422);
    expect(below.body.error.message).toBe('The price is lower than the base price');
  });

  it('duplicates, pins and unpins for the owner only', async () => {
    const { client } = suite();
    const source = store.published[1]!;
    const copy = await client.post(`/api/creations/${source}/duplicate`, undefined, {
      cookie: creatorCookie,
    });
    expect(copy.status).toBe(201);
    expect(copy.body.creation).toMatchObject({ is_draft: true, name: `Creation 1 ${store.tag} (copy)` });
    expect(copy.body.creation.id).not.toBe(source);
    expect(
      (await client.post(`/api/creations/${source}/duplicate`, undefined, { cookie: otherCookie })).status,
    ).toBe(403);
    const pinned = await client.put(`/api/creations/${source}/pin`, undefined, { cookie: creatorCookie });
    expect(pinned.body.creation.pinned).toBe(true);
    const page = await client.get(`/api/users/${store.creator.at_name}/creations`);
    expect(page.body.items[0].id).toBe(source);
    expect(
      (await client.put(`/api/creations/${source}/pin`, undefined, { cookie: otherCookie })).status,
    ).toBe(403);
    const unpinned = await client.delete(`/api/creations/${source}/pin`, undefined, {
      cookie: creatorCookie,
    });
    expect(unpinned.body.creation.pinned).toBe(false);
  });

  it('favourites and unfavourites, and tells the creator', async () => {
    const { client } = suite();
    const id = store.published[3]!;
    expect((await client.put(`/api/creations/${id}/favorite`)).status).toBe(401);
    const on = await client.put(`/api/creations/${id}/favorite`, undefined, { cookie: otherCookie });
    expect(on.body).toEqual({ isFavorite: true, favoriteCount: 1 });
    const again = await client.put(`/api/creations/${id}/favorite`, undefined, { cookie: otherCookie });
    expect(again.body).toEqual({ isFavorite: true, favoriteCount: 1 });
    const detail = await client.get(`/api/creations/${id}`, { cookie: otherCookie });
    expect(detail.body.creation.isFavorite).toBe(true);
    const notes = await client.get('/api/notifications', { cookie: creatorCookie });
    expect(
      notes.body.items.some((n: { eventData: { type: string } }) => n.eventData.type === 'favourite'),
    ).toBe(true);
    const off = await client.delete(`/api/creations/${id}/favorite`, undefined, { cookie: otherCookie });
    expect(off.body).toEqual({ isFavorite: false, favoriteCount: 0 });
  });

  it('deletes a creation without orders, and asks to archive one with orders (409)', async () => {
    const { client, database } = suite();
    const plain = await client.post(`/api/creations/${store.published[4]}/duplicate`, undefined, {
      cookie: creatorCookie,
    });
    const removed = await client.delete(`/api/creations/${plain.body.creation.id}`, undefined, {
      cookie: creatorCookie,
    });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ ok: true, kind: 'delete' });
    expect((await client.get(`/api/creations/${plain.body.creation.id}`)).status).toBe(404);

    const ordered = store.published[2]!;
    await insertOrder(database.db, {
      userId: store.other.id,
      creationId: ordered,
      amount: 2,
      price: 100_000,
      status: 'paid',
    });
    expect(
      (await client.delete(`/api/creations/${ordered}`, undefined, { cookie: otherCookie })).status,
    ).toBe(403);
    const ask = await client.delete(`/api/creations/${ordered}`, undefined, { cookie: creatorCookie });
    expect(ask.status).toBe(409);
    expect(ask.body.error).toEqual({
      code: 'has_orders',
      message: 'This creation has been ordered, so it cannot be deleted. Do you want to archive it?',
      hint: 'archive',
    });
    const detail = await client.get(`/api/creations/${ordered}`);
    expect(detail.body.creation).toMatchObject({ orderCount: 1, orderedCount: 2 });
    const archived = await client.delete(`/api/creations/${ordered}?archive=true`, undefined, {
      cookie: creatorCookie,
    });
    expect(archived.body).toEqual({ ok: true, kind: 'archive' });
    expect((await client.get(`/api/creations/${ordered}`)).status).toBe(404);
  });
});
