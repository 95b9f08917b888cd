import { handleKey, type HomeTab } from '@atelier/schema';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Database } from '../db/types';
import {
  type ListingScope,
  SAMPLE_PURCHASE_TYPE,
  SHOP_VISIBILITY_WHERE,
  listingSortDirection,
  orderForTab,
} from '../domain';
import { flag } from '../lib/json';
import { type CreationTile, type ListCursor, selectCreationTiles, toCreationTile } from './creations';
import { producerHandleKey } from './handles';
import { afterCursor, pageSize, readCursor, takePage } from './paging';
import { creationHasWord, nameRank, searchWords } from './search';

// A search page's cursor time carries the row's rank first: `{rank}~{created_at}`.
const RANK_SEPARATOR = '~';
const rankOf = (cursor: ListCursor): number => {
  const [rank] = cursor.t.split(RANK_SEPARATOR);
  return rank === '0' ? 0 : 1;
};
const timeOf = (cursor: ListCursor): ListCursor => {
  const at = cursor.t.indexOf(RANK_SEPARATOR);
  return at < 0 ? cursor : { t: cursor.t.slice(at + 1), i: cursor.i };
};

export interface ListingParams {
  scope: ListingScope;
  tab?: HomeTab | undefined;
  categories: string[];
  producer?: string | undefined;
  creator?: string | undefined;
  q?: string | undefined;
  cursor?: string | undefined;
  limit?: number | undefined;
  /** The signed-in user, for the following tab. */
  viewerId: string | null;
  random: () => number;
}

/**
 * Domain isListedForViewer as a `where`: a sample creation only for its creator (only they can
 * order it, 000 §6), every other purchase type for everyone.
 */
export function listedForViewer(eb: ExpressionBuilder<Database, 'creations'>, viewerId: string | null) {
  return eb.or([
    eb('creations.purchase_type', 'is', null),
    eb('creations.purchase_type', '!=', SAMPLE_PURCHASE_TYPE),
    ...(viewerId ? [eb('creations.user_id', '=', viewerId)] : []),
  ]);
}

/**
 * 000 §5, §7 the home and shop list: visible creations (domain SHOP_VISIBILITY_WHERE)
 * in the host's scope, with AND-ed categories, producer, creator, text and following
 * filters, ordered for the tab (domain), 30 first and 60 a page after (domain).
 */
export async function listCreations(
  db: Kysely<Database>,
  params: ListingParams,
): Promise<{ items: CreationTile[]; nextCursor: string | null }> {
  const direction = listingSortDirection(params.tab ?? null);
  const cursor = readCursor(params.cursor);
  const limit = pageSize(cursor, params.limit);

  let query = selectCreationTiles(db)
    .where('creations.visibility', '=', SHOP_VISIBILITY_WHERE.visibility)
    .where('creations.is_deleted', '=', flag(SHOP_VISIBILITY_WHERE.is_deleted))
    .where('creations.is_draft', '=', flag(SHOP_VISIBILITY_WHERE.is_draft))
    .where('users.visibility', '=', SHOP_VISIBILITY_WHERE.userVisibility)
    .where((eb) => listedForViewer(eb, params.viewerId));

  const { scope } = params;
  if (scope.kind === 'creator')
    query = query.where('users.at_name_key', '=', scope.creatorAtName.toLowerCase());
  if (scope.kind === 'producer') {
    query = query.where('creations.producer_id', 'in', (eb) =>
      eb
        .selectFrom('producers')
        .select('producers.id')
        .where(producerHandleKey, '=', handleKey(scope.producerAtName)),
    );
  }
  if (params.producer) {
    const producer = params.producer;
    query = query.where('creations.producer_id', 'in', (eb) =>
      eb.selectFrom('producers').select('producers.id').where(producerHandleKey, '=', handleKey(producer)),
    );
  }
  if (params.creator) query = query.where('users.at_name_key', '=', params.creator.toLowerCase());
  for (const value of params.categories) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('creation_categories')
          .innerJoin('categories', 'categories.id', 'creation_categories.category_id')
          .select('creation_categories.creation_id')
          .whereRef('creation_categories.creation_id', '=', 'creations.id')
          .where('categories.value', '=', value),
      ),
    );
  }
  if (params.tab === 'following') {
    const viewerId = params.viewerId ?? '';
    query = query.where('creations.user_id', 'in', (eb) =>
      eb.selectFrom('follows').select('follows.followee_id').where('follows.follower_id', '=', viewerId),
    );
  }
  const words = params.q ? searchWords(params.q) : [];
  // A search lists name matches first (issue 18); the rank leads the order and the cursor.
  const searching = words.length > 0;
  for (const word of words) query = query.where((eb) => creationHasWord(db, eb, word));
  if (params.q && !searching) query = query.where(sql<boolean>`1 = 0`);
  if (cursor) {
    const after = afterCursor(
      { time: 'creations.created_at', id: 'creations.id' },
      timeOf(cursor),
      direction,
    );
    const rank = searching ? rankOf(cursor) : null;
    query =
      rank === null
        ? query.where(after)
        : query.where((eb) =>
            eb.or([
              eb(nameRank(db, eb, words), '>', rank),
              eb.and([eb(nameRank(db, eb, words), '=', rank), after]),
            ]),
          );
  }
  const rows = await query
    .select((eb) => (searching ? nameRank(db, eb, words) : eb.lit(1)).as('rank'))
    .$if(searching, (ordered) => ordered.orderBy(sql.ref('rank')))
    .orderBy('creations.created_at', direction)
    .orderBy('creations.id', direction)
    .limit(limit + 1)
    .execute();
  const { page, nextCursor } = takePage(rows, limit, (row) => ({
    t: searching ? `${Number(row.rank)}${RANK_SEPARATOR}${row.created_at}` : row.created_at,
    i: row.id,
  }));
  const tiles = page.map(toCreationTile);
  // The rows already come in the tab's order (domain listingSortDirection); trending pages
  // are then shuffled by the domain's orderForTab.
  return {
    items: params.tab === 'trending' ? orderForTab(tiles, 'trending', params.random) : tiles,
    nextCursor,
  };
}
