/**
 * An order's life as a state machine (issue 16; 000 §4 and §9 give its ends: a pre-order that
 * misses its goal is cancelled and refunded, one that reaches it goes into production). Only
 * the transitions below are legal; the API records each one with its time and actor and
 * answers 409 to any other.
 *
 * Two kinds of order share it. An order bought now is paid (a card captured at once, or a bank
 * transfer the shop confirms by hand) and then made. An all-or-nothing pre-order waits for its
 * campaign's goal: a saved card is charged only when the goal is reached; money already taken
 * (a bank transfer) is refunded when it is missed.
 */

export const ORDER_STATUSES = [
  'placed',
  'awaiting_payment',
  'paid',
  'awaiting_goal',
  'goal_reached',
  'in_production',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Who asks for a transition: the buyer, a member of the producer, or the server itself. */
export type OrderActor = 'buyer' | 'producer' | 'system';

/** An order bought now, or a pre-order that waits for its campaign's goal. */
export type OrderKind = 'instant' | 'preorder';

export interface OrderState {
  readonly status: OrderStatus;
  readonly kind: OrderKind;
  /** Whether money has been taken (captured or confirmed), so leaving means refunding it. */
  readonly paymentTaken: boolean;
}

export interface Tracking {
  readonly carrier: string;
  readonly number: string;
}

export type OrderEvent =
  /** The provider takes money by hand (bank transfer / FPS): the order waits for it. */
  | { readonly type: 'await_payment' }
  /** Money taken: a card captured (system) or a transfer the shop confirms (producer). */
  | { readonly type: 'mark_paid' }
  /** A pre-order's payment method is saved; nothing is charged until the campaign ends. */
  | { readonly type: 'save_payment_method' }
  /** Settlement: the goal is reached and the order is charged. */
  | { readonly type: 'reach_goal' }
  /** Settlement: the goal is missed; cancelled, or refunded when money was taken. */
  | { readonly type: 'miss_goal' }
  | { readonly type: 'start_production' }
  | { readonly type: 'ship'; readonly tracking: Tracking }
  | { readonly type: 'deliver' }
  | { readonly type: 'cancel' }
  | { readonly type: 'refund' };

export type OrderEventType = OrderEvent['type'];

export type TransitionRefusal = 'illegal_transition' | 'actor_not_allowed' | 'tracking_required';

export type TransitionResult =
  | { readonly ok: true; readonly state: OrderState }
  | { readonly ok: false; readonly refusal: TransitionRefusal };

interface Rule {
  readonly actors: readonly OrderActor[];
  /** The next state, or null when the event does not apply in this state. */
  readonly next: (state: OrderState) => Pick<OrderState, 'status' | 'paymentTaken'> | null;
}

const when =
  (
    from: readonly OrderStatus[],
    to: (state: OrderState) => Pick<OrderState, 'status' | 'paymentTaken'>,
    guard: (state: OrderState) => boolean = () => true,
  ) =>
  (state: OrderState) =>
    from.includes(state.status) && guard(state) ? to(state) : null;

/** Where money already taken still has to be given back when the order ends early. */
const REFUNDABLE: readonly OrderStatus[] = [
  'paid',
  'awaiting_goal',
  'goal_reached',
  'in_production',
  'shipped',
  'delivered',
];

const RULES: Readonly<Record<OrderEventType, Rule>> = {
  await_payment: {
    actors: ['system'],
    next: when(['placed'], () => ({ status: 'awaiting_payment', paymentTaken: false })),
  },
  mark_paid: {
    actors: ['system', 'producer'],
    // A paid pre-order still waits for its goal, with its money held.
    next: when(['placed', 'awaiting_payment'], (state) => ({
      status: state.kind === 'preorder' ? 'awaiting_goal' : 'paid',
      paymentTaken: true,
    })),
  },
  save_payment_method: {
    actors: ['system'],
    next: when(
      ['placed'],
      () => ({ status: 'awaiting_goal', paymentTaken: false }),
      (state) => state.kind === 'preorder',
    ),
  },
  reach_goal: {
    actors: ['system'],
    next: when(['awaiting_goal'], () => ({ status: 'goal_reached', paymentTaken: true })),
  },
  miss_goal: {
    actors: ['system'],
    next: when(['awaiting_goal'], (state) => ({
      status: state.paymentTaken ? 'refunded' : 'cancelled',
      paymentTaken: false,
    })),
  },
  start_production: {
    actors: ['producer', 'system'],
    next: when(['paid', 'goal_reached'], () => ({ status: 'in_production', paymentTaken: true })),
  },
  ship: {
    actors: ['producer'],
    next: when(['in_production'], () => ({ status: 'shipped', paymentTaken: true })),
  },
  deliver: {
    actors: ['producer', 'buyer', 'system'],
    next: when(['shipped'], () => ({ status: 'delivered', paymentTaken: true })),
  },
  cancel: {
    actors: ['buyer', 'producer', 'system'],
    // Only while no money is held: with money taken, ending the order is a refund.
    next: when(
      ['placed', 'awaiting_payment', 'awaiting_goal'],
      () => ({ status: 'cancelled', paymentTaken: false }),
      (state) => !state.paymentTaken,
    ),
  },
  refund: {
    actors: ['producer', 'system'],
    next: when(
      REFUNDABLE,
      () => ({ status: 'refunded', paymentTaken: false }),
      (state) => state.paymentTaken,
    ),
  },
};

/**
 * The order after `event` asked by `actor`, or why it is refused. A refused transition changes
 * nothing (the API answers 409 for an illegal one and 403 for an actor not allowed).
 */
export function transitionOrder(state: OrderState, event: OrderEvent, actor: OrderActor): TransitionResult {
  const rule = RULES[event.type];
  const next = rule.next(state);
  if (next === null) return { ok: false, refusal: 'illegal_transition' };
  if (!rule.actors.includes(actor)) return { ok: false, refusal: 'actor_not_allowed' };
  if (event.type === 'ship' && (event.tracking.carrier.trim() === '' || event.tracking.number.trim() === ''))
    return { ok: false, refusal: 'tracking_required' };
  return { ok: true, state: { ...state, ...next } };
}

/** The events `actor` may ask for now: what the order's page offers as actions. */
export function availableOrderEvents(state: OrderState, actor: OrderActor): OrderEventType[] {
  return (Object.keys(RULES) as OrderEventType[]).filter((type) => {
    const rule = RULES[type];
    return rule.actors.includes(actor) && rule.next(state) !== null;
  });
}

/**
 * The statuses an order never leaves. A delivered order is not one of them: 000 §9 refunds
 * damaged or mislabelled items reported within 7 days of receipt.
 */
export const isFinalOrderStatus = (status: OrderStatus): boolean =>
  status === 'cancelled' || status === 'refunded';

/**
 * Whether an order counts towards a pre-order's goal (000 §4 counts orders that are not
 * pending): committed by a saved payment method or by money taken, and not ended early.
 */
export const countsTowardGoal = (status: OrderStatus): boolean =>
  status === 'awaiting_goal' ||
  status === 'goal_reached' ||
  status === 'paid' ||
  status === 'in_production' ||
  status === 'shipped' ||
  status === 'delivered';

export const isOrderStatus = (value: unknown): value is OrderStatus =>
  typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
