import { formatMoney, type NotificationParams, notificationInEnglish } from '../domain';
import type { OrderTransition } from './order-transitions';

/**
 * What each order transition tells whom (issue 16): a key of the notification texts with its
 * parameters (issue 18: each reader sees it in their language) and its English words, stored
 * beside the key for older clients; the buyer's e-mails are written in those English words.
 * Pure: announce.ts gathers the facts.
 */

export type Audience = 'buyer' | 'creator' | 'producer';

export interface OrderFacts {
  orderId: string;
  total: number;
  currency: string;
  provider: string;
  creationId: string | null;
  creationName: string;
  /** The creation's cover, shown in the bell. */
  image: string | null;
  producerAtName: string | null;
  buyerName: string;
  tracking: { carrier: string; number: string } | null;
  bankTransfer: { fpsId: string; bankAccount: string };
}

export interface Announcement {
  audience: Audience;
  /** Unique per recipient: the same announcement is never stored or mailed twice. */
  eventId: string;
  /** The notification texts' key and parameters; title and text are its English words. */
  key: string;
  params: NotificationParams;
  title: string;
  text: string;
  link: string;
  /** The buyer's e-mail, when this status has one. */
  mail: { subject: string; body: string } | null;
}

const orderLink = (facts: OrderFacts) => `/orders/${facts.orderId}`;
const manageLink = (facts: OrderFacts) =>
  facts.producerAtName ? `/${facts.producerAtName}/production/manage` : '/';

/** The buyer's notification for each event (a key of the notification texts), and whether it is worth an e-mail. */
function buyerWords(
  transition: OrderTransition,
  facts: OrderFacts,
): { key: string; params: NotificationParams; mail: boolean } | null {
  const params = { creation: facts.creationName, total: formatMoney(facts.total) };
  const words = (key: string, mail: boolean, extra: NotificationParams = {}) => ({
    key: `order.${key}`,
    params: { ...params, ...extra },
    mail,
  });
  switch (transition.event) {
    case 'place':
      return words('placed', true);
    case 'await_payment':
      return facts.provider === 'manual'
        ? words('awaitManual', true, {
            fpsId: facts.bankTransfer.fpsId,
            bankAccount: facts.bankTransfer.bankAccount,
            orderId: facts.orderId,
          })
        : words('awaitPayment', true);
    case 'mark_paid':
      return words(transition.to === 'awaiting_goal' ? 'paidForGoal' : 'paid', true);
    case 'save_payment_method':
      return words('methodSaved', false);
    case 'reach_goal':
      return words('goalReached', true);
    case 'miss_goal':
      return words(transition.to === 'refunded' ? 'goalMissedRefunded' : 'goalMissed', true);
    case 'start_production':
      return words('inProduction', false);
    case 'ship':
      return facts.tracking
        ? words('shippedTracked', true, { carrier: facts.tracking.carrier, tracking: facts.tracking.number })
        : words('shipped', true);
    case 'deliver':
      return words('delivered', false);
    case 'cancel':
      return words('cancelled', true);
    case 'refund':
      return words('refunded', true);
  }
}

/** An announcement's key and parameters with its English words (stored beside them, and mailed). */
function keyed(key: string, params: NotificationParams) {
  return { key, params, ...notificationInEnglish(key, params) };
}

/** Everything `transition` announces, to each audience. */
export function orderAnnouncements(transition: OrderTransition, facts: OrderFacts): Announcement[] {
  const out: Announcement[] = [];
  const key = (audience: Audience) => `order:${transition.orderId}:${transition.event}:${audience}`;
  const buyer = buyerWords(transition, facts);
  if (buyer) {
    const words = keyed(buyer.key, buyer.params);
    out.push({
      audience: 'buyer',
      eventId: key('buyer'),
      ...words,
      link: orderLink(facts),
      mail: buyer.mail
        ? {
            subject: `${words.title}: ${facts.creationName} (${facts.orderId})`,
            body: `Hello ${facts.buyerName},\n\n${words.text}\n\nSee your order: ${orderLink(facts)}\n\nAtelier`,
          }
        : null,
    });
  }
  const about = { creation: facts.creationName, buyer: facts.buyerName };
  if (transition.event === 'place') {
    out.push({
      audience: 'creator',
      eventId: key('creator'),
      ...keyed('order.creatorNew', { ...about, total: formatMoney(facts.total) }),
      link: '/dashboard',
      mail: null,
    });
  }
  // The producer hears of work to make: an order bought now when placed and when paid; a
  // pre-order only when its campaign settles (one notice per campaign, not per order).
  const madeNow = transition.kind !== 'preorder';
  if (madeNow && (transition.event === 'place' || transition.event === 'mark_paid')) {
    out.push({
      audience: 'producer',
      eventId: key('producer'),
      ...keyed(transition.event === 'place' ? 'order.producerNew' : 'order.producerPaid', about),
      link: manageLink(facts),
      mail: null,
    });
  }
  if (transition.event === 'reach_goal' || transition.event === 'miss_goal') {
    const reached = transition.event === 'reach_goal';
    const campaign = `campaign:${facts.creationId ?? transition.orderId}:${transition.event}`;
    out.push({
      audience: 'creator',
      eventId: `${campaign}:creator`,
      ...keyed(reached ? 'goal.creatorReached' : 'goal.creatorMissed', about),
      link: '/dashboard',
      mail: null,
    });
    out.push({
      audience: 'producer',
      eventId: `${campaign}:producer`,
      ...keyed(reached ? 'goal.producerReached' : 'goal.producerMissed', about),
      link: manageLink(facts),
      mail: null,
    });
  }
  return out;
}
