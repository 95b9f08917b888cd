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
  if (id === null || !services.settings.mail) return id;
  const row = await services.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst();
  if (row) await deliverRow(services, row);
  return id;
}
