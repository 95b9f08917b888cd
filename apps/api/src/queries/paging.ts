import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { GRID_INITIAL_PAGE_SIZE, GRID_MORE_PAGE_SIZE } from '../domain';
import { type ListCursor, decodeCursor, encodeCursor } from './creations';

/**
 * Keyset paging shared by the creation lists (the shop list, a user's favourites): a page
 * ends with the cursor of its last row, a (time, id) pair, and the next page starts strictly
 * after it. Unlike OFFSET, rows inserted meanwhile never shift a page, so nothing repeats or
 * is skipped.
 */

/** A cursor text this API never gave (the route answers 400 on `cursor`). */
export class BadCursorError extends Error {}

/** The cursor of a page request, or null for the first page. */
export function readCursor(text: string | undefined): ListCursor | null {
  if (!text) return null;
  const cursor = decodeCursor(text);
  if (!cursor) throw new BadCursorError('The cursor is not one this API gave.');
  return cursor;
}

/** The page size: `limit` when given, else 30 first and 60 a page after (domain, 000 §4). */
export const pageSize = (cursor: ListCursor | null, limit: number | undefined): number =>
  limit ?? (cursor ? GRID_MORE_PAGE_SIZE : GRID_INITIAL_PAGE_SIZE);

/**
 * The rows after the cursor in (time, id) order, for a `where`. The columns are references
 * such as `creations.created_at`; the list must be ordered by the same two, same direction.
 */
export function afterCursor(
  columns: { time: string; id: string },
  cursor: ListCursor,
  direction: 'asc' | 'desc',
): RawBuilder<SqlBool> {
  const op = sql.raw(direction === 'desc' ? '<' : '>');
  const time = sql.ref(columns.time);
  const id = sql.ref(columns.id);
  return sql<SqlBool>`(${time} ${op} ${cursor.t} or (${time} = ${cursor.t} and ${id} ${op} ${cursor.i}))`;
}

/**
 * A page from rows fetched with `limit + 1`: the extra row only says that a next page
 * exists, so the last page never costs an empty request.
 */
export function takePage<Row>(
  rows: readonly Row[],
  limit: number,
  cursorOf: (row: Row) => ListCursor,
): { page: Row[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > limit && last ? encodeCursor(cursorOf(last)) : null };
}
