import { type Kysely, PostgresAdapter, sql, type Transaction } from 'kysely';
import type { Database } from '../db/types';
import {
  isOrderStatus,
  type OrderActor,
  type OrderEvent,
  type OrderKind,
  type OrderStatus,
  type TransitionRefusal,
  transitionOrder,
} from '../domain';
import { ApiError } from '../http/errors';
import { newId } from '../lib/ids';
import { toJson } from '../lib/json';

/**
 * The one way an order's status changes (issue 16). The domain's machine decides; this locks
 * the order, applies the result and records the transition (time, actor, from, to) in
 * `order_events`. A refused transition writes nothing.
 */

type Db = Kysely<Database> | Transaction<Database>;

/** A transition that happened: what notifications and e-mails are written from. */
export interface OrderTransition {
  orderId: string;
  userId: string;
  creationId: string | null;
  producerId: string | null;
  kind: OrderKind | 'sample';
  /** 'place' for the order's first status (recordPlacement). */
  event: OrderEvent['type'] | 'place';
  from: OrderStatus | null;
  to: OrderStatus;
  actor: OrderActor;
  actorUserId: string | null;
  at: string;
  data: Record<string, unknown>;
}

export type TransitionOutcome =
  { ok: true; transition: OrderTransition } | { ok: false; refusal: TransitionRefusal | 'not_found' };

/** The machine's kind of an order: a sample is paid and made like an order bought now. */
const machineKind = (kind: string): OrderKind => (kind === 'preorder' ? 'preorder' : 'instant');

/** Locks the order's row for the rest of the transaction (PostgreSQL; SQLite has one writer). */
export async function lockOrder(trx: Db, orderId: string): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select id from orders where id = ${orderId} for update`.execute(trx);
  }
}

/**
 * Applies `event` asked by `actor` to the order, inside the caller's transaction. Returns the
 * recorded transition, or the refusal (nothing written).
 */
export async function applyOrderEvent(
  trx: Db,
  input: { orderId: string; event: OrderEvent; actor: OrderActor; actorUserId: string | null; at: string },
): Promise<TransitionOutcome> {
  await lockOrder(trx, input.orderId);
  const order = await trx
    .selectFrom('orders')
    .select(['id', 'user_id', 'status', 'kind', 'payment_taken', 'creation_id', 'producer_id'])
    .where('id', '=', input.orderId)
    .executeTakeFirst();
  if (!order || !isOrderStatus(order.status)) return { ok: false, refusal: 'not_found' };
  const result = transitionOrder(
    { status: order.status, kind: machineKind(order.kind), paymentTaken: order.payment_taken === 1 },
    input.event,
    input.actor,
  );
  if (!result.ok) return result;
  const data: Record<string, unknown> =
    input.event.type === 'ship'
      ? {
          tracking: {
            carrier: input.event.tracking.carrier.trim(),
            number: input.event.tracking.number.trim(),
          },
        }
      : {};
  await trx
    .updateTable('orders')
    .set({
      status: result.state.status,
      payment_taken: result.state.paymentTaken ? 1 : 0,
      updated_at: input.at,
      ...(input.event.type === 'ship'
        ? {
            tracking_carrier: input.event.tracking.carrier.trim(),
            tracking_number: input.event.tracking.number.trim(),
          }
        : {}),
    })
    .where('id', '=', order.id)
    .execute();
  const last = await trx
    .selectFrom('order_events')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('order_id', '=', order.id)
    .executeTakeFirst();
  await trx
    .insertInto('order_events')
    .values({
      id: newId('oe'),
      order_id: order.id,
      seq: Number(last?.seq ?? 0) + 1,
      event: input.event.type,
      from_status: order.status,
      to_status: result.state.status,
      actor: input.actor,
      actor_user_id: input.actorUserId,
      data: toJson(data),
      created_at: input.at,
    })
    .execute();
  return {
    ok: true,
    transition: {
      orderId: order.id,
      userId: order.user_id,
      creationId: order.creation_id,
      producerId: order.producer_id,
      kind: order.kind === 'sample' ? 'sample' : machineKind(order.kind),
      event: input.event.type,
      from: order.status,
      to: result.state.status,
      actor: input.actor,
      actorUserId: input.actorUserId,
      at: input.at,
      data,
    },
  };
}

/** Records an order's first status ('placed') as its first event. */
export async function recordPlacement(
  trx: Db,
  input: { orderId: string; actorUserId: string; at: string },
): Promise<void> {
  await trx
    .insertInto('order_events')
    .values({
      id: newId('oe'),
      order_id: input.orderId,
      seq: 1,
      event: 'place',
      from_status: null,
      to_status: 'placed',
      actor: 'buyer',
      actor_user_id: input.actorUserId,
      data: '{}',
      created_at: input.at,
    })
    .execute();
}

/** The HTTP answer to a refused transition: 409 for an illegal one, 403 for the wrong actor. */
export function refusalError(refusal: TransitionRefusal | 'not_found'): ApiError {
  switch (refusal) {
    case 'not_found':
      return new ApiError(404, 'not_found', 'That order was not found.');
    case 'actor_not_allowed':
      return new ApiError(403, 'forbidden', 'You are not allowed to make this change to the order.');
    case 'tracking_required':
      return new ApiError(422, 'tracking_required', 'A shipped order needs its carrier and tracking number.');
    case 'illegal_transition':
      return new ApiError(
        409,
        'illegal_transition',
        'The order cannot make this change in its current status.',
      );
  }
}
