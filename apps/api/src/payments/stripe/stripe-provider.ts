import type Stripe from 'stripe';
import { ApiError } from '../../http/errors';
import { registerStripeProvider } from '../payment-service';
import type { StripeSettings } from '../payment-settings';
import type {
  OperationResult,
  PaymentInput,
  PaymentOrder,
  PaymentProvider,
  SavedPaymentMethod,
  StartOutcome,
} from '../provider';
import {
  cardLabel,
  type OperationFailure,
  type StripeClientOptions,
  stripeClient,
  stripeCurrency,
  stripeFailure,
} from './stripe-client';

/**
 * Card payments through Stripe (PAYMENT_PROVIDER=stripe). Orders bought now are charged at
 * placement with the buyer's payment method; an all-or-nothing pre-order only saves the card
 * (a Customer and an off-session SetupIntent) and is charged off-session when its campaign
 * reaches the goal. Every intent carries `metadata.order_id`, which is how the webhook finds
 * the order, and every call carries the operation's idempotency key, so a call retried after
 * a crash returns the first call's answer instead of charging again.
 */

/**
 * Why placing could not start the payment: the answer the checkout gives. A declined card is
 * the buyer's to fix (422); Stripe being unreachable is nobody's fault and worth a retry (503).
 */
export function startRefusal(failure: OperationFailure): ApiError {
  return failure.retryable
    ? new ApiError(503, 'payment_unavailable', 'The card payment service is unavailable. Please try again.')
    : new ApiError(422, 'payment_declined', 'Your card was declined. Please use another card.', undefined, {
        hint: failure.error,
      });
}

const methodId = (value: string | Stripe.PaymentMethod | null): string | null =>
  value === null ? null : typeof value === 'string' ? value : value.id;

const metadataOf = (order: PaymentOrder) => ({ order_id: order.id, user_id: order.userId });

/** The Stripe provider; `options` only for tests (see StripeClientOptions). */
export function stripeProvider(settings: StripeSettings, options: StripeClientOptions = {}): PaymentProvider {
  const stripe = stripeClient(settings, options);

  /** The card to charge: the buyer's `pm_...`, refused before Stripe is asked when missing. */
  const requireMethod = (input: PaymentInput): string => {
    const method = input.paymentMethod?.trim();
    if (!method || !/^pm_\w{1,200}$/.test(method)) {
      throw new ApiError(422, 'payment_method_required', 'Enter a card to pay with.');
    }
    return method;
  };

  async function chargeNow(order: PaymentOrder, method: string, key: string): Promise<StartOutcome> {
    const intent = await stripe.paymentIntents.create(
      {
        amount: order.amount,
        currency: stripeCurrency(order.currency),
        payment_method: method,
        allowed_payment_method_types: ['card'],
        confirm: true,
        capture_method: 'automatic',
        receipt_email: order.contactEmail,
        metadata: metadataOf(order),
      },
      { idempotencyKey: key },
    );
    if (intent.status === 'succeeded') return { kind: 'captured', externalId: intent.id };
    if ((intent.status === 'requires_action' || intent.status === 'processing') && intent.client_secret) {
      // 3-D Secure: the page confirms with the client secret; the webhook marks the order paid.
      return { kind: 'requires_action', clientSecret: intent.client_secret, externalId: intent.id };
    }
    throw startRefusal({
      ok: false,
      error: intent.last_payment_error?.code ?? intent.status,
      retryable: false,
    });
  }

  async function saveMethod(order: PaymentOrder, method: string, key: string): Promise<StartOutcome> {
    const customer = await stripe.customers.create(
      { email: order.contactEmail, metadata: metadataOf(order) },
      { idempotencyKey: `${key}:customer` },
    );
    const setup = await stripe.setupIntents.create(
      {
        customer: customer.id,
        payment_method: method,
        allowed_payment_method_types: ['card'],
        confirm: true,
        usage: 'off_session',
        metadata: metadataOf(order),
        expand: ['payment_method'],
      },
      { idempotencyKey: `${key}:setup` },
    );
    if (setup.status === 'succeeded') {
      const saved = typeof setup.payment_method === 'object' ? setup.payment_method : null;
      return {
        kind: 'method_saved',
        method: {
          provider: 'stripe',
          customer: customer.id,
          method: methodId(setup.payment_method) ?? method,
          label: cardLabel(saved),
        },
      };
    }
    if (setup.status === 'requires_action' && setup.client_secret) {
      return { kind: 'requires_action', clientSecret: setup.client_secret, externalId: setup.id };
    }
    throw startRefusal({ ok: false, error: setup.last_setup_error?.code ?? setup.status, retryable: false });
  }

  /** An off-session PaymentIntent on the saved card: held (`manual`) or taken (`automatic`). */
  async function offSession(
    order: PaymentOrder,
    method: SavedPaymentMethod,
    capture: 'manual' | 'automatic',
    key: string,
  ): Promise<OperationResult> {
    const intent = await stripe.paymentIntents.create(
      {
        amount: order.amount,
        currency: stripeCurrency(order.currency),
        ...(method.customer ? { customer: method.customer } : {}),
        payment_method: method.method,
        allowed_payment_method_types: ['card'],
        confirm: true,
        off_session: true,
        capture_method: capture,
        metadata: metadataOf(order),
      },
      { idempotencyKey: key },
    );
    const wanted = capture === 'manual' ? 'requires_capture' : 'succeeded';
    return intent.status === wanted
      ? { ok: true, externalId: intent.id }
      : { ok: false, error: intent.last_payment_error?.code ?? intent.status, retryable: false };
  }

  /**
   * The order's hold on this customer, if authorise placed one (listing is read-your-writes,
   * unlike Stripe's search). A hold already captured counts too: its capture's answer may have
   * been lost, and charging the saved card again would take the money twice.
   */
  async function heldIntent(order: PaymentOrder, customer: string): Promise<Stripe.PaymentIntent | null> {
    const page = await stripe.paymentIntents.list({ customer, limit: 100 });
    return (
      page.data.find(
        (intent) =>
          intent.metadata.order_id === order.id &&
          intent.capture_method === 'manual' &&
          (intent.status === 'requires_capture' || intent.status === 'succeeded'),
      ) ?? null
    );
  }

  const guarded = async (work: () => Promise<OperationResult>): Promise<OperationResult> => {
    try {
      return await work();
    } catch (error) {
      return stripeFailure(error);
    }
  };

  return {
    name: 'stripe',
    async start(order, input, idempotencyKey) {
      const method = requireMethod(input);
      try {
        return order.kind === 'preorder'
          ? await saveMethod(order, method, idempotencyKey)
          : await chargeNow(order, method, idempotencyKey);
      } catch (error) {
        if (error instanceof ApiError) throw error;
        throw startRefusal(stripeFailure(error));
      }
    },
    authorise: (order, method, idempotencyKey) =>
      guarded(() => offSession(order, method, 'manual', idempotencyKey)),
    capture: (order, method, idempotencyKey) =>
      guarded(async () => {
        if (!method) return { ok: false, error: 'no_saved_payment_method', retryable: false };
        const held = method.customer ? await heldIntent(order, method.customer) : null;
        if (!held) return offSession(order, method, 'automatic', idempotencyKey);
        if (held.status === 'succeeded') return { ok: true, externalId: held.id };
        const captured = await stripe.paymentIntents.capture(held.id, {}, { idempotencyKey });
        return captured.status === 'succeeded'
          ? { ok: true, externalId: captured.id }
          : { ok: false, error: captured.status, retryable: false };
      }),
    void: (_order, externalId, idempotencyKey) =>
      guarded(async () => {
        // A saved card (SetupIntent) holds no money: there is nothing to release.
        if (!externalId.startsWith('pi_')) return { ok: true, externalId: null };
        const cancelled = await stripe.paymentIntents.cancel(externalId, {}, { idempotencyKey });
        return { ok: true, externalId: cancelled.id };
      }),
    refund: (order, externalId, idempotencyKey) =>
      guarded(async () => {
        if (!externalId) return { ok: false, error: 'no_payment_to_refund', retryable: false };
        const refund = await stripe.refunds.create(
          // The order's own amount: a hosted Checkout's one payment may pay several orders.
          { payment_intent: externalId, amount: order.amount, metadata: metadataOf(order) },
          { idempotencyKey },
        );
        return refund.status === 'failed' || refund.status === 'canceled'
          ? { ok: false, error: refund.failure_reason ?? refund.status, retryable: false }
          : { ok: true, externalId: refund.id };
      }),
  };
}

// `paymentProvider(services)` answers this provider when PAYMENT_PROVIDER=stripe. This module is
// imported by the webhook routes, so building the app registers it.
// One SDK client per configuration, not one per request.
const built = new WeakMap<StripeSettings, PaymentProvider>();
registerStripeProvider((settings) => {
  const stripe = settings.stripe;
  if (!stripe) throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  let provider = built.get(stripe);
  if (!provider) {
    provider = stripeProvider(stripe);
    built.set(stripe, provider);
  }
  return provider;
});
