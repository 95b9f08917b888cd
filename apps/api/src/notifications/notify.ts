import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { Services } from '../http/context';
import { type Clock, isoNow } from '../lib/clock';
import { newId } from '../lib/ids';
import { type NotificationParams, notificationInEnglish } from '../domain';
import { toJson } from '../lib/json';

export interface NewNotification {
  userId: string;
  /** What happened, e.g. `favourite:{creationId}:{userId}`. */
  eventId: string;
  /**
   * What it says, as a key of the notification texts (`follow`, `order.placed`) with its
   * parameters: each reader sees it in their language. The English words are stored too.
   */
  message: { key: string; params: NotificationParams; image?: string; link?: string };
  eventData?: Record<string, unknown>;
}

/**
 * Stores a notification and wakes the recipient's live streams in every process
 * (the row is the source of truth; the signal only says "read again"). An event id is
 * stored once per recipient: the same event told again returns the first one's id and rings
 * nobody twice.
 */
export async function notify(
  services: Pick<Services, 'db' | 'bus' | 'clock' | 'logger'>,
  input: NewNotification,
) {
  const stored = await storeNotification(services.db, services.clock, input);
  if (stored.inserted) await wakeRecipient(services, input.userId);
  return stored.id;
}

/**
 * Writes a notification without waking anyone, so several can share one transaction (one
 * commit): the caller wakes the recipients of the `inserted` ones once it has committed.
 */
export async function storeNotification(
  db: Kysely<Database>,
  clock: Clock,
  input: NewNotification,
): Promise<{ id: string; inserted: boolean }> {
  const id = newId('nt');
  const english = notificationInEnglish(input.message.key, input.message.params);
  const inserted = await db
    .insertInto('notifications')
    .values({
      id,
      user_id: input.userId,
      event_id: input.eventId,
      title: english.title,
      text: english.text,
      message_key: input.message.key,
      message_params: toJson(input.message.params),
      image: input.message.image ?? null,
      link: input.message.link ?? null,
      event_data: toJson(input.eventData ?? {}),
      created_at: isoNow(clock),
      read_at: null,
    })
    .onConflict((oc) => oc.columns(['user_id', 'event_id']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return { id, inserted: true };
  // Told before: the first notification stands, and nobody is woken again.
  const existing = await db
    .selectFrom('notifications')
    .select('id')
    .where('user_id', '=', input.userId)
    .where('event_id', '=', input.eventId)
    .executeTakeFirst();
  return { id: existing?.id ?? id, inserted: false };
}

/** Wakes a recipient's live streams in every process; a lost wake-up only delays (streams poll). */
export async function wakeRecipient(
  services: Pick<Services, 'bus' | 'logger'>,
  userId: string,
): Promise<void> {
  try {
    await services.bus.publish(userId);
  } catch (error) {
    services.logger.warn('notification wake-up failed', { error: (error as Error).message });
  }
}
