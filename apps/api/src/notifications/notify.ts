import type { Services } from '../http/context';
import { isoNow } from '../lib/clock';
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
  const id = newId('nt');
  const english = notificationInEnglish(input.message.key, input.message.params);
  const inserted = await services.db
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
      created_at: isoNow(services.clock),
      read_at: null,
    })
    .onConflict((oc) => oc.columns(['user_id', 'event_id']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
    // Told before: the first notification stands, and nobody is woken again.
    const existing = await services.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', input.userId)
      .where('event_id', '=', input.eventId)
      .executeTakeFirst();
    return existing?.id ?? id;
  }
  try {
    await services.bus.publish(input.userId);
  } catch (error) {
    // The stream's poll still delivers it; a lost wake-up only delays.
    services.logger.warn('notification wake-up failed', { error: (error as Error).message });
  }
  return id;
}
