import { beforeAll, expect, it } from 'vitest';
import { insertCreation } from '../db/builders';
import { defaultPaymentSettings } from '../payments/payment-settings';
import { registerStripeProvider } from '../payments/payment-service';
import type { PaymentProvider, StartOutcome } from '../payments/provider';
import { describeOnDatabases } from '../test/harness';
import { buildStore, type TestStore } from '../test/store';
import { ADDRESS, CONTACT } from './checkout-test-kit';

/**
 * Issue 16: what placing does with each outcome of the provider's start. A stand-in card
 * provider (registered where Stripe's would be) answers by the payment method sent.
 */
const outcomes: Record<string, StartOutcome> = {
  pm_capture: { kind: 'captured', externalId: 'pi_captured' },
  pm_save: {
    kind: 'method_saved',
    method: { provider: 'stripe', customer: 'cus_1', method: 'pm_save', label: 'Visa ending 4242' },
  },
  pm_3ds: { kind: 'requires_action', clientSecret: 'pi_3ds_secret', externalId: 'pi_3ds' },
};
const standIn: PaymentProvider = {
  name: 'stripe',
  start: async (_order, input) =>
    outcomes[input.paymentMethod ?? ''] ?? { kind: 'captured', externalId: 'x' },
  authorise: async () => ({ ok: true, externalId: null }),
  capture: async () => ({ ok: true, externalId: null }),
  void: async () => ({ ok: true, externalId: null }),
  refund: async () => ({ ok: true, externalId: null }),
};

describeOnDatabases(
  'checkout payment outcomes',
  (suite) => {
    let store: TestStore;
    let preorderId: string;

    beforeAll(async () => {
      registerStripeProvider(() => standIn);
      store = await buildStore(suite().database.db, { creations: 1 });
      preorderId = await insertCreation(suite().database.db, {
        userId: store.creator.id,
        prebuildId: store.prebuildId,
        producerId: store.producerId,
        name: 'Campaign coat',
        totalPrice: 90_000,
        purchaseType: 'retail-preorder',
        kickstart_end: new Date(Date.now() + 10 * 86_400_000).toISOString(),
      });
    });

    const placeWith = async (creationId: string, type: string, paymentMethod: string) => {
      const { client } = suite();
      const user = await client.signUp();
      const added = await client.post(
        '/api/actions/user/cart',
        { creation_id: creationId, quantity: { size: 'M', amount: 1 }, price: 1, type },
        { cookie: user.cookie },
      );
      expect(added.status).toBe(200);
      const answer = await client.post(
        '/api/checkout',
        { address: ADDRESS, contact: CONTACT, paymentMethod },
        { cookie: user.cookie, headers: { 'idempotency-key': `pay-${paymentMethod}` } },
      );
      expect(answer.status).toBe(201);
      return answer.body;
    };
    const events = (orderId: string) =>
      suite()
        .database.db.selectFrom('order_events')
        .select(['event', 'to_status', 'actor'])
        .where('order_id', '=', orderId)
        .orderBy('seq')
        .execute();

    it('captured: the order is paid and a succeeded capture is recorded', async () => {
      const body = await placeWith(store.published[0] as string, 'instant-purchase', 'pm_capture');
      const [order] = body.orders;
      expect(order).toMatchObject({ status: 'paid', payment: { kind: 'captured' } });
      expect(await events(order.id)).toEqual([
        { event: 'place', to_status: 'placed', actor: 'buyer' },
        { event: 'mark_paid', to_status: 'paid', actor: 'system' },
      ]);
      const payment = await suite()
        .database.db.selectFrom('payments')
        .selectAll()
        .where('order_id', '=', order.id)
        .executeTakeFirstOrThrow();
      expect(payment).toMatchObject({
        operation: 'capture',
        status: 'succeeded',
        amount: 50_000,
        external_id: 'pi_captured',
      });
    });

    it('method saved: a pre-order waits for its goal with the method kept, nothing charged', async () => {
      const body = await placeWith(preorderId, 'retail-preorder', 'pm_save');
      const [order] = body.orders;
      expect(order).toMatchObject({
        kind: 'preorder',
        status: 'awaiting_goal',
        payment: { kind: 'method_saved' },
      });
      const row = await suite()
        .database.db.selectFrom('orders')
        .select(['payment_method', 'payment_taken'])
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(String(row.payment_method))).toMatchObject({
        method: 'pm_save',
        label: 'Visa ending 4242',
      });
      expect(row.payment_taken).toBe(0);
      expect((await events(order.id)).map((event) => event.event)).toEqual(['place', 'save_payment_method']);
    });

    it('requires action: the order stays placed and the answer carries the client secret', async () => {
      const body = await placeWith(store.published[0] as string, 'instant-purchase', 'pm_3ds');
      expect(body.orders[0]).toMatchObject({
        status: 'placed',
        payment: { kind: 'requires_action', clientSecret: 'pi_3ds_secret' },
      });
      expect(body.payment).toMatchObject({ kind: 'requires_action', clientSecret: 'pi_3ds_secret' });
      expect((await events(body.orders[0].id)).map((event) => event.event)).toEqual(['place']);
    });
  },
  {
    settings: {
      payments: {
        ...defaultPaymentSettings(),
        provider: 'stripe',
        stripe: { secretKey: 'sk_test_x', webhookSecret: 'whsec_x', apiUrl: 'http://127.0.0.1:9' },
      },
    },
  },
);
