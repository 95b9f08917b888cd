import { beforeAll, expect, it } from 'vitest';
import { describeOnDatabases } from '../test/harness';
import { buildStore, signIn, type TestStore } from '../test/store';
import { e2eFixturesEnabled } from './buyer-e2e-fixtures';

// The flag is read when the app is built (in the harness's beforeAll, after this line).
process.env.ATELIER_E2E_FIXTURES = '1';

it('is off unless ATELIER_E2E_FIXTURES=1', () => {
  expect(e2eFixturesEnabled({})).toBe(false);
  expect(e2eFixturesEnabled({ ATELIER_E2E_FIXTURES: 'true' })).toBe(false);
  expect(e2eFixturesEnabled({ ATELIER_E2E_FIXTURES: '1' })).toBe(true);
});

describeOnDatabases('the orders e2e fixture', (suite) => {
  let store: TestStore;
  let cookie: string;
  beforeAll(async () => {
    const { database, client } = suite();
    store = await buildStore(database.db);
    cookie = await signIn(client, store.other.email);
  });

  it('gives the signed-in user an order in the status asked, through the machine', async () => {
    const { client, app } = suite();
    const guest = await app.request('/api/orders/e2e-fixtures', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'shipped' }),
    });
    expect(guest.status).toBe(401);
    const made = await app.request('/api/orders/e2e-fixtures', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ status: 'shipped' }),
    });
    expect(made.status).toBe(201);
    const { id } = (await made.json()) as { id: string };
    const { body } = await client.get(`/api/orders/${id}`, { cookie });
    expect(body.order.status).toBe('shipped');
    expect(body.order.timeline.map((entry: { to: string }) => entry.to)).toEqual([
      'placed',
      'awaiting_payment',
      'paid',
      'in_production',
      'shipped',
    ]);
  });
});
