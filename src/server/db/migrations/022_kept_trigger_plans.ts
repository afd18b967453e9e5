import type { Kysely, Migration } from 'kysely';
import { transitionTableFunctions } from './018_trigger_plans';

/**
 * On PostgreSQL, every trigger function that reads the transition tables made again so that a change of a few rows
 * (db/postgres/triggers.ts KEPT_PLAN_ROWS) runs each statement with the plan its connection keeps, a larger one still
 * planned for its rows (migration 018): a bulk change of 10 devices planned its trigger statements at every run, 2 ms
 * of its 3.4-ms UPDATE. What they write is the same. SQLite's row triggers have no such plans: nothing to make, but
 * the migration is recorded, so both databases list the same migrations.
 */
export const keptTriggerPlans: Migration = {
  async up() {},
};

export async function keptTriggerPlansPostgres(db: Kysely<unknown>): Promise<void> {
  for (const made of transitionTableFunctions()) await made.execute(db);
}
