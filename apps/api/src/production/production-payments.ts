import type { Services } from '../http/context';
import { ApiError } from '../http/errors';
import { paymentProvider, runPaymentOperation } from '../payments/payment-service';
import type { PaymentOrder } from '../payments/provider';
import { fromJson } from '../lib/json';

/**
 * The money side of a producer's order actions. Marking an order paid records the transfer the
 * shop saw as the order's 'capture' (manual provider: nothing moves, the row is the record);
 * a refund gives the money back through the provider, once per order whatever retries it.
 */

type PaymentServices = Pick<Services, 'db' | 'clock' | 'settings'>;

async function paymentOrder(services: PaymentServices, orderId: string): Promise<PaymentOrder> {
  const row = await services.db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select(['o.id', 'o.user_id', 'o.total', 'o.currency', 'o.kind', 'o.contact', 'u.email'])
    .where('o.id', '=', orderId)
    .executeTakeFirstOrThrow();
  const contact = fromJson<{ email?: unknown } | null>(row.contact, null);
  return {
    id: row.id,
    userId: row.user_id,
    amount: row.total,
    currency: row.currency,
    kind: row.kind === 'preorder' ? 'preorder' : row.kind === 'sample' ? 'sample' : 'instant',
    contactEmail: typeof contact?.email === 'string' ? contact.email : row.email,
  };
}

/** Records the hand-confirmed payment of a bank transfer / FPS order. */
export async function recordManualCapture(services: PaymentServices, orderId: string): Promise<void> {
  const provider = paymentProvider(services);
  const order = await paymentOrder(services, orderId);
  // The manual provider's capture is a record of what the shop saw: it cannot fail.
  await runPaymentOperation(services, provider, 'capture', order, (key) =>
    provider.capture(order, null, key),
  );
}

/** Gives an order's money back through the provider; throws 503 when the provider refuses. */
export async function refundThroughProvider(services: PaymentServices, orderId: string): Promise<void> {
  const provider = paymentProvider(services);
  const order = await paymentOrder(services, orderId);
  const captured = await services.db
    .selectFrom('payments')
    .select('external_id')
    .where('order_id', '=', orderId)
    .where('operation', '=', 'capture')
    .where('status', '=', 'succeeded')
    .executeTakeFirst();
  const result = await runPaymentOperation(services, provider, 'refund', order, (key) =>
    provider.refund(order, captured?.external_id ?? null, key),
  );
  if (!result.ok)
    throw new ApiError(
      503,
      'refund_failed',
      `The payment provider did not refund the order (${result.error}). Nothing was changed; try again.`,
    );
}
