import { beforeEach, expect, it } from 'vitest';
import { hashParameters, hashPassword, PASSWORD_HASH_COST } from '../auth/password';
import { insertUser } from '../db/builders';
import { defaultSettings } from '../http/context';
import { describeOnDatabases, type Suite } from '../test/harness';
import { sessionCookie as cookieFrom } from '../test/session-cookie';

/**
 * The API's clock in the session tests: moved forward by hand past the idle and absolute limits,
 * and back to the real time before each test (cookies may not expire 400 days past the real time).
 */
let now = Date.now();
const clock = { now: () => new Date(now) };
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const { sessionIdleMs, sessionTtlMs } = defaultSettings();

const storedHash = async (suite: Suite, userId: string) =>
  (
    await suite.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow()
  ).password_hash;

const sessionRows = (suite: Suite, userId: string) =>
  suite.database.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute();

const signedIn = async (suite: Suite, cookie: string) =>
  (await suite.client.get('/api/me', { cookie })).status === 200;

describeOnDatabases(
  'password hashing at the production cost',
  (suite) => {
    it('stores new passwords with N=2^17 and upgrades a weaker hash at the next good sign-in', async () => {
      const { client, database } = suite();
      const fresh = await client.signUp({ password: 'a strong enough one' });
      expect(hashParameters(await storedHash(suite(), fresh.id))).toEqual({ n: 2 ** 17, r: 8, p: 1 });

      const oldHash = await hashPassword('made with 2^14', 14);
      const email = `legacy${Date.now()}@example.test`;
      const id = await insertUser(database.db, {
        email,
        name: 'Legacy',
        at_name: `legacy_${Date.now()}`,
        passwordHash: oldHash,
      });
      const wrong = await client.post('/api/auth/sign-in', { email, password: 'not the one' });
      expect(wrong.status).toBe(401);
      expect(await storedHash(suite(), id)).toBe(oldHash);

      const right = await client.post('/api/auth/sign-in', { email, password: 'made with 2^14' });
      expect(right.status, right.text).toBe(200);
      const upgraded = await storedHash(suite(), id);
      expect(upgraded).not.toBe(oldHash);
      expect(hashParameters(upgraded)).toEqual({ n: 2 ** PASSWORD_HASH_COST, r: 8, p: 1 });

      const again = await client.post('/api/auth/sign-in', { email, password: 'made with 2^14' });
      expect(again.status).toBe(200);
      expect(await storedHash(suite(), id)).toBe(upgraded);
    });
  },
  { settings: { passwordHashCost: PASSWORD_HASH_COST } },
);

describeOnDatabases(
  'password change and sessions',
  (suite) => {
    beforeEach(() => {
      now = Date.now();
    });

    it('changes the password with the current one, ends every other session and keeps this one', async () => {
      const { client } = suite();
      const user = await client.signUp({ password: 'the old password' });
      const other = cookieFrom(
        (await client.post('/api/auth/sign-in', { email: user.email, password: 'the old password' })).headers,
      );
      const otherUser = await client.signUp();
      const changed = await client.post(
        '/api/me/password',
        { current_password: 'the old password', new_password: 'a brand new password' },
        { cookie: user.cookie },
      );
      expect(changed.status, changed.text).toBe(200);
      expect(changed.body).toEqual({ ok: true });
      expect(await signedIn(suite(), user.cookie)).toBe(true);
      expect(await signedIn(suite(), other)).toBe(false);
      // Another account's sessions are left alone.
      expect(await signedIn(suite(), otherUser.cookie)).toBe(true);
      expect(await sessionRows(suite(), user.id)).toHaveLength(1);
      const oldOne = await client.post('/api/auth/sign-in', {
        email: user.email,
        password: 'the old password',
      });
      expect(oldOne.status).toBe(401);
      const newOne = await client.post('/api/auth/sign-in', {
        email: user.email,
        password: 'a brand new password',
      });
      expect(newOne.status).toBe(200);
    });

    it('refuses a wrong current password, a short new one and a guest, writing nothing', async () => {
      const { client } = suite();
      const user = await client.signUp({ password: 'the old password' });
      const other = cookieFrom(
        (await client.post('/api/auth/sign-in', { email: user.email, password: 'the old password' })).headers,
      );
      const before = await storedHash(suite(), user.id);
      const wrong = await client.post(
        '/api/me/password',
        { current_password: 'not my password', new_password: 'a brand new password' },
        { cookie: user.cookie },
      );
      expect(wrong.status).toBe(403);
      expect(wrong.body.error.code).toBe('wrong_password');
      const short = await client.post(
        '/api/me/password',
        { current_password: 'the old password', new_password: 'short' },
        { cookie: user.cookie },
      );
      expect(short.status).toBe(400);
      expect(short.body.error.issues).toEqual([
        { path: 'new_password', message: 'Use at least 8 characters' },
      ]);
      const guest = await client.post('/api/me/password', {
        current_password: 'the old password',
        new_password: 'a brand new password',
      });
      expect(guest.status).toBe(401);
      expect(await storedHash(suite(), user.id)).toBe(before);
      expect(await signedIn(suite(), other)).toBe(true);
    });

    it('limits wrong current passwords (429 with Retry-After)', async () => {
      const { client } = suite();
      const user = await client.signUp({ password: 'the old password' });
      let answer = await client.post(
        '/api/me/password',
        { current_password: 'guess 0', new_password: 'a brand new password' },
        { cookie: user.cookie },
      );
      for (let i = 1; answer.status === 403 && i < 50; i += 1) {
        answer = await client.post(
          '/api/me/password',
          { current_password: `guess ${i}`, new_password: 'a brand new password' },
          { cookie: user.cookie },
        );
      }
      expect(answer.status).toBe(429);
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    });

    it('signs out everywhere: every session of the user ends, this one too, and the cookie is cleared', async () => {
      const { client } = suite();
      const user = await client.signUp({ password: 'the password' });
      const other = cookieFrom(
        (await client.post('/api/auth/sign-in', { email: user.email, password: 'the password' })).headers,
      );
      const bystander = await client.signUp();
      const out = await client.post('/api/auth/sign-out-everywhere', undefined, { cookie: user.cookie });
      expect(out.status, out.text).toBe(200);
      expect(out.body).toEqual({ ok: true, ended: 2 });
      expect(out.headers.get('set-cookie')).toMatch(/^atelier_session=;.*Max-Age=0/);
      expect(await signedIn(suite(), user.cookie)).toBe(false);
      expect(await signedIn(suite(), other)).toBe(false);
      expect(await signedIn(suite(), bystander.cookie)).toBe(true);
      expect(await sessionRows(suite(), user.id)).toEqual([]);
      const guest = await client.post('/api/auth/sign-out-everywhere');
      expect(guest.status).toBe(401);
    });

    it('refuses a cookie replayed after sign-out (401)', async () => {
      const { client } = suite();
      const user = await client.signUp();
      expect(await signedIn(suite(), user.cookie)).toBe(true);
      await client.post('/api/auth/sign-out', undefined, { cookie: user.cookie });
      const replay = await client.get('/api/me', { cookie: user.cookie });
      expect(replay.status).toBe(401);
      expect(replay.body.error.code).toBe('unauthorised');
      const replayedChange = await client.patch(
        '/api/me/profile',
        { name: 'Replayed' },
        { cookie: user.cookie },
      );
      expect(replayedChange.status).toBe(401);
    });

    it('ends a session unused for the idle time, and one in use at its absolute lifetime', async () => {
      const { client } = suite();
      expect(sessionIdleMs).toBe(7 * DAY);
      expect(sessionTtlMs).toBe(30 * DAY);
      const idle = await client.signUp();
      const busy = await client.signUp();
      // Busy uses its session every few days: it outlives the idle time, not the lifetime.
      for (let day = 5; day < 30; day += 5) {
        now += 5 * DAY;
        expect(await signedIn(suite(), busy.cookie)).toBe(true);
        if (day === 10) expect(await signedIn(suite(), idle.cookie)).toBe(false);
      }
      now += 5 * DAY + HOUR;
      expect(await signedIn(suite(), busy.cookie)).toBe(false);
    });

    it('keeps a session used just within the idle time', async () => {
      const { client } = suite();
      const user = await client.signUp();
      now += sessionIdleMs - HOUR;
      expect(await signedIn(suite(), user.cookie)).toBe(true);
      now += sessionIdleMs - HOUR;
      expect(await signedIn(suite(), user.cookie)).toBe(true);
      now += sessionIdleMs + HOUR;
      expect(await signedIn(suite(), user.cookie)).toBe(false);
    });
  },
  { clock },
);
