import { Hono } from 'hono';
import Stripe from 'stripe';
import { z } from 'zod';
import type { AppEnv, Services } from '../../http/context';
import { ApiError } from '../../http/errors';
import { doc } from '../../http/openapi-doc';
import { isoNow } from '../../lib/clock';
import { announceOrderTransitions } from '../../orders/announce';
import type { OrderTransition } from '../../orders/order-transitions';
import type { StripeSettings } from '../payment-settings';
import { cardLabel, stripeClient } from './stripe-client';
import { handleStripeEvent, setupMethodId, type StripeEventInput } from './stripe-events';
import { SessionSchema } from './stripe-session-events';
import type { SavedPaymentMethod } from '../provider';
// Registers the provider: building the app (which mounts these routes) makes it available.
import './stripe-provider';

/**
 * `POST /api/payments/stripe/webhook`: Stripe tells us what happened to a payment. The body is
 * read raw and verified with the endpoint's signing secret (STRIPE_WEBHOOK_SECRET) before
 * anything is read from it; a signature older than five minutes is refused, so a captured
 * request cannot be replayed later. A replayed event id is answered 200 without doing anything
 * twice: the event's row in `webhook_events` is written in the same transaction as its effect.
 *
 * No session, so the cookie-based CSRF check never applies to Stripe's calls (it sends no
 * cookie); the signature is what authenticates them.
 */

/** Stripe's own default: a signature is valid for five minutes. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const ReceivedSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });

/** The parts of a verified event this endpoint reads; anything else in it is ignored. */
const EventSchema = z.object({
  id: z.string().min(1).max(200),
  type: z.string().min(1).max(200),
  data: z.object({ object: z.looseObject({ id: z.string().min(1).max(200) }) }),
});

const badSignature = (message: string) => new ApiError(400, 'invalid_signature', message);

/**
 * "Visa ending 4242" for a card set up after 3-D Secure (the event names the card by id only).
 * Asked before the transaction, so no database lock waits on Stripe; null when Stripe is away.
 */
async function savedCardLabel(settings: StripeSettings, event: StripeEventInput): Promise<string | null> {
  if (event.type !== 'setup_intent.succeeded') return null;
  const method = setupMethodId(event.data.object);
  if (!method) return null;
  try {
    return cardLabel(await stripeClient(settings, { maxNetworkRetries: 1 }).paymentMethods.retrieve(method));
  } catch {
    return null;
  }
}

/**
 * The card a setup-mode Checkout session saved, with its label, read from its SetupIntent before
 * the transaction. Null when the event is another one; throws when Stripe cannot be asked, so
 * the webhook answers 5xx and Stripe delivers the event again later.
 */
async function sessionMethod(
  settings: StripeSettings,
  event: StripeEventInput,
): Promise<SavedPaymentMethod | null> {
  if (event.type !== 'checkout.session.completed') return null;
  const session = SessionSchema.safeParse(event.data.object);
  if (!session.success || session.data.mode !== 'setup' || !session.data.setup_intent) return null;
  const setup = await stripeClient(settings, { maxNetworkRetries: 1 }).setupIntents.retrieve(
    session.data.setup_intent,
    { expand: ['payment_method'] },
  );
  const method = setup.payment_method;
  if (!method) return null;
  const customer = typeof setup.customer === 'string' ? setup.customer : (setup.customer?.id ?? null);
  return {
    provider: 'stripe',
    customer: customer ?? session.data.customer,
    method: typeof method === 'string' ? method : method.id,
    label: typeof method === 'string' ? 'Saved card' : cardLabel(method),
  };
}

export const stripeWebhookRoutes = (services: Services) =>
  new Hono<AppEnv>().post(
    '/webhook',
    doc({
      summary: 'Stripe webhook (signed by Stripe)',
      description:
        'Events: payment_intent.succeeded, payment_intent.payment_failed, charge.refunded, ' +
        'setup_intent.succeeded (a pre-order card saved after 3-D Secure), ' +
        'checkout.session.completed, checkout.session.async_payment_succeeded and ' +
        "checkout.session.expired (Stripe's hosted Checkout, by `metadata.checkout_id`). The " +
        'Stripe-Signature header must verify with STRIPE_WEBHOOK_SECRET within 300 s (400 ' +
        'otherwise, nothing written). A replayed event answers 200 with `duplicate: true` and ' +
        'changes nothing. 404 when the Stripe provider is not configured.',
      tags: ['Payments'],
      responses: { 200: ReceivedSchema },
      errors: [400, 404],
    }),
    async (c) => {
      const stripeSettings = services.settings.payments.stripe;
      if (!stripeSettings) throw new ApiError(404, 'not_found', 'Stripe payments are not configured.');
      const signature = c.req.header('stripe-signature');
      if (!signature) throw badSignature('The Stripe-Signature header is missing.');
      const raw = new Uint8Array(await c.req.arrayBuffer());
      let verified: unknown;
      try {
        verified = Stripe.webhooks.constructEvent(
          raw,
          signature,
          stripeSettings.webhookSecret,
          SIGNATURE_TOLERANCE_SECONDS,
          undefined,
          // The API's clock (tests move it), in milliseconds as the SDK counts it.
          services.clock.now().getTime(),
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
          throw badSignature(
            'The Stripe signature does not verify (wrong secret, altered body, or older than 300 s).',
          );
        }
        throw badSignature('The webhook body is not a Stripe event.');
      }
      const parsed = EventSchema.safeParse(verified);
      if (!parsed.success) throw badSignature('The webhook body is not a Stripe event.');
      const event = parsed.data as StripeEventInput;

      const methodLabel = await savedCardLabel(stripeSettings, event);
      const savedBySession = await sessionMethod(stripeSettings, event);
      const at = isoNow(services.clock);
      const outcome = await services.db.transaction().execute(async (trx) => {
        const claimed = await trx
          .insertInto('webhook_events')
          .values({ provider: 'stripe', event_id: event.id, received_at: at })
          .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
          .executeTakeFirst();
        if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) {
          return { duplicate: true, transitions: [] as OrderTransition[] };
        }
        return {
          duplicate: false,
          transitions: await handleStripeEvent(trx, event, {
            at,
            logger: services.logger,
            methodLabel,
            sessionMethod: savedBySession,
          }),
        };
      });
      await announceOrderTransitions(services, outcome.transitions);
      return c.json({ received: true as const, duplicate: outcome.duplicate }, 200);
    },
  );
