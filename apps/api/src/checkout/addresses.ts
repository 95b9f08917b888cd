import { ShippingAddressSchema, type ShippingAddress } from '@atelier/schema';
import { Hono } from 'hono';
import { type Kysely, PostgresAdapter, type Selectable, sql, type Transaction } from 'kysely';
import { z } from 'zod';
import { requireAuth } from '../auth/guards';
import type { AddressesTable, Database } from '../db/types';
import type { AppEnv, Services } from '../http/context';
import { ApiError, notFound } from '../http/errors';
import { doc } from '../http/openapi-doc';
import { IdParamSchema, OkSchema } from '../http/schemas';
import { validate } from '../http/validation';
import { isoNow } from '../lib/clock';
import { newId } from '../lib/ids';
import { fromJson, toJson } from '../lib/json';

/**
 * Issue 16 address book: a user's shipping addresses for the checkout. At most 20, exactly
 * one default while any exist (the first is the default; removing the default passes it to
 * the newest left). Another user's address is "not found": ids reveal nothing.
 */

export const MAX_ADDRESSES = 20;

export const AddressBodySchema = z
  .object({ address: ShippingAddressSchema, isDefault: z.boolean().optional() })
  .strict();

export const AddressOut = z
  .object({
    id: z.string(),
    address: z.looseObject({
      recipient: z.string(),
      phone: z.string(),
      line1: z.string(),
      country: z.string(),
    }),
    isDefault: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Address' });

type AddressRow = Selectable<AddressesTable>;
type Db = Kysely<Database> | Transaction<Database>;

export const toAddress = (row: AddressRow) => ({
  id: row.id,
  address: fromJson<ShippingAddress>(row.data, {} as ShippingAddress),
  isDefault: row.is_default === 1,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** The user's addresses, the default first, then newest first. */
export const listAddresses = (db: Db, userId: string) =>
  db
    .selectFrom('addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();

/** The user's own address, or 404 (also for another user's id). */
export async function ownAddress(db: Db, userId: string, id: string): Promise<AddressRow> {
  const row = await db.selectFrom('addresses').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || row.user_id !== userId) throw notFound('The address');
  return row;
}

/** One writer of a user's address book at a time (PostgreSQL; SQLite has one writer). */
async function lockBook(trx: Db, userId: string): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter)
    await sql`select pg_advisory_xact_lock(hashtext(${`addresses:${userId}`}))`.execute(trx);
}

async function makeDefault(trx: Db, userId: string, id: string, now: string): Promise<void> {
  await trx
    .updateTable('addresses')
    .set({ is_default: 0, updated_at: now })
    .where('user_id', '=', userId)
    .where('id', '!=', id)
    .where('is_default', '=', 1)
    .execute();
  await trx.updateTable('addresses').set({ is_default: 1 }).where('id', '=', id).execute();
}

const tags = ['Addresses'];
const ListAnswer = z.object({ data: z.array(AddressOut) });
const OneAnswer = z.object({ data: AddressOut });

export const addressRoutes = (services: Services) => {
  const { db, clock } = services;
  return new Hono<AppEnv>()
    .get(
      '/',
      doc({
        summary: "The signed-in user's address book (the default first)",
        tags,
        auth: true,
        responses: { 200: ListAnswer },
      }),
      async (c) => {
        const auth = requireAuth(c);
        return c.json({ data: (await listAddresses(db, auth.user.id)).map(toAddress) }, 200);
      },
    )
    .post(
      '/',
      doc({
        summary: 'Add an address',
        description: `The first address is the default; \`isDefault\` makes this one the default. At most ${MAX_ADDRESSES} (422 \`address_limit\`).`,
        tags,
        auth: true,
        responses: { 201: OneAnswer },
        errors: [400, 422],
      }),
      validate('json', AddressBodySchema),
      async (c) => {
        const auth = requireAuth(c);
        const body = c.req.valid('json');
        const now = isoNow(clock);
        const row = await db.transaction().execute(async (trx) => {
          await lockBook(trx, auth.user.id);
          const existing = await listAddresses(trx, auth.user.id);
          if (existing.length >= MAX_ADDRESSES)
            throw new ApiError(
              422,
              'address_limit',
              `An address book holds at most ${MAX_ADDRESSES} addresses: remove one first.`,
            );
          const inserted: AddressRow = {
            id: newId('ad'),
            user_id: auth.user.id,
            data: toJson(body.address),
            is_default: existing.length === 0 || body.isDefault ? 1 : 0,
            created_at: now,
            updated_at: now,
          };
          await trx.insertInto('addresses').values(inserted).execute();
          if (inserted.is_default === 1) await makeDefault(trx, auth.user.id, inserted.id, now);
          return inserted;
        });
        return c.json({ data: toAddress(row) }, 201);
      },
    )
    .put(
      '/:id',
      doc({
        summary: 'Change an address (and make it the default with `isDefault: true`)',
        description: 'The default cannot be unset by itself: make another address the default instead.',
        tags,
        auth: true,
        responses: { 200: OneAnswer },
        errors: [400, 404],
      }),
      validate('param', IdParamSchema),
      validate('json', AddressBodySchema),
      async (c) => {
        const auth = requireAuth(c);
        const { id } = c.req.valid('param');
        const body = c.req.valid('json');
        const now = isoNow(clock);
        const row = await db.transaction().execute(async (trx) => {
          await lockBook(trx, auth.user.id);
          const current = await ownAddress(trx, auth.user.id, id);
          await trx
            .updateTable('addresses')
            .set({ data: toJson(body.address), updated_at: now })
            .where('id', '=', id)
            .execute();
          if (body.isDefault && current.is_default !== 1) await makeDefault(trx, auth.user.id, id, now);
          return ownAddress(trx, auth.user.id, id);
        });
        return c.json({ data: toAddress(row) }, 200);
      },
    )
    .delete(
      '/:id',
      doc({
        summary: 'Remove an address',
        description: 'Removing the default makes the newest remaining address the default.',
        tags,
        auth: true,
        responses: { 200: OkSchema },
        errors: [400, 404],
      }),
      validate('param', IdParamSchema),
      async (c) => {
        const auth = requireAuth(c);
        const { id } = c.req.valid('param');
        const now = isoNow(clock);
        await db.transaction().execute(async (trx) => {
          await lockBook(trx, auth.user.id);
          const current = await ownAddress(trx, auth.user.id, id);
          await trx.deleteFrom('addresses').where('id', '=', id).execute();
          if (current.is_default === 1) {
            const [next] = await listAddresses(trx, auth.user.id);
            if (next) await makeDefault(trx, auth.user.id, next.id, now);
          }
        });
        return c.json({ ok: true as const }, 200);
      },
    );
};
