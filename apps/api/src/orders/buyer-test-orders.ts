import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { OrderEvent } from '../domain';
import { newId } from '../lib/ids';
import { toJson } from '../lib/json';
import { applyOrderEvent, recordPlacement } from './order-transitions';

/**
 * Test set-up: an order as checkout places it (one line of `amount` pieces), then walked
 * through the machine by `events`, each as the actor that may ask for it. Tests only.
 */
export async function placeTestOrder(
  db: Kysely<Database>,
  input: {
    userId: string;
    creationId: string;
    producerId: string;
    at: string;
    unitPrice?: number;
    amount?: number;
    properties?: Record<string, unknown>;
    events?: OrderEvent[];
  },
): Promise<string> {
  const id = newId('or');
  const unitPrice = input.unitPrice ?? 50_000;
  const amount = input.amount ?? 1;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('orders')
      .values({
        id,
        user_id: input.userId,
        status: 'placed',
        created_at: input.at,
        updated_at: input.at,
        creation_id: input.creationId,
        producer_id: input.producerId,
        kind: 'instant',
        provider: 'manual',
        currency: 'HKD',
        total: unitPrice * amount,
        shipping_address: toJson({
          recipient: 'Mei Chan',
          phone: '+852 5555 1234',
          line1: '1 Queen’s Road Central',
          city: 'Central',
          country: 'HK',
        }),
        contact: toJson({ name: 'Mei Chan', email: 'mei@example.test' }),
      })
      .execute();
    await trx
      .insertInto('order_items')
      .values({
        id: newId('oi'),
        order_id: id,
        creation_id: input.creationId,
        size: 'M',
        amount,
        price: unitPrice * amount,
        unit_price: unitPrice,
        type: 'instant-purchase',
        properties: toJson(input.properties ?? {}),
        created_at: input.at,
      })
      .execute();
    await recordPlacement(trx, { orderId: id, actorUserId: input.userId, at: input.at });
    for (const event of input.events ?? []) {
      const actor = event.type === 'await_payment' ? 'system' : 'producer';
      const result = await applyOrderEvent(trx, {
        orderId: id,
        event,
        actor,
        actorUserId: null,
        at: input.at,
      });
      if (!result.ok) throw new Error(`${event.type}: ${result.refusal}`);
    }
  });
  return id;
}

/** The events that bring a bank-transfer order bought now to each status. */
export const PATH_TO: Record<'awaiting_payment' | 'paid' | 'in_production' | 'shipped', OrderEvent[]> = {
  awaiting_payment: [{ type: 'await_payment' }],
  paid: [{ type: 'await_payment' }, { type: 'mark_paid' }],
  in_production: [{ type: 'await_payment' }, { type: 'mark_paid' }, { type: 'start_production' }],
  shipped: [
    { type: 'await_payment' },
    { type: 'mark_paid' },
    { type: 'start_production' },
    { type: 'ship', tracking: { carrier: 'SF Express', number: 'SF123456789' } },
  ],
};
