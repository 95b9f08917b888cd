import type Stripe from 'stripe';
import type { Services } from '../../http/context';
import { fromJson } from '../../lib/json';
import { startRefusal } from './stripe-provider';
import { stripeClient, stripeCurrency, stripeFailure } from './stripe-client';

/**
 * Card payments from the web checkout without handling card data: Stripe's hosted Checkout.
 * One session per checkout: `mode: 'payment'` charges the orders bought now (one line item per
 * order, at the server's price), `mode: 'setup'` saves the card of pre-orders (nothing charged;
 * the settlement charges it off-session at the goal). The session carries
 * `metadata.checkout_id`, which is how the webhook finds its orders (one PaymentIntent may pay
 * several orders, so an `order_id` cannot be put on it).
 *
 * The idempotency key derives from the checkout id and every parameter from what is stored, so
 * a replayed checkout (the same Idempotency-Key) asks Stripe again and gets the same session.
 */

type SessionServices = Pick<Services, 'db' | 'settings'>;

export interface HostedSession {
  id: string;
  url: string;
}

/** Where the buyer comes back to: the first order's page, or the checkout when they give up. */
export const returnUrls = (origin: string, firstOrderId: string) => ({
  success_url: `${origin}/orders/${firstOrderId}?placed=1`,
  cancel_url: `${origin}/checkout`,
});

/** The name Stripe's page shows for an order: the creation's name as it was ordered, and sizes. */
function lineName(snapshot: string | null, sizes: string[]): string {
  const name = fromJson<{ name?: unknown }>(snapshot, {}).name;
  const title = typeof name === 'string' && name.trim() !== '' ? name.trim() : 'Made-to-order piece';
  return sizes.length > 0 ? `${title} (${sizes.join(', ')})` : title;
}

/**
 * The checkout's session, made (or, for the same checkout, found again) with the official SDK.
 * Throws the checkout's 503/422 refusal when Stripe cannot make it.
 */
export async function hostedCheckoutSession(
  services: SessionServices,
  input: { checkoutId: string; origin: string; email: string },
): Promise<HostedSession> {
  const settings = services.settings.payments.stripe;
  if (!settings) throw new Error('hosted checkout needs the Stripe settings');
  const orders = await services.db
    .selectFrom('orders')
    .select(['id', 'kind', 'total', 'currency', 'user_id'])
    .where('checkout_id', '=', input.checkoutId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const items = await services.db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select([
      'order_items.order_id',
      'order_items.size',
      'order_items.amount',
      'order_items.creation_snapshot',
    ])
    .where('orders.checkout_id', '=', input.checkoutId)
    .orderBy('order_items.id')
    .execute();
  const [first] = orders;
  if (!first) throw new Error(`checkout ${input.checkoutId} has no orders`);
  const stripe = stripeClient(settings);
  const metadata = { checkout_id: input.checkoutId, user_id: first.user_id };
  const key = `checkout-session:${input.checkoutId}`;
  const currency = stripeCurrency(first.currency);
  try {
    let session: Stripe.Checkout.Session;
    if (first.kind === 'preorder') {
      // A pre-order only saves the card, on a Customer, so the settlement can charge it later.
      const customer = await stripe.customers.create(
        { email: input.email, metadata },
        { idempotencyKey: `${key}:customer` },
      );
      session = await stripe.checkout.sessions.create(
        {
          mode: 'setup',
          currency,
          customer: customer.id,
          metadata,
          setup_intent_data: { metadata },
          ...returnUrls(input.origin, first.id),
        },
        { idempotencyKey: key },
      );
    } else {
      session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          customer_email: input.email,
          line_items: orders.map((order) => {
            const rows = items.filter((item) => item.order_id === order.id);
            const sizes = rows.map((row) => `${row.size ?? ''} × ${row.amount}`.trim());
            return {
              quantity: 1,
              price_data: {
                currency,
                unit_amount: order.total,
                product_data: { name: lineName(rows[0]?.creation_snapshot ?? null, sizes) },
              },
            };
          }),
          metadata,
          payment_intent_data: { metadata },
          ...returnUrls(input.origin, first.id),
        },
        { idempotencyKey: key },
      );
    }
    if (!session.url) throw new Error(`Stripe answered session ${session.id} without a url`);
    return { id: session.id, url: session.url };
  } catch (error) {
    throw startRefusal(stripeFailure(error));
  }
}
