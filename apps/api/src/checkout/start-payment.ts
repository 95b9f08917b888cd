import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { Services } from '../http/context';
import { isoNow } from '../lib/clock';
import { newId } from '../lib/ids';
import { toJson } from '../lib/json';
import { applyOrderEvent, type OrderTransition } from '../orders/order-transitions';
import { operationKey, paymentProvider } from '../payments/payment-service';
import type { StartOutcome } from '../payments/provider';
import type { PaymentAnswer } from './checkout-schemas';
import type { Placement, PlacedOrder } from './place-order';

/**
 * Issue 16: after the placement commits, each order's payment starts with the configured
 * provider and its outcome moves the order through the machine (system actor): a transfer to
 * wait for, money captured, a method saved for a pre-order, or a card that needs the buyer.
 */

type PaymentServices = Pick<Services, 'db' | 'clock' | 'settings' | 'logger'>;

/** The transition that placing recorded (recordPlacement), for the announcements. */
export const placementTransition = (order: PlacedOrder, userId: string, at: string): OrderTransition => ({
  orderId: order.id,
  userId,
  creationId: order.creationId,
  producerId: order.producerId,
  kind: order.kind,
  event: 'place',
  from: null,
  to: 'placed',
  actor: 'buyer',
  actorUserId: userId,
  at,
  data: {},
});

async function applyOutcome(
  services: PaymentServices,
  order: PlacedOrder,
  provider: string,
  outcome: StartOutcome,
): Promise<OrderTransition | null> {
  const at = isoNow(services.clock);
  return services.db.transaction().execute(async (trx) => {
    const system = { orderId: order.id, actor: 'system' as const, actorUserId: null, at };
    switch (outcome.kind) {
      case 'requires_action':
        return null;
      case 'awaiting_payment': {
        const result = await applyOrderEvent(trx, { ...system, event: { type: 'await_payment' } });
        return result.ok ? result.transition : null;
      }
      case 'captured': {
        const result = await applyOrderEvent(trx, { ...system, event: { type: 'mark_paid' } });
        if (!result.ok) return null;
        await recordCapture(trx, order, provider, outcome.externalId, at);
        return result.transition;
      }
      case 'method_saved': {
        const result = await applyOrderEvent(trx, { ...system, event: { type: 'save_payment_method' } });
        if (!result.ok) return null;
        await trx
          .updateTable('orders')
          .set({ payment_method: toJson(outcome.method) })
          .where('id', '=', order.id)
          .execute();
        return result.transition;
      }
    }
  });
}

/** The capture as a succeeded payments row (its unique key keeps it from being taken twice). */
async function recordCapture(
  trx: Kysely<Database>,
  order: PlacedOrder,
  provider: string,
  externalId: string,
  at: string,
): Promise<void> {
  await trx
    .insertInto('payments')
    .values({
      id: newId('pa'),
      order_id: order.id,
      provider,
      operation: 'capture',
      operation_key: operationKey('capture', order.id),
      status: 'succeeded',
      amount: order.total,
      currency: 'HKD',
      external_id: externalId,
      error: null,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.column('operation_key').doNothing())
    .execute();
}

const answerOf = (outcome: StartOutcome): PaymentAnswer => {
  switch (outcome.kind) {
    case 'awaiting_payment':
      return { kind: outcome.kind, instructions: outcome.instructions };
    case 'requires_action':
      return { kind: outcome.kind, clientSecret: outcome.clientSecret };
    default:
      return { kind: outcome.kind };
  }
};

/**
 * Starts every order's payment; returns each order's payment answer and the transitions made.
 * A provider that fails leaves its order 'placed' (the shop sees it; the buyer may pay later).
 */
export async function startPayments(
  services: PaymentServices,
  placement: Placement,
  input: { userId: string; email: string; paymentMethod?: string },
): Promise<{ payments: Map<string, PaymentAnswer>; transitions: OrderTransition[] }> {
  const provider = paymentProvider(services);
  const payments = new Map<string, PaymentAnswer>();
  const transitions: OrderTransition[] = [];
  for (const order of placement.orders) {
    try {
      const outcome = await provider.start(
        {
          id: order.id,
          userId: input.userId,
          amount: order.total,
          currency: placement.currency,
          kind: order.kind,
          contactEmail: input.email,
        },
        input.paymentMethod === undefined ? {} : { paymentMethod: input.paymentMethod },
        `start:${order.id}`,
      );
      const transition = await applyOutcome(services, order, provider.name, outcome);
      if (transition) transitions.push(transition);
      payments.set(order.id, answerOf(outcome));
    } catch (error) {
      services.logger.error('Starting the payment failed', { orderId: order.id, error: String(error) });
      payments.set(order.id, { kind: 'pending' });
    }
  }
  return { payments, transitions };
}
