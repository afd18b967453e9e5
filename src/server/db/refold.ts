// The search indexes hold folded copies (db/search.ts). When the folding rule changes (FOLD_RULE_VERSION), copies
// made under the old rule would no longer match a search folded under the new one: they are folded again, once,
// at start-up, in one transaction.
import { sql, type Kysely } from 'kysely';
import { FOLD_RULE_VERSION } from '../../contract/fold';
import type { Database } from './schema';
import { SEARCH_INDEXES } from './search';

/** Folds every search index again unless it was folded with this rule; answers whether it did. */
export async function refoldSearchIndexes(db: Kysely<Database>): Promise<boolean> {
  const stored = await sql<{ version: number }>`SELECT version FROM search_fold`.execute(db);
  if (stored.rows[0]?.version === FOLD_RULE_VERSION) return false;
  await db.transaction().execute(async (trx) => {
    for (const { table, fts, columns } of Object.values(SEARCH_INDEXES)) {
      const names = sql.join(columns.map((column) => sql.ref(column)));
      const folded = sql.join(columns.map((column) => sql`kitroom_fold(${sql.ref(column)})`));
      await sql`DELETE FROM ${sql.table(fts)}`.execute(trx);
      await sql`INSERT INTO ${sql.table(fts)} (rowid, ${names}) SELECT id, ${folded} FROM ${sql.table(table)}`.execute(trx);
    }
    await sql`DELETE FROM search_fold`.execute(trx);
    await sql`INSERT INTO search_fold (version) VALUES (${FOLD_RULE_VERSION})`.execute(trx);
  });
  return true;
}
