import type { Kysely, Migration } from 'kysely';
import { DEVICE_EVENTS_TOUCHED } from '../postgres/forms/changes';
import { TOUCHED_FUNCTION, touchedTrigger } from '../postgres/triggers';
import { SEARCHED } from './002_search';
import { transitionTableFunctions } from './018_trigger_plans';

/**
 * On PostgreSQL, the search indexes' triggers and the devices' events marks do their work on an UPDATE only when it
 * set one of their columns (db/postgres/triggers.ts touchedTrigger): a bulk change of status joined all of its old
 * and new rows twice to find that none of those columns had changed. What they write is the same. SQLite's row
 * triggers already name their columns (UPDATE OF): nothing to make, but the migration is recorded, so both databases
 * list the same migrations.
 */
export const touchedColumns: Migration = {
  async up() {},
};

export async function touchedColumnsPostgres(db: Kysely<unknown>): Promise<void> {
  await TOUCHED_FUNCTION.execute(db);
  for (const { table, columns } of SEARCHED) await touchedTrigger(`${table}_search`, table, columns).execute(db);
  await touchedTrigger(DEVICE_EVENTS_TOUCHED.name, DEVICE_EVENTS_TOUCHED.table, DEVICE_EVENTS_TOUCHED.columns).execute(db);
  for (const made of transitionTableFunctions({ touched: true })) await made.execute(db);
}
