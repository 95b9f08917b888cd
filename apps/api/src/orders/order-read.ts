import type { Field } from '@atelier/schema';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import {
  isOrderStatus,
  snapshotFormFields,
  type OrderActor,
  type OrderKind,
  type OrderState,
  type OrderStatus,
} from '../domain';
import { fromJson } from '../lib/json';
import type { PaymentSettings } from '../payments/payment-settings';
import type { ListCursor } from '../queries/creations';

/**
 * The order read model (issue 16): what an order page shows, whoever shows it. The buyer's
 * routes (buyer-orders.ts) check ownership before calling it; the producer's views reuse it.
 * Money is integer minor units of `currency`.
 */

type Db = Kysely<Database>;

export interface OrderCreationRef {
  id: string;
  name: string;
  /** The first media's address (or null: the page draws a placeholder). */
  image: string | null;
  /** The creation's page: /{at_name}/creation?creation_id={id}. */
  link: string;
}

export interface OrderSummary {
  id: string;
  status: OrderStatus;
  kind: OrderKind | 'sample';
  createdAt: string;
  updatedAt: string;
  currency: string;
  total: number;
  /** Pieces over every size. */
  pieces: number;
  creation: OrderCreationRef | null;
}

export interface OrderLine {
  id: string;
  size: string | null;
  amount: number;
  unitPrice: number;
  price: number;
  type: string;
  /** The customisation answers, keyed by field id. */
  properties: Record<string, unknown>;
  /** The saved design the line was made from (issue 20), or null. */
  designId: string | null;
  /** The form the line was ordered with (from its creation copy), which names the answers. */
  formFields: readonly Field[];
}

export interface OrderTimelineEntry {
  seq: number;
  event: string;
  from: OrderStatus | null;
  to: OrderStatus;
  actor: OrderActor;
  /** Who, in words: the producer's name for a producer, null for the buyer or the system. */
  actorName: string | null;
  at: string;
  data: Record<string, unknown>;
}

export interface OrderPayment {
  provider: string;
  /** Bank transfer / FPS details, only while a manual order waits for the money. */
  instructions: { fpsId: string; bankAccount: string; reference: string } | null;
}

export interface OrderDetail extends OrderSummary {
  /** False for a row from before the order machine ('pending'): no transition applies to it. */
  inMachine: boolean;
  userId: string;
  producerId: string | null;
  paymentTaken: boolean;
  lines: OrderLine[];
  shippingAddress: Record<string, unknown> | null;
  contact: Record<string, unknown> | null;
  tracking: { carrier: string; number: string } | null;
  payment: OrderPayment;
  timeline: OrderTimelineEntry[];
}

/**
 * The machine's status of a stored row. Rows from before the order machine said 'pending'
 * (placed, nothing paid): they read as 'placed'.
 */
const statusOf = (value: string): OrderStatus => (isOrderStatus(value) ? value : 'placed');
const kindOf = (value: string): OrderKind | 'sample' =>
  value === 'preorder' || value === 'sample' ? value : 'instant';
const actorOf = (value: string): OrderActor => (value === 'producer' || value === 'system' ? value : 'buyer');

/** The state the domain's machine reads (a sample is paid and made like an order bought now). */
export const orderStateOf = (order: Pick<OrderDetail, 'status' | 'kind' | 'paymentTaken'>): OrderState => ({
  status: order.status,
  kind: order.kind === 'preorder' ? 'preorder' : 'instant',
  paymentTaken: order.paymentTaken,
});

/** The placement event of an order stored without events (rows from before the machine). */
const placementOf = (row: { id: string; user_id: string; created_at: string }) => ({
  id: `${row.id}:place`,
  order_id: row.id,
  seq: 1,
  event: 'place',
  from_status: null,
  to_status: 'placed',
  actor: 'buyer',
  actor_user_id: row.user_id,
  data: '{}',
  created_at: row.created_at,
});

interface OrderRowLike {
  id: string;
  status: string;
  kind: string;
  created_at: string;
  updated_at: string;
  currency: string;
  total: number;
  creation_id: string | null;
}

/** Each order's creation (older rows name it only on their items) and pieces, in one pass each. */
async function summariesOf(db: Db, rows: readonly OrderRowLike[]): Promise<OrderSummary[]> {
  if (rows.length === 0) return [];
  const items = await db
    .selectFrom('order_items')
    .select(['order_id', 'creation_id', 'amount', 'price'])
    .where(
      'order_id',
      'in',
      rows.map((row) => row.id),
    )
    .execute();
  const creationIdOf = (row: OrderRowLike) =>
    row.creation_id ?? items.find((item) => item.order_id === row.id)?.creation_id ?? null;
  const creationIds = [...new Set(rows.map(creationIdOf).filter((id): id is string => id !== null))];
  const [creations, media] =
    creationIds.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .selectFrom('creations')
            .innerJoin('users', 'users.id', 'creations.user_id')
            .select(['creations.id', 'creations.name', 'users.at_name'])
            .where('creations.id', 'in', creationIds)
            .execute(),
          db
            .selectFrom('creation_media')
            .select(['creation_id', 'url'])
            .where('creation_id', 'in', creationIds)
            .orderBy('position')
            .execute(),
        ]);
  return rows.map((row) => {
    const own = items.filter((item) => item.order_id === row.id);
    const creationId = creationIdOf(row);
    const creation = creations.find((entry) => entry.id === creationId);
    return {
      id: row.id,
      status: statusOf(row.status),
      kind: kindOf(row.kind),
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      currency: row.currency,
      // Orders from before totals were stored carry 0: their lines say what was paid.
      total: row.total > 0 ? row.total : own.reduce((sum, item) => sum + item.price, 0),
      pieces: own.reduce((sum, item) => sum + item.amount, 0),
      creation: creation
        ? {
            id: creation.id,
            name: creation.name,
            image: media.find((entry) => entry.creation_id === creation.id)?.url ?? null,
            link: `/${creation.at_name}/creation?creation_id=${encodeURIComponent(creation.id)}`,
          }
        : null,
    };
  });
}

/** One page of a user's orders, newest first, keyset paged on (created_at, id). */
export async function listUserOrders(
  db: Db,
  input: { userId: string; cursor: ListCursor | null; limit: number },
): Promise<{ rows: OrderSummary[]; more: boolean }> {
  let query = db
    .selectFrom('orders')
    .select(['id', 'status', 'kind', 'created_at', 'updated_at', 'currency', 'total', 'creation_id'])
    .where('user_id', '=', input.userId);
  const cursor = input.cursor;
  if (cursor)
    query = query.where((eb) =>
      eb.or([
        eb('created_at', '<', cursor.t),
        eb.and([eb('created_at', '=', cursor.t), eb('id', '<', cursor.i)]),
      ]),
    );
  const rows = await query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(input.limit + 1)
    .execute();
  return { rows: await summariesOf(db, rows.slice(0, input.limit)), more: rows.length > input.limit };
}

/**
 * One order as its page shows it, or null when there is none. No ownership check here: the
 * caller decides who may see it. `bankTransfer` fills the manual provider's instructions.
 */
export async function loadOrderDetail(
  db: Db,
  orderId: string,
  options: { bankTransfer?: PaymentSettings['bankTransfer'] } = {},
): Promise<OrderDetail | null> {
  const row = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!row) return null;
  const [summary] = await summariesOf(db, [row]);
  const [items, events, producer] = await Promise.all([
    db
      .selectFrom('order_items')
      .selectAll()
      .where('order_id', '=', row.id)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db.selectFrom('order_events').selectAll().where('order_id', '=', row.id).orderBy('seq').execute(),
    row.producer_id
      ? db.selectFrom('producers').select('name').where('id', '=', row.producer_id).executeTakeFirst()
      : Promise.resolve(undefined),
  ]);
  const status = statusOf(row.status);
  const waitsForTransfer = row.provider === 'manual' && status === 'awaiting_payment';
  return {
    ...summary!,
    inMachine: isOrderStatus(row.status),
    userId: row.user_id,
    producerId: row.producer_id,
    paymentTaken: row.payment_taken === 1,
    lines: items.map((item) => ({
      id: item.id,
      size: item.size,
      amount: item.amount,
      // Older rows carry no unit price: the line's price shared over its pieces.
      unitPrice: item.unit_price > 0 ? item.unit_price : Math.round(item.price / Math.max(1, item.amount)),
      price: item.price,
      type: item.type,
      properties: fromJson<Record<string, unknown>>(item.properties, {}),
      designId: item.design_id ?? null,
      formFields: snapshotFormFields(fromJson<unknown>(item.creation_snapshot, null)),
    })),
    shippingAddress: fromJson<Record<string, unknown> | null>(row.shipping_address, null),
    contact: fromJson<Record<string, unknown> | null>(row.contact, null),
    tracking:
      row.tracking_carrier && row.tracking_number
        ? { carrier: row.tracking_carrier, number: row.tracking_number }
        : null,
    payment: {
      provider: row.provider,
      instructions:
        waitsForTransfer && options.bankTransfer
          ? {
              fpsId: options.bankTransfer.fpsId,
              bankAccount: options.bankTransfer.bankAccount,
              reference: row.id,
            }
          : null,
    },
    // An order from before the timeline still shows when it was placed.
    timeline: (events.length > 0 ? events : [placementOf(row)]).map((event) => {
      const actor = actorOf(event.actor);
      return {
        seq: event.seq,
        event: event.event,
        from: event.from_status === null ? null : statusOf(event.from_status),
        to: statusOf(event.to_status),
        actor,
        actorName: actor === 'producer' ? (producer?.name ?? null) : null,
        at: event.created_at,
        data: fromJson<Record<string, unknown>>(event.data, {}),
      };
    }),
  };
}
