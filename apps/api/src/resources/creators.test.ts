import { beforeAll, expect, it } from 'vitest';
import { insertCreation, insertUser } from '../db/builders';
import { describeOnDatabases } from '../test/harness';
import { buildStore, signIn, type TestStore } from '../test/store';

interface Card {
  id: string;
  at_name: string;
  followerCount: number;
  creationCount: number;
  isFollowing: boolean;
  recent: { id: string }[];
}

/** Issue 18 /creators: creators with counts, follow state and up to 4 recent works. */
describeOnDatabases('the creators list', (suite) => {
  let store: TestStore;
  let newest: string[];
  let followerCookie: string;
  const cards = (body: { items: Card[] }) => body.items;
  const find = (body: { items: Card[] }, id: string) => cards(body).find((card) => card.id === id);

  beforeAll(async () => {
    const { database, client } = suite();
    store = await buildStore(database.db);
    // A sample is for its creator only: never among the recent works others see.
    await insertCreation(database.db, {
      userId: store.creator.id,
      prebuildId: store.prebuildId,
      producerId: store.producerId,
      name: `Sample ${store.tag}`,
      totalPrice: 10_000,
      purchaseType: 'sample',
      createdAt: new Date(Date.UTC(2030, 0, 1)),
    });
    newest = [...store.published].reverse().slice(0, 4);
    followerCookie = await signIn(client, store.other.email);
  });

  it('lists creators with their newest four public works and counts, in one request', async () => {
    const answer = await suite().client.get('/api/creators?limit=48');
    expect(answer.status).toBe(200);
    const card = find(answer.body, store.creator.id);
    expect(card).toMatchObject({ at_name: store.creator.at_name, creationCount: 5, followerCount: 0 });
    expect(card?.recent.map((tile) => tile.id)).toEqual(newest);
    // Only creators: the shopper and the producer's member are not listed.
    expect(find(answer.body, store.other.id)).toBeUndefined();
    expect(answer.body.nextOffset).toBeNull();
  });

  it('says whom the viewer follows, and counts the follower', async () => {
    const { client } = suite();
    const follow = await client.put(`/api/users/${store.creator.at_name}/follow`, undefined, {
      cookie: followerCookie,
    });
    expect(follow.status).toBe(200);
    const answer = await client.get('/api/creators?limit=48', { cookie: followerCookie });
    expect(find(answer.body, store.creator.id)).toMatchObject({ isFollowing: true, followerCount: 1 });
    const guest = await client.get('/api/creators?limit=48');
    expect(find(guest.body, store.creator.id)).toMatchObject({ isFollowing: false, followerCount: 1 });
  });

  it('suggests only creators the viewer does not follow yet', async () => {
    const { client } = suite();
    const followed = await client.get('/api/creators?suggest=true&limit=48', { cookie: followerCookie });
    expect(find(followed.body, store.creator.id)).toBeUndefined();
    await client.delete(`/api/users/${store.creator.at_name}/follow`, undefined, { cookie: followerCookie });
    const again = await client.get('/api/creators?suggest=true&limit=48', { cookie: followerCookie });
    expect(find(again.body, store.creator.id)?.recent).toHaveLength(4);
    const own = await client.get('/api/creators?suggest=true&limit=48', {
      cookie: await signIn(client, store.creator.email),
    });
    expect(find(own.body, store.creator.id)).toBeUndefined();
  });

  it('finds creators by name or handle words in any order, accents folded', async () => {
    const { client, database } = suite();
    const id = await insertUser(database.db, {
      email: `ines.${store.tag}@example.test`,
      name: `Inès Duarte ${store.tag}`,
      at_name: `ines_${store.tag}`,
      password: 'x',
      is_creator: true,
    });
    const found = async (q: string) =>
      (
        (await client.get(`/api/actions/user?creators=true&q=${encodeURIComponent(q)}`)).body.data as Card[]
      ).map((user) => user.id);
    expect(await found(`${store.tag} INES`)).toEqual([id]);
    expect(await found(`duarte @ines_${store.tag}`)).toEqual([id]);
    expect(await found(`nes ${store.tag}`)).toEqual([]);
  });

  it('pages by offset and refuses a bad page size (400)', async () => {
    const { client } = suite();
    const total = cards((await client.get('/api/creators?limit=48')).body).length;
    const first = await client.get('/api/creators?limit=1');
    expect(first.body.items).toHaveLength(1);
    expect(first.body.nextOffset).toBe(total > 1 ? 1 : null);
    expect((await client.get('/api/creators?limit=0')).status).toBe(400);
  });
});

/** Issue 18: following again after unfollowing does not ring the creator's bell again. */
describeOnDatabases('follow notifications', (suite) => {
  let store: TestStore;

  beforeAll(async () => {
    store = await buildStore(suite().database.db, { creations: 0 });
  });

  it('tells the creator once for follow, unfollow, follow', async () => {
    const { client, database } = suite();
    const cookie = await signIn(client, store.other.email);
    const path = `/api/users/${store.creator.at_name}/follow`;
    expect((await client.put(path, undefined, { cookie })).body.isFollowing).toBe(true);
    expect((await client.delete(path, undefined, { cookie })).body.isFollowing).toBe(false);
    const again = await client.put(path, undefined, { cookie });
    expect(again.body).toEqual({ isFollowing: true, followerCount: 1 });
    const rows = await database.db
      .selectFrom('notifications')
      .select(['title', 'event_id'])
      .where('user_id', '=', store.creator.id)
      .execute();
    expect(rows).toEqual([{ title: 'New follower', event_id: `follow:${store.other.id}` }]);
  });
});
