import { formatMoney } from '../domain';
import type { OrderTransition } from './order-transitions';

/**
 * What each order transition tells whom (issue 16), in English: notifications are stored
 * rendered (the bell shows title and text as stored, like the favourite and follow ones), and
 * the buyer's e-mails are written in the same words. Pure: announce.ts gathers the facts.
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
  title: string;
  text: string;
  link: string;
  /** The buyer's e-mail, when this status has one. */
  mail: { subject: string; body: string } | null;
}

const orderLink = (facts: OrderFacts) => `/orders/${facts.orderId}`;
const manageLink = (facts: OrderFacts) =>
  facts.producerAtName ? `/${facts.producerAtName}/production/manage` : '/';

/** The buyer's words for each event, and whether it is worth an e-mail. */
function buyerWords(
  transition: OrderTransition,
  facts: OrderFacts,
): { title: string; text: string; mail: boolean } | null {
  const what = `your order of ${facts.creationName}`;
  const total = formatMoney(facts.total);
  switch (transition.event) {
    case 'place':
      return { title: 'Order placed', text: `Thank you: ${what} (${total}) is placed.`, mail: true };
    case 'await_payment':
      return {
        title: 'Awaiting your payment',
        text:
          facts.provider === 'manual'
            ? `Please pay ${total} by FPS to ${facts.bankTransfer.fpsId} or by bank transfer to ` +
              `${facts.bankTransfer.bankAccount}, with reference ${facts.orderId}. The shop confirms ` +
              `${what} once the money arrives.`
            : `Please complete the payment of ${total} for ${what}.`,
        mail: true,
      };
    case 'mark_paid':
      return transition.to === 'awaiting_goal'
        ? {
            title: 'Payment received',
            text: `We received ${total} for ${what}. It is made once the pre-order reaches its goal.`,
            mail: true,
          }
        : { title: 'Payment received', text: `We received ${total} for ${what}.`, mail: true };
    case 'save_payment_method':
      return {
        title: 'Pre-order confirmed',
        text: `Your payment method is saved for ${what}: nothing is charged unless the pre-order reaches its goal.`,
        mail: false,
      };
    case 'reach_goal':
      return {
        title: 'Pre-order goal reached',
        text: `The pre-order reached its goal: ${what} is charged ${total} and goes into production.`,
        mail: true,
      };
    case 'miss_goal':
      return {
        title: 'Pre-order goal missed',
        text:
          transition.to === 'refunded'
            ? `The pre-order did not reach its goal: ${what} is cancelled and ${total} is refunded.`
            : `The pre-order did not reach its goal: ${what} is cancelled and nothing is charged.`,
        mail: true,
      };
    case 'start_production':
      return { title: 'In production', text: `${capitalise(what)} is being made.`, mail: false };
    case 'ship':
      return {
        title: 'Order shipped',
        text: facts.tracking
          ? `${capitalise(what)} is on its way with ${facts.tracking.carrier}, tracking number ${facts.tracking.number}.`
          : `${capitalise(what)} is on its way.`,
        mail: true,
      };
    case 'deliver':
      return { title: 'Order delivered', text: `${capitalise(what)} is delivered. Enjoy it!`, mail: false };
    case 'cancel':
      return { title: 'Order cancelled', text: `${capitalise(what)} is cancelled.`, mail: true };
    case 'refund':
      return { title: 'Order refunded', text: `${total} for ${what} is refunded.`, mail: true };
  }
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Everything `transition` announces, to each audience. */
export function orderAnnouncements(transition: OrderTransition, facts: OrderFacts): Announcement[] {
  const out: Announcement[] = [];
  const key = (audience: Audience) => `order:${transition.orderId}:${transition.event}:${audience}`;
  const buyer = buyerWords(transition, facts);
  if (buyer) {
    out.push({
      audience: 'buyer',
      eventId: key('buyer'),
      title: buyer.title,
      text: buyer.text,
      link: orderLink(facts),
      mail: buyer.mail
        ? {
            subject: `${buyer.title}: ${facts.creationName} (${facts.orderId})`,
            body: `Hello ${facts.buyerName},\n\n${buyer.text}\n\nSee your order: ${orderLink(facts)}\n\nAtelier`,
          }
        : null,
    });
  }
  if (transition.event === 'place') {
    out.push({
      audience: 'creator',
      eventId: key('creator'),
      title: 'New order on your creation',
      text: `${facts.buyerName} ordered ${facts.creationName} (${formatMoney(facts.total)}).`,
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
      title: transition.event === 'place' ? 'New order to make' : 'Order paid: ready to make',
      text:
        transition.event === 'place'
          ? `${facts.buyerName} ordered ${facts.creationName}; it is made once paid.`
          : `${facts.creationName} for ${facts.buyerName} is paid and joins the production queue.`,
      link: manageLink(facts),
      mail: null,
    });
  }
  if (transition.event === 'reach_goal' || transition.event === 'miss_goal') {
    const reached = transition.event === 'reach_goal';
    const campaign = `campaign:${facts.creationId ?? transition.orderId}:${transition.event}`;
    const title = reached ? 'Pre-order goal reached' : 'Pre-order goal missed';
    out.push({
      audience: 'creator',
      eventId: `${campaign}:creator`,
      title,
      text: reached
        ? `${facts.creationName} reached its pre-order goal: every order is charged and goes into production.`
        : `${facts.creationName} did not reach its pre-order goal: its orders are cancelled and nothing is charged.`,
      link: '/dashboard',
      mail: null,
    });
    out.push({
      audience: 'producer',
      eventId: `${campaign}:producer`,
      title,
      text: reached
        ? `${facts.creationName} reached its pre-order goal: its orders join the production queue.`
        : `${facts.creationName} did not reach its pre-order goal: nothing to make.`,
      link: manageLink(facts),
      mail: null,
    });
  }
  return out;
}
