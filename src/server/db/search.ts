// Searching through the search indexes migrations make (searchIndexFor, db/triggers.ts): `<table>_search`, FTS5
// trigram tables holding a folded copy of each searched column. The search text is folded the same way
// (src/contract/fold.ts), so "sao" finds "São" and "évora" finds "Évora", and the rows come from the index, not
// from a scan of the table. A search is words: a row matches when it holds every word, in any order, each in any
// searched column. A word of three characters or more is a trigram phrase (an exact substring of a folded column);
// a shorter one cannot be split into trigrams and is looked for in the index's own folded copy instead. On
// PostgreSQL (db/dialect.ts) the index is a plain table (id, folded columns) with one trigram GIN index on its
// columns joined (migration 016), a word a `LIKE '%word%'` on that text.
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { foldedWords } from '../../contract/fold';
import { dialectSql, holdsAllSql, noRowsSql, wordRankSql } from './dialect';

export interface SearchIndex { table: string; fts: string; columns: readonly string[] }

/** The index a migration made with `searchIndexFor(table, columns)`: the same columns, in the same order. */
export const searchIndex = (table: string, columns: readonly string[]): SearchIndex => ({ table, fts: `${table}_search`, columns });

export const SEARCH_INDEXES = {
  devices: { table: 'devices', fts: 'devices_search', columns: ['name', 'serial_id', 'mac_address', 'key_tag'] },
  deviceModels: { table: 'device_models', fts: 'device_models_search', columns: ['name'] },
  deviceCategories: { table: 'device_categories', fts: 'device_categories_search', columns: ['name'] },
  events: { table: 'events', fts: 'events_search', columns: ['name', 'location'] },
  spaces: { table: 'spaces', fts: 'spaces_search', columns: ['name'] },
  users: { table: 'users', fts: 'users_search', columns: ['name', 'email'] },
} as const satisfies Record<string, SearchIndex>;

const CONTROL = /\p{Cc}/gu;

/**
 * A search's words as the index holds text (the app's foldedWords, control characters dropped): a row matches when
 * it holds every word, in any order and in any of its searched columns ("livraria leiria" finds "Livraria Lello,
 * Leiria" and "Leiria: livraria").
 */
export function searchWords(search: string): string[] {
  return foldedWords(search).map((word) => word.replace(CONTROL, '')).filter((word) => word !== '');
}

/** One word of a search and the other spellings it may take (a MAC typed with dashes also looks for colons). */
export type SearchWord = readonly string[];

const phrase = (needle: string) => `"${needle.replaceAll('"', '""')}"`;
const isTrigram = (needle: string) => [...needle].length >= 3;

/**
 * The index rows holding every word (each in any of its spellings, in any column): the words of three characters
 * or more as one trigram query (`"a" AND ("b" OR "c")`), the shorter ones, which cannot be split into trigrams,
 * looked for in the index's own folded copy of the rows.
 */
function indexHolds(index: SearchIndex, words: readonly SearchWord[]): RawBuilder<SqlBool> {
  return dialectSql({ sqlite: ftsHolds(index, words), postgres: holdsAllSql(index.columns, words) });
}

function ftsHolds(index: SearchIndex, words: readonly SearchWord[]): RawBuilder<SqlBool> {
  const table = sql.table(index.fts);
  const indexed = words.filter((word) => word.every(isTrigram));
  const looked = words.filter((word) => !word.every(isTrigram));
  const conditions: RawBuilder<unknown>[] = [];
  if (indexed.length) {
    const query = indexed.map((word) => `(${word.map(phrase).join(' OR ')})`).join(' AND ');
    conditions.push(sql`${table} match ${query}`);
  }
  for (const word of looked) {
    const anyColumn = word.flatMap((needle) => index.columns.map((column) => sql`instr(${sql.ref(column)}, ${needle}) > 0`));
    conditions.push(sql`(${sql.join(anyColumn, sql` or `)})`);
  }
  return sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;
}

const usableWords = (words: readonly SearchWord[]) =>
  words.map((word) => word.filter((needle) => needle !== '')).filter((word) => word.length > 0);

/**
 * `(select rowid from <index> where …)`: the ids of the rows holding every one of `words` (already folded), for
 * `where id in ...`.
 */
export function matchingIds(index: SearchIndex, words: readonly SearchWord[]): RawBuilder<number> {
  const table = sql.table(index.fts);
  const usable = usableWords(words);
  if (usable.length === 0) return sql<number>`(select ${rowId} from ${table} where ${noRowsSql()})`;
  return sql<number>`(select ${rowId} from ${table} where ${indexHolds(index, usable)})`;
}

/** The index's row id: FTS5's rowid, the id column of PostgreSQL's table. */
const rowId = dialectSql({ sqlite: sql.raw('rowid'), postgres: sql.raw('id') });

const wordsOf = (search: string): SearchWord[] => searchWords(search).map((word) => [word]);

/** `<idColumn> in (…)`: the rows of an indexed table whose searched columns hold every word of `search`. */
export function idMatches(idColumn: string, index: SearchIndex, search: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(idColumn)} in ${matchingIds(index, wordsOf(search))}`;
}

/**
 * `(select count(*) from <index> where …)`: how many rows hold `search`, counted in the index alone. The index has
 * exactly one row per row of its table (its triggers keep it so), so no join is needed: about half the time of
 * counting `id in (…)`, which first gathers every matching id (50 000 of them for "e" among 50 000 spaces).
 */
export function matchCount(index: SearchIndex, search: string): RawBuilder<number> {
  const words = wordsOf(search);
  if (words.length === 0) return sql<number>`0`;
  return sql<number>`(select count(*) from ${sql.table(index.fts)} where ${indexHolds(index, words)})`;
}

/**
 * `select rowid as id from <index> where … order by … limit … offset …`: the ids of one page of the rows holding every
 * word of `search`, those whose words start with it first (kitroom_word_rank: the name starting with the search, then
 * every word at a word start, then the rest, src/contract/wordStarts.ts), then newest first, so "rui" finds Rui Lopes
 * before Diego Ruiz and both before Pedro Bruin. The order is total (the id ends it), so the pages never overlap.
 * Read in the index alone, whose folded copies the ranking needs. Every match is ranked, so a search most rows match
 * costs a scan: on the people bench's 50 000 users (tests/bench/peopleSeed.mjs) "e" took 40–75 ms and "an" 25–60 ms
 * on this shared 2-core machine, where the walk in id order it replaced (newest first only) took 8; three letters
 * or more, 7–20 ms. The people bench (`npm run bench people`) times the keystroke to the repainted list.
 */
export function rankedPageIds(index: SearchIndex, search: string, page: { limit: number; offset: number }): RawBuilder<{ id: number }> {
  const table = sql.table(index.fts);
  const words = wordsOf(search);
  const columns = sql.join(index.columns.map((column) => sql.ref(`${index.fts}.${column}`)));
  const holds = words.length ? indexHolds(index, words) : noRowsSql();
  const rank = dialectSql({
    sqlite: sql`kitroom_word_rank(${searchWords(search).join(' ')}, ${columns})`,
    postgres: wordRankSql(searchWords(search), index.columns.map((column) => `${index.fts}.${column}`)),
  });
  return sql<{ id: number }>`select ${rowId} as id from ${table} where ${holds}
    order by ${rank}, ${rowId} desc limit ${page.limit} offset ${page.offset}`;
}
