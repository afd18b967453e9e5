// The heavy reads on PostgreSQL (workers/taskRunner.ts): each task runs here, on one connection of the pool taken
// for its whole length, with its time budget as the connection's statement_timeout. At most `maxRunning` at once
// (the rest of the pool stays for ordinary requests); beyond `maxWaiting` waiting, refused at once like the pool's.
import { sql } from 'kysely';
import { coded } from '../../contract/errorCodes';
import type { Db } from '../db/database';
import { detailError } from '../http/errors';
import { cursorRows } from './cursorRows';
import type { TaskOptions, TaskRunner } from './taskRunner';
import { tasks, type TaskContext, type TaskInput, type TaskName, type TaskOutput } from './tasks';

/** Bytes that own their whole buffer go as they are; a view into a shared pool is copied. */
const ownBytes = (bytes: Uint8Array): Uint8Array<ArrayBuffer> =>
  bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer
    ? (bytes as Uint8Array<ArrayBuffer>)
    : new Uint8Array(bytes);

export class InProcessTasks implements TaskRunner {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  private closed = false;

  constructor(private readonly db: Db, private readonly maxRunning: number, private readonly maxWaiting = 64) {}

  async run<N extends TaskName>(name: N, input: TaskInput<N>, options: TaskOptions): Promise<TaskOutput<N>> {
    if (this.closed) throw detailError(503, coded('server_stopping'));
    await this.turn();
    try {
      return await this.db.connection().execute(async (connection) => {
        await sql`select set_config('statement_timeout', ${String(options.timeoutMs)}, false)`.execute(connection);
        try {
          const context: TaskContext = {
            db: connection,
            state: {},
            transfer: ownBytes,
            send: (part) => options.onPart?.(part),
            sendBytes: (bytes) => options.onPart?.(ownBytes(bytes)),
            rows: (query) => cursorRows(connection, query),
          };
          const task = tasks[name] as (context: TaskContext, input: TaskInput<N>) => Promise<TaskOutput<N>>;
          return await task(context, input);
        } finally {
          await sql`reset statement_timeout`.execute(connection).catch(() => undefined);
        }
      });
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
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
