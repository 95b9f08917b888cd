import { sql } from 'kysely';
import type { OrderEvent } from '../domain';
import type { Services } from '../http/context';
import { fromJson, toJson } from '../lib/json';
import { applyOrderEvent, type OrderTransition } from '../orders/order-transitions';
import { runPaymentOperation } from '../payments/payment-service';
import type { PaymentOrder, PaymentProvider, SavedPaymentMethod } from '../payments/provider';

/**
 * Settles one order of an ended campaign: moves its money (at most once, by operation key)
 * and then applies the domain's events in one transaction of its own. Money is moved first
 * and the status second, so a crash in between leaves an order whose charge is recorded and
 * whose status has not moved: the next run finds the charge done and only moves the status.
 */

export type ProviderFor = (providerName: string) => PaymentProvider | null | Promise<PaymentProvider | null>;

export interface OrderSettled {
  orderId: string;
  /**
   * 'done': the events were applied; 'declined': the card was refused, the order cancelled;
   * 'retry': nothing changed, the next run tries again; 'skipped': the order had moved on.
   */
  result: 'done' | 'declined' | 'retry' | 'skipped';
  /** The money moved: 'charged' or 'refunded' (also when an earlier run did it: repeated). */
  money?: 'charged' | 'refunded';
  repeated?: boolean;
  to?: string;
  note?: string;
  transitions: OrderTransition[];
}

type SettleServices = Pick<Services, 'db' | 'clock'>;

export async function settleOrder(
  services: SettleServices,
  input: { orderId: string; events: readonly OrderEvent[]; now: Date; providerFor: ProviderFor },
): Promise<OrderSettled> {
  const { orderId } = input;
  const order = await services.db
    .selectFrom('orders')
    .select(['id', 'user_id', 'status', 'kind', 'payment_taken', 'provider', 'payment_method'])
    .select(['currency', 'total', 'contact'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order) return { orderId, result: 'skipped', note: 'order not found', transitions: [] };
  const first = input.events[0]?.type;
  const moves =
    first === 'reach_goal' && order.payment_taken !== 1
      ? ('capture' as const)
      : first === 'miss_goal' && order.payment_taken === 1
        ? ('refund' as const)
        : null;
  let money: OrderSettled['money'];
  let repeated: boolean | undefined;
  if (moves) {
    const provider = await input.providerFor(order.provider);
    if (!provider)
      return {
        orderId,
        result: 'retry',
        note: `payment provider '${order.provider}' is not configured`,
        transitions: [],
      };
    const paymentOrder: PaymentOrder = {
      id: order.id,
      userId: order.user_id,
      amount: order.total,
      currency: order.currency,
      kind: order.kind === 'sample' ? 'sample' : order.kind === 'preorder' ? 'preorder' : 'instant',
      contactEmail: fromJson<{ email?: unknown }>(order.contact, {}).email?.toString() ?? '',
    };
    const result =
      moves === 'capture'
        ? await runPaymentOperation(services, provider, 'capture', paymentOrder, (key) =>
            provider.capture(
              paymentOrder,
              fromJson<SavedPaymentMethod | null>(order.payment_method, null),
              key,
            ),
          )
        : await runPaymentOperation(services, provider, 'refund', paymentOrder, async (key) =>
            provider.refund(paymentOrder, await capturedId(services, order.id), key),
          );
    if (!result.ok) {
      if (result.retryable || moves === 'refund')
        // A refund refused is not the buyer's doing: the campaign waits, and the log says why.
        return { orderId, result: 'retry', note: `${moves} failed: ${result.error}`, transitions: [] };
      // A declined card: this order does not join the production run (issue 16).
      const cancelled = await applyEvents(services, orderId, [{ type: 'cancel' }], input.now, {
        reason: 'payment_declined',
        error: result.error,
      });
      return {
        ...cancelled,
        result: cancelled.result === 'done' ? 'declined' : cancelled.result,
        note: result.error,
      };
    }
    money = moves === 'capture' ? 'charged' : 'refunded';
    repeated = result.repeated;
  }
  const applied = await applyEvents(services, orderId, input.events, input.now, money ? { money } : {});
  if (applied.result === 'skipped' && money === 'charged') {
    // The buyer cancelled while the card was being charged: the money goes back at once.
    const provider = await input.providerFor(order.provider);
    const back = provider ? await giveBack(services, provider, order, input) : null;
    return {
      ...applied,
      result: back?.ok ? 'skipped' : 'retry',
      note: back?.ok ? 'cancelled while charged: refunded' : 'cancelled while charged: refund to retry',
    };
  }
  return { ...applied, ...(money ? { money, repeated } : {}) };
}

async function giveBack(
  services: SettleServices,
  provider: PaymentProvider,
  order: { id: string; user_id: string; total: number; currency: string; contact: string | null },
  input: { orderId: string },
) {
  const paymentOrder: PaymentOrder = {
    id: input.orderId,
    userId: order.user_id,
    amount: order.total,
    currency: order.currency,
    kind: 'preorder',
    contactEmail: fromJson<{ email?: unknown }>(order.contact, {}).email?.toString() ?? '',
  };
  return runPaymentOperation(services, provider, 'refund', paymentOrder, async (key) =>
    provider.refund(paymentOrder, await capturedId(services, order.id), key),
  );
}

/** The provider's id of the order's charge, if it was charged through one (a refund needs it). */
async function capturedId(services: SettleServices, orderId: string): Promise<string | null> {
  const row = await services.db
    .selectFrom('payments')
    .select('external_id')
    .where('order_id', '=', orderId)
    .where('operation', '=', 'capture')
    .where('status', '=', 'succeeded')
    .executeTakeFirst();
  return row?.external_id ?? null;
}

/** Applies the events in one transaction; a refusal (the order moved on) rolls all back. */
async function applyEvents(
  services: SettleServices,
  orderId: string,
  events: readonly OrderEvent[],
  now: Date,
  note: Record<string, unknown>,
): Promise<OrderSettled> {
  const at = now.toISOString();
  const refused = new Error('refused');
  const transitions: OrderTransition[] = [];
  try {
    await services.db.transaction().execute(async (trx) => {
      for (const event of events) {
        const outcome = await applyOrderEvent(trx, {
          orderId,
          event,
          actor: 'system',
          actorUserId: null,
          at,
        });
        if (!outcome.ok) throw refused;
        transitions.push(outcome.transition);
      }
      const last = transitions.at(-1);
      if (last && Object.keys(note).length > 0) {
        // Why the settlement did it (a declined card, the money moved), on the order's timeline.
        last.data = { ...last.data, settlement: note };
        await trx
          .updateTable('order_events')
          .set({ data: toJson(last.data) })
          .where('order_id', '=', orderId)
          .where('seq', '=', (eb) =>
            eb
              .selectFrom('order_events')
              .select(sql<number>`max(seq)`.as('seq'))
              .where('order_id', '=', orderId),
          )
          .execute();
      }
    });
  } catch (error) {
    if (error === refused)
      return { orderId, result: 'skipped', note: 'the order had moved on', transitions: [] };
    throw error;
  }
  return { orderId, result: 'done', to: transitions.at(-1)?.to, transitions };
}
