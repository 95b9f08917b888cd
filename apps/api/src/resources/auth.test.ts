import { expect, it } from 'vitest';
import { describeOnDatabases } from '../test/harness';

describeOnDatabases(
  'auth',
  (suite) => {
    it('signs up, reads the session, signs out', async () => {
      const { client } = suite();
      const user = await client.signUp({ name: 'Ada' });
      expect(user.cookie).toMatch(/^atelier_session=/);
      const session = await client.get('/api/auth/session', { cookie: user.cookie });
      expect(session.status).toBe(200);
      expect(session.body.session.user).toMatchObject({
        name: 'Ada',
        at_name: user.at_name,
        is_creator: false,
      });
      expect(session.body.session.role).toBe('consumer');
      expect(session.body.session.roles).toEqual(['consumer']);
      // A signed-in visitor's answers stay out of every cache; a guest's are not marked so.
      expect(session.headers.get('cache-control')).toBe('private, no-store');
      expect((await client.get('/api/orders', { cookie: user.cookie })).headers.get('cache-control')).toBe(
        'private, no-store',
      );
      expect((await client.get('/api/auth/session')).headers.get('cache-control')).toBeNull();
      const out = await client.post('/api/auth/sign-out', undefined, { cookie: user.cookie });
      expect(out.status).toBe(200);
      const after = await client.get('/api/auth/session', { cookie: user.cookie });
      expect(after.body).toEqual({ session: null });
    });

    it('sets an httpOnly, SameSite=Lax cookie (Secure only in production)', async () => {
      const { client } = suite();
      const answer = await client.post('/api/auth/sign-up', {
        email: `c${Date.now()}@example.test`,
        at_name: `cookie_${Date.now()}`,
        name: 'Cookie',
        password: 'long enough password',
      });
      const header = answer.headers.get('set-cookie') ?? '';
      expect(header).toMatch(/HttpOnly/);
      expect(header).toMatch(/SameSite=Lax/);
      expect(header).not.toMatch(/Secure/);
    });

    it('stores only a hash of the session token', async () => {
      const { client, database } = suite();
      const user = await client.signUp();
      const token = user.cookie.split('=')[1] ?? '';
      const rows = await database.db
        .selectFrom('sessions')
        .select('id')
        .where('user_id', '=', user.id)
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]?.id).not.toBe(token);
      const stored = await database.db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', user.id)
        .executeTakeFirst();
      expect(stored?.password_hash).toMatch(/^scrypt\$/);
    });

    it('signs in with the right password only', async () => {
      const { client } = suite();
      const user = await client.signUp({ password: 'a good password' });
      const wrong = await client.post('/api/auth/sign-in', { email: user.email, password: 'nope nope' });
      expect(wrong.status).toBe(401);
      expect(wrong.body.error.code).toBe('invalid_credentials');
      const unknown = await client.post('/api/auth/sign-in', { email: 'nobody@example.test', password: 'x' });
      expect(unknown.status).toBe(401);
      const right = await client.post('/api/auth/sign-in', {
        email: user.email.toUpperCase(),
        password: 'a good password',
      });
      expect(right.status).toBe(200);
      expect(right.headers.get('set-cookie')).toMatch(/^atelier_session=/);
    });

    it('ends the session the browser held before on the server when it signs in again', async () => {
      const { client, database } = suite();
      const first = await client.signUp({ password: 'a good password' });
      const other = await client.signUp({ password: 'another password' });
      // The browser holds the first account's session and signs in as the other account.
      const again = await client.post(
        '/api/auth/sign-in',
        { email: other.email, password: 'another password' },
        { cookie: first.cookie },
      );
      expect(again.status).toBe(200);
      expect((await client.get('/api/auth/session', { cookie: first.cookie })).body).toEqual({
        session: null,
      });
      const left = await database.db
        .selectFrom('sessions')
        .select('id')
        .where('user_id', '=', first.id)
        .execute();
      expect(left).toHaveLength(0);
      // Without a session cookie nothing else ends: the other account keeps its first session.
      expect((await client.get('/api/auth/session', { cookie: other.cookie })).body.session.user.id).toBe(
        other.id,
      );
    });

    it('refuses a taken email or handle with 409', async () => {
      const { client } = suite();
      const user = await client.signUp();
      const sameEmail = await client.post('/api/auth/sign-up', {
        email: user.email,
        at_name: `other_${Date.now()}`,
        name: 'X',
        password: 'long enough',
      });
      expect(sameEmail.status).toBe(409);
      expect(sameEmail.body.error.code).toBe('email_taken');
      const sameHandle = await client.post('/api/auth/sign-up', {
        email: `other${Date.now()}@example.test`,
        at_name: user.at_name.toUpperCase(),
        name: 'X',
        password: 'long enough',
      });
      expect(sameHandle.status).toBe(409);
      expect(sameHandle.body.error.code).toBe('at_name_taken');
    });

    it('lists every invalid path of a bad sign-up', async () => {
      const { client } = suite();
      const answer = await client.post('/api/auth/sign-up', {
        email: 'nope',
        at_name: 'has-hyphen',
        password: 'short',
      });
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe('invalid_input');
      const paths = answer.body.error.issues.map((issue: { path: string }) => issue.path).sort();
      expect(paths).toEqual(['at_name', 'email', 'name', 'password']);
    });

    it('rate limits sign-in per account (429 with Retry-After)', async () => {
      const { client } = suite();
      const user = await client.signUp({ password: 'the real password' });
      for (let i = 0; i < 3; i += 1) {
        const attempt = await client.post('/api/auth/sign-in', {
          email: user.email,
          password: 'wrong guess',
        });
        expect(attempt.status).toBe(401);
      }
      const limited = await client.post('/api/auth/sign-in', {
        email: user.email,
        password: 'the real password',
      });
      expect(limited.status).toBe(429);
      expect(limited.body.error.code).toBe('rate_limited');
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    });

    it('rate limits sign-in per client address', async () => {
      const { client } = suite();
      const headers = { 'x-forwarded-for': '203.0.113.9' };
      for (let i = 0; i < 5; i += 1) {
        await client.post(
          '/api/auth/sign-in',
          { email: `guess${i}@example.test`, password: 'x' },
          { headers },
        );
      }
      const limited = await client.post(
        '/api/auth/sign-in',
        { email: 'another@example.test', password: 'x' },
        { headers },
      );
      expect(limited.status).toBe(429);
      const elsewhere = await client.post(
        '/api/auth/sign-in',
        { email: 'another@example.test', password: 'x' },
        { headers: { 'x-forwarded-for': '203.0.113.10' } },
      );
      expect(elsewhere.status).toBe(401);
    });

    it('switches the role only to one the user has, and becomes a creator', async () => {
      const { client } = suite();
      const user = await client.signUp();
      const refused = await client.put(
        '/api/auth/session/role',
        { role: 'creator' },
        { cookie: user.cookie },
      );
      expect(refused.status).toBe(403);
      const become = await client.post('/api/auth/become-creator', undefined, { cookie: user.cookie });
      expect(become.status).toBe(200);
      expect(become.body.session.role).toBe('creator');
      expect(become.body.session.roles).toEqual(['consumer', 'creator']);
      const back = await client.put('/api/auth/session/role', { role: 'consumer' }, { cookie: user.cookie });
      expect(back.status).toBe(200);
      const session = await client.get('/api/auth/session', { cookie: user.cookie });
      expect(session.body.session.role).toBe('consumer');
    });

    it('refuses a cross-site unsafe request with a session cookie (Origin check)', async () => {
      const { client } = suite();
      const user = await client.signUp();
      const evil = await client.patch(
        '/api/me/preferences',
        { theme: 'dark' },
        { cookie: user.cookie, headers: { origin: 'https://evil.example' } },
      );
      expect(evil.status).toBe(403);
      const crossSite = await client.patch(
        '/api/me/preferences',
        { theme: 'dark' },
        { cookie: user.cookie, headers: { 'sec-fetch-site': 'cross-site' } },
      );
      expect(crossSite.status).toBe(403);
      const same = await client.patch(
        '/api/me/preferences',
        { theme: 'dark' },
        { cookie: user.cookie, headers: { origin: 'http://localhost' } },
      );
      expect(same.status).toBe(200);
      expect(same.body.preferences.theme).toBe('dark');
    });

    it('stores preferences', async () => {
      const { client } = suite();
      const user = await client.signUp();
      const initial = await client.get('/api/me/preferences', { cookie: user.cookie });
      expect(initial.body.preferences).toEqual({
        language: 'en',
        currency: 'HKD',
        theme: 'light',
        nav_bar_placement: 'top',
        nav_bar_style: 'docking',
      });
      const changed = await client.patch(
        '/api/me/preferences',
        { language: 'zh-TW', currency: 'USD', nav_bar_placement: 'bottom', nav_bar_style: 'floating' },
        { cookie: user.cookie },
      );
      expect(changed.status).toBe(200);
      const read = await client.get('/api/me/preferences', { cookie: user.cookie });
      expect(read.body.preferences).toEqual({
        language: 'zh-TW',
        currency: 'USD',
        theme: 'light',
        nav_bar_placement: 'bottom',
        nav_bar_style: 'floating',
      });
      const bad = await client.patch(
        '/api/me/preferences',
        { nav_bar_style: 'sideways' },
        { cookie: user.cookie },
      );
      expect(bad.status).toBe(400);
      expect(bad.body.error.issues[0].path).toBe('nav_bar_style');
    });

    it('answers 401 to preferences without a session', async () => {
      const { client } = suite();
      const answer = await client.get('/api/me/preferences');
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({
        error: { code: 'unauthorised', message: 'Please sign in first.' },
      });
    });
  },
  {
    settings: {
      trustProxy: 1,
      signInLimit: { perAccount: 3, perAccountAddress: 3, perAddress: 5, perDevice: 3, windowMs: 60_000 },
    },
  },
);

describeOnDatabases('request errors', (suite) => {
  it('answers malformed JSON with 400, a non-JSON body with 415 and a huge body with 413', async () => {
    const { client } = suite();
    const malformed = await client.call('POST', '/api/auth/sign-in', {
      raw: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('invalid_json');
    const form = await client.call('POST', '/api/auth/sign-in', {
      raw: 'email=a',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    const huge = await client.call('POST', '/api/auth/sign-in', {
      raw: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2_000_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(huge.status).toBe(413);
    expect(huge.body.error.code).toBe('payload_too_large');
  });
});
