// 002_search and 004_search_fold on PostgreSQL: pg_trgm indexes over the same folded columns as SQLite's FTS5
// trigram tables (the same rows match; ranks may differ), kitroom_fold made from foldText (../fold.ts).
import { sql, type Kysely } from 'kysely';
import { foldFunctionSql } from '../fold';
import { SEARCHED } from '../../migrations/002_search';
import { searchIndexForPostgres } from '../triggers';

export async function searchPostgres(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`,
    foldFunctionSql(),
    ...SEARCHED.flatMap(({ table, columns }) => searchIndexForPostgres(table, columns)),
    sql`CREATE INDEX devices_status ON devices(status)`,
    sql`CREATE INDEX devices_base ON devices(base)`,
  ];
  for (const statement of statements) await statement.execute(db);
}
