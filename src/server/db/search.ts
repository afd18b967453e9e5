import { sql, type RawBuilder, type SqlBool } from 'kysely';

/** A LIKE pattern for a case-insensitive substring search; wildcards in the search are escaped with `\`. */
export function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * `lower(column) like '%search%' escape '\'`: case-insensitive substring match on one column (ASCII case
 * only, as SQLite's lower()). Kysely has no `escape` clause, hence the raw SQL.
 */
export function columnContains(column: string, search: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${likePattern(search)} escape '\\'`;
}
