import type { Services } from '../http/context';
import { isoNow } from '../lib/clock';
import { newId } from '../lib/ids';
import { manualProvider } from './manual-provider';
import type { OperationResult, PaymentOrder, PaymentProvider } from './provider';

/**
 * Money moves once (issue 16). Each operation has a key ("capture:{orderId}"); its payments
 * row is written before the provider is called, with that key unique in the database. A second
 * runner (a second server, a re-run) finds the row and does not call the provider again; a
 * runner that crashed mid-call leaves the row 'started', and the re-run calls the provider with
 * the same idempotency key, which the provider answers with the first call's result.
 */

export type PaymentOperation = 'authorise' | 'capture' | 'void' | 'refund';

export type RecordedOperation =
  | { ok: true; externalId: string | null; repeated: boolean }
  | { ok: false; error: string; retryable: boolean };

/** The provider `services.settings.payments` names. Stripe's is registered by stripe-provider. */
export function paymentProvider(services: Pick<Services, 'settings'>): PaymentProvider {
  const settings = services.settings.payments;
  const factory = settings.provider === 'stripe' ? stripeFactory : null;
  if (factory) return factory(settings);
  return manualProvider(settings.bankTransfer);
}

type ProviderFactory = (settings: Services['settings']['payments']) => PaymentProvider;
let stripeFactory: ProviderFactory | null = null;
/** Called once by the Stripe provider's module (keeps the Stripe SDK out of this file). */
export const registerStripeProvider = (factory: ProviderFactory): void => {
  stripeFactory = factory;
};

export const operationKey = (operation: PaymentOperation, orderId: string): string =>
  `${operation}:${orderId}`;

/** Runs `operation` for the order at most once, whatever runs it how many times. */
export async function runPaymentOperation(
  services: Pick<Services, 'db' | 'clock'>,
  provider: PaymentProvider,
  operation: PaymentOperation,
  order: PaymentOrder,
  call: (idempotencyKey: string) => Promise<OperationResult>,
): Promise<RecordedOperation> {
  const key = operationKey(operation, order.id);
  const now = isoNow(services.clock);
  const existing = await services.db
    .selectFrom('payments')
    .select(['status', 'external_id', 'error'])
    .where('operation_key', '=', key)
    .executeTakeFirst();
  if (existing?.status === 'succeeded') return { ok: true, externalId: existing.external_id, repeated: true };
  if (existing?.status === 'failed')
    return { ok: false, error: existing.error ?? 'failed', retryable: false };
  if (!existing) {
    const claimed = await services.db
      .insertInto('payments')
      .values({
        id: newId('pa'),
        order_id: order.id,
        provider: provider.name,
        operation,
        operation_key: key,
        status: 'started',
        amount: order.amount,
        currency: order.currency,
        external_id: null,
        error: null,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('operation_key').doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) {
      // Another runner claimed it between our read and insert: it makes the call, not us.
      return { ok: false, error: 'in_progress', retryable: true };
    }
  }
  const result = await call(key);
  await services.db
    .updateTable('payments')
    .set(
      result.ok
        ? {
            status: 'succeeded',
            external_id: result.externalId,
            error: null,
            updated_at: isoNow(services.clock),
          }
        : result.retryable
          ? { error: result.error, updated_at: isoNow(services.clock) }
          : { status: 'failed', error: result.error, updated_at: isoNow(services.clock) },
    )
    .where('operation_key', '=', key)
    .execute();
  return result.ok ? { ok: true, externalId: result.externalId, repeated: false } : result;
}
