/**
 * Which payment provider takes the shop's money (issue 16), read from the environment:
 *
 * - PAYMENT_PROVIDER: `manual` (default: bank transfer / FPS, confirmed by hand) or `stripe`.
 * - FPS_ID, BANK_ACCOUNT: what the manual provider tells buyers to pay to.
 * - STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: required for `stripe`.
 * - STRIPE_API_URL: another Stripe API address (tests point it at a stand-in on loopback).
 */
export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** e.g. `http://127.0.0.1:12111`; null: Stripe's own API. */
  apiUrl: string | null;
}

export interface PaymentSettings {
  provider: 'manual' | 'stripe';
  bankTransfer: { fpsId: string; bankAccount: string };
  stripe: StripeSettings | null;
}

export const defaultPaymentSettings = (): PaymentSettings => ({
  provider: 'manual',
  bankTransfer: { fpsId: '1234567', bankAccount: '004-123-456789-001' },
  stripe: null,
});

export function readPaymentSettings(env: NodeJS.ProcessEnv): PaymentSettings {
  const provider = env.PAYMENT_PROVIDER ?? 'manual';
  if (provider !== 'manual' && provider !== 'stripe')
    throw new Error(`PAYMENT_PROVIDER must be 'manual' or 'stripe', not '${provider}'`);
  const defaults = defaultPaymentSettings();
  const stripe =
    env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          apiUrl: env.STRIPE_API_URL ?? null,
        }
      : null;
  if (provider === 'stripe' && !stripe)
    throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  return {
    provider,
    bankTransfer: {
      fpsId: env.FPS_ID ?? defaults.bankTransfer.fpsId,
      bankAccount: env.BANK_ACCOUNT ?? defaults.bankTransfer.bankAccount,
    },
    stripe,
  };
}
