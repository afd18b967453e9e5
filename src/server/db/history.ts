// The one seam of the activity history (issue 23): a write transaction opened while an operation is current records,
// in that same transaction, who did it and what it changed. The operation travels with the work: the request's
// (http/operations.ts sets it for every recorded route, from the person the token names), or one carried into an
// import's worker. writeTransaction (database.ts) opens it after BEGIN and closes it before COMMIT; in between, the
// triggers of historyTriggers.ts record every insert, update and delete of a recorded table under it. On PostgreSQL,
// where write transactions run side by side, the operation is a setting of the transaction itself
// (`kitroom.operation`, gone at its end), which its triggers read (db/postgres/historyTriggers.ts).
import { AsyncLocalStorage } from 'node:async_hooks';
import { sql, type Kysely } from 'kysely';
import { now } from './clock';
import { isPostgres } from './dialect';
import type { Database } from './schema';

export interface Actor {
  id: number;
  /** the person's name now, kept as it was in the history */
  name: string;
}

/** Who writes, through which operation (`devices.bulk_status`, `undo`…); `at` defaults to the clock at its opening. */
export interface Operation {
  actor: Actor;
  name: string;
  at?: string;
}

const current = new AsyncLocalStorage<Operation>();

/** Runs `work` (and everything it awaits) as `operation`; without one, its writes are not recorded. */
export function recordedAs<T>(operation: Operation | undefined, work: () => T): T {
  return operation ? current.run(operation, work) : work();
}

export const currentOperation = (): Operation | undefined => current.getStore();

/** Writes the operation's row and makes it the one the triggers record under; answers its id. Inside a transaction. */
export async function openOperation(db: Kysely<Database>, operation: Operation): Promise<number> {
  const row = sql`insert into history_operations (at, user_id, user_name, operation)
    values (${operation.at ?? now()}, ${operation.actor.id}, ${operation.actor.name}, ${operation.name}) returning id`;
  if (isPostgres(db)) {
    // the row and the setting in one round trip
    const { rows } = await sql<{ id: number }>`with opened as (${row})
      select id, set_config('kitroom.operation', id::text, true) from opened`.execute(db);
    return rows[0]!.id;
  }
  const { rows } = await sql<{ id: number }>`${row}`.execute(db);
  const id = rows[0]!.id;
  await sql`insert into history_current (operation_id) values (${id})`.execute(db);
  return id;
}

/** Counts what the operation changed (one pass over its rows, in key order); an operation that changed nothing goes. */
export async function closeOperation(db: Kysely<Database>, id: number): Promise<void> {
  // grouped in key order: no temporary index (count(distinct …) took 110 ms over 100 000 changes, this 15–30 ms)
  const counted = sql`select count(*) as records, coalesce(sum(changes), 0) as changes
    from (select count(*) as changes from history_changes where operation_id = ${id} group by kind, record_id) as per_record`;
  if (isPostgres(db)) {
    // counted once, then either kept with its counts or gone, in one round trip
    await sql`with counted as materialized (${counted}),
      emptied as (delete from history_operations where id = ${id} and (select changes from counted) = 0)
      update history_operations set (record_count, change_count) = (select records, changes from counted)
      where id = ${id} and (select changes from counted) > 0`.execute(db);
    return;
  }
  await sql`delete from history_current`.execute(db);
  await sql`update history_operations set (record_count, change_count) = (${counted}) where id = ${id}`.execute(db);
  await sql`delete from history_operations where id = ${id} and change_count = 0`.execute(db);
}
