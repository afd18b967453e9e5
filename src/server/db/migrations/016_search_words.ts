import { sql, type Kysely, type Migration } from 'kysely';
import { searchedTextSql } from '../dialect';
import { SEARCHED } from './002_search';

/**
 * PostgreSQL's search indexes (issue 24): one trigram GIN index a `<table>_search`, on its columns joined
 * (searchedTextSql, which the search's `LIKE` uses), in place of one a column. A word then costs one index scan a
 * spelling, not one a column (eight for a serial typed with dashes), and the planner no longer finds a scan of the
 * table cheaper at 10 000 devices; a row's trigrams are written once, not once a column.
 *
 * On SQLite the FTS5 tables already search every column at once: nothing to make, but the migration is recorded,
 * so both databases list the same migrations (as 014).
 */
export const searchWords: Migration = {
  async up() {},
};

export async function searchWordsPostgres(db: Kysely<unknown>): Promise<void> {
  for (const { table, columns } of SEARCHED) {
    for (const column of columns) await sql`DROP INDEX ${sql.raw(`${table}_search_${column}`)}`.execute(db);
    await sql`CREATE INDEX ${sql.raw(`${table}_search_words`)} ON ${sql.table(`${table}_search`)}
      USING gin (${searchedTextSql(columns)} gin_trgm_ops)`.execute(db);
  }
}
