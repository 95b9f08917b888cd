import Stripe from 'stripe';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../app';
import { insertCreation } from '../db/builders';
import { defaultPaymentSettings } from '../payments/payment-settings';
import { stripeProvider } from '../payments/stripe/stripe-provider';
import { StripeStandIn } from '../payments/stripe/stripe-stand-in';
import { settleDueCampaigns } from '../settlement/settle-campaigns';
import { fixedServices } from '../settlement/test-campaign';
import { describeOnDatabases, TestClient } from '../test/harness';
import { buildStore, type TestStore } from '../test/store';
import { ADDRESS, CONTACT, placementCounts } from './checkout-test-kit';

/**
 * The web checkout with Stripe and no card of its own (SQLite and PostgreSQL, the real SDK
 * against the stand-in): placing answers a redirect to Stripe's hosted Checkout, the session's
 * webhook events pay the orders, save a pre-order's card (which the settlement then charges) or
 * cancel them, and a cart mixing pre-orders with pieces bought now is refused.
 */

const SECRET = 'whsec_hosted_checkout_test';
const standIn = new StripeStandIn();
const stripeSettings = { secretKey: 'sk_test_standin', webhookSecret: SECRET, apiUrl: 'http://127.0.0.1:1' };

beforeAll(async () => {
  stripeSettings.apiUrl = await standIn.start();
});
afterAll(() => standIn.stop());

let events = 0;
const signedEvent = (type: string, object: Record<string, unknown>) => {
  events += 1;
  const payload = JSON.stringify({
    id: `evt_hosted${process.pid}_${events}_${Date.now()}`,
    object: 'event',
    type,
    livemode: false,
    data: { object },
  });
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }) };
};

describeOnDatabases(
  "Stripe's hosted Checkout",
  (suite) => {
    let store: TestStore;
    let preorderId: string;
    const end = new Date(Date.now() + 10 * 86_400_000).toISOString();

    beforeAll(async () => {
      store = await buildStore(suite().database.db, { creations: 2 });
      preorderId = await insertCreation(suite().database.db, {
        userId: store.creator.id,
        prebuildId: store.prebuildId,
        producerId: store.producerId,
        name: `Hosted campaign ${Date.now()}`,
        totalPrice: 90_000,
        purchaseType: 'retail-preorder',
        kickstart_end: end,
        minimum_order: 1,
      });
    });

    let keys = 0;
    const place = async (lines: [string, string][]) => {
      const { client } = suite();
      const user = await client.signUp();
      for (const [creationId, type] of lines) {
        const added = await client.post(
          '/api/actions/user/cart',
          { creation_id: creationId, quantity: { size: 'M', amount: 1 }, price: 1, type },
          { cookie: user.cookie },
        );
        expect(added.status).toBe(200);
      }
      keys += 1;
      const key = `hosted-${keys}-${Date.now()}`;
      const send = () =>
        client.post(
          '/api/checkout',
          { address: ADDRESS, contact: CONTACT },
          { cookie: user.cookie, headers: { 'idempotency-key': key } },
        );
      return { user, send, answer: await send() };
    };

    const sessionOf = (url: string) => {
      const id = url.split('/pay/')[1] ?? '';
      const session = standIn.checkout.sessions.get(id);
      if (!session) throw new Error(`no session at ${url}`);
      return session;
    };

    const deliver = (type: string, object: Record<string, unknown>) => {
      const { payload, signature } = signedEvent(type, object);
      const send = () =>
        suite().client.call('POST', '/api/payments/stripe/webhook', {
          raw: payload,
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        });
      return { send };
    };

    const orderRows = (ids: string[]) =>
      suite()
        .database.db.selectFrom('orders')
        .select(['id', 'status', 'payment_taken', 'payment_method'])
        .where('id', 'in', ids)
        .orderBy('id')
        .execute();
    const paymentRows = (ids: string[]) =>
      suite()
        .database.db.selectFrom('payments')
        .select(['order_id', 'operation', 'status', 'amount', 'external_id'])
        .where('order_id', 'in', ids)
        .orderBy('order_id')
        .execute();

    it('tells the page which provider takes payment', async () => {
      expect((await suite().client.get('/api/checkout/options')).body).toEqual({ provider: 'stripe' });
      const manual = new TestClient(createApp({ db: suite().database.db }));
      expect((await manual.get('/api/checkout/options')).body).toEqual({ provider: 'manual' });
    });

    it('places the orders and redirects to a payment session; the same key answers the same url', async () => {
      const { answer, send } = await place([
        [store.published[0] as string, 'instant-purchase'],
        [store.published[1] as string, 'instant-purchase'],
      ]);
      expect(answer.status).toBe(201);
      const { url } = answer.body.payment;
      expect(answer.body.payment.kind).toBe('redirect');
      expect(url).toMatch(new RegExp(`^${standIn.url}/pay/cs_test_`));
      expect(answer.body.orders.map((order: { status: string }) => order.status)).toEqual([
        'placed',
        'placed',
      ]);
      const [first] = answer.body.orders;
      const session = sessionOf(url);
      expect(session).toMatchObject({
        mode: 'payment',
        currency: 'hkd',
        amount_total: answer.body.checkout.total,
        metadata: { checkout_id: answer.body.checkout.id },
        payment_intent_data: { metadata: { checkout_id: answer.body.checkout.id } },
      });
      expect(session.success_url).toMatch(new RegExp(`/orders/${first.id}\\?placed=1$`));
      expect(session.cancel_url).toMatch(/\/checkout$/);
      const calls = standIn.requests.filter((request) => request.path === '/v1/checkout/sessions');
      expect(calls.at(-1)?.idempotencyKey).toBe(`checkout-session:${answer.body.checkout.id}`);

      const replay = await send();
      expect(replay.status).toBe(200);
      expect(replay.body.payment).toEqual({ kind: 'redirect', url });
      expect(replay.body.checkout.id).toBe(answer.body.checkout.id);
    });

    it('Stripe away: the orders wait (503), and the same key again makes the session', async () => {
      standIn.failNext(500);
      const { answer, send } = await place([[store.published[0] as string, 'instant-purchase']]);
      expect(answer.status).toBe(503);
      expect(answer.body.error.code).toBe('payment_unavailable');
      const retry = await send();
      expect(retry.status).toBe(200);
      expect(retry.body.payment.kind).toBe('redirect');
      expect(retry.body.orders[0]).toMatchObject({ status: 'placed', payment: { kind: 'redirect' } });
    });

    it('a completed payment session marks every order paid once; a replay changes nothing', async () => {
      const { answer } = await place([
        [store.published[0] as string, 'instant-purchase'],
        [store.published[1] as string, 'instant-purchase'],
      ]);
      const ids = answer.body.orders.map((order: { id: string }) => order.id).sort();
      const completed = standIn.checkout.complete(sessionOf(answer.body.payment.url).id as string);
      const event = deliver('checkout.session.completed', completed);
      const first = await event.send();
      expect(first.body).toEqual({ received: true, duplicate: false });
      const after = await orderRows(ids);
      expect(after.map((order) => [order.status, order.payment_taken])).toEqual([
        ['paid', 1],
        ['paid', 1],
      ]);
      const payments = await paymentRows(ids);
      expect(payments).toHaveLength(2);
      for (const payment of payments)
        expect(payment).toMatchObject({
          operation: 'capture',
          status: 'succeeded',
          external_id: completed.payment_intent,
        });
      expect(payments.reduce((sum, payment) => sum + payment.amount, 0)).toBe(answer.body.checkout.total);

      const replay = await event.send();
      expect(replay.body).toEqual({ received: true, duplicate: true });
      expect(await orderRows(ids)).toEqual(after);
      expect(await paymentRows(ids)).toEqual(payments);
    });

    it('a pre-order saves the card on a setup session, and the settlement charges it', async () => {
      const { answer } = await place([[preorderId, 'retail-preorder']]);
      expect(answer.status).toBe(201);
      const session = sessionOf(answer.body.payment.url);
      expect(session).toMatchObject({ mode: 'setup', currency: 'hkd', amount_total: null });
      expect(session.setup_intent_data).toMatchObject({ metadata: { checkout_id: answer.body.checkout.id } });
      const [order] = answer.body.orders;
      const completed = standIn.checkout.complete(session.id as string, 'pm_card_mastercard');
      expect((await deliver('checkout.session.completed', completed).send()).status).toBe(200);
      const [row] = await orderRows([order.id]);
      expect(row).toMatchObject({ status: 'awaiting_goal', payment_taken: 0 });
      expect(JSON.parse(String(row?.payment_method))).toEqual({
        provider: 'stripe',
        customer: session.customer,
        method: 'pm_card_mastercard',
        label: 'Mastercard ending 4444',
      });

      const charges = standIn.charges.length;
      const run = await settleDueCampaigns(
        fixedServices(suite().database.db, end),
        new Date(Date.parse(end) + 1),
        'hosted-runner',
        { providerFor: () => stripeProvider(stripeSettings, { maxNetworkRetries: 0 }) },
      );
      expect(run.campaigns.find((report) => report.creationId === preorderId)).toMatchObject({
        outcome: 'reached',
      });
      expect(standIn.charges.length).toBe(charges + 1);
      expect(standIn.charges.at(-1)).toMatchObject({ amount: order.total, customer: session.customer });
      expect((await orderRows([order.id]))[0]?.status).not.toBe('awaiting_goal');
    });

    it('an expired session cancels the orders still waiting for it', async () => {
      const { answer } = await place([[store.published[0] as string, 'instant-purchase']]);
      const [order] = answer.body.orders;
      const expired = standIn.checkout.expire(sessionOf(answer.body.payment.url).id as string);
      expect((await deliver('checkout.session.expired', expired).send()).status).toBe(200);
      expect((await orderRows([order.id]))[0]?.status).toBe('cancelled');
    });

    it('refuses a cart mixing pre-orders with pieces bought now, writing nothing', async () => {
      const { user, answer } = await place([
        [store.published[0] as string, 'instant-purchase'],
        [preorderId, 'retail-preorder'],
      ]);
      expect(answer.status).toBe(422);
      expect(answer.body.error.code).toBe('payment_kinds_mixed');
      expect(await placementCounts(suite().database.db, user.id)).toEqual({
        checkouts: 0,
        orders: 0,
        cart: 2,
      });
    });
  },
  { settings: { payments: { ...defaultPaymentSettings(), provider: 'stripe', stripe: stripeSettings } } },
);
