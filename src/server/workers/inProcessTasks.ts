// The heavy reads on PostgreSQL (workers/taskRunner.ts): each task runs here, on one connection of the pool taken
// for its whole length, in one read-only snapshot whose statements stop past the task's time budget. At most
// `maxRunning` at once (the rest of the pool stays for ordinary requests); beyond `maxWaiting` waiting, refused at
// once like the pool's.
import type pg from 'pg';
import { coded } from '../../contract/errorCodes';
import { kyselyOverClient } from '../db/postgres/connect';
import { copyJsonItems, withNumbersInlined } from '../db/postgres/copyJson';
import { beginReadSnapshot } from '../db/postgres/readSnapshot';
import type { Database } from '../db/schema';
import { detailError } from '../http/errors';
import { cursorRows } from './cursorRows';
import type { TaskOptions, TaskRunner } from './taskRunner';
import { LIST_PART_BYTES } from './arrayParts';
import { jsonItemsByBatch, ROW_BATCH, tasks, type TaskContext, type TaskInput, type TaskName, type TaskOutput } from './tasks';

/** Bytes that own their whole buffer go as they are; a view into a shared pool is copied. */
const ownBytes = (bytes: Uint8Array): Uint8Array<ArrayBuffer> =>
  bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer
    ? (bytes as Uint8Array<ArrayBuffer>)
    : new Uint8Array(bytes);

export class InProcessTasks implements TaskRunner {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  private closed = false;

  constructor(private readonly pool: pg.Pool, private readonly maxRunning: number, private readonly maxWaiting = 64) {}

  async run<N extends TaskName>(name: N, input: TaskInput<N>, options: TaskOptions): Promise<TaskOutput<N>> {
    if (this.closed) throw detailError(503, coded('server_stopping'));
    await this.turn();
    try {
      return await this.runOnConnection(name, input, options);
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
  }

  /**
   * Every in-process task is a read: all of it runs in the snapshot begun with it, in one round trip with its budget
   * and the change state (db/postgres/readSnapshot.ts); `inSnapshot` hands that state to the task.
   */
  private async runOnConnection<N extends TaskName>(name: N, input: TaskInput<N>, options: TaskOptions): Promise<TaskOutput<N>> {
    const client = await this.pool.connect();
    let ended = false;
    try {
      const db = kyselyOverClient<Database>(client);
      try {
        const state = await beginReadSnapshot(client, db, options.timeoutMs);
        const context: TaskContext = {
          db,
          state: {},
          transfer: ownBytes,
          send: (part) => options.onPart?.(part),
          sendBytes: (bytes) => options.onPart?.(ownBytes(bytes)),
          jsonItems: async (query, columns, atMost, add) => {
            // a page of more than a batch is copied (db/postgres/copyJson.ts) when its parameters can be written in
            const copied = atMost > ROW_BATCH ? withNumbersInlined(query) : undefined;
            if (copied === undefined) await jsonItemsByBatch(db, cursorRows(db, query, atMost), add);
            else await copyJsonItems(client, copied, columns, add, LIST_PART_BYTES);
          },
          inSnapshot: (read) => read(state),
        };
        const task = tasks[name] as (context: TaskContext, input: TaskInput<N>) => Promise<TaskOutput<N>>;
        return await task(context, input);
      } finally {
        // ends the snapshot (a failed one rolls back): nothing it set stays on the connection
        await client.query('COMMIT');
        ended = true;
      }
    } finally {
      // a connection whose transaction could not be ended is dropped, not handed to the next request
      client.release(!ended);
    }
  }

  private turn(): Promise<void> {
    if (this.running < this.maxRunning) {
      this.running += 1;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.maxWaiting) throw detailError(503, coded('pool_busy'), { 'Retry-After': '2' });
    return new Promise((resolve) => this.waiting.push(resolve));
  }
}
