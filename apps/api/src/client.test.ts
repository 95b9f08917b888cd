import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { type ApiClient, createApiClient } from './client';
import { migrateToLatest } from './db/migrate';
import { sqliteTestDatabase, type TestDatabase } from './test/databases';
import { buildStore, PASSWORD, type TestStore } from './test/store';

describe('typed client (hono/client)', () => {
  let database: TestDatabase;
  let api: ApiClient;
  let store: TestStore;

  beforeAll(async () => {
    database = sqliteTestDatabase();
    await migrateToLatest(database.db);
    store = await buildStore(database.db);
    const app = createApp({ db: database.db });
    api = createApiClient('http://localhost', {
      fetch: (input: Request | string | URL, init?: RequestInit) => app.request(input, init),
    });
    return () => database.dispose();
  });

  it('keeps the types of queries and answers', async () => {
    const answer = await api.api.creations.$get({ query: { creator: store.creator.at_name, tab: 'latest' } });
    expect(answer.status).toBe(200);
    if (answer.status === 200) {
      const page = await answer.json();
      const first: string | undefined = page.items[0]?.user.at_name;
      expect(first).toBe(store.creator.at_name);
      expect(page.nextCursor).toBeNull();
    }
  });

  it('sends typed bodies and reads typed sessions', async () => {
    const signIn = await api.api.auth['sign-in'].$post({
      json: { email: store.other.email, password: PASSWORD },
    });
    expect(signIn.status).toBe(200);
    if (signIn.status === 200) {
      const { session } = await signIn.json();
      const handle: string = session.user.at_name;
      expect(handle).toBe(store.other.at_name);
    }
    const detail = await api.api.creations[':id'].$get({ param: { id: store.published[0] as string } });
    if (detail.status === 200) expect((await detail.json()).creation.id).toBe(store.published[0]);
  });
});
