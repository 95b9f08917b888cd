import { expect, it } from 'vitest';
import { createServices } from '../../app';
import { openDatabase } from '../../db/database';
import { paymentProvider } from '../payment-service';
import { defaultPaymentSettings } from '../payment-settings';

// Only the app is imported here (no Stripe module): building it must register the provider.
it('registers the Stripe provider wherever the app is built', async () => {
  const handle = openDatabase({ kind: 'sqlite', file: ':memory:' });
  const stripe = { secretKey: 'sk_test_x', webhookSecret: 'whsec_x', apiUrl: null };
  const services = createServices({
    db: handle.db,
    settings: { payments: { ...defaultPaymentSettings(), provider: 'stripe', stripe } },
  });
  expect(paymentProvider(services).name).toBe('stripe');
  // One SDK client per configuration, not one per call.
  expect(paymentProvider(services)).toBe(paymentProvider(services));
  await handle.close();
});
