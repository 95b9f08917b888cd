import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnDatabases, type Suite } from '../test/harness';
import { newestMails } from './outbox';
import { sendMail } from './send-mail';
import { closeMailTransports, deliverPendingMail } from './smtp';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps what it receives (the stand-in for the shop's). */
async function startSmtp(): Promise<{ port: number; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { port, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The app's services with SMTP pointed at `port`. */
const withSmtp = (suite: Suite, port: number) => ({
  ...suite.app.services,
  settings: {
    ...suite.app.services.settings,
    mail: { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Atelier <orders@atelier.test>' },
  },
});

describeOnDatabases('order e-mail', (suite) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(async () => {
    closeMailTransports();
    await smtp.close();
  });

  it('without SMTP writes the mail to the outbox, once per event', async () => {
    const s = suite();
    const mail = {
      to: 'buyer@example.test',
      subject: 'Order placed',
      text: 'Thanks',
      eventId: `outbox:${run}`,
    };
    const first = await sendMail(s.app.services, mail);
    expect(first).not.toBeNull();
    expect(await sendMail(s.app.services, { ...mail, subject: 'Again' })).toBeNull();
    const rows = (await newestMails(s.database.db, 100)).filter((row) => row.event_id === mail.eventId);
    expect(rows).toEqual([
      expect.objectContaining({
        id: first,
        subject: 'Order placed',
        sent_at: null,
        attempts: 0,
        error: null,
      }),
    ]);
  });

  it('with SMTP sends through the server, records it sent, and never sends the same event twice', async () => {
    const s = suite();
    const services = withSmtp(s, smtp.port);
    const eventId = `smtp:${run}`;
    const mail = { to: 'buyer@example.test', subject: `Order shipped ${run}`, text: 'On its way', eventId };
    await sendMail(services, mail);
    await sendMail(services, mail);
    const got = smtp.received.filter((message) => message.raw.includes(`Order shipped ${run}`));
    expect(got).toHaveLength(1);
    expect(got[0]!.from).toBe('orders@atelier.test');
    expect(got[0]!.to).toEqual(['buyer@example.test']);
    expect(got[0]!.raw).toContain('On its way');
    expect(got[0]!.raw).toContain(`X-Atelier-Event: ${eventId}`);
    const row = (await newestMails(s.database.db, 100)).find((entry) => entry.event_id === eventId);
    expect(row).toMatchObject({ attempts: 1, error: null });
    expect(row?.sent_at).toEqual(expect.any(String));
  });

  it('keeps a mail the server could not take, with the error, and sends it on the retry', async () => {
    const s = suite();
    // A port with nobody listening: the connection is refused.
    const down = await startSmtp();
    await down.close();
    const eventId = `retry:${run}`;
    await sendMail(withSmtp(s, down.port), {
      to: 'buyer@example.test',
      subject: `Payment received ${run}`,
      text: 'Paid',
      eventId,
    });
    let row = (await newestMails(s.database.db, 100)).find((entry) => entry.event_id === eventId);
    expect(row).toMatchObject({ sent_at: null, attempts: 1 });
    expect(row?.error).toEqual(expect.any(String));

    expect(await deliverPendingMail(withSmtp(s, smtp.port))).toBeGreaterThanOrEqual(1);
    row = (await newestMails(s.database.db, 100)).find((entry) => entry.event_id === eventId);
    expect(row).toMatchObject({ attempts: 2, error: null });
    expect(row?.sent_at).toEqual(expect.any(String));
    expect(smtp.received.filter((message) => message.raw.includes(`Payment received ${run}`))).toHaveLength(
      1,
    );
  });
});
