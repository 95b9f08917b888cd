import { beforeAll, expect, it } from 'vitest';
import { isoNow } from '../lib/clock';
import { notify } from '../notifications/notify';
import { describeOnDatabases } from '../test/harness';
import { buildStore, signIn, type TestStore } from '../test/store';

/** Issue 18: notifications are stored as keys with parameters and read in the reader's language. */
describeOnDatabases('notifications in the reader language', (suite) => {
  let store: TestStore;
  let creatorCookie: string;
  let otherCookie: string;
  let otherName: string;

  beforeAll(async () => {
    store = await buildStore(suite().database.db);
    otherName = (
      await suite()
        .database.db.selectFrom('users')
        .select('name')
        .where('id', '=', store.other.id)
        .executeTakeFirstOrThrow()
    ).name;
    creatorCookie = await signIn(suite().client, store.creator.email);
    otherCookie = await signIn(suite().client, store.other.email);
  });

  it('stores the key, the parameters and the English words', async () => {
    const { client, database } = suite();
    const follow = await client.put(`/api/users/${store.creator.at_name}/follow`, undefined, {
      cookie: otherCookie,
    });
    expect(follow.status).toBe(200);
    const row = await database.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', store.creator.id)
      .where('event_id', '=', `follow:${store.other.id}`)
      .executeTakeFirstOrThrow();
    expect(row.message_key).toBe('follow');
    expect(JSON.parse(row.message_params ?? '{}')).toEqual({ name: otherName });
    expect(row.title).toBe('New follower');
    expect(row.text).toBe(`${otherName} started following you.`);
  });

  it('answers in the Accept-Language when the saved preference is the default, with key and params', async () => {
    const { client } = suite();
    const list = await client.get('/api/notifications', {
      cookie: creatorCookie,
      headers: { 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' },
    });
    // The creator's saved language is the column's default, English: it wins.
    const follow = list.body.items.find(
      (item: { notificationMessage: { key?: string } }) => item.notificationMessage.key === 'follow',
    );
    expect(follow.notificationMessage).toMatchObject({
      title: 'New follower',
      key: 'follow',
      params: { name: otherName },
    });
  });

  it("answers in the reader's saved language", async () => {
    const { client, database } = suite();
    await database.db
      .updateTable('users')
      .set({ language: 'fr' })
      .where('id', '=', store.creator.id)
      .execute();
    try {
      const list = await client.get('/api/notifications', { cookie: creatorCookie });
      const follow = list.body.items.find(
        (item: { notificationMessage: { key?: string } }) => item.notificationMessage.key === 'follow',
      );
      expect(follow.notificationMessage.title).toBe('Nouvel abonné');
      expect(follow.notificationMessage.text).toBe(`${otherName} vous suit désormais.`);
    } finally {
      await database.db
        .updateTable('users')
        .set({ language: 'en' })
        .where('id', '=', store.creator.id)
        .execute();
    }
  });

  it('reads Accept-Language when the saved language has no catalogue, and a keyed param in that language', async () => {
    const { client, database, app } = suite();
    await notify(app.services, {
      userId: store.creator.id,
      eventId: 'test:unnamed-favourite',
      message: { key: 'favourite', params: { name: 'Lena', creation: { key: 'yourCreation' } } },
    });
    await database.db
      .updateTable('users')
      .set({ language: 'es' })
      .where('id', '=', store.creator.id)
      .execute();
    try {
      const list = await client.get('/api/notifications', {
        cookie: creatorCookie,
        headers: { 'accept-language': 'ja' },
      });
      const favourite = list.body.items.find(
        (item: { notificationData: { eventId: string } }) =>
          item.notificationData.eventId === 'test:unnamed-favourite',
      );
      expect(favourite.notificationMessage.text).toBe('Lenaさんがあなたの作品をお気に入りに追加しました。');
    } finally {
      await database.db
        .updateTable('users')
        .set({ language: 'en' })
        .where('id', '=', store.creator.id)
        .execute();
    }
  });

  it('shows an older row without a key, or with an unknown key, in its stored words', async () => {
    const { client, database, app } = suite();
    const base = {
      user_id: store.creator.id,
      image: null,
      link: null,
      event_data: '{}',
      created_at: isoNow(app.services.clock),
      read_at: null,
    };
    await database.db
      .insertInto('notifications')
      .values([
        {
          ...base,
          id: 'nt_old_words',
          event_id: 'test:old',
          title: 'Old title',
          text: 'Old text',
          message_key: null,
          message_params: null,
        },
        {
          ...base,
          id: 'nt_new_key',
          event_id: 'test:newer',
          title: 'Stored',
          text: 'Words',
          message_key: 'from.a.newer.server',
          message_params: '{}',
        },
      ])
      .execute();
    const list = await client.get('/api/notifications', {
      cookie: creatorCookie,
      headers: { 'accept-language': 'ko' },
    });
    const byId = (id: string) =>
      list.body.items.find((item: { notificationData: { id: string } }) => item.notificationData.id === id)
        .notificationMessage;
    expect(byId('nt_old_words')).toEqual({ title: 'Old title', text: 'Old text' });
    expect(byId('nt_new_key')).toMatchObject({ title: 'Stored', text: 'Words', key: 'from.a.newer.server' });
  });
});
