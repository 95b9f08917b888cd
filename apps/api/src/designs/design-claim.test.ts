import { beforeAll, expect, it } from 'vitest';
import { fingerprintAll } from '../security/fingerprint';
import { describeOnDatabases } from '../test/harness';
import { buildStore, type TestStore } from '../test/store';

/**
 * Issue 20: a guest's designs move into the account at sign-in or sign-up. The browser hands
 * each over with its write token; the token is checked, the move is idempotent, and a refusal
 * writes nothing.
 */
describeOnDatabases('claiming a guest’s design', (suite) => {
  let store: TestStore;
  beforeAll(async () => {
    store = await buildStore(suite().database.db, { creations: 1 });
  });

  /** A design saved as a guest: its id and write token. */
  const guestDesign = async () => {
    const saved = await suite().client.post('/api/designs', { creationId: store.published[0]!, answers: {} });
    expect(saved.status).toBe(201);
    return { id: saved.body.data.id as string, token: saved.body.writeToken as string };
  };
  const claim = (id: string, cookie?: string, token?: string) =>
    suite().client.post(`/api/designs/${id}/claim`, undefined, {
      ...(cookie ? { cookie } : {}),
      ...(token ? { headers: { 'x-design-token': token } } : {}),
    });

  it('moves the design into the account with its token, lists it there, and again changes nothing', async () => {
    const { client, database } = suite();
    const { id, token } = await guestDesign();
    const member = await client.signUp();
    const claimed = await claim(id, member.cookie, token);
    expect(claimed.status).toBe(200);
    expect(claimed.body.data).toMatchObject({ id, ownerId: member.id, mine: true });
    const list = await client.get('/api/me/designs', { cookie: member.cookie });
    expect(list.body.data.map((design: { id: string }) => design.id)).toEqual([id]);

    // Idempotent: the same claim again (a second tab, a retried request) answers the same.
    const before = await fingerprintAll(database.db);
    const again = await claim(id, member.cookie, token);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ id, ownerId: member.id, mine: true });
    expect(await fingerprintAll(database.db)).toBe(before);

    // The token no longer changes it: the design is the member's now.
    const put = await client.put(
      `/api/designs/${id}`,
      { answers: {} },
      { headers: { 'x-design-token': token } },
    );
    expect(put.status).toBe(401);
    expect((await client.get(`/api/designs/${id}`, { cookie: member.cookie })).body.data.mine).toBe(true);
  });

  it('refuses a wrong or missing token, no session, an unknown id and someone else’s design, writing nothing', async () => {
    const { client, database } = suite();
    const { id, token } = await guestDesign();
    const member = await client.signUp();
    const other = await client.signUp();
    const before = await fingerprintAll(database.db);
    const wrong = await claim(id, member.cookie, `${token.slice(0, -1)}${token.endsWith('a') ? 'b' : 'a'}`);
    expect(wrong.status).toBe(403);
    expect(wrong.body.error.code).toBe('not_your_design');
    expect((await claim(id, member.cookie)).status).toBe(403);
    expect((await claim(id, undefined, token)).status).toBe(401);
    expect((await claim(`dg_${'a'.repeat(32)}`, member.cookie, token)).status).toBe(404);
    expect(await fingerprintAll(database.db)).toBe(before);

    // Claimed by one member, the same token (a shared computer) cannot give it to another.
    expect((await claim(id, member.cookie, token)).status).toBe(200);
    const claimedState = await fingerprintAll(database.db);
    const taken = await claim(id, other.cookie, token);
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe('design_owned');
    expect(await fingerprintAll(database.db)).toBe(claimedState);
    expect((await client.get('/api/me/designs', { cookie: other.cookie })).body.data).toEqual([]);
  });
});
