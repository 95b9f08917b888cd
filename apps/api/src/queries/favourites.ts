import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { SHOP_VISIBILITY_WHERE } from '../domain';
import { flag } from '../lib/json';
import { type CreationTile, type ListCursor, selectCreationTiles, toCreationTile } from './creations';
import { afterCursor, pageSize, takePage } from './paging';

export interface FavouritesParams {
  /** Whose favourites. */
  userId: string;
  /** The signed-in reader, who also sees their own listed-elsewhere creations. */
  viewerId: string | null;
  /** Where the page starts (see paging.ts `readCursor`); null for the first page. */
  cursor: ListCursor | null;
  limit?: number | undefined;
}

/**
 * A user's favourites, most recently favourited first, as list tiles. A creation shows when
 * the shop would list it (domain SHOP_VISIBILITY_WHERE: public, not deleted, not draft,
 * public user), or when the reader owns it and it is neither deleted nor a draft: the same
 * reader-relative rule as a creator's own list. So a creation made private after it was
 * favourited drops out of everyone's list but its creator's.
 *
 * Paged by (favourited time, creation id); the index favourites_user_time_idx serves the
 * order, so a page reads only its own rows however long the list is.
 */
export async function listFavourites(
  db: Kysely<Database>,
  params: FavouritesParams,
): Promise<{ items: CreationTile[]; nextCursor: string | null }> {
  const { cursor } = params;
  const limit = pageSize(cursor, params.limit);
  let query = selectCreationTiles(db)
    .innerJoin('favourites', 'favourites.creation_id', 'creations.id')
    .select('favourites.created_at as favourited_at')
    .where('favourites.user_id', '=', params.userId)
    .where('creations.is_deleted', '=', flag(SHOP_VISIBILITY_WHERE.is_deleted))
    .where('creations.is_draft', '=', flag(SHOP_VISIBILITY_WHERE.is_draft))
    .where((eb) => {
      const listed = eb.and([
        eb('creations.visibility', '=', SHOP_VISIBILITY_WHERE.visibility),
        eb('users.visibility', '=', SHOP_VISIBILITY_WHERE.userVisibility),
      ]);
      return params.viewerId ? eb.or([listed, eb('creations.user_id', '=', params.viewerId)]) : listed;
    });
  if (cursor)
    query = query.where(
      afterCursor({ time: 'favourites.created_at', id: 'favourites.creation_id' }, cursor, 'desc'),
    );
  const rows = await query
    .orderBy('favourites.created_at', 'desc')
    .orderBy('favourites.creation_id', 'desc')
    .limit(limit + 1)
    .execute();
  const { page, nextCursor } = takePage(rows, limit, (row) => ({ t: row.favourited_at, i: row.id }));
  return { items: page.map(toCreationTile), nextCursor };
}

/** Whether this user favours the creation, and how many do. */
export async function favouriteState(db: Kysely<Database>, creationId: string, userId: string) {
  const [count, mine] = await Promise.all([
    db
      .selectFrom('favourites')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('creation_id', '=', creationId)
      .executeTakeFirst(),
    db
      .selectFrom('favourites')
      .select('user_id')
      .where('creation_id', '=', creationId)
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  ]);
  return { isFavorite: mine !== undefined, favoriteCount: Number(count?.count ?? 0) };
}
