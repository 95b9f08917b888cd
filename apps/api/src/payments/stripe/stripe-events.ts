import type { Transaction } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/types';
import type { Logger } from '../../http/logger';
import { newId } from '../../lib/ids';
import { toJson } from '../../lib/json';
import { applyOrderEvent, type OrderTransition } from '../../orders/order-transitions';
import { operationKey } from '../payment-service';
import type { SavedPaymentMethod } from '../provider';
import { sessionCompleted, sessionExpired } from './stripe-session-events';

/**
 * What a verified Stripe event does, inside the transaction that also records the event id
 * (so a replay finds the id and does nothing). Orders are found by the `metadata.order_id`
 * every intent of ours carries; an event about anything else is acknowledged and ignored.
 */

export interface StripeEventInput {
  id: string;
  type: string;
  data: { object: Record<string, unknown> & { id: string } };
}

export interface EventContext {
  at: string;
  logger: Logger;
  /** What the buyer sees of a card set up (setup_intent.succeeded), read from Stripe first. */
  methodLabel: string | null;
  /** The card a hosted Checkout session saved (checkout.session.completed, setup mode). */
  sessionMethod?: SavedPaymentMethod | null;
}

const Metadata = z.record(z.string(), z.string()).catch({});

const IntentSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  metadata: Metadata,
  last_payment_error: z
    .object({ code: z.string().nullish(), decline_code: z.string().nullish(), message: z.string().nullish() })
    .nullish(),
});

const SetupSchema = z.object({
  id: z.string(),
  customer: z.string().nullish(),
  payment_method: z.union([z.string(), z.object({ id: z.string() })]).nullish(),
  metadata: Metadata,
});

/** The card a SetupIntent saved, by id whether Stripe expanded it or not. */
export const setupMethodId = (object: Record<string, unknown>): string | null => {
  const parsed = SetupSchema.shape.payment_method.safeParse(object.payment_method);
  const value = parsed.success ? parsed.data : null;
  return typeof value === 'string' ? value : (value?.id ?? null);
};

const ChargeSchema = z.object({
  id: z.string(),
  payment_intent: z.string().nullish(),
  amount_refunded: z.number().int(),
  currency: z.string(),
  refunded: z.boolean(),
  metadata: Metadata,
});

/** Orders whose money a card payment's success takes from "waiting" to "paid". */
const UNPAID = new Set(['placed', 'awaiting_payment']);

type Trx = Transaction<Database>;

/** The event's object read by `schema`, or null (logged) when Stripe sent another shape. */
function objectOf<T>(schema: z.ZodType<T>, event: StripeEventInput, logger: Logger): T | null {
  const parsed = schema.safeParse(event.data.object);
  if (parsed.success) return parsed.data;
  logger.warn('stripe webhook: unexpected object shape', { event: event.id, type: event.type });
  return null;
}

async function orderOf(trx: Trx, orderId: string | undefined) {
  if (!orderId) return null;
  return (
    (await trx
      .selectFrom('orders')
      .select(['id', 'status', 'kind', 'total', 'currency'])
      .where('id', '=', orderId)
      .executeTakeFirst()) ?? null
  );
}

/** A payments row for what Stripe reports: the operation's own row when there is one. */
async function recordPayment(
  trx: Trx,
  row: {
    orderId: string;
    operation: 'capture' | 'refund';
    key: string;
    status: 'succeeded' | 'failed';
    amount: number;
    currency: string;
    externalId: string;
    error: string | null;
    at: string;
  },
): Promise<void> {
  const updated = await trx
    .updateTable('payments')
    .set({
      ...(row.status === 'succeeded' ? { status: 'succeeded', error: null } : { error: row.error }),
      updated_at: row.at,
    })
    .where('operation_key', '=', row.key)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) {
    await trx
      .updateTable('payments')
      .set({ external_id: row.externalId })
      .where('operation_key', '=', row.key)
      .where('external_id', 'is', null)
      .execute();
    return;
  }
  await trx
    .insertInto('payments')
    .values({
      id: newId('pa'),
      order_id: row.orderId,
      provider: 'stripe',
      operation: row.operation,
      operation_key: row.key,
      status: row.status,
      amount: row.amount,
      currency: row.currency.toUpperCase(),
      external_id: row.externalId,
      error: row.error,
      created_at: row.at,
      updated_at: row.at,
    })
    .execute();
}

async function paymentSucceeded(trx: Trx, event: StripeEventInput, { at, logger }: EventContext) {
  const intent = objectOf(IntentSchema, event, logger);
  if (!intent) return [];
  const order = await orderOf(trx, intent.metadata.order_id);
  if (!order) {
    logger.warn('stripe webhook: no order for the payment intent', { event: event.id, intent: intent.id });
    return [];
  }
  if (intent.amount !== order.total || intent.currency !== order.currency.toLowerCase()) {
    // Never mark an order paid by a payment of another amount: a person looks at it.
    logger.error('stripe webhook: the payment does not match the order', {
      event: event.id,
      order: order.id,
      intent: intent.id,
    });
    return [];
  }
  await recordPayment(trx, {
    orderId: order.id,
    operation: 'capture',
    key: operationKey('capture', order.id),
    status: 'succeeded',
    amount: intent.amount,
    currency: intent.currency,
    externalId: intent.id,
    error: null,
    at,
  });
  // An order already paid, or a pre-order charged at settlement, has nothing more to change.
  if (!UNPAID.has(order.status)) return [];
  const outcome = await applyOrderEvent(trx, {
    orderId: order.id,
    event: { type: 'mark_paid' },
    actor: 'system',
    actorUserId: null,
    at,
  });
  if (!outcome.ok) {
    logger.warn('stripe webhook: the order could not be marked paid', {
      order: order.id,
      refusal: outcome.refusal,
    });
    return [];
  }
  return [outcome.transition];
}

async function paymentFailed(trx: Trx, event: StripeEventInput, { at, logger }: EventContext) {
  const intent = objectOf(IntentSchema, event, logger);
  if (!intent) return [];
  const order = await orderOf(trx, intent.metadata.order_id);
  if (!order) {
    logger.warn('stripe webhook: no order for the failed payment', { event: event.id, intent: intent.id });
    return [];
  }
  const error = intent.last_payment_error?.code ?? 'payment_failed';
  const updated = await trx
    .updateTable('payments')
    .set({ error, updated_at: at })
    .where('order_id', '=', order.id)
    .where('external_id', '=', intent.id)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) {
    // A row of its own (keyed by the event), so the order's real operations stay free to run.
    await recordPayment(trx, {
      orderId: order.id,
      operation: 'capture',
      key: `event:${event.id}`,
      status: 'failed',
      amount: intent.amount,
      currency: intent.currency,
      externalId: intent.id,
      error,
      at,
    });
  }
  return [];
}

async function chargeRefunded(trx: Trx, event: StripeEventInput, { at, logger }: EventContext) {
  const charge = objectOf(ChargeSchema, event, logger);
  if (!charge) return [];
  let orderId = charge.metadata.order_id;
  if (!orderId && charge.payment_intent) {
    const payment = await trx
      .selectFrom('payments')
      .select('order_id')
      .where('external_id', '=', charge.payment_intent)
      .executeTakeFirst();
    orderId = payment?.order_id;
  }
  const order = await orderOf(trx, orderId);
  if (!order) {
    logger.warn('stripe webhook: no order for the refunded charge', { event: event.id, charge: charge.id });
    return [];
  }
  // A full refund is the order's refund (done here or in Stripe's dashboard): recording it
  // under the operation's key means the shop's own refund never sends the money back twice.
  await recordPayment(trx, {
    orderId: order.id,
    operation: 'refund',
    key: charge.refunded ? operationKey('refund', order.id) : `event:${event.id}`,
    status: 'succeeded',
    amount: charge.amount_refunded,
    currency: charge.currency,
    externalId: charge.payment_intent ?? charge.id,
    error: null,
    at,
  });
  return [];
}

/**
 * A pre-order card that needed 3-D Secure when it was saved: once the buyer passed it, the
 * order keeps the card and waits for its goal, as one saved at once does.
 */
async function setupSucceeded(trx: Trx, event: StripeEventInput, { at, logger, methodLabel }: EventContext) {
  const setup = objectOf(SetupSchema, event, logger);
  if (!setup) return [];
  const order = await orderOf(trx, setup.metadata.order_id);
  const method = setupMethodId(setup);
  if (!order || !method) {
    logger.warn('stripe webhook: no pre-order for the saved card', { event: event.id, setup: setup.id });
    return [];
  }
  if (order.kind !== 'preorder' || order.status !== 'placed') return [];
  const saved: SavedPaymentMethod = {
    provider: 'stripe',
    customer: setup.customer ?? null,
    method,
    label: methodLabel ?? 'Saved card',
  };
  await trx
    .updateTable('orders')
    .set({ payment_method: toJson(saved) })
    .where('id', '=', order.id)
    .execute();
  const outcome = await applyOrderEvent(trx, {
    orderId: order.id,
    event: { type: 'save_payment_method' },
    actor: 'system',
    actorUserId: null,
    at,
  });
  return outcome.ok ? [outcome.transition] : [];
}

const HANDLERS: Record<string, typeof paymentSucceeded> = {
  'payment_intent.succeeded': paymentSucceeded,
  'setup_intent.succeeded': setupSucceeded,
  'payment_intent.payment_failed': paymentFailed,
  'charge.refunded': chargeRefunded,
  // Stripe's hosted Checkout (the web checkout without a card of its own): by checkout id.
  'checkout.session.completed': (trx, event, context) =>
    sessionCompleted(trx, event.data.object, { ...context, sessionMethod: context.sessionMethod ?? null }),
  'checkout.session.async_payment_succeeded': (trx, event, context) =>
    sessionCompleted(trx, event.data.object, { ...context, sessionMethod: context.sessionMethod ?? null }),
  'checkout.session.expired': (trx, event, context) =>
    sessionExpired(trx, event.data.object, { ...context, sessionMethod: null }),
};

/** The event's effect; the order transitions it made, to announce after commit. */
export async function handleStripeEvent(
  trx: Trx,
  event: StripeEventInput,
  context: EventContext,
): Promise<OrderTransition[]> {
  const handler = HANDLERS[event.type];
  if (!handler) return [];
  return handler(trx, event, context);
}
