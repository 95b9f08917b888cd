import type { Services } from '../http/context';
import { fromJson } from '../lib/json';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { isoNow } from '../lib/clock';
import { queueMail } from '../mail/outbox';
import { deliverQueuedMail } from '../mail/send-mail';
import { storeNotification, wakeRecipient } from '../notifications/notify';
import { type Announcement, type OrderFacts, orderAnnouncements } from './announce-texts';
import type { OrderTransition } from './order-transitions';

type AnnounceServices = Pick<Services, 'db' | 'bus' | 'clock' | 'logger' | 'settings'>;

/**
 * Tells people what happened to orders: bell notifications and e-mails, written from the
 * transitions themselves. Called after the transaction that made them has committed.
 * Every announcement has an event id unique per recipient, so running it twice (a retried
 * request, a settlement re-run) never notifies or mails twice. A failure is logged, never
 * thrown: the order change it reports has already happened.
 */
export async function announceOrderTransitions(
  services: AnnounceServices,
  transitions: readonly OrderTransition[],
): Promise<void> {
  for (const transition of transitions) {
    try {
      await announceOne(services, transition);
    } catch (error) {
      services.logger.warn('order announcement failed', {
        orderId: transition.orderId,
        event: transition.event,
        error: (error as Error).message,
      });
    }
  }
}

async function announceOne(services: AnnounceServices, transition: OrderTransition): Promise<void> {
  const { db } = services;
  const order = await db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .leftJoin('creations', 'creations.id', 'orders.creation_id')
    .leftJoin('producers', 'producers.id', 'orders.producer_id')
    .select([
      'orders.id',
      'orders.total',
      'orders.currency',
      'orders.provider',
      'orders.contact',
      'orders.tracking_carrier',
      'orders.tracking_number',
      'users.name as buyer_name',
      'users.email as buyer_email',
      'creations.name as creation_name',
      'creations.user_id as creator_id',
      'creations.cover_url',
      'producers.at_name as producer_at_name',
    ])
    .where('orders.id', '=', transition.orderId)
    .executeTakeFirst();
  if (!order) return;
  const facts: OrderFacts = {
    orderId: order.id,
    total: Number(order.total),
    currency: order.currency,
    provider: order.provider,
    creationId: transition.creationId,
    creationName: order.creation_name || 'your creation',
    image: order.cover_url ?? null,
    producerAtName: order.producer_at_name ?? null,
    buyerName: order.buyer_name,
    tracking:
      order.tracking_carrier && order.tracking_number
        ? { carrier: order.tracking_carrier, number: order.tracking_number }
        : null,
    bankTransfer: services.settings.payments.bankTransfer,
  };
  // The checkout's contact e-mail wins over the account's: it is where the buyer asked to hear.
  const contact = fromJson<{ email?: string }>(order.contact, {});
  const buyerEmail = contact.email || order.buyer_email;
  // One transaction for every row the transition writes (its notifications and its mail): one
  // commit instead of one per row. On SQLite each commit waits for the disk (synchronous =
  // FULL) on the event loop, so an order's seven or so separate commits held every other
  // request (issue 19's load benchmark). Wake-ups and SMTP sends come after the commit: a
  // woken stream must find the row, and no network call holds the transaction open.
  const woken: string[] = [];
  const mails: string[] = [];
  await db.transaction().execute(async (trx) => {
    for (const announcement of orderAnnouncements(transition, facts)) {
      const recipients = await recipientsOf(trx, announcement, {
        buyerId: transition.userId,
        creatorId: order.creator_id ?? null,
        producerId: transition.producerId,
      });
      for (const userId of recipients) {
        const stored = await storeNotification(trx, services.clock, {
          userId,
          eventId: announcement.eventId,
          message: {
            key: announcement.key,
            params: announcement.params,
            ...(facts.image ? { image: facts.image } : {}),
            link: announcement.link,
          },
          eventData: {
            type: 'order',
            orderId: transition.orderId,
            event: transition.event,
            status: transition.to,
            audience: announcement.audience,
          },
        });
        if (stored.inserted) woken.push(userId);
      }
      if (announcement.mail && announcement.audience === 'buyer') {
        const mail = await queueMail(
          trx,
          {
            to: buyerEmail,
            subject: announcement.mail.subject,
            text: announcement.mail.body,
            eventId: announcement.eventId,
          },
          isoNow(services.clock),
        );
        if (mail !== null) mails.push(mail);
      }
    }
  });
  for (const userId of new Set(woken)) await wakeRecipient(services, userId);
  for (const id of mails) await deliverQueuedMail(services, id);
}

/** Who an announcement goes to: the buyer, the creation's creator, or the producer's members. */
async function recipientsOf(
  db: Kysely<Database>,
  announcement: Announcement,
  ids: { buyerId: string; creatorId: string | null; producerId: string | null },
): Promise<string[]> {
  switch (announcement.audience) {
    case 'buyer':
      return [ids.buyerId];
    case 'creator':
      // A creator buying their own creation (a sample) hears it once, as its buyer.
      return ids.creatorId && ids.creatorId !== ids.buyerId ? [ids.creatorId] : [];
    case 'producer': {
      if (!ids.producerId) return [];
      const members = await db
        .selectFrom('producer_members')
        .select('user_id')
        .where('producer_id', '=', ids.producerId)
        .orderBy('user_id')
        .execute();
      return members.map((member) => member.user_id);
    }
  }
}
