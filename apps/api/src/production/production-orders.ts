import type { FormAnswerMap } from '@atelier/schema';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Database } from '../db/types';
import {
  ORDER_STATUSES,
  type OrderStatus,
  availableOrderEvents,
  isOrderStatus,
  sizeBreakdown,
  totalPieces,
} from '../domain';
import { fromJson } from '../lib/json';

/**
 * The orders of one producer, as its production queue reads them. An order belongs to the
 * producer in `orders.producer_id`; an order written before that column existed (producer_id
 * null) belongs to the producer of its creation, so older orders are not orphaned.
 */

type OrdersEb = ExpressionBuilder<Database & { o: Database['orders'] }, 'o'>;

export const ownedBy = (producerId: string) => (eb: OrdersEb) =>
  eb.or([
    eb('o.producer_id', '=', producerId),
    eb.and([
      eb('o.producer_id', 'is', null),
      eb.exists(
        eb
          .selectFrom('order_items as oi')
          .innerJoin('creations as c', 'c.id', 'oi.creation_id')
          .select('oi.id')
          .whereRef('oi.order_id', '=', 'o.id')
          .where('c.producer_id', '=', producerId),
      ),
    ]),
  ]);

export interface OrderRow {
  id: string;
  user_id: string;
  status: OrderStatus;
  kind: string;
  payment_taken: number;
  provider: string;
  currency: string;
  total: number;
  created_at: string;
  updated_at: string;
  creation_id: string | null;
  shipping_address: string | null;
  contact: string | null;
  tracking_carrier: string | null;
  tracking_number: string | null;
  buyer_name: string;
  buyer_at_name: string;
}

export interface ItemRow {
  order_id: string;
  creation_id: string;
  size: string | null;
  amount: number;
  price: number;
  unit_price: number;
  type: string;
  properties: string;
}

/** The producer's orders (only real statuses), newest first; one order when `orderId` is given. */
export async function producerOrders(
  db: Kysely<Database>,
  producerId: string,
  filter: { status?: OrderStatus; orderId?: string; limit?: number },
): Promise<{ orders: OrderRow[]; items: ItemRow[] }> {
  let query = db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select([
      'o.id',
      'o.user_id',
      'o.status',
      'o.kind',
      'o.payment_taken',
      'o.provider',
      'o.currency',
      'o.total',
      'o.created_at',
      'o.updated_at',
      'o.creation_id',
      'o.shipping_address',
      'o.contact',
      'o.tracking_carrier',
      'o.tracking_number',
      'u.name as buyer_name',
      'u.at_name as buyer_at_name',
    ])
    .where(ownedBy(producerId))
    .where('o.status', 'in', [...ORDER_STATUSES]);
  if (filter.status) query = query.where('o.status', '=', filter.status);
  if (filter.orderId) query = query.where('o.id', '=', filter.orderId);
  const rows = await query
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id')
    .limit(filter.limit ?? 500)
    .execute();
  const orders = rows.filter((row): row is OrderRow => isOrderStatus(row.status));
  const items = orders.length
    ? await db
        .selectFrom('order_items')
        .select(['order_id', 'creation_id', 'size', 'amount', 'price', 'unit_price', 'type', 'properties'])
        .where(
          'order_id',
          'in',
          orders.map((order) => order.id),
        )
        .orderBy('created_at')
        .orderBy('id')
        .execute()
    : [];
  return { orders, items };
}

/** How many of the producer's orders are in each status. */
export async function producerStatuses(db: Kysely<Database>, producerId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('orders as o')
    .select(['o.status', sql<number>`count(*)`.as('n')])
    .where(ownedBy(producerId))
    .groupBy('o.status')
    .execute();
  return rows.flatMap((row) => Array.from({ length: Number(row.n) }, () => row.status));
}

/** The parts of an order line every view shares: who, what sizes, which answers, what next. */
export function lineFacts(order: OrderRow, items: readonly ItemRow[]) {
  const own = items.filter((item) => item.order_id === order.id);
  // Every line of an order carries the same answers (they are part of the cart line's identity).
  const answers = fromJson<FormAnswerMap>(own[0]?.properties, {});
  const sizes = sizeBreakdown(own.map((item) => ({ size: item.size, amount: item.amount })));
  return {
    creationId: order.creation_id ?? own[0]?.creation_id ?? null,
    // Orders written before totals were stored (total 0) are worth the sum of their lines.
    total: order.total > 0 ? order.total : own.reduce((sum, item) => sum + item.price, 0),
    answers: answers && typeof answers === 'object' && !Array.isArray(answers) ? answers : {},
    sizes,
    pieces: totalPieces(sizes),
    actions: availableOrderEvents(
      {
        status: order.status,
        kind: order.kind === 'preorder' ? 'preorder' : 'instant',
        paymentTaken: order.payment_taken === 1,
      },
      'producer',
    ),
    tracking:
      order.tracking_carrier && order.tracking_number
        ? { carrier: order.tracking_carrier, number: order.tracking_number }
        : null,
  };
}
