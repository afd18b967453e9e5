import { sql, type Kysely, type Migration } from 'kysely';
import { HISTORY_CHAIN_SQL, historyChainFor, historyTriggerNames } from '../historyChain';
import { RECORDED } from './011_history';

/**
 * Each record's history found by a chain instead of an index (db/historyChain.ts): the chain is filled from what is
 * recorded, the index dropped, and every recorded table's history triggers made again to keep the chain too.
 */
export const historyChain: Migration = {
  async up(db: Kysely<unknown>) {
    const statements = [
      ...HISTORY_CHAIN_SQL,
      ...RECORDED.flatMap((spec) => [...historyTriggerNames(spec).map((name) => sql.raw(`DROP TRIGGER ${name}`)), ...historyChainFor(spec)]),
    ];
    for (const statement of statements) await statement.execute(db);
  },
};
