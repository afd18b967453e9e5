// 011_history on PostgreSQL: the same tables but `history_current` (a setting of each transaction instead,
// ../historyTriggers.ts), the same recorded tables and fields (011's own list).
import type { Kysely } from 'kysely';
import { RECORDED } from '../../migrations/011_history';
import { HISTORY_CHAIN_POSTGRES, historyChainForPostgres } from '../historyChain';
import { HISTORY_TABLES_POSTGRES, historyForPostgres } from '../historyTriggers';

export async function historyPostgres(db: Kysely<unknown>): Promise<void> {
  for (const statement of [...HISTORY_TABLES_POSTGRES, ...RECORDED.flatMap(historyForPostgres)]) await statement.execute(db);
}

/** 012_history_chain on PostgreSQL (../historyChain.ts). */
export async function historyChainPostgres(db: Kysely<unknown>): Promise<void> {
  for (const statement of [...HISTORY_CHAIN_POSTGRES, ...RECORDED.map(historyChainForPostgres)]) await statement.execute(db);
}
