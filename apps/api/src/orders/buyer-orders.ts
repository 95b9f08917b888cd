import { Hono } from 'hono';
import { validator } from 'hono-openapi';
import { z } from 'zod';
import { requireAuth } from '../auth/guards';
import { availableOrderEvents } from '../domain';
import type { AppEnv, Services } from '../http/context';
import { ApiError, invalidInput, notFound } from '../http/errors';
import { doc } from '../http/openapi-doc';
import { validate } from '../http/validation';
import { isoNow } from '../lib/clock';
import { decodeCursor, encodeCursor } from '../queries/creations';
import { announceOrderTransitions } from './announce';
import { OrderDetailOut, OrderSummaryOut } from './order-read-schema';
import { listUserOrders, loadOrderDetail, orderStateOf } from './order-read';
import { applyOrderEvent, refusalError } from './order-transitions';

/**
 * /api/orders: the signed-in buyer's orders (issue 16). Another user's order answers 404, as
 * if it did not exist: ids reveal nothing. The buyer may cancel an order while no money is
 * held and confirm receipt of a shipped one; every change goes through the order machine.
 */

export const OrderListQuerySchema = z.object({
  cursor: z.string().min(1).max(300).optional(),
  limit: z.coerce.number().int().min(1).max(50).optional(),
});
const IdParam = z.object({ id: z.string().min(1).max(100) });

/** What a buyer may ask of an order. */
export const BuyerOrderEventSchema = z.object({ type: z.enum(['cancel', 'deliver']) }).strict();

const tags = ['Orders'];

export const buyerOrderRoutes = (services: Services) => {
  const { db, clock } = services;

  /** The order as its buyer sees it, or 404 for anyone else. */
  const ownOrder = async (id: string, userId: string) => {
    const detail = await loadOrderDetail(db, id, { bankTransfer: services.settings.payments.bankTransfer });
    if (!detail || detail.userId !== userId) throw notFound('That order');
    const { userId: _user, producerId: _producer, paymentTaken: _taken, inMachine, ...shown } = detail;
    const actions = inMachine ? (availableOrderEvents(orderStateOf(detail), 'buyer') as string[]) : [];
    return { ...shown, actions };
  };

  const routes = new Hono<AppEnv>()
    .get(
      '/',
      doc({
        summary: "The signed-in user's orders, newest first",
        description: 'Keyset paged: pass `nextCursor` as `cursor` for the next page (20 a page by default).',
        tags,
        auth: true,
        responses: {
          200: z.object({ items: z.array(OrderSummaryOut), nextCursor: z.string().nullable() }),
        },
        errors: [400],
      }),
      validate('query', OrderListQuerySchema),
      async (c) => {
        const auth = requireAuth(c);
        const { cursor: cursorText, limit = 20 } = c.req.valid('query');
        const cursor = cursorText ? decodeCursor(cursorText) : null;
        if (cursorText && !cursor)
          throw invalidInput([{ path: 'cursor', message: 'The cursor is not one this API gave.' }]);
        const { rows, more } = await listUserOrders(db, { userId: auth.user.id, cursor, limit });
        const last = rows.at(-1);
        return c.json(
          { items: rows, nextCursor: more && last ? encodeCursor({ t: last.createdAt, i: last.id }) : null },
          200,
        );
      },
    )
    .get(
      '/:id',
      doc({
        summary: 'One of your orders: lines, address, payment, timeline and what you may do',
        description:
          'While a bank-transfer order waits for its money, `payment.instructions` says where to pay ' +
          '(the order id is the reference). 404 for an order that is not yours.',
        tags,
        auth: true,
        responses: { 200: z.object({ order: OrderDetailOut }) },
        errors: [404],
      }),
      validate('param', IdParam),
      async (c) => {
        const auth = requireAuth(c);
        return c.json({ order: await ownOrder(c.req.valid('param').id, auth.user.id) }, 200);
      },
    )
    .post(
      '/:id/events',
      doc({
        summary: 'Cancel your order, or confirm you received it (body: type cancel | deliver)',
        description:
          '409 `illegal_transition` when the order cannot make this change in its status (nothing is ' +
          'written); 422 for any other type; 404 for an order that is not yours.',
        tags,
        auth: true,
        responses: { 200: z.object({ order: OrderDetailOut }) },
        errors: [404, 409, 422],
      }),
      validate('param', IdParam),
      // A type the buyer may not ask for is a rule broken, not a malformed request: 422.
      validator('json', BuyerOrderEventSchema, (result) => {
        if (!result.success)
          throw new ApiError(422, 'invalid_event', 'A buyer may only cancel an order or mark it received.', [
            { path: 'type', message: "Expected 'cancel' or 'deliver'" },
          ]);
      }),
      async (c) => {
        const auth = requireAuth(c);
        const { id } = c.req.valid('param');
        const { type } = c.req.valid('json');
        const outcome = await db.transaction().execute(async (trx) => {
          const owner = await trx
            .selectFrom('orders')
            .select('user_id')
            .where('id', '=', id)
            .executeTakeFirst();
          if (!owner || owner.user_id !== auth.user.id) throw notFound('That order');
          const result = await applyOrderEvent(trx, {
            orderId: id,
            event: { type },
            actor: 'buyer',
            actorUserId: auth.user.id,
            at: isoNow(clock),
          });
          if (!result.ok) throw refusalError(result.refusal);
          return result.transition;
        });
        await announceOrderTransitions(services, [outcome]);
        return c.json({ order: await ownOrder(id, auth.user.id) }, 200);
      },
    );
  return routes;
};
