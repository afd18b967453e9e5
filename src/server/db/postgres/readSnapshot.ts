// A heavy read's transaction on PostgreSQL (workers/postgresReads.ts) begun in one round trip: BEGIN, the task's
// time budget and the change state go as one simple-protocol message of three statements. They were four round
// trips (a session statement_timeout set before, reset after), of the ~13 a search page of 50 paid.
import { sql, type Kysely } from 'kysely';
import type pg from 'pg';
import { changeStateOf, changeStateSelect, type ChangeState, type ChangeStateRow } from '../changes';

/**
 * Begins a REPEATABLE READ READ ONLY transaction on `client`, its statements stopped past `timeoutMs` (SET LOCAL:
 * gone with the transaction), and answers the change state its snapshot sees. The caller ends it (COMMIT).
 */
export async function beginReadSnapshot(client: pg.ClientBase, db: Pick<Kysely<unknown>, 'getExecutor'>, timeoutMs: number): Promise<ChangeState> {
  // the simple protocol takes no parameters: the state's select has none, the budget is a whole number
  const state = sql`${changeStateSelect()}`.compile(db).sql;
  const budget = Math.max(1, Math.ceil(timeoutMs));
  const text = `BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY; SET LOCAL statement_timeout = ${budget}; ${state}`;
  // a message of several statements answers one result each, which pg's types do not say
  const results = (await client.query(text)) as unknown as Array<pg.QueryResult<ChangeStateRow>>;
  return changeStateOf(results.at(-1)?.rows ?? []);
}
