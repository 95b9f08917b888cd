import nodemailer, { type Transporter } from 'nodemailer';
import type { Services } from '../http/context';
import { isoNow } from '../lib/clock';
import type { MailSettings } from './mail-settings';
import { type OutboxRow, unsentMails } from './outbox';

/** How often one mail is tried before it stays in the outbox for a person to look at. */
export const MAX_MAIL_ATTEMPTS = 5;

/** What sending needs: the database, the clock, a logger and the mail settings (the CLI has no app). */
export type MailServices = Pick<Services, 'db' | 'clock' | 'logger'> & {
  settings: Pick<Services['settings'], 'mail'>;
};

// One pooled transport per SMTP address, so a burst of order mails shares connections.
const transports = new Map<string, Transporter>();

function transportFor(settings: MailSettings): Transporter {
  let transport = transports.get(settings.smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport(settings.smtpUrl);
    transports.set(settings.smtpUrl, transport);
  }
  return transport;
}

/** Closes the pooled transports (tests and the server's shutdown). */
export function closeMailTransports(): void {
  for (const transport of transports.values()) transport.close();
  transports.clear();
}

/**
 * Sends one outbox row through SMTP and records the result: `sent_at` on success, otherwise
 * one more attempt and the error (the row stays unsent for the next run). Never throws: a
 * mail server that is down must not undo the order change that the mail reports.
 */
export async function deliverRow(services: MailServices, row: OutboxRow): Promise<boolean> {
  const settings = services.settings.mail;
  if (!settings || row.sent_at) return false;
  try {
    await transportFor(settings).sendMail({
      from: settings.from,
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      ...(row.html_body ? { html: row.html_body } : {}),
      headers: { 'X-Atelier-Event': row.event_id },
    });
    await services.db
      .updateTable('mail_outbox')
      .set((eb) => ({ sent_at: isoNow(services.clock), attempts: eb('attempts', '+', 1), error: null }))
      .where('id', '=', row.id)
      .where('sent_at', 'is', null)
      .execute();
    return true;
  } catch (error) {
    const message = (error as Error).message.slice(0, 500);
    services.logger.warn('mail not sent', { id: row.id, error: message });
    await services.db
      .updateTable('mail_outbox')
      .set((eb) => ({ attempts: eb('attempts', '+', 1), error: message }))
      .where('id', '=', row.id)
      .execute();
    return false;
  }
}

/** Retries every unsent mail with attempts left (after an SMTP outage). Returns how many went. */
export async function deliverPendingMail(services: MailServices, limit = 100): Promise<number> {
  if (!services.settings.mail) return 0;
  let sent = 0;
  for (const row of await unsentMails(services.db, MAX_MAIL_ATTEMPTS, limit)) {
    if (await deliverRow(services, row)) sent += 1;
  }
  return sent;
}
