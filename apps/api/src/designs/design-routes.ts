import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { DESIGN_ID_PATTERN, DesignBodySchema, DesignUpdateSchema, type FormAnswerMap } from '@atelier/schema';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import { optionalAuth, requireAuth } from '../auth/guards';
import { hitRateLimit, peekRateLimit, retryAfterSeconds } from '../auth/rate-limit';
import { assertLineAnswers, creationForm, storedAnswers } from '../checkout/line-answers';
import { canReadCreation } from '../creations/access';
import { findCreation } from '../queries/creations';
import type { DesignsTable } from '../db/types';
import { MAX_SAVED_DESIGNS } from '../domain';
import type { AppEnv, AuthState, Services } from '../http/context';
import { ApiError, notFound, unauthorised } from '../http/errors';
import { clientAddress } from '../http/middleware';
import { doc } from '../http/openapi-doc';
import { OkSchema } from '../http/schemas';
import { validate } from '../http/validation';
import { isoNow } from '../lib/clock';
import { base32 } from '../lib/ids';
import { toJson } from '../lib/json';
import { storeImage } from '../images/store-image';
import { decodeCapture } from './capture';

/**
 * Issue 20: a shopper's saved designs. The id is the link (160 random bits): whoever holds it
 * may read the design; only its owner changes or removes it. A member's design is their own
 * (their session); a guest's is changed only with the write token its creation answered once,
 * which the browser that saved it keeps (docs/decisions.md). Answers are checked against the
 * creation's customer form exactly as a cart line's are (422 `invalid_answers`, nothing written).
 */

type DesignRow = Selectable<DesignsTable>;

export const DESIGN_TOKEN_HEADER = 'x-design-token';

const DesignOut = z
  .object({
    id: z.string(),
    creationId: z.string(),
    answers: z.record(z.string(), z.unknown()),
    captureUrl: z.string().nullable(),
    ownerId: z.string().nullable(),
    /** Whether the caller may change it (its owner, or the guest holding its write token). */
    mine: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Design' });
const SavedDesignOut = DesignOut.extend({
  creation: z.object({
    id: z.string(),
    name: z.string(),
    atName: z.string(),
    imageUrl: z.string().nullable(),
  }),
});
const OneAnswer = z.object({ data: DesignOut });
const CreatedAnswer = z.object({ data: DesignOut, writeToken: z.string().optional() });
const CaptureBodySchema = z.object({ image: z.string().min(1).max(1_400_000) }).strict();

const captureUrlOf = (id: string | null) => (id ? `/api/img/original/${id}` : null);

const toDesign = (row: DesignRow, mine: boolean) => ({
  id: row.id,
  creationId: row.creation_id,
  answers: storedAnswers(row.answers),
  captureUrl: captureUrlOf(row.capture_image_id),
  ownerId: row.user_id,
  mine,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Whether `token` is the one whose hash is stored, in constant time. */
const tokenMatches = (stored: string | null, token: string | undefined): boolean => {
  if (!stored || !token || token.length > 100) return false;
  const given = Buffer.from(hashToken(token), 'hex');
  const kept = Buffer.from(stored, 'hex');
  return given.length === kept.length && timingSafeEqual(given, kept);
};

const tags = ['Designs'];

export const designRoutes = (services: Services) => {
  const { db, clock, settings } = services;

  /** The design, or 404 for an id that is not one or that nobody has. */
  const findDesign = async (id: string): Promise<DesignRow> => {
    const row = DESIGN_ID_PATTERN.test(id)
      ? await db.selectFrom('designs').selectAll().where('id', '=', id).executeTakeFirst()
      : undefined;
    if (!row) throw notFound('The design');
    return row;
  };

  const mayChange = (row: DesignRow, auth: AuthState | null, token: string | undefined) =>
    row.user_id ? auth?.user.id === row.user_id : tokenMatches(row.write_token_hash, token);

  /** The design if the caller may change it: 401 for a member's design without a session, 403 otherwise. */
  const writableDesign = async (c: Context<AppEnv>, id: string): Promise<DesignRow> => {
    const row = await findDesign(id);
    const auth = optionalAuth(c);
    if (mayChange(row, auth, c.req.header(DESIGN_TOKEN_HEADER))) return row;
    if (row.user_id && !auth) throw unauthorised();
    throw new ApiError(403, 'not_your_design', 'Only whoever saved this design can change it.');
  };

  /** 429 past the saves allowed per member (or per client address for guests); counts this one. */
  const countSave = async (c: Context<AppEnv>) => {
    const auth = optionalAuth(c);
    const { perClient, windowMs } = settings.designLimit;
    const key = auth
      ? `designs:user:${auth.user.id}`
      : `designs:address:${clientAddress(c, settings.trustProxy)}`;
    const now = clock.now();
    if ((await peekRateLimit(db, key, windowMs, now)) >= perClient) {
      c.header('Retry-After', String(retryAfterSeconds(windowMs, now)));
      throw new ApiError(429, 'rate_limited', 'Too many designs saved. Please try again later.');
    }
    await hitRateLimit(db, key, windowMs, now);
  };

  /** 422 `design_limit` when the member keeps MAX_SAVED_DESIGNS designs already. */
  const assertRoomFor = async (auth: AuthState) => {
    const saved = await db
      .selectFrom('designs')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', auth.user.id)
      .executeTakeFirstOrThrow();
    if (Number(saved.count) >= MAX_SAVED_DESIGNS)
      throw new ApiError(
        422,
        'design_limit',
        `You can keep ${MAX_SAVED_DESIGNS} saved designs: remove one first.`,
      );
  };

  /** 422 unless the creation can be read by the caller and the answers fit its customer form. */
  const checkAnswers = async (auth: AuthState | null, creationId: string, answers: FormAnswerMap) => {
    const creation = await findCreation(db, creationId);
    if (!creation || !canReadCreation(creation, auth))
      throw new ApiError(422, 'unknown_creation', 'There is no such creation to design.', [
        { path: 'creationId', message: 'No creation has this id' },
      ]);
    assertLineAnswers(creationForm(creation.combination_config), answers, 'answers');
    return creation;
  };

  return new Hono<AppEnv>()
    .post(
      '/',
      doc({
        summary: 'Save a design (creationId, answers)',
        description:
          "The answers are checked against the creation's customer form (422 `invalid_answers` naming the fields; " +
          '422 `unknown_creation`). Signed in, the design is saved to the account (at most ' +
          `${MAX_SAVED_DESIGNS}: 422 \`design_limit\`); as a guest it has no owner and the answer carries ` +
          '`writeToken`, shown once: send it as `X-Design-Token` to change or remove the design. Saves are rate ' +
          'limited per member or client address (429 with Retry-After).',
        tags,
        responses: { 201: CreatedAnswer },
        errors: [422, 429],
      }),
      validate('json', DesignBodySchema),
      async (c) => {
        const auth = optionalAuth(c);
        const body = c.req.valid('json');
        await checkAnswers(auth, body.creationId, body.answers);
        if (auth) await assertRoomFor(auth);
        await countSave(c);
        const writeToken = auth ? undefined : base32(randomBytes(20));
        const now = isoNow(clock);
        const row: DesignRow = {
          id: `dg_${base32(randomBytes(20))}`,
          creation_id: body.creationId,
          user_id: auth?.user.id ?? null,
          write_token_hash: writeToken ? hashToken(writeToken) : null,
          answers: toJson(body.answers),
          capture_image_id: null,
          created_at: now,
          updated_at: now,
        };
        await db.insertInto('designs').values(row).execute();
        return c.json({ data: toDesign(row, true), ...(writeToken ? { writeToken } : {}) }, 201);
      },
    )
    .get(
      '/:id',
      doc({
        summary: 'Read a design by its id (its link)',
        description:
          'Anyone holding the id reads it; `mine` says whether the caller may change it. 404 for an unknown id.',
        tags,
        responses: { 200: OneAnswer },
        errors: [404],
      }),
      async (c) => {
        const row = await findDesign(c.req.param('id'));
        const mine = mayChange(row, optionalAuth(c), c.req.header(DESIGN_TOKEN_HEADER));
        return c.json({ data: toDesign(row, mine) }, 200);
      },
    )
    .put(
      '/:id',
      doc({
        summary: "Change a design's answers (its owner, or a guest with X-Design-Token)",
        description:
          'The creation stays; the answers are checked as on saving (422, nothing written). 403 `not_your_design` for anyone else.',
        tags,
        responses: { 200: OneAnswer },
        errors: [401, 403, 404, 422, 429],
      }),
      validate('json', DesignUpdateSchema),
      async (c) => {
        const row = await writableDesign(c, c.req.param('id'));
        const { answers } = c.req.valid('json');
        await checkAnswers(optionalAuth(c), row.creation_id, answers);
        await countSave(c);
        const updated = { ...row, answers: toJson(answers), updated_at: isoNow(clock) };
        await db
          .updateTable('designs')
          .set({ answers: updated.answers, updated_at: updated.updated_at })
          .where('id', '=', row.id)
          .execute();
        return c.json({ data: toDesign(updated, true) }, 200);
      },
    )
    .put(
      '/:id/capture',
      doc({
        summary: "Set a design's capture, the image its share shows (JSON { image: base64 })",
        description:
          'PNG, JPEG or WebP, at most 1 MB, stored like an upload (415, 413, 422 as there). Same access as changing the design.',
        tags,
        responses: { 200: OneAnswer },
        errors: [401, 403, 404, 413, 415, 422, 429, 503],
      }),
      validate('json', CaptureBodySchema),
      async (c) => {
        const row = await writableDesign(c, c.req.param('id'));
        const data = decodeCapture(c.req.valid('json').image);
        await countSave(c);
        let stored;
        try {
          stored = await storeImage(services, row.user_id, data);
        } catch (error) {
          if (error instanceof ApiError && error.status === 503)
            c.header('Retry-After', String(settings.imageJobs.retryAfterSeconds));
          throw error;
        }
        const updated = { ...row, capture_image_id: stored.id, updated_at: isoNow(clock) };
        await db
          .updateTable('designs')
          .set({ capture_image_id: stored.id, updated_at: updated.updated_at })
          .where('id', '=', row.id)
          .execute();
        return c.json({ data: toDesign(updated, true) }, 200);
      },
    )
    .post(
      '/:id/claim',
      doc({
        summary: "Move a guest's design into the signed-in member's account (X-Design-Token)",
        description:
          'At sign-in or sign-up the browser that saved designs as a guest hands each one over with its ' +
          "write token: the design becomes the member's (listed in their saved designs) and the token stops " +
          'working. Again for a design already theirs: 200, nothing changes. 403 `not_your_design` for a ' +
          "wrong or missing token, 409 `design_owned` for someone else's design, 422 `design_limit`; " +
          'a refusal writes nothing. Rate limited as saves are (429).',
        tags,
        auth: true,
        responses: { 200: OneAnswer },
        errors: [403, 404, 409, 422, 429],
      }),
      async (c) => {
        const auth = requireAuth(c);
        const row = await findDesign(c.req.param('id'));
        const owned = () => new ApiError(409, 'design_owned', 'This design is already in someone’s account.');
        if (row.user_id === auth.user.id) return c.json({ data: toDesign(row, true) }, 200);
        if (row.user_id) throw owned();
        if (!tokenMatches(row.write_token_hash, c.req.header(DESIGN_TOKEN_HEADER)))
          throw new ApiError(403, 'not_your_design', 'Only whoever saved this design can claim it.');
        await assertRoomFor(auth);
        await countSave(c);
        const claimed = { ...row, user_id: auth.user.id, write_token_hash: null, updated_at: isoNow(clock) };
        // Only while it has no owner: of two claims at once, one moves it and the other is told.
        const moved = await db
          .updateTable('designs')
          .set({ user_id: claimed.user_id, write_token_hash: null, updated_at: claimed.updated_at })
          .where('id', '=', row.id)
          .where('user_id', 'is', null)
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) === 0) {
          const now = await findDesign(row.id);
          if (now.user_id !== auth.user.id) throw owned();
          return c.json({ data: toDesign(now, true) }, 200);
        }
        return c.json({ data: toDesign(claimed, true) }, 200);
      },
    )
    .delete(
      '/:id',
      doc({
        summary: 'Remove a design (its owner, or a guest with X-Design-Token)',
        description:
          'Cart and order lines made from it keep their answers; their link to it then reads as gone.',
        tags,
        responses: { 200: OkSchema },
        errors: [401, 403, 404],
      }),
      async (c) => {
        const row = await writableDesign(c, c.req.param('id'));
        await db.deleteFrom('designs').where('id', '=', row.id).execute();
        return c.json({ ok: true as const }, 200);
      },
    );
};

/** GET /api/me/designs: the signed-in member's saved designs, newest change first. */
export const savedDesignRoutes = (services: Services) =>
  new Hono<AppEnv>().get(
    '/',
    doc({
      summary: "The signed-in member's saved designs (newest change first)",
      description: `At most ${MAX_SAVED_DESIGNS}; each with its creation (id, name, creator's atName, first image).`,
      tags,
      auth: true,
      responses: { 200: z.object({ data: z.array(SavedDesignOut) }) },
    }),
    async (c) => {
      const auth = requireAuth(c);
      const rows = await services.db
        .selectFrom('designs')
        .innerJoin('creations', 'creations.id', 'designs.creation_id')
        .innerJoin('users', 'users.id', 'creations.user_id')
        .selectAll('designs')
        .select(['creations.name as c_name', 'users.at_name as c_at_name'])
        .select((eb) =>
          eb
            .selectFrom('creation_media')
            .select('creation_media.url')
            .whereRef('creation_media.creation_id', '=', 'designs.creation_id')
            .orderBy('creation_media.position')
            .limit(1)
            .as('c_image'),
        )
        .where('designs.user_id', '=', auth.user.id)
        .orderBy('designs.updated_at', 'desc')
        .orderBy('designs.id', 'desc')
        .limit(MAX_SAVED_DESIGNS)
        .execute();
      const data = rows.map(({ c_name, c_at_name, c_image, ...row }) => ({
        ...toDesign(row, true),
        creation: { id: row.creation_id, name: c_name, atName: c_at_name, imageUrl: c_image ?? null },
      }));
      return c.json({ data }, 200);
    },
  );
