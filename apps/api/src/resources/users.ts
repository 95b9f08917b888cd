import { Hono } from 'hono';
import { sql } from 'kysely';
import { z } from 'zod';
import { optionalAuth, requireAuth } from '../auth/guards';
import type { AppEnv, Services } from '../http/context';
import { ApiError, forbidden, invalidInput, notFound, said } from '../http/errors';
import { doc } from '../http/openapi-doc';
import { AtNameParamSchema, CursorQuerySchema, PublicUserSchema, pageOf } from '../http/schemas';
import { validate } from '../http/validation';
import { isoNow } from '../lib/clock';
import { flag } from '../lib/json';
import { notify } from '../notifications/notify';
import { selectCreationTiles, toCreationTile } from '../queries/creations';
import { foldedColumn, searchWords, wordPattern } from '../queries/search';
import { listFavourites } from '../queries/favourites';
import { listedForViewer } from '../queries/listing';
import { BadCursorError, readCursor } from '../queries/paging';
import { PUBLIC_USER_COLUMNS, findUserByAtName, listedCreationCount, toPublicUser } from '../queries/users';
import { CreationTileSchema } from '../creations/schemas';

export const UserListQuerySchema = z.object({
  q: z.string().trim().min(1).max(100).optional(),
  /** Only creators (the creators page). */
  creators: z.enum(['true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  offset: z.coerce.number().int().min(0).max(100_000).optional(),
});

const ProfileSchema = PublicUserSchema.extend({
  followerCount: z.number().int(),
  followingCount: z.number().int(),
  isFollowing: z.boolean(),
  creationCount: z.number().int(),
}).meta({ id: 'Profile' });

export const CreatorCreationsQuery = z.object({
  offset: z.coerce.number().int().min(0).max(100_000).optional(),
  limit: z.coerce.number().int().min(1).max(60).optional(),
});

/** A favourites page: the shop list's cursor and page sizes (30 first, then 60; `limit` 1–60). */
export const FavouritesQuerySchema = CursorQuerySchema;

const FollowAnswer = z.object({ isFollowing: z.boolean(), followerCount: z.number().int() });

/** 000 §7 `GET /api/actions/user`: users with name, at_name and profile image. */
export const actionUserRoutes = ({ db }: Services) =>
  new Hono<AppEnv>().get(
    '/',
    doc({
      summary: 'List users (name, at_name, user_profile.profile_image)',
      description:
        'Public users only, newest first; `creators=true` lists creators; `q` searches names and handles.',
      tags: ['Users'],
      responses: { 200: z.object({ data: z.array(PublicUserSchema) }) },
      errors: [400],
    }),
    validate('query', UserListQuerySchema),
    async (c) => {
      const query = c.req.valid('query');
      let select = db
        .selectFrom('users')
        .select(PUBLIC_USER_COLUMNS)
        .where('users.visibility', '=', 'public');
      if (query.creators === 'true') select = select.where('users.is_creator', '=', flag(true));
      if (query.q) {
        // Like the shop search: every word at a word start of the name or handle, accents folded.
        const words = searchWords(query.q);
        if (words.length === 0) select = select.where(sql<boolean>`1 = 0`);
        for (const word of words) {
          const pattern = wordPattern(word);
          select = select.where((eb) =>
            eb.or([
              eb(foldedColumn(db, 'users.name'), 'like', pattern),
              eb(foldedColumn(db, 'users.at_name'), 'like', pattern),
            ]),
          );
        }
      }
      const rows = await select
        .orderBy('users.created_at', 'desc')
        .orderBy('users.id')
        .limit(query.limit ?? 50)
        .offset(query.offset ?? 0)
        .execute();
      return c.json({ data: rows.map(toPublicUser) }, 200);
    },
  );

const tags = ['Users'];

/** The decoded cursor of a paged request; 400 on `cursor` for text this API never gave. */
function cursorOf(text: string | undefined) {
  try {
    return readCursor(text);
  } catch (error) {
    if (error instanceof BadCursorError)
      throw invalidInput([{ path: 'cursor', message: error.message }], 'The request query is not valid.');
    throw error;
  }
}

export const userRoutes = (services: Services) => {
  const { db, clock } = services;

  const publicUser = async (atName: string) => {
    const row = await findUserByAtName(db, atName);
    if (!row) throw notFound('The user');
    return row;
  };

  const followState = async (userId: string, viewerId: string | null) => {
    const [followers, mine] = await Promise.all([
      db
        .selectFrom('follows')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('followee_id', '=', userId)
        .executeTakeFirst(),
      viewerId
        ? db
            .selectFrom('follows')
            .select('follower_id')
            .where('follower_id', '=', viewerId)
            .where('followee_id', '=', userId)
            .executeTakeFirst()
        : Promise.resolve(undefined),
    ]);
    return { isFollowing: mine !== undefined, followerCount: Number(followers?.count ?? 0) };
  };

  return new Hono<AppEnv>()
    .get(
      '/:at_name',
      doc({
        summary: 'A user profile by at_name (with banner and follow counts)',
        tags,
        responses: { 200: z.object({ user: ProfileSchema }) },
        errors: [400, 404],
      }),
      validate('param', AtNameParamSchema),
      async (c) => {
        const viewer = optionalAuth(c);
        const row = await publicUser(c.req.valid('param').at_name);
        const [follow, following, creations] = await Promise.all([
          followState(row.id, viewer?.user.id ?? null),
          db
            .selectFrom('follows')
            .select((eb) => eb.fn.countAll().as('count'))
            .where('follower_id', '=', row.id)
            .executeTakeFirst(),
          listedCreationCount(db, row.id).executeTakeFirst(),
        ]);
        return c.json(
          {
            user: {
              ...toPublicUser(row),
              followerCount: follow.followerCount,
              followingCount: Number(following?.count ?? 0),
              isFollowing: follow.isFollowing,
              creationCount: Number(creations?.count ?? 0),
            },
          },
          200,
        );
      },
    )
    .get(
      '/:at_name/creations',
      doc({
        summary: "A creator's creations: pinned first, then newest",
        description:
          'Others see published, public, not deleted creations. The creator sees their drafts and private ones too.',
        tags,
        responses: { 200: z.object({ items: z.array(CreationTileSchema), total: z.number().int() }) },
        errors: [400, 404],
      }),
      validate('param', AtNameParamSchema),
      validate('query', CreatorCreationsQuery),
      async (c) => {
        const viewer = optionalAuth(c);
        const row = await publicUser(c.req.valid('param').at_name);
        const { offset = 0, limit = 30 } = c.req.valid('query');
        const own = viewer?.user.id === row.id;
        let query = selectCreationTiles(db)
          .where('creations.user_id', '=', row.id)
          .where('creations.is_deleted', '=', 0);
        if (!own)
          query = query
            .where('creations.is_draft', '=', 0)
            .where('creations.visibility', '=', 'public')
            // A sample is for its creator only (issue 16): not in the list others see.
            .where((eb) => listedForViewer(eb, viewer?.user.id ?? null));
        const [rows, count] = await Promise.all([
          query
            .orderBy(sql`case when creations.pinned_at is null then 1 else 0 end`)
            .orderBy('creations.pinned_at', 'desc')
            .orderBy('creations.created_at', 'desc')
            .orderBy('creations.id', 'desc')
            .limit(limit)
            .offset(offset)
            .execute(),
          query
            .clearSelect()
            .select((eb) => eb.fn.countAll().as('count'))
            .executeTakeFirst(),
        ]);
        return c.json({ items: rows.map(toCreationTile), total: Number(count?.count ?? 0) }, 200);
      },
    )
    .get(
      '/:at_name/favorites',
      doc({
        summary: "A user's favourites, most recently favourited first",
        description:
          'Public on a public account, like its follows; a private account (`visibility: private`) ' +
          'shows its favourites to itself only (403 `favourites_private` for anyone else). A favourite ' +
          'is listed when the shop would list it, or, for its own creator, when it is neither deleted ' +
          'nor a draft. 30 items first, 60 per page after; pass nextCursor back as cursor.',
        tags,
        responses: { 200: pageOf(CreationTileSchema) },
        errors: [400, 403, 404],
      }),
      validate('param', AtNameParamSchema),
      validate('query', FavouritesQuerySchema),
      async (c) => {
        const viewer = optionalAuth(c);
        const query = c.req.valid('query');
        const cursor = cursorOf(query.cursor);
        const row = await publicUser(c.req.valid('param').at_name);
        const own = viewer?.user.id === row.id;
        if (row.visibility === 'private' && !own)
          throw new ApiError(403, 'favourites_private', said('favouritesPrivate', { atName: row.at_name }));
        const page = await listFavourites(db, {
          userId: row.id,
          viewerId: viewer?.user.id ?? null,
          cursor,
          limit: query.limit,
        });
        return c.json(page, 200);
      },
    )
    .put(
      '/:at_name/follow',
      doc({
        summary: 'Follow a user',
        tags,
        auth: true,
        responses: { 200: FollowAnswer },
        errors: [400, 403, 404],
      }),
      validate('param', AtNameParamSchema),
      async (c) => {
        const auth = requireAuth(c);
        const row = await publicUser(c.req.valid('param').at_name);
        if (row.id === auth.user.id) throw forbidden(said('followSelf'));
        const inserted = await db
          .insertInto('follows')
          .values({ follower_id: auth.user.id, followee_id: row.id, created_at: isoNow(clock) })
          .onConflict((oc) => oc.columns(['follower_id', 'followee_id']).doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
          await notify(services, {
            userId: row.id,
            eventId: `follow:${auth.user.id}`,
            message: {
              key: 'follow',
              params: { name: auth.user.name },
              ...(auth.user.profile_image ? { image: auth.user.profile_image } : {}),
              link: `/${auth.user.at_name}`,
            },
            eventData: { type: 'follow', userId: auth.user.id },
          });
        }
        return c.json(await followState(row.id, auth.user.id), 200);
      },
    )
    .delete(
      '/:at_name/follow',
      doc({
        summary: 'Stop following a user',
        tags,
        auth: true,
        responses: { 200: FollowAnswer },
        errors: [400, 404],
      }),
      validate('param', AtNameParamSchema),
      async (c) => {
        const auth = requireAuth(c);
        const row = await publicUser(c.req.valid('param').at_name);
        await db
          .deleteFrom('follows')
          .where('follower_id', '=', auth.user.id)
          .where('followee_id', '=', row.id)
          .execute();
        return c.json(await followState(row.id, auth.user.id), 200);
      },
    );
};
