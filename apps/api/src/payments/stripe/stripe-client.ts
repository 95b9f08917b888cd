import Stripe from 'stripe';
import type { OperationResult } from '../provider';
import type { StripeSettings } from '../payment-settings';

/**
 * The official Stripe SDK, configured from `services.settings.payments.stripe`. `apiUrl` points
 * it at another host (the tests' stand-in on loopback, or stripe-mock); without it the SDK talks
 * to api.stripe.com.
 */
export interface StripeClientOptions {
  /**
   * Retries of the SDK itself on a network failure, a 409 or a 5xx it may retry. Safe because
   * every call carries an idempotency key; tests turn them off to see the first failure.
   */
  maxNetworkRetries?: number;
}

export function stripeClient(settings: StripeSettings, options: StripeClientOptions = {}): Stripe {
  const address = settings.apiUrl ? new URL(settings.apiUrl) : null;
  const protocol = address?.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    // A charge should answer in seconds; a hung call is retried later with the same key.
    timeout: 30_000,
    telemetry: false,
    appInfo: { name: 'Atelier' },
    ...(address
      ? {
          host: address.hostname,
          port: address.port || (protocol === 'http' ? 80 : 443),
          protocol,
        }
      : {}),
  });
}

/** Stripe's amount: integer minor units, as ours; currency codes in lower case. */
export const stripeCurrency = (currency: string): string => currency.toLowerCase();

const BRANDS: Record<string, string> = {
  amex: 'American Express',
  cartes_bancaires: 'Cartes Bancaires',
  diners: 'Diners Club',
  discover: 'Discover',
  eftpos_au: 'eftpos',
  jcb: 'JCB',
  link: 'Link',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
};

/** What the buyer sees of a saved card: "Visa ending 4242". */
export function cardLabel(method: Stripe.PaymentMethod | null): string {
  const card = method?.card;
  if (!card) return 'Saved payment method';
  const brand = BRANDS[card.brand] ?? card.brand.charAt(0).toUpperCase() + card.brand.slice(1);
  return `${brand} ending ${card.last4}`;
}

export type OperationFailure = Extract<OperationResult, { ok: false }>;

/**
 * A Stripe failure as an operation result. A decline (or any refusal of the request itself) is
 * final: trying the same card again decides nothing new. A network failure, a rate limit, a
 * Stripe outage or a locked object may work later with the same idempotency key. So may a
 * rejected API key: that is the shop's configuration, never a verdict on the buyer's card.
 */
export function stripeFailure(error: unknown): OperationFailure {
  if (error instanceof Stripe.errors.StripeCardError) {
    return { ok: false, error: error.code ?? 'card_declined', retryable: false };
  }
  if (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeAuthenticationError
  ) {
    return { ok: false, error: error.code ?? error.type, retryable: true };
  }
  if (error instanceof Stripe.errors.StripeError) {
    const status = error.statusCode ?? 0;
    const retryable = status >= 500 || status === 429 || error.code === 'lock_timeout';
    return { ok: false, error: error.code ?? error.type, retryable };
  }
  // Not Stripe's answer at all (a bug, a timeout below the SDK): try again later.
  return { ok: false, error: error instanceof Error ? error.message : 'stripe_failure', retryable: true };
}
