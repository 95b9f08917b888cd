import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { migrateToLatest } from '../db/migrate';
import type { TestDatabase } from '../test/databases';
import { TestClient, targets } from '../test/harness';
import { buildStore, signIn, type TestStore } from '../test/store';

/**
 * Adding one cart line reads the creation, each of its relations and the prebuilds'
 * producers once, in one transaction, and answers from what it read. Counted through
 * Kysely's log hook, which sees every statement sent: the session read, begin, the
 * creation, media, categories, prebuilds, order items, favourites, producers, on
 * PostgreSQL the lock of the user's cart, the user's lines of that creation (a line of the same size is raised, not repeated), the
 * insert or update, commit. It was 17 before (the creation's prebuilds were read twice
 * and the answer read the creation again).
 */
const MOST_ROUND_TRIPS = 13;

describe.each(targets)('adding a cart line on $name', (target) => {
  const sent: string[] = [];
  let database: TestDatabase | null = null;
  let client: TestClient;
  let store: TestStore;
  let cookie: string;

  beforeAll(async () => {
    if (target.skip) return;
    database = await target.open({ log: (event) => sent.push(event.query.sql) });
    await migrateToLatest(database.db);
    client = new TestClient(createApp({ db: database.db }));
    store = await buildStore(database.db);
    cookie = await signIn(client, store.other.email);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it.skipIf(target.skip)(`takes at most ${MOST_ROUND_TRIPS} SQL round trips`, async () => {
    const line = {
      creation_id: store.published[0],
      quantity: { size: 'M', amount: 2 },
      price: 0,
      type: 'instant-purchase',
    };
    // The first call also fetches the OpenAPI document the test client checks answers against.
    expect((await client.post('/api/actions/user/cart', line, { cookie })).status).toBe(200);
    sent.length = 0;
    const added = await client.post('/api/actions/user/cart', line, { cookie });
    expect(added.status, added.text).toBe(200);
    expect(added.body.data).toMatchObject({ creation_id: store.published[0], type: 'instant-purchase' });
    expect(sent.length, sent.join('\n')).toBeLessThanOrEqual(MOST_ROUND_TRIPS);
    // Everything after the session read happens in one transaction.
    expect(sent[1]).toMatch(/^begin/i);
    expect(sent.at(-1)).toMatch(/^commit/i);
  });
});
