import type { Creation, OrderItem } from '@atelier/schema';
import { MS_PER_DAY } from '@atelier/schema';
import type { Message } from '../messages';
import { message } from '../messages';
import type { Instant } from '../shared/time';
import { toMillis } from '../shared/time';

/**
 * 000 §4 pre-order status: for a creation sold as a pre-order (purchaseType other than
 * instant-purchase or null), how far it is from its goal and whether it is still open.
 */

/** 000 §4: the days remaining used when the creation has no kickstart_end. */
export const DEFAULT_PREORDER_DAYS = 31;

/** 000 §4: the status of an order that does not count towards a pre-order. */
export const PENDING_ORDER_STATUS = 'pending';

/**
 * 000 §4: whether an order item counts: its first order exists and is not pending.
 */
export const isCountedOrderItem = (item: Pick<OrderItem, 'order'>): boolean => {
  const first = item.order[0];
  return first !== undefined && first.status !== PENDING_ORDER_STATUS;
};

/** 000 §4: the ordered count: the quantity amounts of the counted order items. */
export const orderedCount = (
  orderItems: readonly Pick<OrderItem, 'order' | 'quantity'>[] | undefined,
): number =>
  (orderItems ?? []).filter(isCountedOrderItem).reduce((sum, item) => sum + item.quantity.amount, 0);

/**
 * 000 §4: days remaining until kickstart_end, 31 when there is none. Whole days,
 * rounded away from the deadline: 1 hour left is 1 day, 1 hour past is -1 day, so the
 * sign tells open (0 or more) from ended (below 0). At the deadline itself it is 0,
 * still open.
 */
export const preorderDaysRemaining = (kickstartEnd: string | null | undefined, now: Instant): number => {
  if (kickstartEnd === null || kickstartEnd === undefined) return DEFAULT_PREORDER_DAYS;
  const days = (Date.parse(kickstartEnd) - toMillis(now)) / MS_PER_DAY;
  return days >= 0 ? Math.ceil(days) : Math.floor(days);
};

/** 000 §4: ordered / minimum x 100, rounded (100 when the minimum is not above 0). */
export const preorderPercent = (ordered: number, minimum: number): number =>
  minimum > 0 ? Math.round((ordered / minimum) * 100) : 100;

/** 000 §4: the progress bar's width in percent, capped at 100. */
export const preorderBarPercent = (ordered: number, minimum: number): number =>
  Math.min(100, preorderPercent(ordered, minimum));

export type PreorderStatusKind = 'available' | 'notEnough' | 'goalReached' | 'inProgress' | 'ended';

export interface PreorderStatus {
  readonly kind: PreorderStatusKind;
  readonly message: Message;
  /** False for instant purchase (or no purchase type), true for a pre-order. */
  readonly isPreorder: boolean;
  /** Days remaining (see {@link preorderDaysRemaining}). */
  readonly daysRemaining: number;
  /** True while days remaining is 0 or more. */
  readonly open: boolean;
  readonly ordered: number;
  readonly minimum: number;
  readonly percent: number;
  readonly barPercent: number;
}

/** 000 §4: the message key of each pre-order status; hosts translate a status kind with it. */
export const PREORDER_STATUS_MESSAGES = {
  available: 'preorder.available',
  notEnough: 'preorder.notEnough',
  goalReached: 'preorder.goalReached',
  inProgress: 'preorder.inProgress',
  ended: 'preorder.ended',
} as const;

export type PreorderFields = Pick<
  Creation,
  'purchaseType' | 'kickstart_end' | 'minimum_order' | 'order_items'
>;

/**
 * 000 §4 pre-order status:
 * - instant-purchase or null: 'Available for purchase now';
 * - days below 0 and ordered below minimum: 'Not enough pre orders';
 * - days 0 or more and ordered at or above minimum: 'Pre order goal reached';
 * - days 0 or more and ordered below minimum: 'Pre order in progress';
 * - days below 0 otherwise: 'Pre order ended'.
 */
export const preorderStatus = (creation: PreorderFields, now: Instant): PreorderStatus => {
  const ordered = orderedCount(creation.order_items);
  const minimum = creation.minimum_order;
  const daysRemaining = preorderDaysRemaining(creation.kickstart_end, now);
  const isPreorder = creation.purchaseType !== null && creation.purchaseType !== 'instant-purchase';
  const open = daysRemaining >= 0;
  const reached = ordered >= minimum;
  let kind: PreorderStatusKind;
  if (!isPreorder) kind = 'available';
  else if (!open && !reached) kind = 'notEnough';
  else if (open && reached) kind = 'goalReached';
  else if (open) kind = 'inProgress';
  else kind = 'ended';
  return {
    kind,
    message: message(PREORDER_STATUS_MESSAGES[kind]),
    isPreorder,
    daysRemaining,
    open,
    ordered,
    minimum,
    percent: preorderPercent(ordered, minimum),
    barPercent: preorderBarPercent(ordered, minimum),
  };
};

/** 000 §4: a retail pre-order's button: 'Preorder now' while open, else a disabled 'Preorder already end'. */
export const preorderButton = (
  status: Pick<PreorderStatus, 'open'>,
): { label: Message; disabled: boolean } =>
  status.open
    ? { label: message('preorder.orderNow'), disabled: false }
    : { label: message('preorder.alreadyEnded'), disabled: true };

export type PreorderSettlement = 'open' | 'startProduction' | 'cancelAndRefund' | 'notPreorder';

/**
 * 000 §4: at the deadline a pre-order whose goal is not reached is cancelled and
 * refunded; one whose goal is reached goes into production. Before it, it stays open.
 */
export const preorderSettlement = (
  status: Pick<PreorderStatus, 'isPreorder' | 'open' | 'ordered' | 'minimum'>,
): PreorderSettlement => {
  if (!status.isPreorder) return 'notPreorder';
  if (status.open) return 'open';
  return status.ordered >= status.minimum ? 'startProduction' : 'cancelAndRefund';
};
