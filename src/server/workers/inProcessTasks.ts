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

const ignore = () => undefined;

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
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (error) {
      this.nextTurn();
      throw error;
    }
    const answer = this.runInSnapshot(client, name, input, options);
    // the snapshot ends after the answer is out: a read-only transaction's COMMIT changes nothing the answer holds,
    // and the request is spared its round trip; the connection and the turn are given back once it has ended
    void answer.then(ignore, ignore).then(() => this.endSnapshot(client));
    return answer;
  }

  async close(): Promise<void> {
    this.closed = true;
  }

  /**
   * Every in-process task is a read: all of it runs in the snapshot begun with it, in one round trip with its budget
   * and the change state (db/postgres/readSnapshot.ts); `inSnapshot` hands that state to the task.
   */
  private async runInSnapshot<N extends TaskName>(client: pg.PoolClient, name: N, input: TaskInput<N>, options: TaskOptions): Promise<TaskOutput<N>> {
    const db = kyselyOverClient<Database>(client);
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
    return task(context, input);
  }

  /** Ends a task's snapshot (a failed one rolls back), so nothing it set stays on the connection, and gives it back. */
  private async endSnapshot(client: pg.PoolClient): Promise<void> {
    try {
      await client.query('COMMIT');
      client.release();
    } catch (error) {
      // a connection whose transaction could not be ended is dropped, not handed to the next request
      client.release(error as Error);
    } finally {
      this.nextTurn();
    }
  }

  private nextTurn(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
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
