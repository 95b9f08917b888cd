import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/types';
import { SHOP_VISIBILITY_WHERE } from '../domain';
import { flag } from '../lib/json';
import { type CreationTile, selectCreationTiles, toCreationTile } from './creations';
import { listedForViewer } from './listing';
import { PUBLIC_USER_COLUMNS, type PublicUser, toPublicUser } from './users';

/** How many recent works a creator's card shows. */
export const RECENT_WORKS = 4;

export interface CreatorCard extends PublicUser {
  followerCount: number;
  creationCount: number;
  isFollowing: boolean;
  recent: CreationTile[];
}

export interface CreatorListParams {
  viewerId: string | null;
  /** Suggestions for the viewer: not themselves, nobody they follow, only creators with work. */
  suggest: boolean;
  limit: number;
  offset: number;
}

/**
 * Creators with their counts and recent public work, in two queries whatever the page size
 * (issue 18): the creators with correlated counts, then the newest works of exactly those
 * creators, numbered per creator by a window (row_number) and cut at {@link RECENT_WORKS}.
 * Most followed first, then the oldest accounts.
 */
export async function listCreators(
  db: Kysely<Database>,
  params: CreatorListParams,
): Promise<{ items: CreatorCard[]; nextOffset: number | null }> {
  const viewerId = params.viewerId ?? '';
  // A creation the shop lists to everyone (no samples, which only their creator sees).
  const shopVisible = () =>
    db
      .selectFrom('creations')
      .select('creations.id')
      .where('creations.user_id', '=', sql.ref<string>('users.id'))
      .where('creations.visibility', '=', SHOP_VISIBILITY_WHERE.visibility)
      .where('creations.is_deleted', '=', flag(SHOP_VISIBILITY_WHERE.is_deleted))
      .where('creations.is_draft', '=', flag(SHOP_VISIBILITY_WHERE.is_draft))
      .where((eb) => listedForViewer(eb, null));
  let query = db
    .selectFrom('users')
    .select(PUBLIC_USER_COLUMNS)
    .select((eb) => [
      eb
        .selectFrom('follows')
        .select(eb.fn.countAll<number | string>().as('n'))
        .whereRef('follows.followee_id', '=', 'users.id')
        .as('follower_count'),
      eb
        .selectFrom(shopVisible().as('visible'))
        .select(eb.fn.countAll<number | string>().as('n'))
        .as('creation_count'),
      eb
        .exists(
          eb
            .selectFrom('follows')
            .select('follows.follower_id')
            .whereRef('follows.followee_id', '=', 'users.id')
            .where('follows.follower_id', '=', viewerId),
        )
        .as('is_following'),
    ])
    .where('users.visibility', '=', 'public')
    .where('users.is_creator', '=', flag(true));
  if (params.suggest) {
    query = query
      .where('users.id', '!=', viewerId)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('follows')
              .select('follows.follower_id')
              .whereRef('follows.followee_id', '=', 'users.id')
              .where('follows.follower_id', '=', viewerId),
          ),
        ),
      )
      .where(({ exists }) => exists(shopVisible()));
  }
  const rows = await query
    .orderBy(sql`follower_count`, 'desc')
    .orderBy('users.created_at', 'asc')
    .orderBy('users.id', 'asc')
    .limit(params.limit + 1)
    .offset(params.offset)
    .execute();
  const page = rows.slice(0, params.limit);
  const recent = await recentWorks(
    db,
    page.map((row) => row.id),
  );
  return {
    items: page.map((row) => ({
      ...toPublicUser(row),
      followerCount: Number(row.follower_count ?? 0),
      creationCount: Number(row.creation_count ?? 0),
      isFollowing: Boolean(Number(row.is_following)),
      recent: recent.get(row.id) ?? [],
    })),
    nextOffset: rows.length > params.limit ? params.offset + params.limit : null,
  };
}

/** The newest shop-visible works of each of `userIds`, at most {@link RECENT_WORKS} each. */
async function recentWorks(db: Kysely<Database>, userIds: readonly string[]) {
  const byUser = new Map<string, CreationTile[]>();
  if (userIds.length === 0) return byUser;
  const numbered = selectCreationTiles(db)
    .select(
      sql<number>`row_number() over (partition by creations.user_id order by creations.created_at desc, creations.id desc)`.as(
        'position',
      ),
    )
    .where('creations.user_id', 'in', userIds)
    .where('creations.visibility', '=', SHOP_VISIBILITY_WHERE.visibility)
    .where('creations.is_deleted', '=', flag(SHOP_VISIBILITY_WHERE.is_deleted))
    .where('creations.is_draft', '=', flag(SHOP_VISIBILITY_WHERE.is_draft))
    .where((eb) => listedForViewer(eb, null));
  const rows = await db
    .selectFrom(numbered.as('numbered'))
    .selectAll()
    .where('numbered.position', '<=', RECENT_WORKS)
    .orderBy('numbered.position')
    .execute();
  for (const row of rows) {
    const list = byUser.get(row.u_id) ?? [];
    list.push(toCreationTile(row));
    byUser.set(row.u_id, list);
  }
  return byUser;
}
