// A query's rows a batch at a time on PostgreSQL, through a server-side cursor: the whole fleet is never held in
// memory at once (a query known to answer one batch at most is run as it is). The cursor lives in the caller's
// transaction (a task's snapshot, TaskContext.inSnapshot), on the one connection `db` runs on.
import { CompiledQuery, type Kysely } from 'kysely';
import { ROW_BATCH } from './tasks';

let cursors = 0;

export async function* cursorRows<R>(db: Pick<Kysely<unknown>, 'executeQuery'>, query: CompiledQuery<R>, atMost?: number): AsyncIterable<R[]> {
  if (atMost !== undefined && atMost <= ROW_BATCH) {
    // a batch's worth at most (a page of 50): one statement, not the cursor's four round trips more
    const { rows } = await db.executeQuery(query);
    if (rows.length > 0) yield rows;
    return;
  }
  cursors += 1;
  const name = `kitroom_rows_${cursors}`;
  // every row of the cursor is read, at once: planned for all of them, not (PostgreSQL's default) for the first 10%
  // (a search page of 10 000 devices took 88 ms on that plan, 13–16 ms on this one)
  await db.executeQuery(CompiledQuery.raw(`SET LOCAL cursor_tuple_fraction = 1`));
  await db.executeQuery(CompiledQuery.raw(`DECLARE ${name} NO SCROLL CURSOR FOR ${query.sql}`, [...query.parameters]));
  try {
    for (;;) {
      const { rows } = await db.executeQuery<R>(CompiledQuery.raw(`FETCH ${ROW_BATCH} FROM ${name}`));
      if (rows.length === 0) return;
      yield rows;
    }
  } finally {
    // a failed transaction has closed it already; ending the transaction would too
    await db.executeQuery(CompiledQuery.raw(`CLOSE ${name}`)).catch(() => undefined);
  }
}
