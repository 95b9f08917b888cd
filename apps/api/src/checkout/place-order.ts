import type { CartQuantity, FormAnswerMap, PurchaseType, ShippingAddress } from '@atelier/schema';
import { type Kysely, PostgresAdapter, sql, type Transaction } from 'kysely';
import type { Database } from '../db/types';
import {
  availableSizes,
  cartPriceSource,
  checkOrderLine,
  isCreationOnSale,
  orderKindOf,
  orderLinePrice,
  ownerActions,
  preorderStatus,
} from '../domain';
import type { AuthState, Services } from '../http/context';
import { ApiError, said } from '../http/errors';
import { newId } from '../lib/ids';
import { fromJson, toJson } from '../lib/json';
import { recordPlacement } from '../orders/order-transitions';
import { canReadCreation } from '../creations/access';
import { findCreation, loadCreationDetail } from '../queries/creations';
import type { CartItemsTable } from '../db/types';
import type { Selectable } from 'kysely';
import { ownAddress } from './addresses';
import type { CheckoutBody } from './checkout-schemas';
import { assertLineAnswers, creationForm, storedAnswers } from './line-answers';

/**
 * Issue 16 placement, in one transaction: the checkout row (its unique (user, key) decides
 * which of two concurrent requests places), every cart line re-checked and re-priced from the
 * domain, one order per line with one order item per size, the placement event, and the cart
 * emptied. Any refusal throws, so the transaction rolls back and nothing is written.
 */

type Db = Kysely<Database> | Transaction<Database>;

/** Thrown inside the transaction when another request holds the key: roll back, replay theirs. */
export class KeyTaken extends Error {
  constructor() {
    super('idempotency key taken');
  }
}

export interface PlacedOrder {
  id: string;
  kind: 'instant' | 'preorder' | 'sample';
  creationId: string;
  producerId: string | null;
  total: number;
}

export interface Placement {
  checkoutId: string;
  total: number;
  currency: string;
  orders: PlacedOrder[];
}

/** Pieces of the creation already ordered and still standing (not cancelled or refunded). */
async function orderedPieces(trx: Db, creationId: string): Promise<number> {
  const row = await trx
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select((eb) => eb.fn.sum<number | string | null>('order_items.amount').as('pieces'))
    .where('order_items.creation_id', '=', creationId)
    .where('orders.status', 'not in', ['cancelled', 'refunded', 'pending'])
    .executeTakeFirst();
  return Number(row?.pieces ?? 0);
}

const sizeRows = (quantity: CartQuantity) =>
  (Array.isArray(quantity) ? quantity : [quantity]).filter((entry) => entry.amount > 0);

/**
 * Issue 19: every line whose creation went off sale (unpublished, deleted, gone), named at once
 * (422 `not_orderable`, an issue per line and `cartItemIds`), so the shopper removes them all
 * in one go; the first one is also `cartItemId`, as for the other refusals.
 */
async function refuseUnavailableLines(trx: Db, lines: readonly Selectable<CartItemsTable>[]): Promise<void> {
  const ids = [...new Set(lines.map((line) => line.creation_id))];
  const rows = await trx
    .selectFrom('creations')
    .select(['id', 'is_draft', 'is_deleted'])
    .where('id', 'in', ids)
    .execute();
  const unavailable = lines
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => !isCreationOnSale(rows.find((row) => row.id === line.creation_id)));
  if (unavailable.length === 0) return;
  const message = 'This creation is no longer available.';
  throw new ApiError(
    422,
    'not_orderable',
    said('checkout.linesUnavailable'),
    unavailable.map(({ index }) => ({ path: `cart.${index}`, message })),
    {
      cartItemId: unavailable[0]!.line.id,
      cartItemIds: unavailable.map(({ line }) => line.id),
    },
  );
}

export async function placeOrder(
  services: Pick<Services, 'db' | 'clock' | 'settings'>,
  input: {
    auth: AuthState;
    key: string;
    requestHash: string;
    body: CheckoutBody;
    now: string;
    /** Stripe's hosted page pays or saves, not both: refuse a cart of pre-orders and others. */
    oneSessionKind?: boolean;
  },
): Promise<Placement> {
  const { auth, body, now } = input;
  const userId = auth.user.id;
  return services.db.transaction().execute(async (trx) => {
    const checkoutId = newId('co');
    const provider = services.settings.payments.provider;
    // The unique (user_id, idempotency_key) decides: a second request with this key waits here
    // (PostgreSQL) or runs after this one (SQLite), finds the row, and replays it instead.
    const claimed = await trx
      .insertInto('checkouts')
      .values({
        id: checkoutId,
        user_id: userId,
        idempotency_key: input.key,
        request_hash: input.requestHash,
        provider,
        currency: 'HKD',
        total: 0,
        shipping_address: '{}',
        contact: toJson(body.contact),
        created_at: now,
      })
      .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) throw new KeyTaken();

    // The same lock the cart's add takes: no line slips in or out while the cart is placed.
    if (trx.getExecutor().adapter instanceof PostgresAdapter)
      await sql`select pg_advisory_xact_lock(hashtext(${`cart:${userId}`}))`.execute(trx);

    const address: ShippingAddress = body.addressId
      ? fromJson<ShippingAddress>((await ownAddress(trx, userId, body.addressId)).data, {} as ShippingAddress)
      : (body.address as ShippingAddress);

    const lines = await trx
      .selectFrom('cart_items')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    // 000 §5: 'Your cart is empty'.
    if (lines.length === 0) throw new ApiError(422, 'cart_empty', said('cart.empty'));

    await refuseUnavailableLines(trx, lines);

    const orders: PlacedOrder[] = [];
    for (const [index, line] of lines.entries()) {
      const type = line.type as PurchaseType;
      const quantity = fromJson<CartQuantity>(line.quantity, { size: 'M', amount: 1 });
      const answers: FormAnswerMap = storedAnswers(line.properties);
      const row = await findCreation(trx, line.creation_id);
      const creation =
        row && canReadCreation(row, auth)
          ? await loadCreationDetail(trx, row, userId, services.clock.now(), { prebuildAssets: false })
          : null;
      const refuse = (code: string, message: string) =>
        new ApiError(422, code, message, [{ path: `cart.${index}`, message }], { cartItemId: line.id });
      if (!row || !creation) throw refuse('not_orderable', 'A creation in your cart is no longer available.');
      const [prebuild] = creation.prebuilds;
      const check = checkOrderLine({
        type,
        quantity,
        creation: {
          name: creation.name,
          orderable: !creation.is_draft && !creation.is_deleted,
          purchaseType: creation.purchaseType,
          buyerIsOwner: ownerActions(auth.user.at_name, creation).includes('orderSample'),
          preorderOpen: preorderStatus(creation, services.clock.now()).open,
          sizes: availableSizes(creation.sizing, prebuild?.sizing),
        },
        limits: prebuild
          ? { maximum: prebuild.maximum_order, ordered: await orderedPieces(trx, creation.id) }
          : null,
      });
      if (!check.ok) throw refuse(check.code, check.message);
      const form = creationForm(creation.combination_config);
      assertLineAnswers(form, answers, `cart.${index}.properties`);
      // Every price from the domain, from the creation as stored now (never the cart's copy).
      const price = orderLinePrice({ type, quantity, answers }, cartPriceSource(creation), form);
      const orderId = newId('or');
      const order: PlacedOrder = {
        id: orderId,
        kind: orderKindOf(type),
        creationId: creation.id,
        producerId: prebuild?.producer?.id ?? row.producer_id,
        total: price.total,
      };
      await trx
        .insertInto('orders')
        .values({
          id: orderId,
          user_id: userId,
          status: 'placed',
          created_at: now,
          updated_at: now,
          checkout_id: checkoutId,
          creation_id: order.creationId,
          producer_id: order.producerId,
          kind: order.kind,
          provider,
          currency: 'HKD',
          total: order.total,
          shipping_address: toJson(address),
          contact: toJson(body.contact),
        })
        .execute();
      const { preorder: _p, isFavorite: _f, isOwner: _o, ...snapshot } = creation;
      await trx
        .insertInto('order_items')
        .values(
          sizeRows(quantity).map((entry) => ({
            id: newId('oi'),
            order_id: orderId,
            creation_id: creation.id,
            size: entry.size,
            amount: entry.amount,
            price: price.unitPrice * entry.amount,
            unit_price: price.unitPrice,
            type,
            properties: toJson(answers),
            design_id: line.design_id,
            creation_snapshot: toJson(snapshot),
            created_at: now,
          })),
        )
        .execute();
      await recordPlacement(trx, { orderId, actorUserId: userId, at: now });
      orders.push(order);
    }
    if (input.oneSessionKind && new Set(orders.map((order) => order.kind === 'preorder')).size > 1)
      throw new ApiError(
        422,
        'payment_kinds_mixed',
        'Pre-orders are paid when their campaign reaches its goal: check them out separately from pieces bought now.',
      );
    const total = orders.reduce((sum, order) => sum + order.total, 0);
    await trx
      .updateTable('checkouts')
      .set({ total, shipping_address: toJson(address) })
      .where('id', '=', checkoutId)
      .execute();
    await trx.deleteFrom('cart_items').where('user_id', '=', userId).execute();
    return { checkoutId, total, currency: 'HKD', orders };
  });
}
