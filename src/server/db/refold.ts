// The search indexes hold folded copies (db/search.ts). When the folding rule changes (FOLD_RULE_VERSION), copies
// made under the old rule would no longer match a search folded under the new one: they are folded again, once,
// at start-up, in one transaction. Every index the database holds is folded, read from the schema, so an index
// a migration adds needs no other registration.
import { sql, type Kysely } from 'kysely';
import { FOLD_RULE_VERSION } from '../../contract/fold';
import { isPostgres } from './dialect';
import { foldFunctionSql } from './postgres/fold';
import type { Database } from './schema';

const INDEX_SUFFIX = '_search';

interface SearchIndexOfTable { table: string; fts: string; columns: string[] }

/**
 * The search indexes (searchIndexFor, db/triggers.ts; searchIndexForPostgres on PostgreSQL: plain tables of the id
 * and the folded columns) the database holds: each one's table and folded columns.
 */
async function searchIndexesIn(db: Kysely<Database>): Promise<SearchIndexOfTable[]> {
  if (isPostgres(db)) return postgresSearchIndexesIn(db);
  const { rows } = await sql<{ name: string }>`SELECT name FROM sqlite_master
    WHERE type = 'table' AND name LIKE ${`%${INDEX_SUFFIX}`} AND sql LIKE 'CREATE VIRTUAL TABLE % USING fts5(%' ORDER BY rowid`.execute(db);
  return Promise.all(rows.map(async ({ name }) => {
    const columns = await sql<{ name: string }>`SELECT name FROM pragma_table_info(${name}) ORDER BY cid`.execute(db);
    return { table: name.slice(0, -INDEX_SUFFIX.length), fts: name, columns: columns.rows.map((column) => column.name) };
  }));
}

async function postgresSearchIndexesIn(db: Kysely<Database>): Promise<SearchIndexOfTable[]> {
  const { rows } = await sql<{ name: string; columns: string[] }>`SELECT c.table_name AS name,
      array_agg(c.column_name::text ORDER BY c.ordinal_position) FILTER (WHERE c.column_name <> 'id') AS columns
    FROM information_schema.columns c JOIN pg_tables t ON t.tablename = c.table_name AND t.schemaname = c.table_schema
    WHERE c.table_schema = current_schema() AND c.table_name LIKE ${`%${INDEX_SUFFIX}`}
    GROUP BY c.table_name ORDER BY c.table_name`.execute(db);
  return rows.map(({ name, columns }) => ({ table: name.slice(0, -INDEX_SUFFIX.length), fts: name, columns }));
}

/** Folds every search index again unless it was folded with this rule; answers whether it did. */
export async function refoldSearchIndexes(db: Kysely<Database>): Promise<boolean> {
  const stored = await sql<{ version: number }>`SELECT version FROM search_fold`.execute(db);
  if (stored.rows[0]?.version === FOLD_RULE_VERSION) return false;
  await db.transaction().execute(async (trx) => {
    // PostgreSQL's kitroom_fold is made from foldText (db/postgres/fold.ts): made again under the rule of now
    if (isPostgres(trx)) await foldFunctionSql().execute(trx);
    const id = isPostgres(trx) ? sql.ref('id') : sql.raw('rowid');
    for (const { table, fts, columns } of await searchIndexesIn(trx)) {
      const names = sql.join(columns.map((column) => sql.ref(column)));
      const folded = sql.join(columns.map((column) => sql`kitroom_fold(${sql.ref(column)})`));
      await sql`DELETE FROM ${sql.table(fts)}`.execute(trx);
      await sql`INSERT INTO ${sql.table(fts)} (${id}, ${names}) SELECT id, ${folded} FROM ${sql.table(table)}`.execute(trx);
    }
    await sql`DELETE FROM search_fold`.execute(trx);
    await sql`INSERT INTO search_fold (version) VALUES (${FOLD_RULE_VERSION})`.execute(trx);
  });
  return true;
}
