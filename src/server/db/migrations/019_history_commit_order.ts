import { sql, type Kysely, type Migration } from 'kysely';

/**
 * On PostgreSQL, each history operation keeps the id of the transaction that made it (`txid`): operation ids are
 * taken when a transaction begins, not when it commits, so the live stream finds the operations committed since its
 * last reading by their transactions (db/historyPeople.ts), and a long write's author is never left out of `by`.
 * SQLite has one writer, whose operations commit in id order: nothing to make, but the migration is recorded, so
 * both databases list the same migrations.
 */
export const historyCommitOrder: Migration = {
  async up() {},
};

export async function historyCommitOrderPostgres(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE history_operations ADD COLUMN txid xid8 NOT NULL DEFAULT pg_current_xact_id()`.execute(db);
  await sql`CREATE INDEX history_operations_by_transaction ON history_operations (txid)`.execute(db);
}
