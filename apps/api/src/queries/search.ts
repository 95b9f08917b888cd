import {
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  PostgresAdapter,
  type SqlBool,
  sql,
} from 'kysely';
import type { Database } from '../db/types';

/**
 * The shop's text search (issue 18): the words of a query in any order, each found at the
 * start of a word of the creation's name or one of its categories' names, or as a whole word of
 * its creator's name or @handle (every word somewhere: AND of words, OR over fields). Case and accents are folded on
 * both sides, so "Inès" and "ines" meet. Substring LIKEs use no index, so the search is bounded
 * instead: at most {@link MAX_SEARCH_WORDS} words of at most {@link MAX_SEARCH_WORD_LENGTH}
 * characters, over the already filtered, paged list.
 */

export const MAX_SEARCH_WORDS = 6;
export const MAX_SEARCH_WORD_LENGTH = 40;

/** Lower case, accents off, anything but letters and digits a space (one rule for both sides). */
export function foldSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, ' ');
}

/** The distinct folded words of a query, bounded. */
export function searchWords(query: string): string[] {
  const words = foldSearchText(query)
    .split(' ')
    .filter((word) => word.length > 0)
    .map((word) => word.slice(0, MAX_SEARCH_WORD_LENGTH));
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}

// Scripts written without spaces between words: a word there matches anywhere, not only at a
// word's start.
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;

/** The LIKE pattern of a folded word at a word's start, against `' ' || folded text || ' '`. */
export const wordPattern = (word: string): string => (UNSPACED.test(word) ? `%${word}%` : `% ${word}%`);

/**
 * The LIKE pattern of a folded whole word. People's names and handles need the whole word:
 * as a prefix, "men" would find every piece of "Kofi Mensah".
 */
export const wholeWordPattern = (word: string): string => (UNSPACED.test(word) ? `%${word}%` : `% ${word} %`);

/**
 * PostgreSQL folds with translate(lower(...)): the accented Latin letters (both cases, so a
 * database in the C locale folds them too) and the punctuation, mapped by the same JS rule.
 */
function postgresTranslation(): { from: string; to: string } {
  let from = '';
  let to = '';
  for (let code = 0xc0; code <= 0x24f; code += 1) {
    const char = String.fromCodePoint(code);
    const folded = foldSearchText(char);
    if (folded.length === 1 && folded !== char && folded !== ' ' && !from.includes(char)) {
      from += char;
      to += folded;
    }
  }
  // Punctuation to spaces ("t-shirt" is "t shirt"; handles' underscores split words). No quote,
  // so the strings are safe as SQL literals.
  for (const char of '-_.,/&+:;!?()[]#@*~|"') {
    from += char;
    to += ' ';
  }
  return { from, to };
}

const TRANSLATION = postgresTranslation();

/** The SQL of a column folded like {@link foldSearchText}, with a space on each side. */
export function foldedColumn(db: Kysely<Database>, column: string): Expression<string> {
  const ref = sql.ref(column);
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    return sql<string>`(' ' || translate(lower(${ref}), ${sql.lit(TRANSLATION.from)}, ${sql.lit(TRANSLATION.to)}) || ' ')`;
  // SQLite: the function the connection registers (see registerSearchFunctions).
  return sql<string>`(' ' || atelier_fold(${ref}) || ' ')`;
}

/** SQLite has no accent folding: each connection gets the JS rule as a deterministic function. */
export function registerSearchFunctions(sqlite: {
  function(name: string, options: { deterministic: boolean }, fn: (value: unknown) => unknown): unknown;
}): void {
  sqlite.function('atelier_fold', { deterministic: true }, (value) =>
    typeof value === 'string' ? foldSearchText(value) : value,
  );
}

type CreationsEb = ExpressionBuilder<Database, 'creations' | 'users'>;

/** One word found in the creation's name. */
export const nameHas = (db: Kysely<Database>, eb: CreationsEb, word: string) =>
  eb(foldedColumn(db, 'creations.name'), 'like', wordPattern(word));

/** One word starting a word of the name or a category's name, or a whole word of the creator's name or handle. */
export function creationHasWord(db: Kysely<Database>, eb: CreationsEb, word: string): Expression<SqlBool> {
  const pattern = wordPattern(word);
  return eb.or([
    nameHas(db, eb, word),
    eb(foldedColumn(db, 'users.name'), 'like', wholeWordPattern(word)),
    eb(foldedColumn(db, 'users.at_name'), 'like', wholeWordPattern(word)),
    eb.exists(
      eb
        .selectFrom('creation_categories')
        .innerJoin('categories', 'categories.id', 'creation_categories.category_id')
        .select('creation_categories.creation_id')
        .whereRef('creation_categories.creation_id', '=', 'creations.id')
        .where(foldedColumn(db, 'categories.name'), 'like', pattern),
    ),
  ]);
}

/** 0 when every word is in the creation's name (listed first), else 1. */
export function nameRank(db: Kysely<Database>, eb: CreationsEb, words: readonly string[]) {
  return eb
    .case()
    .when(eb.and(words.map((word) => nameHas(db, eb, word))))
    .then(0)
    .else(1)
    .end();
}
