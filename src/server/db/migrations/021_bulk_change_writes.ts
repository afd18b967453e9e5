import { sql, type Kysely, type Migration } from 'kysely';
import { TRIGGER_WORK_MEM } from '../postgres/triggers';
import { transitionTableFunctions } from './018_trigger_plans';

/**
 * On PostgreSQL, what a bulk change writes beside its rows costs less (measured in `npm run bench -- postgres`):
 * - the change log's rows (`changes`, one a record, its number moved at every write) keep half of each page free, so
 *   that their new versions are written in place (as migration 020 for the devices and the history chain): a bulk
 *   status change of 100 000 devices spent 0.54 s in the change log, 0.41 s with the room (psql, a vacuumed table);
 * - each history function is made again (db/postgres/historyChain.ts): a chained record's row updated, a new one
 *   inserted, and the changes of a record the operation had not touched inserted without looking for a conflict;
 * - the trigger functions over the transition tables (history, change log, derived changes, search) join, sort and
 *   hash in memory (TRIGGER_WORK_MEM), not in temporary files: at 100 000 devices, the search and the events' marks,
 *   which a status change leaves as they were, took 120 and 105 ms, 97 and 60 ms so.
 * SQLite's row triggers have none of these: nothing to make, but the migration is recorded, so both databases list
 * the same migrations.
 */
export const bulkChangeWrites: Migration = {
  async up() {},
};

export async function bulkChangeWritesPostgres(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE changes SET (fillfactor = 50)`.execute(db);
  await sql`CLUSTER changes USING changes_pkey`.execute(db);
  for (const made of transitionTableFunctions()) await made.execute(db);
  await sql.raw(`ALTER FUNCTION kitroom_mark_rows(integer, bigint[], boolean) ${TRIGGER_WORK_MEM}`).execute(db);
}
