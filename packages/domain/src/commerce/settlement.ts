import type { Instant } from '../shared/time';
import { toMillis } from '../shared/time';
import { countsTowardGoal, type OrderEvent, type OrderStatus } from './order-lifecycle';

/**
 * Settling an all-or-nothing pre-order campaign when it ends (000 §4: "If the goal is not
 * reached the pre-order is cancelled and refunded; if reached, production starts"). Pure: the
 * settlement job reads the orders, asks this what to do, and applies each event through the
 * order machine, recording what it did so a second run (or a second server) does nothing twice.
 */

export interface CampaignOrder {
  readonly id: string;
  readonly status: OrderStatus;
  /** Pieces in the order (the sum of its lines' amounts). */
  readonly pieces: number;
}

export interface Campaign {
  /** The campaign's end (the creation's kickstart_end); null: it never ends by itself. */
  readonly kickstartEnd: string | null;
  /** The pieces it needs (the creation's minimum order). */
  readonly minimum: number;
  readonly orders: readonly CampaignOrder[];
  /**
   * The outcome an earlier run already decided (the settlement row keeps it). A run resumed
   * after a crash keeps that decision: a declined card may have lowered the count since, and
   * the campaign must not charge half its orders and cancel the other half.
   */
  readonly decided?: Exclude<CampaignOutcome, 'open'> | null;
}

export type CampaignOutcome = 'open' | 'reached' | 'missed';

export interface Settlement {
  readonly outcome: CampaignOutcome;
  /** The pieces that count towards the goal. */
  readonly ordered: number;
  /** What to do with each order, in order (none while the campaign is open). */
  readonly actions: readonly { readonly orderId: string; readonly events: readonly OrderEvent[] }[];
}

/**
 * Whether the campaign has ended at `now`. The deadline itself still belongs to the campaign
 * (000 §4 counts 0 days remaining there, still open): it ends the moment after.
 */
export const hasCampaignEnded = (kickstartEnd: string | null, now: Instant): boolean =>
  kickstartEnd !== null && toMillis(now) > Date.parse(kickstartEnd);

/** The pieces of the orders that count towards the goal. */
export const campaignOrdered = (orders: readonly CampaignOrder[]): number =>
  orders.filter((order) => countsTowardGoal(order.status)).reduce((sum, order) => sum + order.pieces, 0);

/** What settling the campaign at `now` does to each of its orders. */
export function settleCampaign(campaign: Campaign, now: Instant): Settlement {
  const ordered = campaignOrdered(campaign.orders);
  if (!hasCampaignEnded(campaign.kickstartEnd, now)) return { outcome: 'open', ordered, actions: [] };
  const outcome: CampaignOutcome = campaign.decided ?? (ordered >= campaign.minimum ? 'reached' : 'missed');
  const actions = campaign.orders.flatMap((order) => {
    const events = eventsFor(order.status, outcome);
    return events.length > 0 ? [{ orderId: order.id, events }] : [];
  });
  return { outcome, ordered, actions };
}

function eventsFor(status: OrderStatus, outcome: Exclude<CampaignOutcome, 'open'>): OrderEvent[] {
  switch (status) {
    case 'awaiting_goal':
      return outcome === 'reached'
        ? [{ type: 'reach_goal' }, { type: 'start_production' }]
        : [{ type: 'miss_goal' }];
    // Never committed by the end (a transfer not made): it does not join the production run.
    case 'placed':
    case 'awaiting_payment':
      return [{ type: 'cancel' }];
    // Settled already (a re-run after a crash finds these): nothing left to do.
    default:
      return [];
  }
}
