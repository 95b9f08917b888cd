import { expect, it } from 'vitest';
import { hashAccountToken } from '../auth/account-tokens';
import { newestMails } from '../mail/outbox';
import { cookieFrom, describeOnDatabases, type Suite } from '../test/harness';
import { PASSWORD_RESET_SENT, RESET_LIMIT } from './account';

/** The API's clock in these tests: moved forward by hand to pass a link's expiry. */
let now = Date.parse('2026-11-25T09:00:00.000Z');
const clock = { now: () => new Date(now) };
const HOUR = 60 * 60 * 1000;

const mailsTo = async (suite: Suite, to: string) =>
  (await newestMails(suite.database.db, 200)).filter((mail) => mail.to_address === to);

/** The token of the newest mail to `to` whose link goes to `path`. */
const tokenFrom = async (suite: Suite, to: string, path: string) => {
  const mail = (await mailsTo(suite, to)).find((row) => row.text_body.includes(path));
  const token = mail?.text_body.match(/token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no ${path} mail to ${to}`);
  return token;
};

const tokenRows = (suite: Suite, userId: string) =>
  suite.database.db.selectFrom('account_tokens').selectAll().where('user_id', '=', userId).execute();

describeOnDatabases(
  'account links',
  (suite) => {
    it('answers the same to a known and an unknown address, and mails only the known one', async () => {
      const { client } = suite();
      const user = await client.signUp({ name: 'Resa' });
      const known = await client.post('/api/auth/password-reset', { email: user.email.toUpperCase() });
      const unknown = await client.post('/api/auth/password-reset', { email: 'nobody-here@example.test' });
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(known.body).toEqual({ ok: true, message: PASSWORD_RESET_SENT });
      expect(unknown.body).toEqual(known.body);
      expect(await mailsTo(suite(), 'nobody-here@example.test')).toEqual([]);
      const [mail] = await mailsTo(suite(), user.email);
      expect(mail?.subject).toBe('Choose a new Atelier password');
      expect(mail?.text_body).toMatch(/http:\/\/localhost\/reset-password\?token=[A-Za-z0-9_-]{43}/);
    });

    it('stores only the hash of the token, one hour long', async () => {
      const { client } = suite();
      const user = await client.signUp();
      await client.post('/api/auth/password-reset', { email: user.email });
      const token = await tokenFrom(suite(), user.email, '/reset-password');
      const rows = await tokenRows(suite(), user.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.id).toBe(hashAccountToken(token));
      expect(rows[0]?.id).not.toContain(token);
      expect(Date.parse(rows[0]?.expires_at ?? '') - Date.parse(rows[0]?.created_at ?? '')).toBe(HOUR);
    });

    it('resets the password once, ends every other session and signs in', async () => {
      const { client } = suite();
      const user = await client.signUp({ password: 'the old password' });
      const elsewhere = await client.post('/api/auth/sign-in', {
        email: user.email,
        password: 'the old password',
      });
      const otherCookie = cookieFrom(elsewhere.headers);
      await client.post('/api/auth/password-reset', { email: user.email });
      const token = await tokenFrom(suite(), user.email, '/reset-password');
      const reset = await client.post('/api/auth/password-reset/confirm', {
        token,
        password: 'a brand new one',
      });
      expect(reset.status, reset.text).toBe(200);
      expect(reset.body.session.user.id).toBe(user.id);
      const cookie = cookieFrom(reset.headers);
      expect((await client.get('/api/auth/session', { cookie })).body.session.user.id).toBe(user.id);
      for (const old of [user.cookie, otherCookie])
        expect((await client.get('/api/auth/session', { cookie: old })).body).toEqual({ session: null });
      const oldPassword = await client.post('/api/auth/sign-in', {
        email: user.email,
        password: 'the old password',
      });
      expect(oldPassword.status).toBe(401);
      const newPassword = await client.post('/api/auth/sign-in', {
        email: user.email,
        password: 'a brand new one',
      });
      expect(newPassword.status).toBe(200);
      const again = await client.post('/api/auth/password-reset/confirm', {
        token,
        password: 'yet another one',
      });
      expect(again.status).toBe(400);
      expect(again.body.error).toMatchObject({
        code: 'token_used',
        message: 'This link was already used. Please ask for a new one.',
      });
    });

    it('refuses a short password, an unknown link and an older link, writing nothing', async () => {
      const { client, database } = suite();
      const user = await client.signUp({ password: 'the old password' });
      await client.post('/api/auth/password-reset', { email: user.email });
      const first = await tokenFrom(suite(), user.email, '/reset-password');
      const short = await client.post('/api/auth/password-reset/confirm', {
        token: first,
        password: 'short',
      });
      expect(short.status).toBe(400);
      expect(short.text).toContain('Use at least 8 characters');
      const unknown = await client.post('/api/auth/password-reset/confirm', {
        token: 'x'.repeat(43),
        password: 'long enough now',
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.error).toMatchObject({
        code: 'token_invalid',
        message: 'This link is not valid. Please ask for a new one.',
      });
      now += 1000;
      await client.post('/api/auth/password-reset', { email: user.email });
      const second = await tokenFrom(suite(), user.email, '/reset-password');
      expect(second).not.toBe(first);
      const older = await client.post('/api/auth/password-reset/confirm', {
        token: first,
        password: 'long enough now',
      });
      expect(older.status).toBe(400);
      expect(older.body.error.code).toBe('token_invalid');
      const hash = await database.db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(
        (await client.post('/api/auth/sign-in', { email: user.email, password: 'the old password' })).status,
      ).toBe(200);
      expect((await client.get('/api/auth/session', { cookie: user.cookie })).body.session).not.toBeNull();
      expect(hash.password_hash).toMatch(/^scrypt\$/);
      const rows = await tokenRows(suite(), user.id);
      expect(rows.map((row) => row.used_at)).toEqual([null]);
    });

    it('refuses a link an hour old (the clock moved past its expiry)', async () => {
      const { client } = suite();
      const user = await client.signUp({ password: 'the old password' });
      await client.post('/api/auth/password-reset', { email: user.email });
      const token = await tokenFrom(suite(), user.email, '/reset-password');
      now += HOUR;
      const late = await client.post('/api/auth/password-reset/confirm', {
        token,
        password: 'long enough now',
      });
      expect(late.status).toBe(400);
      expect(late.body.error).toMatchObject({
        code: 'token_expired',
        message: 'This link has expired. Please ask for a new one.',
      });
      expect((await tokenRows(suite(), user.id))[0]?.used_at).toBeNull();
      expect(
        (await client.post('/api/auth/sign-in', { email: user.email, password: 'the old password' })).status,
      ).toBe(200);
    });

    it('limits reset requests per address asked about', async () => {
      const { client } = suite();
      now += 2 * HOUR;
      const email = `limited${Date.now()}@example.test`;
      for (let i = 0; i < RESET_LIMIT.perEmail; i += 1)
        expect((await client.post('/api/auth/password-reset', { email })).status).toBe(200);
      const over = await client.post('/api/auth/password-reset', { email });
      expect(over.status).toBe(429);
      expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
      now += 2 * HOUR;
    });

    it('changes the e-mail only when the new address confirms, once', async () => {
      const { client } = suite();
      const user = await client.signUp({ name: 'Mover', password: 'my own password' });
      const newEmail = `moved${Date.now()}@example.test`;
      const wrong = await client.post(
        '/api/me/email',
        { email: newEmail, password: 'not my password' },
        { cookie: user.cookie },
      );
      expect(wrong.status).toBe(403);
      expect(wrong.body.error.code).toBe('wrong_password');
      const started = await client.post(
        '/api/me/email',
        { email: newEmail.toUpperCase(), password: 'my own password' },
        { cookie: user.cookie },
      );
      expect(started.status, started.text).toBe(200);
      expect(started.body).toEqual({ ok: true, pendingEmail: newEmail });
      const [notice] = await mailsTo(suite(), user.email);
      expect(notice?.subject).toBe('Your Atelier e-mail address is about to change');
      const token = await tokenFrom(suite(), newEmail, '/confirm-email');
      // Nothing changed yet: the old address still signs in.
      expect(
        (await client.post('/api/auth/sign-in', { email: user.email, password: 'my own password' })).status,
      ).toBe(200);
      const confirmed = await client.post('/api/auth/email/confirm', { token });
      expect(confirmed.status, confirmed.text).toBe(200);
      expect(confirmed.body).toEqual({ ok: true, email: newEmail });
      expect(
        (await client.post('/api/auth/sign-in', { email: newEmail, password: 'my own password' })).status,
      ).toBe(200);
      expect(
        (await client.post('/api/auth/sign-in', { email: user.email, password: 'my own password' })).status,
      ).toBe(401);
      const twice = await client.post('/api/auth/email/confirm', { token });
      expect(twice.status).toBe(400);
      expect(twice.body.error.code).toBe('token_used');
    });

    it('refuses a taken address (409), the same address, and a confirmation after 24 hours', async () => {
      const { client } = suite();
      const user = await client.signUp({ password: 'my own password' });
      const other = await client.signUp();
      const taken = await client.post(
        '/api/me/email',
        { email: other.email, password: 'my own password' },
        { cookie: user.cookie },
      );
      expect(taken.status).toBe(409);
      expect(taken.body.error.code).toBe('email_taken');
      const same = await client.post(
        '/api/me/email',
        { email: user.email, password: 'my own password' },
        { cookie: user.cookie },
      );
      expect(same.status).toBe(400);
      expect(await tokenRows(suite(), user.id)).toEqual([]);
      const newEmail = `late${Date.now()}@example.test`;
      await client.post(
        '/api/me/email',
        { email: newEmail, password: 'my own password' },
        { cookie: user.cookie },
      );
      const token = await tokenFrom(suite(), newEmail, '/confirm-email');
      now += 24 * HOUR;
      const late = await client.post('/api/auth/email/confirm', { token });
      expect(late.status).toBe(400);
      expect(late.body.error.code).toBe('token_expired');
      expect(
        (await client.post('/api/auth/sign-in', { email: newEmail, password: 'my own password' })).status,
      ).toBe(401);
    });

    it('refuses a confirmation when another account took the address meanwhile', async () => {
      const { client } = suite();
      const user = await client.signUp({ password: 'my own password' });
      const newEmail = `race${Date.now()}@example.test`;
      await client.post(
        '/api/me/email',
        { email: newEmail, password: 'my own password' },
        { cookie: user.cookie },
      );
      const token = await tokenFrom(suite(), newEmail, '/confirm-email');
      await client.signUp({ email: newEmail });
      const confirmed = await client.post('/api/auth/email/confirm', { token });
      expect(confirmed.status).toBe(409);
      expect((await tokenRows(suite(), user.id))[0]?.used_at).toBeNull();
    });
  },
  { clock },
);
