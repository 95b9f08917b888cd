import { isoNow } from '../lib/clock';
import { type OutgoingMail, queueMail } from './outbox';
import { deliverRow, type MailServices } from './smtp';

/**
 * Sends an e-mail once per event: written to the outbox first, then, when SMTP is configured,
 * sent and marked sent. Without SMTP the outbox row is the mail (docs/commerce.md). Returns
 * the outbox id, or null when this event's mail was already written.
 */
export async function sendMail(services: MailServices, mail: OutgoingMail): Promise<string | null> {
  const id = await queueMail(services.db, mail, isoNow(services.clock));
  if (id !== null) await deliverQueuedMail(services, id);
  return id;
}

/**
 * Sends an outbox row written earlier (by `queueMail`, in a transaction now committed) when
 * SMTP is configured; without SMTP the row is the mail and nothing more is done.
 */
export async function deliverQueuedMail(services: MailServices, id: string): Promise<void> {
  if (!services.settings.mail) return;
  const row = await services.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst();
  if (row) await deliverRow(services, row);
}
