import type { Kysely, Migration } from 'kysely';
import { historyChainForPostgres } from '../postgres/historyChain';
import { RECORDED } from './011_history';

/**
 * On PostgreSQL, each recorded table's history function made again (db/postgres/historyTriggers.ts fieldChanges):
 * an update's changed fields are found before any value is turned into JSON. The history it records is the same.
 * SQLite's row triggers already compare first: nothing to make, but recorded, so both list the same migrations.
 */
export const historyChangedFields: Migration = {
  async up() {},
};

export async function historyChangedFieldsPostgres(db: Kysely<unknown>): Promise<void> {
  for (const statement of RECORDED.map(historyChainForPostgres)) await statement.execute(db);
}
