import type { Services } from '../http/context';
import { fromJson } from '../lib/json';
import type { CheckoutAnswerBody, PaymentAnswer } from './checkout-schemas';

/**
 * The answer of a checkout, read back from what was stored: the same shape for the first
 * placement (with the payment outcomes it just had) and for a replay of its key.
 */

type Kind = 'instant' | 'preorder' | 'sample';

/** What an order's status says of its payment, when the provider's answer is not at hand. */
function paymentOfStatus(
  services: Pick<Services, 'settings'>,
  order: { id: string; status: string; payment_method: string | null },
): PaymentAnswer {
  const { bankTransfer } = services.settings.payments;
  switch (order.status) {
    case 'awaiting_payment':
      return {
        kind: 'awaiting_payment',
        instructions: {
          fpsId: bankTransfer.fpsId,
          bankAccount: bankTransfer.bankAccount,
          reference: order.id,
        },
      };
    case 'placed':
      return { kind: 'pending' };
    case 'awaiting_goal':
      return order.payment_method ? { kind: 'method_saved' } : { kind: 'captured' };
    default:
      return { kind: 'captured' };
  }
}

export async function readCheckoutAnswer(
  services: Pick<Services, 'db' | 'settings'>,
  checkout: { id: string },
  payments: Map<string, PaymentAnswer> = new Map(),
): Promise<CheckoutAnswerBody> {
  const { db } = services;
  const [row, orders, items] = await Promise.all([
    db
      .selectFrom('checkouts')
      .select(['id', 'total', 'currency'])
      .where('id', '=', checkout.id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('orders')
      .select(['id', 'status', 'kind', 'creation_id', 'total', 'currency', 'payment_method', 'created_at'])
      .where('checkout_id', '=', checkout.id)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('order_items')
      .innerJoin('orders', 'orders.id', 'order_items.order_id')
      .select([
        'order_items.order_id',
        'order_items.size',
        'order_items.amount',
        'order_items.unit_price',
        'order_items.price',
        'order_items.properties',
      ])
      .where('orders.checkout_id', '=', checkout.id)
      .orderBy('order_items.id')
      .execute(),
  ]);
  const answers = orders.map((order) => ({
    id: order.id,
    status: order.status,
    kind: order.kind as Kind,
    creation_id: order.creation_id ?? '',
    total: order.total,
    currency: order.currency,
    items: items
      .filter((item) => item.order_id === order.id)
      .map((item) => ({
        size: item.size,
        amount: item.amount,
        unit_price: item.unit_price,
        price: item.price,
        properties: fromJson<Record<string, unknown>>(item.properties, {}),
      })),
    payment: payments.get(order.id) ?? paymentOfStatus(services, order),
  }));
  return {
    checkout: { id: row.id, total: row.total, currency: row.currency },
    orders: answers,
    payment: answers[0]?.payment ?? { kind: 'pending' },
  };
}
