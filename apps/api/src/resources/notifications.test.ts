import { beforeAll, expect, it } from 'vitest';
import { notify } from '../notifications/notify';
import { describeOnDatabases } from '../test/harness';
import { SseReader } from '../test/sse';
import { buildStore, signIn, type TestStore } from '../test/store';

describeOnDatabases('notifications', (suite) => {
  let store: TestStore;
  let creatorCookie: string;
  let otherCookie: string;

  beforeAll(async () => {
    store = await buildStore(suite().database.db);
    creatorCookie = await signIn(suite().client, store.creator.email);
    otherCookie = await signIn(suite().client, store.other.email);
  });

  it('lists, marks one read and marks all read, for their owner only', async () => {
    const { client, app } = suite();
    for (let i = 0; i < 3; i += 1) {
      await notify(app.services, {
        userId: store.creator.id,
        eventId: `test:${i}`,
        message: { key: 'follow', params: { name: `Hello ${i}` } },
      });
    }
    const list = await client.get('/api/notifications', { cookie: creatorCookie });
    expect(list.status).toBe(200);
    expect(list.body.unread).toBe(3);
    expect(list.body.items[0]).toMatchObject({
      notificationData: { userId: store.creator.id, readAt: null },
      notificationMessage: { title: 'New follower', text: 'Hello 2 started following you.' },
      eventData: {},
    });
    const first = list.body.items[0].notificationData.id;
    expect(
      (await client.post(`/api/notifications/${first}/read`, undefined, { cookie: otherCookie })).status,
    ).toBe(404);
    const read = await client.post(`/api/notifications/${first}/read`, undefined, { cookie: creatorCookie });
    expect(read.status).toBe(200);
    expect(read.body.notification.notificationData.readAt).toEqual(expect.any(String));
    expect(read.body.unread).toBe(2);
    const all = await client.post('/api/notifications/read-all', undefined, { cookie: creatorCookie });
    expect(all.body).toEqual({ updated: 2, unread: 0 });
    const paged = await client.get('/api/notifications?limit=2', { cookie: creatorCookie });
    const next = await client.get(`/api/notifications?limit=2&cursor=${paged.body.nextCursor}`, {
      cookie: creatorCookie,
    });
    expect([...paged.body.items, ...next.body.items]).toHaveLength(3);
    expect((await client.get('/api/notifications')).status).toBe(401);
  });

  it('streams a new notification to the bell as it happens', async () => {
    const { client } = suite();
    const response = await client.app.request('/api/notifications/stream', {
      headers: { cookie: creatorCookie },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/event-stream/);
    const events = new SseReader(response.body as ReadableStream<Uint8Array>);
    try {
      const ready = await events.next((event) => event.event === 'ready');
      expect(JSON.parse(ready.data)).toHaveProperty('unread');
      const favourite = await client.put(`/api/creations/${store.published[0]}/favorite`, undefined, {
        cookie: otherCookie,
      });
      expect(favourite.status).toBe(200);
      const arrived = await events.next((event) => event.event === 'notification', 5000);
      const notification = JSON.parse(arrived.data);
      expect(notification.eventData).toMatchObject({ type: 'favourite', creationId: store.published[0] });
      expect(arrived.id).toBe(notification.notificationData.id);
      const unread = await events.next((event) => event.event === 'unread');
      expect(JSON.parse(unread.data).unread).toBeGreaterThan(0);
    } finally {
      await events.close();
    }
  });

  it('needs a session to stream', async () => {
    expect((await suite().client.get('/api/notifications/stream')).status).toBe(401);
  });
});
