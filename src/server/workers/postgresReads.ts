// A heavy read on PostgreSQL (the device list, `changed_since`, a bulk change's answer, the exports), on one
// connection for its whole length, in one read-only snapshot whose statements stop past the read's time budget.
// A large page's rows come as a binary COPY written straight into JSON (db/postgres/copyJson.ts); a small one's
// through a cursor. The caller ends the snapshot with `endReadSnapshot` once the answer is out.
import type pg from 'pg';
import { kyselyOverClient } from '../db/postgres/connect';
import { copyJsonItems, withNumbersInlined } from '../db/postgres/copyJson';
import { beginReadSnapshot } from '../db/postgres/readSnapshot';
import type { Database } from '../db/schema';
import { LIST_PART_BYTES } from './arrayParts';
import { cursorRows } from './cursorRows';
import { jsonItemsByBatch, ROW_BATCH, tasks, type TaskContext, type TaskInput, type TaskName, type TaskOutput } from './tasks';

/** How a read hands its answer on: the parts of TaskContext that depend on where it runs. */
export type AnswerChannel = Pick<TaskContext, 'transfer' | 'send' | 'sendBytes'>;

/** The tasks that only read (every one but an import's two steps, which write). */
export const READ_TASKS: ReadonlySet<TaskName> = new Set<TaskName>(['streamDevices', 'devicesChangedSince', 'devicesByIds', 'exportDevices', 'exportSubscriptions']);

export async function runReadTask<N extends TaskName>(client: pg.PoolClient, name: N, input: TaskInput<N>, timeoutMs: number, channel: AnswerChannel): Promise<TaskOutput<N>> {
  const db = kyselyOverClient<Database>(client);
  const state = await beginReadSnapshot(client, db, timeoutMs);
  const context: TaskContext = {
    ...channel,
    db,
    state: {},
    jsonItems: async (query, columns, atMost, add) => {
      // a page of more than a batch is copied when its parameters can be written in
      const copied = atMost > ROW_BATCH ? withNumbersInlined(query) : undefined;
      if (copied === undefined) await jsonItemsByBatch(db, cursorRows(db, query, atMost), add);
      else await copyJsonItems(client, copied, columns, add, LIST_PART_BYTES);
    },
    inSnapshot: (read) => read(state),
  };
  const task = tasks[name] as (context: TaskContext, input: TaskInput<N>) => Promise<TaskOutput<N>>;
  return task(context, input);
}

/** Ends a read's snapshot (a failed one rolls back), so nothing it set stays on the connection, and gives it back. */
export async function endReadSnapshot(client: pg.PoolClient): Promise<void> {
  try {
    // a read-only transaction's COMMIT changes nothing the answer holds
    await client.query('COMMIT');
    client.release();
  } catch (error) {
    // a connection whose transaction could not be ended is dropped, not handed to the next read
    client.release(error as Error);
  }
}
