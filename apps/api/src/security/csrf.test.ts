import { beforeAll, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../auth/sessions';
import { describeOnDatabases, type TestClient } from '../test/harness';
import { buildStore, PASSWORD, type TestStore } from '../test/store';
import { fingerprintAll } from './fingerprint';

/**
 * Cross-site request forgery: a cookie-authenticated unsafe request from another origin (a
 * foreign site, or another creator's shop on its sub-domain) is refused before any route runs
 * and writes nothing; bodies a plain HTML form or a "simple" fetch can send (text/plain,
 * form-encoded, multipart) are refused whoever sends them; and a cookie replayed after
 * sign-out is no session.
 */

interface Unsafe {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: (store: TestStore) => string;
  body: (store: TestStore) => unknown;
}

/** Writes a signed-in shopper can make: each would succeed from the site itself. */
const WRITES: Unsafe[] = [
  { method: 'PATCH', path: () => '/api/me/profile', body: () => ({ name: 'Forged' }) },
  {
    method: 'POST',
    path: () => '/api/actions/user/cart',
    body: (store) => ({
      creation_id: store.published[0],
      quantity: { size: 'M', amount: 1 },
      price: 0,
      type: 'instant-purchase',
    }),
  },
  {
    method: 'POST',
    path: () => '/api/me/addresses',
    body: () => ({ address: { recipient: 'X', phone: '+852 6000 0000', line1: '1 Road', country: 'HK' } }),
  },
  { method: 'PUT', path: (store) => `/api/users/${store.creator.at_name}/follow`, body: () => undefined },
  { method: 'PUT', path: (store) => `/api/creations/${store.published[1]}/favorite`, body: () => undefined },
  { method: 'POST', path: () => '/api/notifications/read-all', body: () => undefined },
  { method: 'POST', path: () => '/api/auth/sign-out', body: () => undefined },
];

const FOREIGN = (store: TestStore) => [
  { origin: 'https://evil.example', note: 'a foreign site' },
  { origin: 'null', note: 'a sandboxed frame' },
  { origin: `http://${store.creator.at_name}.localhost`, note: "another creator's shop" },
  { origin: 'http://localhost.evil.example', note: 'a look-alike host' },
];

/** Signs in through the API and answers the session cookie (whatever other cookies come with it). */
async function signIn(client: TestClient, email: string): Promise<string> {
  const answer = await client.post('/api/auth/sign-in', { email, password: PASSWORD });
  if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status} ${answer.text}`);
  const session = answer.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
  if (!session) throw new Error('sign-in set no session cookie');
  return session;
}

describeOnDatabases('CSRF', (suite) => {
  let store: TestStore;
  let cookie: string;

  beforeAll(async () => {
    store = await buildStore(suite().database.db);
    cookie = await signIn(suite().client, store.other.email);
  });

  it.each(
    WRITES.map(
      (write) =>
        [
          `${write.method} ${write.path({ creator: { at_name: ':at_name' }, published: ['', ':id'] } as unknown as TestStore)}`,
          write,
        ] as const,
    ),
  )('refuses %s from another origin and writes nothing', async (_name, write) => {
    const { client, database } = suite();
    for (const { origin, note } of FOREIGN(store)) {
      const before = await fingerprintAll(database.db);
      const body = write.body(store);
      const answer = await client.call(write.method, write.path(store), {
        ...(body !== undefined ? { body } : {}),
        cookie,
        headers: { host: 'localhost', origin },
      });
      expect(answer.status, `${note}: ${answer.text}`).toBe(403);
      expect(answer.body.error.code).toBe('forbidden');
      expect(await fingerprintAll(database.db), note).toBe(before);
    }
    // Without Origin, a browser's Sec-Fetch-Site still tells a cross-site request.
    const before = await fingerprintAll(database.db);
    const body = write.body(store);
    const answer = await client.call(write.method, write.path(store), {
      ...(body !== undefined ? { body } : {}),
      cookie,
      headers: { host: 'localhost', 'sec-fetch-site': 'cross-site' },
    });
    expect(answer.status, answer.text).toBe(403);
    expect(await fingerprintAll(database.db)).toBe(before);
  });

  it('lets the same write through from the site itself (the refusals above are about the origin)', async () => {
    const answer = await suite().client.patch(
      '/api/me/profile',
      { name: 'Own site' },
      { cookie, headers: { host: 'localhost', origin: 'http://localhost' } },
    );
    expect(answer.status, answer.text).toBe(200);
  });

  it.each([
    ['text/plain', JSON.stringify({ name: 'Forged' })],
    ['text/plain;charset=UTF-8', JSON.stringify({ name: 'Forged' })],
    ['application/x-www-form-urlencoded', 'name=Forged'],
    [
      'multipart/form-data; boundary=b',
      '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nForged\r\n--b--',
    ],
    ['', JSON.stringify({ name: 'Forged' })],
  ])('refuses a %s body (what a form or a simple request sends) and writes nothing', async (type, raw) => {
    const { client, database } = suite();
    // Same origin, so only the body's type stands between the request and the write.
    for (const path of ['/api/me/profile', '/api/actions/user/cart', '/api/auth/sign-in']) {
      const before = await fingerprintAll(database.db);
      const answer = await client.call(path === '/api/me/profile' ? 'PATCH' : 'POST', path, {
        raw,
        cookie,
        headers: { host: 'localhost', origin: 'http://localhost', ...(type ? { 'content-type': type } : {}) },
      });
      expect(answer.status, `${path}: ${answer.text}`).toBe(415);
      expect(answer.body.error.code).toBe('unsupported_media_type');
      expect(await fingerprintAll(database.db), path).toBe(before);
    }
  });

  it('answers 401 to a cookie replayed after sign-out, and writes nothing for it', async () => {
    const { client, database } = suite();
    const replayed = await signIn(client, store.other.email);
    expect((await client.get('/api/me', { cookie: replayed })).status).toBe(200);
    const signOut = await client.post('/api/auth/sign-out', undefined, { cookie: replayed });
    expect(signOut.status, signOut.text).toBe(200);
    expect((await client.get('/api/me', { cookie: replayed })).status).toBe(401);
    expect((await client.get('/api/auth/session', { cookie: replayed })).body.session).toBeNull();
    expect((await client.get('/api/actions/user/cart', { cookie: replayed })).status).toBe(401);
    const before = await fingerprintAll(database.db);
    const write = await client.patch('/api/me/profile', { name: 'Replayed' }, { cookie: replayed });
    expect(write.status, write.text).toBe(401);
    expect(await fingerprintAll(database.db)).toBe(before);
  });
});
