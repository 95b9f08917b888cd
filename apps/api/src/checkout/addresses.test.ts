import { beforeAll, expect, it } from 'vitest';
import { describeOnDatabases } from '../test/harness';
import { buildStore, signIn, type TestStore } from '../test/store';
import { ADDRESS } from './checkout-test-kit';
import { MAX_ADDRESSES } from './addresses';

describeOnDatabases('address book', (suite) => {
  let store: TestStore;
  let mine: string;
  let theirs: string;

  beforeAll(async () => {
    const { database, client } = suite();
    store = await buildStore(database.db, { creations: 1 });
    mine = await signIn(client, store.other.email);
    theirs = await signIn(client, store.creator.email);
  });

  it('needs a session', async () => {
    expect((await suite().client.get('/api/me/addresses')).status).toBe(401);
  });

  it('adds, lists, edits and keeps exactly one default', async () => {
    const { client } = suite();
    const first = await client.post('/api/me/addresses', { address: ADDRESS }, { cookie: mine });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      isDefault: true,
      address: { recipient: 'Chan Tai Man', country: 'HK' },
    });
    const second = await client.post(
      '/api/me/addresses',
      { address: { ...ADDRESS, recipient: 'Lee Siu Ming' }, isDefault: true },
      { cookie: mine },
    );
    expect(second.body.data.isDefault).toBe(true);
    let list = await client.get('/api/me/addresses', { cookie: mine });
    expect(list.body.data.map((a: { id: string; isDefault: boolean }) => [a.id, a.isDefault])).toEqual([
      [second.body.data.id, true],
      [first.body.data.id, false],
    ]);
    const edited = await client.put(
      `/api/me/addresses/${first.body.data.id}`,
      { address: { ...ADDRESS, line1: '1 Queen’s Road' }, isDefault: true },
      { cookie: mine },
    );
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ isDefault: true, address: { line1: '1 Queen’s Road' } });
    // Removing the default passes it on.
    expect(
      (await client.delete(`/api/me/addresses/${first.body.data.id}`, undefined, { cookie: mine })).status,
    ).toBe(200);
    list = await client.get('/api/me/addresses', { cookie: mine });
    expect(list.body.data).toEqual([expect.objectContaining({ id: second.body.data.id, isDefault: true })]);
  });

  it('refuses an invalid address field by field, writing nothing', async () => {
    const { client } = suite();
    const before = (await client.get('/api/me/addresses', { cookie: mine })).body.data.length;
    const bad = await client.post(
      '/api/me/addresses',
      { address: { ...ADDRESS, recipient: ' ', phone: 'call me', country: 'JP' } },
      { cookie: mine },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.issues).toEqual(
      expect.arrayContaining([
        { path: 'address.recipient', message: 'The recipient is required.' },
        expect.objectContaining({ path: 'address.phone' }),
        { path: 'address.postalCode', message: 'A postal code is required for this country.' },
      ]),
    );
    expect((await client.get('/api/me/addresses', { cookie: mine })).body.data).toHaveLength(before);
  });

  it("answers 404 for another user's address and leaves it alone", async () => {
    const { client } = suite();
    const own = await client.post('/api/me/addresses', { address: ADDRESS }, { cookie: theirs });
    const id = own.body.data.id;
    expect((await client.put(`/api/me/addresses/${id}`, { address: ADDRESS }, { cookie: mine })).status).toBe(
      404,
    );
    expect((await client.delete(`/api/me/addresses/${id}`, undefined, { cookie: mine })).status).toBe(404);
    const list = await client.get('/api/me/addresses', { cookie: mine });
    expect(list.body.data.some((a: { id: string }) => a.id === id)).toBe(false);
    expect((await client.get('/api/me/addresses', { cookie: theirs })).body.data).toHaveLength(1);
  });

  it(`holds at most ${MAX_ADDRESSES} addresses`, async () => {
    const { client } = suite();
    const user = await client.signUp();
    for (let i = 0; i < MAX_ADDRESSES; i += 1) {
      const added = await client.post('/api/me/addresses', { address: ADDRESS }, { cookie: user.cookie });
      expect(added.status).toBe(201);
    }
    const extra = await client.post('/api/me/addresses', { address: ADDRESS }, { cookie: user.cookie });
    expect(extra.status).toBe(422);
    expect(extra.body.error.code).toBe('address_limit');
  });
});
