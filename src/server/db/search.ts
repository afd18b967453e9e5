// Searching through the search indexes of migration 002: `<table>_search`, FTS5 trigram tables holding a folded
// copy of each searched column. The search text is folded the same way (src/contract/fold.ts), so "sao" finds
// "São" and "évora" finds "Évora", and the rows come from the index, not from a scan of the table. A text of three
// characters or more is a trigram phrase (an exact substring of a folded column); a shorter one cannot be split
// into trigrams and is looked for in the index's own folded copy instead.
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { foldText } from '../../contract/fold';

export interface SearchIndex { fts: string; columns: readonly string[] }

export const SEARCH_INDEXES = {
  devices: { fts: 'devices_search', columns: ['name', 'serial_id', 'mac_address', 'key_tag'] },
  deviceModels: { fts: 'device_models_search', columns: ['name'] },
  deviceCategories: { fts: 'device_categories_search', columns: ['name'] },
  events: { fts: 'events_search', columns: ['name', 'location'] },
  spaces: { fts: 'spaces_search', columns: ['name'] },
  users: { fts: 'users_search', columns: ['name', 'email'] },
} as const satisfies Record<string, SearchIndex>;

/** The search as the index holds text: folded, control characters dropped. */
export function foldSearch(search: string): string {
  return foldText(search).replace(/\p{Cc}/gu, '');
}

const phrase = (needle: string) => `"${needle.replaceAll('"', '""')}"`;

/**
 * `(select rowid from <index> where …)`: the ids of the rows where any searched column holds any of `needles`
 * (already folded), for `where id in …`.
 */
export function matchingIds(index: SearchIndex, needles: readonly string[]): RawBuilder<number> {
  const table = sql.table(index.fts);
  const usable = needles.filter((needle) => needle !== '');
  if (usable.length === 0) return sql<number>`(select rowid from ${table} where 0)`;
  if (usable.every((needle) => [...needle].length >= 3)) {
    return sql<number>`(select rowid from ${table} where ${table} match ${usable.map(phrase).join(' OR ')})`;
  }
  const anyColumn = usable.flatMap((needle) => index.columns.map((column) => sql`instr(${sql.ref(column)}, ${needle}) > 0`));
  return sql<number>`(select rowid from ${table} where ${sql.join(anyColumn, sql` or `)})`;
}

/** `<idColumn> in (…)`: the rows of an indexed table whose searched columns hold `search` (folded here). */
export function idMatches(idColumn: string, index: SearchIndex, search: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(idColumn)} in ${matchingIds(index, [foldSearch(search)])}`;
}
