import type { Kysely, Migration } from 'kysely';
import { derivedChangeFunctions } from '../postgres/forms/changes';
import { historyChainForPostgres } from '../postgres/historyChain';
import { CHANGE_LOG_TRIGGER_FUNCTION, searchSyncFunction } from '../postgres/triggers';
import { SEARCHED } from './002_search';
import { RECORDED } from './011_history';
import { TOKENS_CHANGED_FUNCTION } from './015_change_notify';

/**
 * On PostgreSQL, every trigger function that reads the transition tables made again so that each of its statements
 * is planned for the rows it has (db/postgres/triggers.ts plannedBySize): planned once per connection, a plan made
 * for a single edit turned the same connection's bulk change of 100 000 devices into minutes. What they write is the
 * same. SQLite's row triggers have no such plans: nothing to make, but the migration is recorded, so both databases
 * list the same migrations.
 */
export const triggerPlans: Migration = {
  async up() {},
};

/**
 * Every trigger function that reads the transition tables, as the generators make it now (018, 021 and 022 make
 * them); `touched`: with the work that depends on a few columns done only when an UPDATE set one of them (023, which
 * makes the statement triggers that tell them: db/postgres/triggers.ts touchedTrigger).
 */
export const transitionTableFunctions = ({ touched = false } = {}) => [
  ...SEARCHED.map(({ table, columns }) => searchSyncFunction(table, columns, { touched })),
  CHANGE_LOG_TRIGGER_FUNCTION,
  ...derivedChangeFunctions({ touched }),
  ...RECORDED.map(historyChainForPostgres),
  TOKENS_CHANGED_FUNCTION,
];

export async function triggerPlansPostgres(db: Kysely<unknown>): Promise<void> {
  for (const made of transitionTableFunctions()) await made.execute(db);
}
