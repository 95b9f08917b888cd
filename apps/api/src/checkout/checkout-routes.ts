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
import { CheckoutAnswer, CheckoutBodySchema, IdempotencyHeaderSchema } from './checkout-schemas';
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

export const checkoutRoutes = (services: Services) => {
  const { db, clock } = services;

  /** The first result of this key, or 422 when the key was used for another body. */
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

  return new Hono<AppEnv>().post(
    '/',
    doc({
      summary: "Place the signed-in user's cart: one order per cart line",
      description:
        'Header `Idempotency-Key` (8-100 characters). Body: `addressId` (from the address book) or ' +
        '`address`, `contact` {name, email, phone?}, `paymentMethod?`. Every rule of 000 §5, §6, §9 is ' +
        'checked again and every price computed by the server; a refusal (422 with the code and ' +
        'the line, `cart_empty` for an empty cart) writes nothing. 201 the first time; the same key ' +
        'and body again answer 200 with the same ids; the same key with another body 422 ' +
        '`idempotency_key_reused`.',
      tags,
      auth: true,
      responses: { 200: CheckoutAnswer, 201: CheckoutAnswer },
      errors: [400, 404, 422],
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
      const earlier = await replay(auth.user.id, key, requestHash);
      if (earlier) return c.json(earlier, 200);

      const now = isoNow(clock);
      let placement;
      try {
        placement = await placeOrder(services, { auth, key, requestHash, body, now });
      } catch (error) {
        if (!(error instanceof KeyTaken)) throw error;
        // Another request with this key placed first: answer what it placed.
        const winner = await replay(auth.user.id, key, requestHash);
        if (!winner) throw error;
        return c.json(winner, 200);
      }
      const { payments, transitions } = await startPayments(services, placement, {
        userId: auth.user.id,
        email: body.contact.email,
        ...(body.paymentMethod === undefined ? {} : { paymentMethod: body.paymentMethod }),
      });
      await announceOrderTransitions(services, [
        ...placement.orders.map((order) => placementTransition(order, auth.user.id, now)),
        ...transitions,
      ]);
      const answer = await readCheckoutAnswer(services, { id: placement.checkoutId }, payments);
      return c.json(answer, 201);
    },
  );
};
