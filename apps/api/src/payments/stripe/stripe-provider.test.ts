import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../http/errors';
import { defaultPaymentSettings, type StripeSettings } from '../payment-settings';
import { paymentProvider } from '../payment-service';
import type { PaymentOrder, PaymentProvider, SavedPaymentMethod } from '../provider';
import { stripeProvider } from './stripe-provider';
import { StripeStandIn } from './stripe-stand-in';

/**
 * The Stripe provider with the real `stripe` SDK, against a stand-in Stripe API on loopback:
 * what it asks Stripe, what it answers, and that a retried call never charges twice.
 */

let standIn: StripeStandIn;
let settings: StripeSettings;
let provider: PaymentProvider;
let orders = 0;

const order = (kind: PaymentOrder['kind'] = 'instant', amount = 70_000): PaymentOrder => {
  orders += 1;
  return {
    id: `or_test${orders}`,
    userId: 'us_buyer',
    amount,
    currency: 'HKD',
    kind,
    contactEmail: 'buyer@example.test',
  };
};

const startError = async (promise: Promise<unknown>): Promise<ApiError> => {
  const error = await promise.then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

beforeAll(async () => {
  standIn = new StripeStandIn();
  const apiUrl = await standIn.start();
  settings = { secretKey: 'sk_test_standin', webhookSecret: 'whsec_test', apiUrl };
  provider = stripeProvider(settings, { maxNetworkRetries: 0 });
});
afterAll(() => standIn.stop());
beforeEach(() => {
  standIn.requests.length = 0;
});

describe('the Stripe provider', () => {
  it('is what paymentProvider answers when PAYMENT_PROVIDER=stripe', () => {
    const chosen = paymentProvider({
      settings: { payments: { ...defaultPaymentSettings(), provider: 'stripe', stripe: settings } },
    } as never);
    expect(chosen.name).toBe('stripe');
    expect(paymentProvider({ settings: { payments: defaultPaymentSettings() } } as never).name).toBe(
      'manual',
    );
  });

  it('charges an order bought now at once, with the order id in the metadata', async () => {
    const bought = order();
    const outcome = await provider.start(bought, { paymentMethod: 'pm_card_visa' }, `start:${bought.id}`);
    expect(outcome).toEqual({ kind: 'captured', externalId: expect.stringMatching(/^pi_/) });
    const intent = standIn.intents.get((outcome as { externalId: string }).externalId)!;
    expect(intent).toMatchObject({
      amount: 70_000,
      currency: 'hkd',
      status: 'succeeded',
      capture_method: 'automatic',
      metadata: { order_id: bought.id },
    });
    expect(standIn.requests).toEqual([
      { method: 'POST', path: '/v1/payment_intents', idempotencyKey: `start:${bought.id}` },
    ]);
  });

  it('asks the buyer when the card needs 3-D Secure (requires_action with the client secret)', async () => {
    const bought = order('sample');
    const outcome = await provider.start(
      bought,
      { paymentMethod: 'pm_card_threeDSecure2Required' },
      `start:${bought.id}`,
    );
    expect(outcome).toMatchObject({
      kind: 'requires_action',
      clientSecret: expect.stringContaining('_secret_'),
    });
  });

  it('refuses a declined card (422) and a missing card before asking Stripe', async () => {
    const bought = order();
    const declined = await startError(
      provider.start(bought, { paymentMethod: 'pm_card_chargeDeclined' }, `start:${bought.id}`),
    );
    expect(declined).toMatchObject({
      status: 422,
      code: 'payment_declined',
      details: { hint: 'card_declined' },
    });
    standIn.requests.length = 0;
    const missing = await startError(provider.start(order(), {}, 'start:none'));
    expect(missing).toMatchObject({ status: 422, code: 'payment_method_required' });
    expect(standIn.requests).toEqual([]);
    expect(
      standIn.charges.filter((intent) => (intent.metadata as { order_id: string }).order_id === bought.id),
    ).toEqual([]);
  });

  it('answers 503 when Stripe is down at placement (worth a retry)', async () => {
    standIn.failNext(500);
    const error = await startError(provider.start(order(), { paymentMethod: 'pm_card_visa' }, 'start:down'));
    expect(error).toMatchObject({ status: 503, code: 'payment_unavailable' });
  });

  it('saves a pre-order card without charging, then charges it off-session', async () => {
    const preorder = order('preorder', 45_000);
    const outcome = await provider.start(preorder, { paymentMethod: 'pm_card_visa' }, `start:${preorder.id}`);
    expect(outcome).toEqual({
      kind: 'method_saved',
      method: {
        provider: 'stripe',
        customer: expect.stringMatching(/^cus_/),
        method: 'pm_card_visa',
        label: 'Visa ending 4242',
      },
    });
    const saved = (outcome as { method: SavedPaymentMethod }).method;
    const charged = () =>
      standIn.charges.filter((intent) => (intent.metadata as { order_id: string }).order_id === preorder.id);
    expect(charged()).toEqual([]);
    expect(standIn.attached.get('pm_card_visa')).toBe(saved.customer);

    const capture = await provider.capture(preorder, saved, `capture:${preorder.id}`);
    expect(capture).toEqual({ ok: true, externalId: expect.stringMatching(/^pi_/) });
    expect(charged()).toHaveLength(1);
    expect(charged()[0]).toMatchObject({ amount: 45_000, customer: saved.customer, status: 'succeeded' });
  });

  it('labels other brands by their names ("Mastercard ending 4444")', async () => {
    const outcome = await provider.start(
      order('preorder'),
      { paymentMethod: 'pm_card_mastercard' },
      'start:mc',
    );
    expect(outcome).toMatchObject({ method: { label: 'Mastercard ending 4444' } });
  });

  it('refuses a pre-order card declined when saved (nothing is charged)', async () => {
    const error = await startError(
      provider.start(order('preorder'), { paymentMethod: 'pm_card_chargeDeclined' }, 'start:pre-declined'),
    );
    expect(error).toMatchObject({ status: 422, code: 'payment_declined' });
  });

  it('reports a saved card declined at capture as final (not retryable)', async () => {
    const preorder = order('preorder');
    const outcome = await provider.start(
      preorder,
      { paymentMethod: 'pm_card_chargeCustomerFail' },
      `start:${preorder.id}`,
    );
    expect(outcome.kind).toBe('method_saved');
    const saved = (outcome as { method: SavedPaymentMethod }).method;
    expect(await provider.capture(preorder, saved, `capture:${preorder.id}`)).toEqual({
      ok: false,
      error: 'card_declined',
      retryable: false,
    });
    expect(await provider.capture(preorder, null, 'capture:nothing')).toMatchObject({
      ok: false,
      retryable: false,
    });
  });

  it('reports Stripe outages and rate limits as retryable', async () => {
    const preorder = order('preorder');
    const saved = (
      (await provider.start(preorder, { paymentMethod: 'pm_card_visa' }, `start:${preorder.id}`)) as {
        method: SavedPaymentMethod;
      }
    ).method;
    standIn.failNext(503);
    expect(await provider.capture(preorder, saved, `capture:${preorder.id}`)).toMatchObject({
      ok: false,
      retryable: true,
    });
    standIn.failNext(429);
    expect(await provider.capture(preorder, saved, `capture:${preorder.id}`)).toMatchObject({
      ok: false,
      retryable: true,
    });
    expect(await provider.capture(preorder, saved, `capture:${preorder.id}`)).toMatchObject({ ok: true });
  });

  it('charges once when a call whose answer was lost is retried with the same key', async () => {
    const savedFor = async (preorder: PaymentOrder) =>
      (
        (await provider.start(preorder, { paymentMethod: 'pm_card_visa' }, `start:${preorder.id}`)) as {
          method: SavedPaymentMethod;
        }
      ).method;
    const chargedFor = (preorder: PaymentOrder) =>
      standIn.charges.filter((intent) => (intent.metadata as { order_id: string }).order_id === preorder.id);

    // One answer lost: the SDK itself asks again once, with the same key.
    const first = order('preorder');
    const firstSaved = await savedFor(first);
    standIn.dropNextAnswers(1);
    expect(await provider.capture(first, firstSaved, `capture:${first.id}`)).toMatchObject({ ok: true });
    expect(chargedFor(first)).toHaveLength(1);

    // Both answers lost: the operation fails as retryable; our retry finds the first charge.
    const preorder = order('preorder');
    const saved = await savedFor(preorder);
    standIn.dropNextAnswers(2);
    const lost = await provider.capture(preorder, saved, `capture:${preorder.id}`);
    expect(lost).toMatchObject({ ok: false, retryable: true });
    expect(chargedFor(preorder)).toHaveLength(1);
    const retried = await provider.capture(preorder, saved, `capture:${preorder.id}`);
    const again = await provider.capture(preorder, saved, `capture:${preorder.id}`);
    expect(retried).toMatchObject({ ok: true });
    expect(again).toEqual(retried);
    const charged = chargedFor(preorder);
    expect(charged).toHaveLength(1);
    expect(charged[0]!.id).toBe((retried as { externalId: string }).externalId);
  });

  it('holds an amount (authorise), captures that hold, and voids another', async () => {
    const preorder = order('preorder', 30_000);
    const saved = (
      (await provider.start(preorder, { paymentMethod: 'pm_card_visa' }, `start:${preorder.id}`)) as {
        method: SavedPaymentMethod;
      }
    ).method;
    const hold = await provider.authorise(preorder, saved, `authorise:${preorder.id}`);
    expect(hold).toEqual({ ok: true, externalId: expect.stringMatching(/^pi_/) });
    const holdId = (hold as { externalId: string }).externalId;
    expect(standIn.intents.get(holdId)).toMatchObject({
      status: 'requires_capture',
      capture_method: 'manual',
    });
    expect(await provider.capture(preorder, saved, `capture:${preorder.id}`)).toEqual({
      ok: true,
      externalId: holdId,
    });
    expect(standIn.intents.get(holdId)).toMatchObject({ status: 'succeeded', amount_received: 30_000 });
    // A capture asked again (its answer lost) finds the captured hold instead of charging anew.
    expect(await provider.capture(preorder, saved, `capture-again:${preorder.id}`)).toEqual({
      ok: true,
      externalId: holdId,
    });
    expect(
      standIn.charges.filter((intent) => (intent.metadata as { order_id: string }).order_id === preorder.id),
    ).toHaveLength(1);

    const other = order('preorder');
    const otherHold = await provider.authorise(other, saved, `authorise:${other.id}`);
    const otherId = (otherHold as { externalId: string }).externalId;
    expect(await provider.void(other, otherId, `void:${other.id}`)).toEqual({
      ok: true,
      externalId: otherId,
    });
    expect(standIn.intents.get(otherId)).toMatchObject({ status: 'canceled' });
    expect(await provider.void(other, otherId, `void:${other.id}`)).toEqual({
      ok: true,
      externalId: otherId,
    });
    // A saved card alone holds nothing.
    expect(await provider.void(other, 'seti_x', `void:seti`)).toEqual({ ok: true, externalId: null });
    const requests = standIn.requests.filter((request) => request.method === 'POST');
    expect(requests.every((request) => request.idempotencyKey !== null)).toBe(true);
  });

  it('refunds a charge once, whatever retries', async () => {
    const bought = order('instant', 12_300);
    const outcome = await provider.start(bought, { paymentMethod: 'pm_card_visa' }, `start:${bought.id}`);
    const intentId = (outcome as { externalId: string }).externalId;
    const first = await provider.refund(bought, intentId, `refund:${bought.id}`);
    expect(first).toEqual({ ok: true, externalId: expect.stringMatching(/^re_/) });
    expect(await provider.refund(bought, intentId, `refund:${bought.id}`)).toEqual(first);
    expect(standIn.refunds.filter((refund) => refund.payment_intent === intentId)).toEqual([
      expect.objectContaining({ amount: 12_300, metadata: { order_id: bought.id, user_id: 'us_buyer' } }),
    ]);
    // A second refund under another key: Stripe refuses, final.
    expect(await provider.refund(bought, intentId, 'refund:other')).toEqual({
      ok: false,
      error: 'charge_already_refunded',
      retryable: false,
    });
    expect(await provider.refund(bought, null, 'refund:none')).toMatchObject({ ok: false, retryable: false });
  });

  it('does not move money with a wrong API key, and says it may work once fixed', async () => {
    const wrong = stripeProvider({ ...settings, secretKey: 'sk_test_wrong' }, { maxNetworkRetries: 0 });
    const preorder = order('preorder');
    const result = await wrong.capture(
      preorder,
      { provider: 'stripe', customer: 'cus_x', method: 'pm_card_visa', label: '' },
      'capture:wrong',
    );
    expect(result).toMatchObject({ ok: false, retryable: true });
  });
});
