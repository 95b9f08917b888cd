import { expect, it } from 'vitest';
import { describeOnDatabases } from '../test/harness';

const MESSAGE = {
  name: 'Ada Wong',
  email: ' Ada@Example.test ',
  order: 'or_123',
  message: 'My jacket arrived with the wrong size label, what should I do?',
};

const mails = (suite: ReturnType<Parameters<Parameters<typeof describeOnDatabases>[1]>[0]>) =>
  suite.database.db.selectFrom('mail_outbox').selectAll().where('event_id', 'like', 'contact:%').execute();

describeOnDatabases(
  'POST /api/contact',
  (suite) => {
    it('queues one mail to the shop inbox with the sender, the order and the message', async () => {
      const answer = await suite().client.post('/api/contact', MESSAGE);
      expect(answer.status).toBe(201);
      expect(answer.body).toEqual({ ok: true, id: expect.stringMatching(/^ct_/) });
      const rows = await mails(suite());
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        to_address: 'inbox@shop.test',
        subject: 'Contact form: Ada Wong (order or_123)',
        event_id: `contact:${answer.body.id}`,
      });
      expect(rows[0]?.text_body).toContain('From: Ada Wong <ada@example.test>');
      expect(rows[0]?.text_body).toContain('Order: or_123');
      expect(rows[0]?.text_body).toContain(MESSAGE.message);
    });

    it('refuses an invalid message field by field and writes nothing', async () => {
      const before = (await mails(suite())).length;
      const answer = await suite().client.post('/api/contact', {
        name: ' ',
        email: 'not an email',
        message: 'short',
      });
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe('invalid_input');
      const paths = answer.body.error.issues.map((issue: { path: string }) => issue.path).sort();
      expect(paths).toEqual(['email', 'message', 'name']);
      expect(
        answer.body.error.issues.find((issue: { path: string }) => issue.path === 'message').message,
      ).toBe('Write at least 10 characters');
      expect(await mails(suite())).toHaveLength(before);
    });

    it('refuses a line break in the name or the order (a mail header injection) with 422, and writes nothing', async () => {
      const before = (await mails(suite())).length;
      for (const body of [
        { ...MESSAGE, name: 'Ada\r\nBcc: victim@example.test' },
        { ...MESSAGE, order: 'or_1\nBcc: victim@example.test' },
      ]) {
        const answer = await suite().client.post('/api/contact', body);
        expect(answer.status).toBe(422);
        expect(answer.body.error.code).toBe('unsafe_characters');
        expect(answer.body.error.issues).toHaveLength(1);
      }
      expect(await mails(suite())).toHaveLength(before);
    });

    it('answers 429 with Retry-After past the limit, and writes nothing then', async () => {
      // The first test's message counted as one; the limit is 3 in this suite.
      for (let sent = 1; sent < 3; sent += 1)
        expect((await suite().client.post('/api/contact', MESSAGE)).status).toBe(201);
      const before = (await mails(suite())).length;
      const refused = await suite().client.post('/api/contact', MESSAGE);
      expect(refused.status).toBe(429);
      expect(refused.body.error).toMatchObject({
        code: 'rate_limited',
        message: 'Too many messages. Please try again later.',
      });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await mails(suite())).toHaveLength(before);
    });
  },
  {
    settings: { contactInbox: 'inbox@shop.test', contactLimit: { perAddress: 3, windowMs: 60 * 60 * 1000 } },
  },
);
