import type { PaymentSettings } from './payment-settings';
import type { PaymentProvider } from './provider';

/**
 * Bank transfer / FPS with manual confirmation (the default). Placing asks the buyer to pay to
 * the shop's FPS id or account with the order id as reference; a member of the producer marks
 * the order paid once the money is seen. Capture and refund are records of what the shop did by
 * hand (docs/commerce.md): nothing here can fail, and nothing is moved automatically.
 */
export function manualProvider(settings: PaymentSettings['bankTransfer']): PaymentProvider {
  const done = async () => ({ ok: true as const, externalId: null });
  return {
    name: 'manual',
    start: async (order) => ({
      kind: 'awaiting_payment',
      instructions: { fpsId: settings.fpsId, bankAccount: settings.bankAccount, reference: order.id },
    }),
    authorise: done,
    capture: done,
    void: done,
    refund: done,
  };
}
