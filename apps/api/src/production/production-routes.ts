import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Services } from '../http/context';
import { ApiError, notFound } from '../http/errors';
import { doc } from '../http/openapi-doc';
import { validate } from '../http/validation';
import { announceOrderTransitions } from '../orders/announce';
import { applyOrderEvent, refusalError } from '../orders/order-transitions';
import { ORDER_STATUSES, type OrderEvent, transitionOrder } from '../domain';
import { isoNow } from '../lib/clock';
import { requireProductionAccess } from './production-access';
import { lineFacts, producerOrders } from './production-orders';
import { recordManualCapture, refundThroughProvider } from './production-payments';
import { productionQueue } from './production-queue';
import { productionSheet } from './production-sheet';
import { orderPrintPlan, requestPrintFiles } from './print-files';

/**
 * /api/producers/{at_name}/production: a producer's production queue, the status changes its
 * members make to their orders, and each order's production sheet (issue 16). Members acting
 * in that producer's role only (production-access.ts); another producer's order is not found.
 */

const ParamSchema = z.object({ at_name: z.string().min(1).max(100) });
const OrderParamSchema = ParamSchema.extend({ orderId: z.string().min(1).max(100) });

export const QueueQuerySchema = z.object({ status: z.enum(ORDER_STATUSES).optional() }).strict();

/** What a producer may do to an order: the machine decides whether it may now. */
export const PRODUCER_EVENTS = [
  'mark_paid',
  'start_production',
  'ship',
  'deliver',
  'refund',
  'cancel',
] as const;

export const TrackingSchema = z.strictObject({
  carrier: z.string().max(100),
  number: z.string().max(100),
});

export const ProducerEventSchema = z.strictObject({
  type: z.enum(PRODUCER_EVENTS),
  /** Required to ship (422 without a carrier and number); refused with any other event. */
  tracking: TrackingSchema.optional(),
});

const LooseOut = z.looseObject({});
const tags = ['Production'];

export const productionRoutes = (services: Services) => {
  const { db, clock } = services;
  return new Hono<AppEnv>()
    .get(
      '/queue',
      doc({
        summary: "The producer's production queue by prebuild and creation, with counts per status",
        tags,
        auth: true,
        responses: { 200: LooseOut },
        errors: [400, 403, 404],
      }),
      validate('param', ParamSchema),
      validate('query', QueueQuerySchema),
      async (c) => {
        const { producer } = await requireProductionAccess(c, services, c.req.valid('param').at_name);
        const queue = await productionQueue(db, producer.id, c.req.valid('query').status);
        return c.json({ producer, ...queue }, 200);
      },
    )
    .post(
      '/orders/:orderId/events',
      doc({
        summary:
          "Change an order's status as its producer (mark paid, start production, ship, deliver, refund, cancel)",
        tags,
        auth: true,
        responses: { 200: LooseOut },
        errors: [400, 403, 404, 409, 422, 503],
      }),
      validate('param', OrderParamSchema),
      validate('json', ProducerEventSchema),
      async (c) => {
        const { at_name, orderId } = c.req.valid('param');
        const { auth, producer } = await requireProductionAccess(c, services, at_name);
        const body = c.req.valid('json');
        if (body.tracking && body.type !== 'ship')
          throw new ApiError(422, 'tracking_not_expected', 'Only shipping an order takes a tracking number.');
        const found = (await producerOrders(db, producer.id, { orderId, limit: 1 })).orders[0];
        if (!found) throw notFound('That order');
        const event: OrderEvent =
          body.type === 'ship'
            ? { type: 'ship', tracking: body.tracking ?? { carrier: '', number: '' } }
            : { type: body.type };
        const state = {
          status: found.status,
          kind: found.kind === 'preorder' ? ('preorder' as const) : ('instant' as const),
          paymentTaken: found.payment_taken === 1,
        };
        // Checked before any money moves, so a refused change writes nothing anywhere.
        const check = transitionOrder(state, event, 'producer');
        if (!check.ok) throw refusalError(check.refusal);
        if (body.type === 'mark_paid' && found.provider !== 'manual')
          throw new ApiError(
            409,
            'paid_by_provider',
            'This order is paid by card: it is marked paid when the payment provider confirms it.',
          );
        if (body.type === 'refund') await refundThroughProvider(services, found.id);
        const at = isoNow(clock);
        const outcome = await db.transaction().execute((trx) =>
          applyOrderEvent(trx, {
            orderId: found.id,
            event,
            actor: 'producer',
            actorUserId: auth.user.id,
            at,
          }),
        );
        if (!outcome.ok) throw refusalError(outcome.refusal);
        if (body.type === 'mark_paid') await recordManualCapture(services, found.id);
        await announceOrderTransitions(services, [outcome.transition]);
        const { orders, items } = await producerOrders(db, producer.id, { orderId: found.id, limit: 1 });
        const order = orders[0] ?? found;
        const facts = lineFacts(order, items);
        return c.json(
          { order: { id: order.id, status: order.status, tracking: facts.tracking, actions: facts.actions } },
          200,
        );
      },
    )
    .get(
      '/orders/:orderId/sheet',
      doc({
        summary:
          "An order's production sheet: model, materials per part, decals at print resolution, sizes, answers, address",
        tags,
        auth: true,
        responses: { 200: LooseOut },
        errors: [400, 403, 404],
      }),
      validate('param', OrderParamSchema),
      async (c) => {
        const { at_name, orderId } = c.req.valid('param');
        const { producer } = await requireProductionAccess(c, services, at_name);
        const sheet = await productionSheet(db, producer.id, orderId);
        if (!sheet) throw notFound('That order');
        return c.json({ producer, sheet }, 200);
      },
    )
    .get(
      '/orders/:orderId/print-files',
      doc({
        summary:
          "An order's print files (zip: a PNG per print area at its true size and DPI, a PDF sheet per line); 202 while they are built",
        tags,
        auth: true,
        responses: { 200: 'The zip (application/zip)', 202: LooseOut },
        errors: [400, 403, 404, 409, 422],
      }),
      validate('param', OrderParamSchema),
      async (c) => {
        const { at_name, orderId } = c.req.valid('param');
        const { producer } = await requireProductionAccess(c, services, at_name);
        const plan = await orderPrintPlan(services, producer.id, orderId);
        if (!plan) throw notFound('That order');
        if (!plan.print)
          throw new ApiError(409, 'no_print_areas', "This order's prebuild declares no print areas.");
        const files = await requestPrintFiles(services, plan);
        if (files.state === 'failed') throw new ApiError(422, 'print_files_failed', files.reason);
        if (files.state === 'building') {
          c.header('Retry-After', '2');
          return c.json({ status: 'building' }, 202);
        }
        return c.body(new Uint8Array(files.data), 200, {
          'Content-Type': 'application/zip',
          'Content-Disposition': `attachment; filename="${files.name}"`,
          'Cache-Control': 'private, no-store',
        });
      },
    );
};
