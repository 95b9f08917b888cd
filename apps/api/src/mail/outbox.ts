import type { Kysely, Selectable } from 'kysely';
import type { Database, MailOutboxTable } from '../db/types';
import { newId } from '../lib/ids';

/**
 * The mail outbox (issue 16; docs/commerce.md): every e-mail is a row first. Without SMTP the
 * row is the mail (read it with `pnpm outbox`); with SMTP it is the send's record, marked
 * `sent_at` once the server took it, or its attempts and last error while it has not.
 */

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is about, e.g. `order:{id}:paid:buyer`: unique, so it never goes twice. */
  eventId: string;
}

export type OutboxRow = Selectable<MailOutboxTable>;

/** Writes the mail to the outbox; null when a mail for the same event is already there. */
export async function queueMail(
  db: Kysely<Database>,
  mail: OutgoingMail,
  at: string,
): Promise<string | null> {
  const id = newId('ml');
  const inserted = await db
    .insertInto('mail_outbox')
    .values({
      id,
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html ?? null,
      event_id: mail.eventId,
      created_at: at,
      sent_at: null,
      error: null,
    })
    .onConflict((oc) => oc.column('event_id').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 ? id : null;
}

/** The newest mails first (the outbox command and tests read them). */
export function newestMails(db: Kysely<Database>, limit: number): Promise<OutboxRow[]> {
  return db
    .selectFrom('mail_outbox')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Mails not sent yet with attempts left, oldest first (what an SMTP run retries). */
export function unsentMails(db: Kysely<Database>, maxAttempts: number, limit: number): Promise<OutboxRow[]> {
  return db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('sent_at', 'is', null)
    .where('attempts', '<', maxAttempts)
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}
