import { expect, it } from 'vitest';
import { newestMails } from '../mail/outbox';
import { describeOnDatabases, type Suite } from '../test/harness';
import { buildStore, signIn } from '../test/store';

/**
 * Sign-up abuse (issue 19): sign-ups limited per client address; with mail configured, an
 * answer that does not tell a registered address from a new one, accounts created from the
 * mailed link only, and selling or uploading refused until the address is confirmed.
 */

const PASSWORD = 'a long new password';
const SMTP_DOWN = { smtpUrl: 'smtp://127.0.0.1:9', from: 'Atelier <test@atelier.test>' };

const mailsTo = async (suite: Suite, to: string) =>
  (await newestMails(suite.database.db, 500)).filter((mail) => mail.to_address === to);

const tokenIn = (text: string | undefined, path: string) =>
  text?.match(new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`))?.[1] ?? '';

let counter = 0;
const newPerson = () => {
  counter += 1;
  const tag = `${process.pid}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return { email: `new${tag}@example.test`, at_name: `new_${tag}`, name: `New ${tag}`, password: PASSWORD };
};

describeOnDatabases(
  'sign-up with mail configured',
  (suite) => {
    it('answers a registered address exactly like a new one, and mails its owner instead', async () => {
      const { client, database } = suite();
      const store = await buildStore(database.db, { creations: 0 });
      const fresh = newPerson();
      const newAnswer = await client.post('/api/auth/sign-up', fresh);
      const taken = { ...newPerson(), email: store.other.email };
      const takenAnswer = await client.post('/api/auth/sign-up', taken);
      expect(newAnswer.status).toBe(200);
      expect(takenAnswer.status).toBe(newAnswer.status);
      expect(newAnswer.body).toEqual({
        ok: true,
        confirmation: 'pending',
        email: fresh.email,
        message: `Check your mail: we have sent a link to ${fresh.email}. Open it to finish creating your account.`,
      });
      expect(takenAnswer.body).toEqual({
        ...newAnswer.body,
        email: taken.email,
        message: newAnswer.body.message.replace(fresh.email, taken.email),
      });
      expect(newAnswer.headers.get('set-cookie')).toBeNull();
      expect(takenAnswer.headers.get('set-cookie')).toBeNull();
      const [ownerMail] = await mailsTo(suite(), store.other.email);
      expect(ownerMail?.subject).toBe('You already have an Atelier account');
      expect(ownerMail?.text_body).not.toMatch(/token=/);
      const [link] = await mailsTo(suite(), fresh.email);
      expect(link?.subject).toBe('Finish creating your Atelier account');
      // Nothing is created before the link is opened: the password chosen cannot sign in yet.
      const early = await client.post('/api/auth/sign-in', { email: fresh.email, password: PASSWORD });
      expect(early.status).toBe(401);
      const other = await database.db
        .selectFrom('users')
        .select(['name', 'at_name'])
        .where('email', '=', store.other.email)
        .executeTakeFirstOrThrow();
      expect(other.at_name).toBe(store.other.at_name);
    });

    it('creates the account from the mailed link, once, confirmed and signed in', async () => {
      const { client, database } = suite();
      const person = newPerson();
      expect((await client.post('/api/auth/sign-up', person)).status).toBe(200);
      const token = tokenIn((await mailsTo(suite(), person.email))[0]?.text_body, '/confirm-sign-up');
      expect(token).toHaveLength(43);
      const stored = await database.db.selectFrom('sign_up_requests').select('id').execute();
      expect(stored.map((row) => row.id)).not.toContain(token);
      const confirmed = await client.post('/api/auth/sign-up/confirm', { token });
      expect(confirmed.status).toBe(201);
      expect(confirmed.headers.get('set-cookie')).toMatch(/^atelier_session=/);
      expect(confirmed.body.session.user).toMatchObject({ name: person.name, at_name: person.at_name });
      const row = await database.db
        .selectFrom('users')
        .select('email_confirmed_at')
        .where('email', '=', person.email)
        .executeTakeFirstOrThrow();
      expect(row.email_confirmed_at).not.toBeNull();
      const again = await client.post('/api/auth/sign-up/confirm', { token });
      expect(again.status).toBe(400);
      expect(again.body.error.code).toBe('token_invalid');
      const signedIn = await client.post('/api/auth/sign-in', { email: person.email, password: PASSWORD });
      expect(signedIn.status).toBe(200);
    });

    it('refuses selling and uploading until the address is confirmed, then allows them', async () => {
      const { client, database } = suite();
      const store = await buildStore(database.db, { creations: 1 });
      const cookie = await signIn(client, store.creator.email);
      const publish = () => client.post(`/api/creations/${store.published[0]}/publish`, {}, { cookie });
      const refused = await publish();
      expect(refused.status).toBe(403);
      expect(refused.body.error).toMatchObject({
        code: 'email_unconfirmed',
        message: `Please confirm your e-mail address first: we have mailed a link to ${store.creator.email}. Open it, then try again.`,
      });
      const upload = await client.post(
        '/api/img/original/a.png',
        { image: 'iVBORw0KGgo=', user_id: store.creator.id },
        { cookie },
      );
      expect(upload.status).toBe(403);
      expect(upload.body.error.code).toBe('email_unconfirmed');
      // One link however often the guard refuses; it opens on the e-mail confirmation page.
      const mails = (await mailsTo(suite(), store.creator.email)).filter(
        (mail) => mail.subject === 'Confirm your Atelier e-mail address',
      );
      expect(mails).toHaveLength(1);
      const token = tokenIn(mails[0]?.text_body, '/confirm-email');
      expect((await client.post('/api/auth/email/confirm', { token })).status).toBe(200);
      const allowed = await publish();
      expect(allowed.status).toBe(200);
    });
  },
  { settings: { mail: SMTP_DOWN } },
);

describeOnDatabases(
  'sign-up limits',
  (suite) => {
    it('limits sign-ups per client address (429 with Retry-After), not per proxy', async () => {
      const { client } = suite();
      const from = (address: string) => ({ headers: { 'x-forwarded-for': `10.0.0.${counter}, ${address}` } });
      for (let i = 0; i < 3; i += 1) {
        expect((await client.post('/api/auth/sign-up', newPerson(), from('198.51.100.50'))).status).toBe(201);
      }
      const limited = await client.post('/api/auth/sign-up', newPerson(), from('198.51.100.50'));
      expect(limited.status).toBe(429);
      expect(limited.body.error).toMatchObject({ code: 'rate_limited', key: 'signUpLimited' });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await client.post('/api/auth/sign-up', newPerson(), from('198.51.100.51'))).status).toBe(201);
    });

    it('without mail, sells and uploads as before (nothing to confirm with)', async () => {
      const { client, database } = suite();
      const store = await buildStore(database.db, { creations: 1 });
      const cookie = await signIn(client, store.creator.email);
      const published = await client.post(`/api/creations/${store.published[0]}/publish`, {}, { cookie });
      expect(published.status).toBe(200);
    });
  },
  { settings: { trustProxy: 1, signUpLimit: { perAddress: 3, windowMs: 60 * 60 * 1000 } } },
);
