import { FieldSchema } from '@atelier/schema';
import { z } from 'zod';
import { ORDER_STATUSES } from '../domain';

/**
 * The order read model's shapes in the OpenAPI document (order-read.ts builds the values).
 * Money is integer minor units of `currency`.
 */

const OrderStatusOut = z.enum(ORDER_STATUSES);
const OrderKindOut = z.enum(['instant', 'preorder', 'sample']);

const CreationRefOut = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  link: z.string(),
});

export const OrderSummaryOut = z
  .object({
    id: z.string(),
    status: OrderStatusOut,
    kind: OrderKindOut,
    createdAt: z.string(),
    updatedAt: z.string(),
    currency: z.string(),
    total: z.number().int(),
    pieces: z.number().int(),
    creation: CreationRefOut.nullable(),
  })
  .meta({ id: 'OrderSummary' });

export const OrderDetailOut = OrderSummaryOut.extend({
  lines: z.array(
    z.object({
      id: z.string(),
      size: z.string().nullable(),
      amount: z.number().int(),
      unitPrice: z.number().int(),
      price: z.number().int(),
      type: z.string(),
      properties: z.record(z.string(), z.unknown()),
      /** The saved design the line was made from (issue 20), or null. */
      designId: z.string().nullable(),
      /** The form the line was ordered with: it names the answers. */
      formFields: z.array(FieldSchema),
    }),
  ),
  shippingAddress: z.record(z.string(), z.unknown()).nullable(),
  contact: z.record(z.string(), z.unknown()).nullable(),
  tracking: z.object({ carrier: z.string(), number: z.string() }).nullable(),
  payment: z.object({
    provider: z.string(),
    instructions: z.object({ fpsId: z.string(), bankAccount: z.string(), reference: z.string() }).nullable(),
  }),
  timeline: z.array(
    z.object({
      seq: z.number().int(),
      event: z.string(),
      from: OrderStatusOut.nullable(),
      to: OrderStatusOut,
      actor: z.enum(['buyer', 'producer', 'system']),
      actorName: z.string().nullable(),
      at: z.string(),
      data: z.record(z.string(), z.unknown()),
    }),
  ),
  /** The events the buyer may ask for now (availableOrderEvents for 'buyer'). */
  actions: z.array(z.string()),
}).meta({ id: 'OrderDetail' });
