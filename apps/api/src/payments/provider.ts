/**
 * What every payment provider does (issue 16). A provider moves money; it never decides an
 * order's status (the order machine does) and never records anything (payment-service does,
 * once per operation key). Every call carries an idempotency key: a provider that supports
 * them (Stripe) makes a retried call after a crash a no-op instead of a second charge.
 */

export type PaymentProviderName = 'manual' | 'stripe';

/** What a provider needs to know about the order it moves money for. */
export interface PaymentOrder {
  id: string;
  userId: string;
  /** Integer minor units of `currency`. */
  amount: number;
  currency: string;
  kind: 'instant' | 'preorder' | 'sample';
  contactEmail: string;
}

/** A payment method kept for a later charge (an all-or-nothing pre-order). */
export interface SavedPaymentMethod {
  provider: PaymentProviderName;
  /** The provider's customer (Stripe `cus_...`). */
  customer: string | null;
  /** The provider's method (Stripe `pm_...`). */
  method: string;
  /** What the buyer sees, e.g. "Visa ending 4242". */
  label: string;
}

/** How the buyer pays by hand (the manual provider): shown on the order and in its e-mail. */
export interface PaymentInstructions {
  fpsId: string;
  bankAccount: string;
  /** The reference to write on the transfer: the order id. */
  reference: string;
}

/** What placing does to an order's money. */
export type StartOutcome =
  /** Nothing taken yet: the buyer pays by hand and the shop confirms (manual). */
  | { kind: 'awaiting_payment'; instructions: PaymentInstructions }
  /** Charged now (a card, an instant purchase). */
  | { kind: 'captured'; externalId: string }
  /** Kept for later: a pre-order charged only if its campaign reaches the goal. */
  | { kind: 'method_saved'; method: SavedPaymentMethod }
  /** The card needs the buyer (3-D Secure): the page confirms with the client secret. */
  | { kind: 'requires_action'; clientSecret: string; externalId: string };

export type OperationResult =
  | { ok: true; externalId: string | null }
  | {
      ok: false;
      error: string;
      /** true when trying again later may work (network, rate limit) */ retryable: boolean;
    };

/** What the buyer sent to pay with: a provider token (Stripe `pm_...`), or nothing (manual). */
export interface PaymentInput {
  paymentMethod?: string;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** At placement: charge now, save the method, or wait for a transfer. */
  start(order: PaymentOrder, input: PaymentInput, idempotencyKey: string): Promise<StartOutcome>;
  /** Holds the amount on a saved method without taking it (a card hold lasts days, not months). */
  authorise(
    order: PaymentOrder,
    method: SavedPaymentMethod,
    idempotencyKey: string,
  ): Promise<OperationResult>;
  /** Takes the money: a saved method charged off-session, or a hold captured. */
  capture(
    order: PaymentOrder,
    method: SavedPaymentMethod | null,
    idempotencyKey: string,
  ): Promise<OperationResult>;
  /** Releases a hold that was never captured. */
  void(order: PaymentOrder, externalId: string, idempotencyKey: string): Promise<OperationResult>;
  /** Gives money taken back. */
  refund(order: PaymentOrder, externalId: string | null, idempotencyKey: string): Promise<OperationResult>;
}
