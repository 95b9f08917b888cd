import type { Transaction } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/types';
import type { Logger } from '../../http/logger';
import { newId } from '../../lib/ids';
import { toJson } from '../../lib/json';
import { applyOrderEvent, type OrderTransition } from '../../orders/order-transitions';
import { operationKey } from '../payment-service';
import type { SavedPaymentMethod } from '../provider';

/**
 * What Stripe's hosted Checkout tells us (see stripe-checkout-session.ts), inside the webhook's
 * transaction: a session paid marks every order of its checkout paid (one succeeded capture row
 * per order, each the order's own total, all naming the one PaymentIntent); a session that
 * saved a card keeps it on every pre-order of the checkout, which then waits for its goal; an
 * expired session cancels the orders still waiting for it. Orders are found by the session's
 * `metadata.checkout_id`.
 */

type Trx = Transaction<Database>;

export interface SessionContext {
  at: string;
  logger: Logger;
  /** The card a setup-mode session saved, read from Stripe before the transaction. */
  sessionMethod: SavedPaymentMethod | null;
}

const idOf = z
  .union([z.string(), z.object({ id: z.string() })])
  .nullish()
  .transform((value) => (typeof value === 'string' ? value : (value?.id ?? null)));

export const SessionSchema = z.object({
  id: z.string(),
  mode: z.enum(['payment', 'setup', 'subscription']),
  payment_status: z.string().nullish(),
  amount_total: z.number().int().nullish(),
  currency: z.string().nullish(),
  payment_intent: idOf,
  setup_intent: idOf,
  customer: idOf,
  metadata: z.record(z.string(), z.string()).catch({}),
});
export type SessionObject = z.infer<typeof SessionSchema>;

const UNPAID = new Set(['placed', 'awaiting_payment']);

async function ordersOf(trx: Trx, checkoutId: string | undefined) {
  if (!checkoutId) return [];
  return trx
    .selectFrom('orders')
    .select(['id', 'status', 'kind', 'total', 'currency'])
    .where('checkout_id', '=', checkoutId)
    .where('provider', '=', 'stripe')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

const system = (orderId: string, at: string) => ({
  orderId,
  actor: 'system' as const,
  actorUserId: null,
  at,
});

async function sessionPaid(trx: Trx, session: SessionObject, { at, logger }: SessionContext) {
  const orders = await ordersOf(trx, session.metadata.checkout_id);
  if (orders.length === 0 || !session.payment_intent) {
    logger.warn('stripe webhook: no orders for the checkout session', { session: session.id });
    return [];
  }
  // A bank debit may complete the session before the money arrives: only 'paid' is money.
  if (session.payment_status !== 'paid') return [];
  const total = orders.reduce((sum, order) => sum + order.total, 0);
  const currency = orders[0]?.currency.toLowerCase();
  if (session.amount_total !== total || session.currency !== currency) {
    // Never mark orders paid by a payment of another amount: a person looks at it.
    logger.error('stripe webhook: the session does not match its orders', { session: session.id });
    return [];
  }
  const transitions: OrderTransition[] = [];
  for (const order of orders) {
    await trx
      .insertInto('payments')
      .values({
        id: newId('pa'),
        order_id: order.id,
        provider: 'stripe',
        operation: 'capture',
        operation_key: operationKey('capture', order.id),
        status: 'succeeded',
        amount: order.total,
        currency: order.currency,
        external_id: session.payment_intent,
        error: null,
        created_at: at,
        updated_at: at,
      })
      .onConflict((oc) => oc.column('operation_key').doNothing())
      .execute();
    if (!UNPAID.has(order.status)) continue;
    const outcome = await applyOrderEvent(trx, { ...system(order.id, at), event: { type: 'mark_paid' } });
    if (outcome.ok) transitions.push(outcome.transition);
    else logger.warn('stripe webhook: the order could not be marked paid', { order: order.id });
  }
  return transitions;
}

async function sessionSetUp(trx: Trx, session: SessionObject, { at, logger, sessionMethod }: SessionContext) {
  const orders = await ordersOf(trx, session.metadata.checkout_id);
  if (orders.length === 0 || !sessionMethod) {
    logger.warn('stripe webhook: no pre-orders or no card for the session', { session: session.id });
    return [];
  }
  const transitions: OrderTransition[] = [];
  for (const order of orders) {
    if (order.kind !== 'preorder' || order.status !== 'placed') continue;
    await trx
      .updateTable('orders')
      .set({ payment_method: toJson(sessionMethod) })
      .where('id', '=', order.id)
      .execute();
    const outcome = await applyOrderEvent(trx, {
      ...system(order.id, at),
      event: { type: 'save_payment_method' },
    });
    if (outcome.ok) transitions.push(outcome.transition);
  }
  return transitions;
}

/** `checkout.session.completed` (and `async_payment_succeeded`): paid, or the card saved. */
export async function sessionCompleted(trx: Trx, object: unknown, context: SessionContext) {
  const parsed = SessionSchema.safeParse(object);
  if (!parsed.success) {
    context.logger.warn('stripe webhook: unexpected checkout session shape');
    return [];
  }
  if (parsed.data.mode === 'payment') return sessionPaid(trx, parsed.data, context);
  if (parsed.data.mode === 'setup') return sessionSetUp(trx, parsed.data, context);
  return [];
}

/** `checkout.session.expired`: the buyer never paid; the orders still waiting are cancelled. */
export async function sessionExpired(trx: Trx, object: unknown, { at, logger }: SessionContext) {
  const parsed = SessionSchema.safeParse(object);
  if (!parsed.success) return [];
  const transitions: OrderTransition[] = [];
  for (const order of await ordersOf(trx, parsed.data.metadata.checkout_id)) {
    if (order.status !== 'placed') continue;
    const outcome = await applyOrderEvent(trx, { ...system(order.id, at), event: { type: 'cancel' } });
    if (outcome.ok) transitions.push(outcome.transition);
    else logger.warn('stripe webhook: the unpaid order could not be cancelled', { order: order.id });
  }
  return transitions;
}
