import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Which version of the folding rule (src/contract/fold.ts) the search indexes were folded with. Empty at first, so
 * that a database indexed under an earlier rule is folded again at its next start (db/refold.ts).
 */
export const searchFold: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`CREATE TABLE search_fold (version INTEGER NOT NULL)`.execute(db);
  },
};
