import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { requireAuth } from '../auth/guards';
import { answersKey } from '../domain';
import type { AppEnv, Services } from '../http/context';
import { ApiError } from '../http/errors';
import { doc } from '../http/openapi-doc';
import { validate } from '../http/validation';
import { isoNow } from '../lib/clock';
import { announceOrderTransitions } from '../orders/announce';
import { hostedCheckoutSession } from '../payments/stripe/stripe-checkout-session';
import {
  CheckoutAnswer,
  type CheckoutAnswerBody,
  CheckoutBodySchema,
  CheckoutOptions,
  IdempotencyHeaderSchema,
} from './checkout-schemas';
import { KeyTaken, placeOrder } from './place-order';
import { readCheckoutAnswer } from './replay';
import { placementTransition, startPayments } from './start-payment';

/**
 * Issue 16 POST /api/checkout: places the signed-in user's cart. Idempotent by the
 * Idempotency-Key header: the same key and body answer the first result (200), the same key
 * with another body is refused (422 `idempotency_key_reused`), and concurrent requests with
 * one key make one checkout (the database's unique (user, key) decides).
 */

/** The body's fingerprint: key order does not matter (the same canonical form as line answers). */
const hashOf = (body: unknown): string =>
  createHash('sha256')
    .update(answersKey(body as Record<string, never>))
    .digest('hex');

const tags = ['Checkout'];

/**
 * The answer pointing the buyer at Stripe's hosted page: every order still waiting for its
 * card (status placed) and the checkout's own payment say `redirect`.
 */
const withRedirect = (answer: CheckoutAnswerBody, url: string): CheckoutAnswerBody => ({
  ...answer,
  orders: answer.orders.map((order) =>
    order.status === 'placed' ? { ...order, payment: { kind: 'redirect', url } } : order,
  ),
  payment: { kind: 'redirect', url },
});

export const checkoutRoutes = (services: Services) => {
  const { db, clock } = services;

  /** The first result of this key, or 422 when the key was used for another body. */
  /**
   * With Stripe and no card sent, the buyer pays on Stripe's hosted page: its session is made
   * for the checkout (again for a replay: the same key answers the same session) while an
   * order still waits for it.
   */
  const hosted = async (
    answer: CheckoutAnswerBody,
    input: { origin: string; email: string },
  ): Promise<CheckoutAnswerBody> => {
    if (!answer.orders.some((order) => order.status === 'placed')) return answer;
    const session = await hostedCheckoutSession(services, { checkoutId: answer.checkout.id, ...input });
    return withRedirect(answer, session.url);
  };

  const replay = async (userId: string, key: string, requestHash: string) => {
    const existing = await db
      .selectFrom('checkouts')
      .selectAll()
      .where('user_id', '=', userId)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
    if (!existing) return null;
    if (existing.request_hash !== requestHash)
      throw new ApiError(
        422,
        'idempotency_key_reused',
        'This Idempotency-Key was used for another order: use a new key for a new order.',
      );
    return readCheckoutAnswer(services, existing);
  };

  return new Hono<AppEnv>()
    .get(
      '/options',
      doc({
        summary: 'How the checkout takes payment',
        description:
          '`provider`: `manual` (bank transfer / FPS, paid by hand) or `stripe` (cards on ' +
          "Stripe's hosted Checkout page). Public: it says nothing about anyone.",
        tags,
        responses: { 200: CheckoutOptions },
      }),
      (c) => c.json({ provider: services.settings.payments.provider }, 200),
    )
    .post(
      '/',
      doc({
        summary: "Place the signed-in user's cart: one order per cart line",
        description:
          'Header `Idempotency-Key` (8-100 characters). Body: `addressId` (from the address book) or ' +
          '`address`, `contact` {name, email, phone?}, `paymentMethod?`. Every rule of 000 §5, §6, §9 is ' +
          'checked again and every price computed by the server; a refusal (422 with the code and ' +
          'the line, `cart_empty` for an empty cart) writes nothing. 201 the first time; the same key ' +
          'and body again answer 200 with the same ids; the same key with another body 422 ' +
          '`idempotency_key_reused`. With Stripe and no `paymentMethod`, the orders are placed and ' +
          "`payment` is `{kind: 'redirect', url}`: Stripe's hosted Checkout, where the buyer pays (or " +
          'saves the card of pre-orders; a cart mixing both is refused 422 `payment_kinds_mixed`). ' +
          '503 `payment_unavailable` when Stripe cannot make the session: the orders are placed, and the ' +
          'same key again makes it.',
        tags,
        auth: true,
        responses: { 200: CheckoutAnswer, 201: CheckoutAnswer },
        errors: [400, 404, 422, 503],
      }),
      // A guest is told to sign in (401) before anything about the request is judged.
      async (c, next) => {
        requireAuth(c);
        await next();
      },
      validate('header', IdempotencyHeaderSchema),
      validate('json', CheckoutBodySchema),
      async (c) => {
        const auth = requireAuth(c);
        const key = c.req.valid('header')['idempotency-key'];
        const body = c.req.valid('json');
        const requestHash = hashOf(body);
        const isHosted = services.settings.payments.provider === 'stripe' && body.paymentMethod === undefined;
        const session = {
          origin: services.settings.publicOrigins[0] ?? new URL(c.req.url).origin,
          email: body.contact.email,
        };
        const answerOf = (answer: CheckoutAnswerBody) => (isHosted ? hosted(answer, session) : answer);
        const earlier = await replay(auth.user.id, key, requestHash);
        if (earlier) return c.json(await answerOf(earlier), 200);

        const now = isoNow(clock);
        let placement;
        try {
          placement = await placeOrder(services, {
            auth,
            key,
            requestHash,
            body,
            now,
            oneSessionKind: isHosted,
          });
        } catch (error) {
          if (!(error instanceof KeyTaken)) throw error;
          // Another request with this key placed first: answer what it placed.
          const winner = await replay(auth.user.id, key, requestHash);
          if (!winner) throw error;
          return c.json(await answerOf(winner), 200);
        }
        const placed = placement.orders.map((order) => placementTransition(order, auth.user.id, now));
        if (isHosted) {
          await announceOrderTransitions(services, placed);
          // Stripe away: the orders stay placed; the same key again makes the session.
          const answer = await hosted(
            await readCheckoutAnswer(services, { id: placement.checkoutId }),
            session,
          );
          return c.json(answer, 201);
        }
        const { payments, transitions } = await startPayments(services, placement, {
          userId: auth.user.id,
          email: body.contact.email,
          ...(body.paymentMethod === undefined ? {} : { paymentMethod: body.paymentMethod }),
        });
        await announceOrderTransitions(services, [...placed, ...transitions]);
        const answer = await readCheckoutAnswer(services, { id: placement.checkoutId }, payments);
        return c.json(answer, 201);
      },
    );
};
