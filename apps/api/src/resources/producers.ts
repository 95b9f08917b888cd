import { DisplayNameSchema, handleKey } from '@atelier/schema';
import { Hono } from 'hono';
import { sql } from 'kysely';
import { z } from 'zod';
import { optionalAuth, requireAuth } from '../auth/guards';
import type { AppEnv, AuthState, Services } from '../http/context';
import { forbidden, invalidInput, notFound } from '../http/errors';
import { doc } from '../http/openapi-doc';
import { AtNameParamSchema, pageOf } from '../http/schemas';
import { refuseUnsafeText } from '../http/unsafe-text';
import { validate } from '../http/validation';
import { isoNow } from '../lib/clock';
import { refuseDataUrls } from '../saving/save-errors';
import { isDataUrl } from '../domain';
import { toJson } from '../lib/json';
import { ApiProducerMetadataSchema, refusePublicSuffixWildcards } from '../queries/partner-origins';
import { isProducerMember, producersById, toAsset, toPrebuild, toProducer } from '../queries/catalogue';
import { decodeCursor, encodeCursor, likePattern } from '../queries/creations';
import { producerHandleKey } from '../queries/handles';

const ProducerOut = z
  .object({
    id: z.string(),
    name: z.string(),
    at_name: z.string(),
    profile_image: z.string().optional(),
    metadata: ApiProducerMetadataSchema,
    is_platform: z.boolean(),
  })
  .meta({ id: 'Producer' });

export const ProducerPatchSchema = z
  .object({
    name: DisplayNameSchema,
    /** Up to 500 characters; a data URL of any length reaches the handler, which refuses it (422). */
    profile_image: z
      .string()
      .refine((value) => value.length <= 500 || isDataUrl(value), {
        error: 'Too big: expected at most 500 characters',
      })
      .nullable(),
    metadata: ApiProducerMetadataSchema,
  })
  .partial()
  .strict();

export const MaterialQuerySchema = z.object({
  /** Searches the material's name (vt_reference_data.name or asset_data.name). */
  q: z.string().trim().min(1).max(100).optional(),
  order: z.enum(['newest', 'oldest']).optional(),
  cursor: z.string().min(1).max(300).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

const PrebuildListQuery = z.object({
  q: z.string().trim().min(1).max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  offset: z.coerce.number().int().min(0).max(100_000).optional(),
});

const tags = ['Producers'];

/** An at_name or a producer id (ids may hold characters a handle may not). */
const HandleOrIdParamSchema = z.object({ at_name: z.string().min(1).max(100) });

export const producerRoutes = (services: Services) => {
  const { db, clock } = services;

  const producerByAtName = async (atName: string) => {
    const row = await db
      .selectFrom('producers')
      .selectAll()
      .where(producerHandleKey, '=', handleKey(atName))
      .executeTakeFirst();
    if (!row) throw notFound('The producer');
    return row;
  };

  /** By at_name first; a handle never looks like an id (`pr_...`), but an id is checked second anyway. */
  const producerByHandleOrId = async (key: string) => {
    const byHandle = await db
      .selectFrom('producers')
      .selectAll()
      .where(producerHandleKey, '=', handleKey(key))
      .executeTakeFirst();
    const row =
      byHandle ?? (await db.selectFrom('producers').selectAll().where('id', '=', key).executeTakeFirst());
    if (!row) throw notFound('The producer');
    return row;
  };

  const requireMember = async (auth: AuthState, producerId: string) => {
    if (!(await isProducerMember(db, auth.user.id, producerId)))
      throw forbidden('Only members of this producer can do that.');
  };

  return new Hono<AppEnv>()
    .get(
      '/',
      doc({ summary: 'List producers', tags, responses: { 200: z.object({ data: z.array(ProducerOut) }) } }),
      async (c) => {
        const rows = await db
          .selectFrom('producers')
          .selectAll()
          .orderBy('is_platform', 'desc')
          .orderBy('name')
          .execute();
        return c.json({ data: rows.map(toProducer) }, 200);
      },
    )
    .get(
      '/:at_name',
      doc({
        summary: 'A producer with its metadata (home notice, banner, tab blacklist, direct shop page)',
        description:
          'The path takes the at_name or the id (000 §2 "/{producer id}/production/"), so a page ' +
          'reached by id finds its producer in one request.',
        tags,
        responses: { 200: z.object({ producer: ProducerOut }) },
        errors: [400, 404],
      }),
      validate('param', HandleOrIdParamSchema),
      async (c) =>
        c.json({ producer: toProducer(await producerByHandleOrId(c.req.valid('param').at_name)) }, 200),
    )
    .patch(
      '/:at_name',
      doc({
        summary: "Change a producer's name, image or metadata (members only)",
        tags,
        auth: true,
        responses: { 200: z.object({ producer: ProducerOut }) },
        errors: [400, 403, 404, 422],
      }),
      validate('param', AtNameParamSchema),
      refuseUnsafeText(['name']),
      validate('json', ProducerPatchSchema),
      async (c) => {
        const auth = requireAuth(c);
        const row = await producerByAtName(c.req.valid('param').at_name);
        await requireMember(auth, row.id);
        const patch = c.req.valid('json');
        refuseDataUrls({ profile_image: patch.profile_image, metadata: patch.metadata });
        refusePublicSuffixWildcards(patch.metadata?.partnerOrigins);
        await db
          .updateTable('producers')
          .set({
            ...(patch.name !== undefined ? { name: patch.name } : {}),
            ...(patch.profile_image !== undefined ? { profile_image: patch.profile_image } : {}),
            ...(patch.metadata !== undefined ? { metadata: toJson(patch.metadata) } : {}),
            updated_at: isoNow(clock),
          })
          .where('id', '=', row.id)
          .execute();
        return c.json({ producer: toProducer(await producerByAtName(row.at_name)) }, 200);
      },
    )
    .get(
      '/:at_name/prebuilds',
      doc({
        summary: "A producer's prebuilds (members also see drafts)",
        tags,
        responses: { 200: z.object({ data: z.array(z.looseObject({ id: z.string() })) }) },
        errors: [400, 404],
      }),
      validate('param', AtNameParamSchema),
      validate('query', PrebuildListQuery),
      async (c) => {
        const auth = optionalAuth(c);
        const producer = await producerByAtName(c.req.valid('param').at_name);
        const { q, limit = 50, offset = 0 } = c.req.valid('query');
        const member = auth ? await isProducerMember(db, auth.user.id, producer.id) : false;
        let query = db
          .selectFrom('prebuilds')
          .selectAll()
          .where('producer_id', '=', producer.id)
          .where('is_deleted', '=', 0);
        if (!member) query = query.where('is_draft', '=', 0).where('visibility', '=', 'public');
        if (q) query = query.where(sql`lower(name)`, 'like', sql`${likePattern(q)} escape '\\'`);
        const rows = await query
          .orderBy('created_at', 'desc')
          .orderBy('id')
          .limit(limit)
          .offset(offset)
          .execute();
        return c.json({ data: rows.map((row) => toPrebuild(row, { producer })) }, 200);
      },
    )
    .get(
      '/:at_name/materials',
      doc({
        summary: "The producer's material library (members only): name search, newest or oldest first",
        description:
          '002 §7: assets of type MATERIAL of this producer, searched by name, ordered by created_at.',
        tags,
        auth: true,
        responses: { 200: pageOf(z.looseObject({ id: z.string(), type: z.literal('MATERIAL') })) },
        errors: [400, 403, 404],
      }),
      validate('param', AtNameParamSchema),
      validate('query', MaterialQuerySchema),
      async (c) => {
        const auth = requireAuth(c);
        const producer = await producerByAtName(c.req.valid('param').at_name);
        await requireMember(auth, producer.id);
        const { q, order = 'newest', cursor: cursorText, limit = 50 } = c.req.valid('query');
        const direction = order === 'newest' ? 'desc' : 'asc';
        const cursor = cursorText ? decodeCursor(cursorText) : null;
        if (cursorText && !cursor)
          throw invalidInput([{ path: 'cursor', message: 'The cursor is not one this API gave.' }]);
        let query = db
          .selectFrom('assets')
          .selectAll()
          .where('producer_id', '=', producer.id)
          .where('type', '=', 'MATERIAL');
        if (q) query = query.where('search_name', 'like', sql<string>`${likePattern(q)} escape '\\'`);
        if (cursor) {
          const op = direction === 'desc' ? '<' : '>';
          query = query.where((eb) =>
            eb.or([
              eb('created_at', op, cursor.t),
              eb.and([eb('created_at', '=', cursor.t), eb('id', op, cursor.i)]),
            ]),
          );
        }
        const rows = await query
          .orderBy('created_at', direction)
          .orderBy('id', direction)
          .limit(limit + 1)
          .execute();
        const page = rows.slice(0, limit);
        const last = page.at(-1);
        const producers = await producersById(db, [producer.id]);
        return c.json(
          {
            items: page.map((row) => toAsset(row, producers.get(row.producer_id))),
            nextCursor: rows.length > limit && last ? encodeCursor({ t: last.created_at, i: last.id }) : null,
          },
          200,
        );
      },
    );
};
