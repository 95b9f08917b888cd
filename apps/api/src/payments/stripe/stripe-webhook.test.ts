import Stripe from 'stripe';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../../app';
import { insertCreation } from '../../db/builders';
import { newId } from '../../lib/ids';
import { recordPlacement } from '../../orders/order-transitions';
import { describeOnDatabases, TestClient } from '../../test/harness';
import { buildStore, type TestStore } from '../../test/store';
import { runPaymentOperation } from '../payment-service';
import { defaultPaymentSettings } from '../payment-settings';
import type { PaymentOrder, PaymentProvider, SavedPaymentMethod } from '../provider';
import { stripeProvider } from './stripe-provider';
import { StripeStandIn } from './stripe-stand-in';

/**
 * The Stripe webhook through the real app, on SQLite and PostgreSQL: signatures verified by the
 * SDK (valid, wrong secret, altered body, stale), replays refused, and the events' effects:
 * a card payment confirmed by Stripe moves its order to paid, failures and refunds recorded.
 */

const SECRET = 'whsec_test_secret_for_the_stand_in';
const PATH = '/api/payments/stripe/webhook';
const standIn = new StripeStandIn();
const stripeSettings = { secretKey: 'sk_test_standin', webhookSecret: SECRET, apiUrl: 'http://127.0.0.1:1' };

beforeAll(async () => {
  stripeSettings.apiUrl = await standIn.start();
});
afterAll(() => standIn.stop());

let events = 0;
const eventOf = (type: string, object: Record<string, unknown>) => {
  events += 1;
  return {
    id: `evt_test${process.pid}_${events}_${Date.now()}`,
    object: 'event',
    type,
    livemode: false,
    data: { object },
  };
};

const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
  Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? SECRET,
    ...(options.timestamp !== undefined ? { timestamp: options.timestamp } : {}),
  });

describeOnDatabases(
  'the Stripe webhook',
  (suite) => {
    let store: TestStore;
    let creationId: string;
    let provider: PaymentProvider;

    beforeAll(async () => {
      const { database } = suite();
      store = await buildStore(database.db);
      creationId = await insertCreation(database.db, {
        userId: store.creator.id,
        prebuildId: store.prebuildId,
        producerId: store.producerId,
        name: 'Card-paid coat',
        totalPrice: 70_000,
      });
      provider = stripeProvider(stripeSettings, { maxNetworkRetries: 0 });
    });

    /** An order bought now, waiting for its card payment (3-D Secure pending). */
    async function waitingOrder(status = 'placed', total = 70_000): Promise<string> {
      const { db } = suite().database;
      const id = newId('or');
      const at = new Date().toISOString();
      await db
        .insertInto('orders')
        .values({
          id,
          user_id: store.other.id,
          status,
          created_at: at,
          updated_at: at,
          creation_id: creationId,
          producer_id: store.producerId,
          kind: 'instant',
          provider: 'stripe',
          currency: 'HKD',
          total,
        })
        .execute();
      await recordPlacement(db, { orderId: id, actorUserId: store.other.id, at });
      return id;
    }

    /** The intent Stripe holds for the order, as its event would carry it once it succeeded. */
    async function succeededIntent(orderId: string, total = 70_000) {
      const order = {
        id: orderId,
        userId: store.other.id,
        amount: total,
        currency: 'HKD',
        kind: 'instant' as const,
        contactEmail: 'b@example.test',
      };
      const started = await provider.start(
        order,
        { paymentMethod: 'pm_card_threeDSecure2Required' },
        `start:${orderId}`,
      );
      expect(started.kind).toBe('requires_action');
      const intent = standIn.intents.get((started as { externalId: string }).externalId) as {
        id: string;
        amount: number;
      };
      // The buyer passes 3-D Secure on the page; Stripe takes the money and tells us.
      return { ...intent, status: 'succeeded', amount_received: intent.amount };
    }

    const deliver = (
      client: TestClient,
      payload: string,
      signature: string | null,
      headers: Record<string, string> = {},
    ) =>
      client.call('POST', PATH, {
        raw: payload,
        headers: {
          'content-type': 'application/json; charset=utf-8',
          ...(signature === null ? {} : { 'stripe-signature': signature }),
          ...headers,
        },
      });

    const orderState = async (orderId: string) => {
      const { db } = suite().database;
      const order = await db
        .selectFrom('orders')
        .select(['status', 'payment_taken'])
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow();
      const timeline = await db
        .selectFrom('order_events')
        .select(['event', 'from_status', 'to_status', 'actor'])
        .where('order_id', '=', orderId)
        .orderBy('seq')
        .execute();
      const payments = await db
        .selectFrom('payments')
        .select(['operation', 'operation_key', 'status', 'external_id', 'error', 'amount'])
        .where('order_id', '=', orderId)
        .execute();
      return { ...order, timeline, payments };
    };

    const recorded = async (eventId: string) =>
      (
        await suite()
          .database.db.selectFrom('webhook_events')
          .select('event_id')
          .where('event_id', '=', eventId)
          .execute()
      ).length;

    it('marks a card-paid order paid once, and answers a replay without doing it again', async () => {
      const { client } = suite();
      const orderId = await waitingOrder();
      const intent = await succeededIntent(orderId);
      const payload = JSON.stringify(eventOf('payment_intent.succeeded', intent));
      const first = await deliver(client, payload, sign(payload));
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ received: true, duplicate: false });
      const after = await orderState(orderId);
      expect(after).toMatchObject({ status: 'paid', payment_taken: 1 });
      expect(after.timeline).toEqual([
        { event: 'place', from_status: null, to_status: 'placed', actor: 'buyer' },
        { event: 'mark_paid', from_status: 'placed', to_status: 'paid', actor: 'system' },
      ]);
      expect(after.payments).toEqual([
        {
          operation: 'capture',
          operation_key: `capture:${orderId}`,
          status: 'succeeded',
          external_id: intent.id,
          error: null,
          amount: 70_000,
        },
      ]);

      const replay = await deliver(client, payload, sign(payload));
      expect(replay.status).toBe(200);
      expect(replay.body).toEqual({ received: true, duplicate: true });
      expect(await orderState(orderId)).toEqual(after);
    });

    it('does the work once when Stripe delivers the same event twice at the same time', async () => {
      const { client } = suite();
      const orderId = await waitingOrder('awaiting_payment');
      const payload = JSON.stringify(eventOf('payment_intent.succeeded', await succeededIntent(orderId)));
      const answers = await Promise.all([
        deliver(client, payload, sign(payload)),
        deliver(client, payload, sign(payload)),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect(answers.map((answer) => answer.body.duplicate).sort()).toEqual([false, true]);
      const state = await orderState(orderId);
      expect(state.status).toBe('paid');
      expect(state.timeline.filter((entry) => entry.event === 'mark_paid')).toHaveLength(1);
    });

    it('refuses a bad, missing, altered or stale signature (400) and writes nothing', async () => {
      const { client } = suite();
      const orderId = await waitingOrder();
      const event = eventOf('payment_intent.succeeded', await succeededIntent(orderId));
      const payload = JSON.stringify(event);
      const now = Math.floor(Date.now() / 1000);
      const refused = [
        await deliver(client, payload, sign(payload, { secret: 'whsec_someone_else' })),
        await deliver(client, payload, null),
        await deliver(client, payload, 'garbage'),
        await deliver(client, payload.replace('"amount":70000', '"amount":1'), sign(payload)),
        await deliver(client, payload, sign(payload, { timestamp: now - 301 })),
        await deliver(client, 'not json', sign('not json')),
      ];
      expect(refused.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400, 400]);
      for (const answer of refused) {
        expect(answer.status).toBe(400);
        expect(answer.body.error.code).toBe('invalid_signature');
      }
      expect(await recorded(event.id)).toBe(0);
      expect(await orderState(orderId)).toMatchObject({ status: 'placed', payments: [] });

      // Within the 300 s tolerance it is Stripe's, even a little late.
      const late = await deliver(client, payload, sign(payload, { timestamp: now - 240 }));
      expect(late.status).toBe(200);
      expect((await orderState(orderId)).status).toBe('paid');
    });

    it('never marks an order paid by a payment of another amount', async () => {
      const { client } = suite();
      const orderId = await waitingOrder('placed', 70_000);
      const intent = { ...(await succeededIntent(orderId)), amount: 100 };
      const payload = JSON.stringify(eventOf('payment_intent.succeeded', intent));
      expect((await deliver(client, payload, sign(payload))).status).toBe(200);
      expect(await orderState(orderId)).toMatchObject({ status: 'placed', payments: [] });
    });

    it('records a failed payment on the order and leaves the order as it was', async () => {
      const { client } = suite();
      const orderId = await waitingOrder();
      const intent = {
        ...(await succeededIntent(orderId)),
        status: 'requires_payment_method',
        last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' },
      };
      const payload = JSON.stringify(eventOf('payment_intent.payment_failed', intent));
      expect((await deliver(client, payload, sign(payload))).status).toBe(200);
      const state = await orderState(orderId);
      expect(state.status).toBe('placed');
      expect(state.payments).toEqual([
        expect.objectContaining({
          operation: 'capture',
          status: 'failed',
          error: 'card_declined',
          external_id: intent.id,
        }),
      ]);
      // The order's own capture stays free: the buyer may still pay.
      expect(state.payments[0]!.operation_key).not.toBe(`capture:${orderId}`);
    });

    it('records a refund made in Stripe under the order refund key (never refunded twice)', async () => {
      const { client } = suite();
      const orderId = await waitingOrder();
      const intent = await succeededIntent(orderId);
      const paid = JSON.stringify(eventOf('payment_intent.succeeded', intent));
      await deliver(client, paid, sign(paid));
      const charge = {
        id: 'ch_refunded',
        object: 'charge',
        payment_intent: intent.id,
        amount_refunded: 70_000,
        currency: 'hkd',
        refunded: true,
        metadata: {},
      };
      const payload = JSON.stringify(eventOf('charge.refunded', charge));
      expect((await deliver(client, payload, sign(payload))).status).toBe(200);
      const state = await orderState(orderId);
      expect(state.payments).toContainEqual(
        expect.objectContaining({
          operation: 'refund',
          operation_key: `refund:${orderId}`,
          status: 'succeeded',
          amount: 70_000,
        }),
      );
      expect(state.status).toBe('paid');
    });

    it('acknowledges events it does not handle, and events about no order of ours', async () => {
      const { client } = suite();
      const other = JSON.stringify(eventOf('customer.created', { id: 'cus_x', object: 'customer' }));
      expect((await deliver(client, other, sign(other))).body).toEqual({ received: true, duplicate: false });
      const stranger = JSON.stringify(
        eventOf('payment_intent.succeeded', {
          id: 'pi_x',
          object: 'payment_intent',
          amount: 1,
          currency: 'hkd',
          metadata: {},
        }),
      );
      expect((await deliver(client, stranger, sign(stranger))).status).toBe(200);
    });

    it('needs no Origin check: Stripe sends no cookie; a cookie from another site is still refused', async () => {
      const { client } = suite();
      const payload = JSON.stringify(eventOf('customer.created', { id: 'cus_y', object: 'customer' }));
      const fromStripe = await deliver(client, payload, sign(payload), {
        origin: 'https://hooks.stripe.com',
      });
      expect(fromStripe.status).toBe(200);
      const forged = await deliver(client, payload, sign(payload), {
        origin: 'https://evil.example',
        cookie: 'atelier_session=abc',
      });
      expect(forged.status).toBe(403);
    });

    it('charges a saved pre-order card once, however many runners capture it at once', async () => {
      const { database } = suite();
      const orderId = await waitingOrder('awaiting_goal', 45_000);
      const order: PaymentOrder = {
        id: orderId,
        userId: store.other.id,
        amount: 45_000,
        currency: 'HKD',
        kind: 'preorder',
        contactEmail: 'b@example.test',
      };
      const saved = await provider.start(order, { paymentMethod: 'pm_card_visa' }, `start:${orderId}`);
      const method = (saved as { method: SavedPaymentMethod }).method;
      const services = { db: database.db, clock: { now: () => new Date() } };
      const run = () =>
        runPaymentOperation(services, provider, 'capture', order, (key) =>
          provider.capture(order, method, key),
        );
      const runs = await Promise.all([run(), run(), run()]);
      const again = await run();
      expect(runs.filter((result) => result.ok)).not.toHaveLength(0);
      expect(again).toMatchObject({ ok: true, repeated: true });
      const charged = standIn.charges.filter(
        (intent) => (intent.metadata as { order_id?: string }).order_id === orderId,
      );
      expect(charged).toHaveLength(1);
      expect(again).toMatchObject({ externalId: charged[0]!.id });
    });

    it('keeps a pre-order card saved after 3-D Secure, and the order waits for its goal', async () => {
      const { client } = suite();
      const orderId = await waitingOrder('placed', 45_000);
      await suite()
        .database.db.updateTable('orders')
        .set({ kind: 'preorder' })
        .where('id', '=', orderId)
        .execute();
      const order: PaymentOrder = {
        id: orderId,
        userId: store.other.id,
        amount: 45_000,
        currency: 'HKD',
        kind: 'preorder',
        contactEmail: 'b@example.test',
      };
      const started = await provider.start(
        order,
        { paymentMethod: 'pm_card_threeDSecure2Required' },
        `start:${orderId}`,
      );
      expect(started.kind).toBe('requires_action');
      const setup = standIn.setups.get((started as { externalId: string }).externalId)!;
      const payload = JSON.stringify(eventOf('setup_intent.succeeded', { ...setup, status: 'succeeded' }));
      expect((await deliver(client, payload, sign(payload))).status).toBe(200);
      const state = await orderState(orderId);
      expect(state).toMatchObject({ status: 'awaiting_goal', payment_taken: 0, payments: [] });
      expect(state.timeline.at(-1)).toEqual({
        event: 'save_payment_method',
        from_status: 'placed',
        to_status: 'awaiting_goal',
        actor: 'system',
      });
      const row = await suite()
        .database.db.selectFrom('orders')
        .select('payment_method')
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(row.payment_method!)).toEqual({
        provider: 'stripe',
        customer: setup.customer,
        method: 'pm_card_threeDSecure2Required',
        label: 'Visa ending 3220',
      });
    });

    it('answers 404 when the Stripe provider is not configured', async () => {
      const unconfigured = new TestClient(createApp({ db: suite().database.db }));
      const payload = JSON.stringify(eventOf('customer.created', { id: 'cus_z', object: 'customer' }));
      const answer = await deliver(unconfigured, payload, sign(payload));
      expect(answer.status).toBe(404);
    });
  },
  { settings: { payments: { ...defaultPaymentSettings(), provider: 'stripe', stripe: stripeSettings } } },
);
