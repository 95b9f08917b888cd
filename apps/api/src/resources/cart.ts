import {
  type CartQuantity,
  type CreationSummary,
  IdSchema,
  NewCartItemSchema,
  type PurchaseType,
  SampleSizeAmountSchema,
  SizeSchema,
} from '@atelier/schema';
import { Hono } from 'hono';
import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { z } from 'zod';
import { requireAuth } from '../auth/guards';
import type { CartItemsTable, Database } from '../db/types';
import {
  type CartLineState,
  availableSizes,
  availableSubtotal,
  cartPriceSource,
  orderLinePrice,
  checkAddToCart,
  checkMergedQuantity,
  checkSampleQuantity,
  editCartAmount,
  findMergeableLine,
  hasSameSizes,
  formatMessage,
  ownerActions,
  preorderStatus,
} from '../domain';
import type { AppEnv, AuthState, Services } from '../http/context';
import { ApiError, conflict, forbidden, invalidInput, notFound, said } from '../http/errors';
import { doc } from '../http/openapi-doc';
import { OkSchema } from '../http/schemas';
import { validate } from '../http/validation';
import { isoNow } from '../lib/clock';
import { newId } from '../lib/ids';
import { fromJson, toJson } from '../lib/json';
import { type CreationDetail, loadCreationDetail } from '../queries/creations';
import type { Selectable } from 'kysely';
import { readableCreation } from '../creations/access';
import { assertLineAnswers, creationConfig, creationForm, storedAnswers } from '../checkout/line-answers';
import { assertAnswersPrint } from '../production/print-guard';
import { lineStateOf, readCartCreations } from './cart-state';

/**
 * 000 §7 edit: `id` and `data.quantity`. A single-size line changes its amount (clamped to
 * 1..10); a sample's size list is sent whole from the size editor (0..150 per size).
 */
export const CartEditSchema = z
  .object({
    id: IdSchema.max(100),
    data: z.object({
      quantity: z.union([
        z.object({ size: SizeSchema.optional(), amount: z.number().int().min(-1000).max(1000) }),
        z.array(SampleSizeAmountSchema).min(1).max(6),
      ]),
    }),
  })
  .strict();

export const CartPostSchema = z.union([CartEditSchema, NewCartItemSchema]);
export const CartDeleteSchema = z.object({ id: IdSchema.max(100) }).strict();

const CartItemOut = z
  .object({
    id: z.string(),
    creation_id: z.string(),
    type: z.enum(['instant-purchase', 'retail-preorder', 'sample']),
    quantity: z.unknown(),
    /** Integer HKD cents: the line now, computed by the server from the creation as it is now. */
    price: z.number().int(),
    /** False when the creation went off sale (unpublished, deleted): remove the line to check out. */
    available: z.boolean(),
    /** The line's price by the creation as it was when added, and now, when the creator changed it. */
    priceChanged: z.object({ from: z.number().int(), to: z.number().int() }).nullable(),
    creationFullSnapshot: z.unknown().optional(),
    /** The customisation answers (field id to answer): part of the line's identity. */
    properties: z.record(z.string(), z.unknown()),
    /** The saved design the line was made from (issue 20), or null. */
    designId: z.string().nullable(),
    creation: z.looseObject({ id: z.string(), name: z.string(), totalPrice: z.number().int() }).nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'CartItem' });
const CartListAnswer = z.object({ data: z.array(CartItemOut), subtotal: z.number().int() });
const CartItemAnswer = z.object({ data: CartItemOut });

type CartRow = Selectable<CartItemsTable>;

/**
 * Issue 20: a line made from a saved design names it; the design must exist and customise the
 * same creation (422 `unknown_design`, nothing written). Holding its id is what reading it takes.
 */
async function assertLineDesign(trx: Kysely<Database>, designId: string, creationId: string) {
  const design = await trx
    .selectFrom('designs')
    .select('creation_id')
    .where('id', '=', designId)
    .executeTakeFirst();
  if (design?.creation_id === creationId) return;
  throw new ApiError(422, 'unknown_design', 'The design is not one of this creation.', [
    {
      path: 'design_id',
      message: design ? 'The design customises another creation' : 'No design has this id',
    },
  ]);
}

/** The same summary, from a creation already read in full. */
const summaryOf = (creation: CreationDetail): CreationSummary => ({
  id: creation.id,
  name: creation.name,
  totalPrice: creation.totalPrice,
  creation_media: creation.creation_media,
  waterflow_config: creation.waterflow_config,
  prebuilds: creation.prebuilds[0] ? [{ cost_config: creation.prebuilds[0].cost_config }] : [],
});

function toCartItem(row: CartRow, creation: CreationSummary | undefined, state: CartLineState) {
  const snapshot = fromJson<unknown>(row.creation_snapshot, null);
  return {
    id: row.id,
    creation_id: row.creation_id,
    type: row.type as PurchaseType,
    quantity: fromJson<CartQuantity>(row.quantity, { size: 'M', amount: 1 }),
    price: state.price,
    available: state.available,
    priceChanged: state.priceChanged,
    ...(snapshot !== null ? { creationFullSnapshot: snapshot } : {}),
    properties: storedAnswers(row.properties),
    designId: row.design_id ?? null,
    creation: creation ?? null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * The quantity an edit leaves: a single-size line takes the amount (clamped to 1..10);
 * a size list takes the size editor's list, same sizes, 0..150 each, total above zero.
 */
function editedQuantity(
  current: CartQuantity,
  asked: z.infer<typeof CartEditSchema>['data']['quantity'],
): CartQuantity {
  if (!Array.isArray(asked)) {
    const quantity = editCartAmount(current, asked.amount);
    if (quantity === null) {
      throw conflict('not_editable', said('cart.severalSizes'));
    }
    return quantity;
  }
  if (!Array.isArray(current)) {
    throw conflict('not_editable', said('cart.oneSize'));
  }
  if (!hasSameSizes(current, asked)) {
    throw invalidInput([
      { path: 'data.quantity', message: `The sizes must stay ${current.map((e) => e.size).join(', ')}` },
    ]);
  }
  const check = checkSampleQuantity(asked);
  if (!check.ok) throw invalidInput([{ path: 'data.quantity', message: formatMessage(check.message) }]);
  return asked;
}

const tags = ['Cart'];

export const cartRoutes = (services: Services) => {
  const { db, clock } = services;

  const ownItem = async (id: string, userId: string) => {
    const row = await db.selectFrom('cart_items').selectAll().where('id', '=', id).executeTakeFirst();
    // Another user's item is "not found": ids reveal nothing.
    if (!row || row.user_id !== userId) throw notFound('The cart item');
    return row;
  };

  /**
   * The line at `quantity`, priced from the creation as stored now; 409 `line_unavailable`
   * when the creation went off sale (issue 19: no editing, and so no repricing, of such a line).
   */
  const editedLine = async (row: CartRow, quantity: CartQuantity) => {
    const creation = (await readCartCreations(db, [row.creation_id])).get(row.creation_id);
    if (!creation?.onSale) throw conflict('line_unavailable', said('cart.lineUnavailable'));
    return { state: lineStateOf(row, creation, quantity), summary: creation.summary };
  };

  /** Adds a new line: the creation must be orderable by this user in this type, size and amount. */
  const addLine = async (
    trx: Kysely<Database>,
    auth: AuthState,
    body: z.infer<typeof NewCartItemSchema>,
    now: string,
  ) => {
    const row = await readableCreation(trx, body.creation_id, auth);
    if (row.is_draft === 1 || row.is_deleted === 1) {
      throw conflict('not_orderable', said('notOrderable'));
    }
    const creation = await loadCreationDetail(trx, row, auth.user.id, clock.now(), {
      prebuildAssets: false,
    });
    // 000 §4, §6: the order type is the creation's purchase type or, as an owner action, a sample.
    const mayOrderSample = ownerActions(auth.user.at_name, creation).includes('orderSample');
    if (body.type === 'sample' && !mayOrderSample) throw forbidden(said('sampleCreatorOnly'));
    if (body.type !== 'sample' && body.type !== (creation.purchaseType ?? 'instant-purchase')) {
      throw invalidInput([
        {
          path: 'type',
          message: `This creation is sold as ${creation.purchaseType ?? 'instant-purchase'}`,
        },
      ]);
    }
    const check = checkAddToCart({ signedIn: true, quantity: body.quantity, type: body.type });
    // Line properties: only the creation's own fields and options (issue 16).
    const answers = body.properties ?? {};
    const form = creationForm(creation.combination_config);
    assertLineAnswers(form, answers);
    // Issue 20: a shopper's image that would print under the producer's floor is refused here.
    await assertAnswersPrint(
      trx,
      creationConfig(creation.combination_config) ?? undefined,
      answers,
      creation.prebuilds[0],
    );
    if (body.design_id) await assertLineDesign(trx, body.design_id, row.id);
    if (!check.ok) throw invalidInput([{ path: 'quantity', message: formatMessage(check.message) }]);
    if (body.type === 'retail-preorder') {
      const status = preorderStatus(creation, clock.now());
      if (!status.open) throw conflict('preorder_ended', said('preorder.alreadyEnded'));
    }
    // The detail holds the creation's prebuilds in order; the first one sets the sizes.
    const [prebuild] = creation.prebuilds;
    const sizes = availableSizes(creation.sizing, prebuild?.sizing);
    const asked = Array.isArray(body.quantity)
      ? body.quantity.filter((entry) => entry.amount > 0)
      : [body.quantity];
    const unavailable = asked.filter((entry) => !sizes.includes(entry.size));
    if (unavailable.length > 0) {
      throw new ApiError(
        422,
        'size_unavailable',
        said('sizeUnavailable', { sizes: unavailable.map((entry) => entry.size).join(', ') }),
        unavailable.map((entry) => ({ path: 'quantity', message: `Size ${entry.size} is not for sale` })),
      );
    }
    // Two adds of the same piece at once (a double click) must not both miss the line and make
    // two: on PostgreSQL the user's cart is locked for the transaction. SQLite runs one write
    // transaction at a time already.
    if (trx.getExecutor().adapter instanceof PostgresAdapter) {
      await sql`select pg_advisory_xact_lock(hashtext(${`cart:${auth.user.id}`}))`.execute(trx);
    }
    // The same creation, type and size already in the cart: that line's amount rises.
    const lines = await trx
      .selectFrom('cart_items')
      .selectAll()
      .where('user_id', '=', auth.user.id)
      .where('creation_id', '=', row.id)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const merge = findMergeableLine(
      lines.map((line) => ({
        row: line,
        creation_id: line.creation_id,
        type: line.type as PurchaseType,
        quantity: fromJson<CartQuantity>(line.quantity, { size: 'M', amount: 1 }),
        properties: storedAnswers(line.properties),
      })),
      { ...body, properties: answers },
    );
    if (merge) {
      const merged = checkMergedQuantity(body.type, merge.quantity);
      if (!merged.ok) {
        throw new ApiError(422, 'cart_limit', said(merged.message.key, merged.message.params), [
          { path: 'quantity', message: `The cart already holds this line: ${formatMessage(merged.message)}` },
        ]);
      }
      const mergedPrice = orderLinePrice(
        { type: body.type, quantity: merge.quantity, answers },
        cartPriceSource(creation),
        form,
      ).total;
      const updated: CartRow = {
        ...merge.line.row,
        quantity: toJson(merge.quantity),
        price: mergedPrice,
        // The same answers from a saved design: the line now points at it (issue 20).
        design_id: body.design_id ?? merge.line.row.design_id,
        updated_at: now,
      };
      await trx
        .updateTable('cart_items')
        .set({
          quantity: updated.quantity,
          price: mergedPrice,
          design_id: updated.design_id,
          updated_at: now,
        })
        .where('id', '=', updated.id)
        .execute();
      const onSale = {
        summary: summaryOf(creation),
        onSale: true,
        combinationConfig: creation.combination_config,
      };
      return toCartItem(updated, onSale.summary, lineStateOf(updated, onSale));
    }
    // The price sent is ignored: the domain prices the line with its answers' extras.
    const price = orderLinePrice(
      { type: body.type, quantity: body.quantity, answers },
      cartPriceSource(creation),
      form,
    ).total;
    const { preorder: _status, isFavorite: _fav, isOwner: _owner, ...snapshot } = creation;
    const inserted: CartRow = {
      id: newId('ci'),
      user_id: auth.user.id,
      creation_id: row.id,
      type: body.type,
      quantity: toJson(body.quantity),
      price,
      // The server's copy of the creation as it was when added (the client's is not trusted).
      creation_snapshot: toJson(snapshot),
      properties: toJson(answers),
      design_id: body.design_id ?? null,
      created_at: now,
      updated_at: now,
    };
    await trx.insertInto('cart_items').values(inserted).execute();
    return toCartItem(inserted, summaryOf(creation), { available: true, price, priceChanged: null });
  };

  return new Hono<AppEnv>()
    .get(
      '/',
      doc({
        summary: "The signed-in user's cart",
        description:
          '`data` lists the items with their creation (id, name, totalPrice, creation_media, waterflow_config, prebuilds[0].cost_config). ' +
          "Each line's `price` is the creation's price now; `priceChanged` {from, to} says the creator changed it since " +
          'the line was added; `available` is false once the creation is unpublished or deleted (such a line cannot be ' +
          'edited, 409 `line_unavailable`, and is left out of `subtotal`).',
        tags,
        auth: true,
        responses: { 200: CartListAnswer },
      }),
      async (c) => {
        const auth = requireAuth(c);
        const rows = await db
          .selectFrom('cart_items')
          .selectAll()
          .where('user_id', '=', auth.user.id)
          .orderBy('created_at')
          .orderBy('id')
          .execute();
        const creations = await readCartCreations(
          db,
          rows.map((row) => row.creation_id),
        );
        const data = rows.map((row) => {
          const creation = creations.get(row.creation_id);
          return toCartItem(row, creation?.summary, lineStateOf(row, creation));
        });
        return c.json({ data, subtotal: availableSubtotal(data) }, 200);
      },
    )
    .post(
      '/',
      doc({
        summary:
          'Add an item (creation_id, quantity, price, type, creationFullSnapshot) or edit one (id, data.quantity)',
        description:
          'The stored price is computed by the server (the price sent is ignored). Adding the same ' +
          'creation, type, size and customisation answers (`properties`) as a line already in the cart raises that line (422 `cart_limit` ' +
          'when the sum would pass 000 §5 limits; nothing is written). A sample is for the ' +
          "creation's owner; other types must be the creation's purchase type. `properties` must name " +
          "the creation's form fields and offered options (422 `invalid_answers`); their extras are priced by the server. 401 without a session.",
        tags,
        auth: true,
        responses: { 200: CartItemAnswer },
        errors: [400, 403, 404, 409, 422],
      }),
      validate('json', CartPostSchema, {
        explainWith: (value) =>
          value && typeof value === 'object' && 'id' in value && !('creation_id' in value)
            ? CartEditSchema
            : NewCartItemSchema,
      }),
      async (c) => {
        const auth = requireAuth(c);
        const body = c.req.valid('json');
        const now = isoNow(clock);

        if ('data' in body) {
          const row = await ownItem(body.id, auth.user.id);
          const current = fromJson<CartQuantity>(row.quantity, { size: 'M', amount: 1 });
          const quantity = editedQuantity(current, body.data.quantity);
          const { state, summary } = await editedLine(row, quantity);
          const price = state.price;
          await db
            .updateTable('cart_items')
            .set({ quantity: toJson(quantity), price, updated_at: now })
            .where('id', '=', row.id)
            .execute();
          const edited = { ...row, quantity: toJson(quantity), price, updated_at: now };
          return c.json({ data: toCartItem(edited, summary, state) }, 200);
        }

        // A new line reads the creation and its relations once, in one transaction, and answers
        // from what it read (resources/cart-round-trips.test.ts holds the count of queries).
        const added = await db.transaction().execute((trx) => addLine(trx, auth, body, now));
        return c.json({ data: added }, 200);
      },
    )

    .delete(
      '/',
      doc({
        summary: 'Remove an item (body: id)',
        tags,
        auth: true,
        responses: { 200: OkSchema },
        errors: [400, 404],
      }),
      validate('json', CartDeleteSchema),
      async (c) => {
        const auth = requireAuth(c);
        const row = await ownItem(c.req.valid('json').id, auth.user.id);
        await db.deleteFrom('cart_items').where('id', '=', row.id).execute();
        return c.json({ ok: true as const }, 200);
      },
    );
};
