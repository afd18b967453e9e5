// A database worker: one connection of its own (read-only for the pool, read-write for the writer and for an
// import), running the main thread's requests one at a time: single SQL statements for the writer (under the
// main thread's write lock), and the named tasks of tasks.ts. On PostgreSQL (the setup's `url`: the read workers and
// an import's) the connection is one of PostgreSQL's: a read runs in a snapshot of its own (postgresReads.ts), an
// import's steps as on SQLite.
import { parentPort, workerData } from 'node:worker_threads';
import type { Transferable } from 'node:worker_threads';
import type { CompiledQuery } from 'kysely';
import { ApiError } from '../http/errors';
import { SheetFileError } from '../sheets/sheetFileError';
import { inSnapshot } from '../db/changes';
import type { Db } from '../db/database';
import type pg from 'pg';
import { kyselyOverPool, postgresPool } from '../db/postgres/connect';
import type { Database } from '../db/schema';
import { directKysely, openConnection, StatementRunner } from '../db/sqlite';
import { ownBytes } from './arrayParts';
import { cursorRows } from './cursorRows';
import { endReadSnapshot, READ_TASKS, runReadTask, type AnswerChannel } from './postgresReads';
import type { SerializedError, WorkerAnswer, WorkerRequest, WorkerSetup } from './protocol';
import { batchesOf, jsonItemsByBatch, tasks, type TaskContext, type TaskName, type WorkerState } from './tasks';

const setup = workerData as WorkerSetup;
const port = parentPort!;

interface WorkerDatabase {
  db: Db;
  /** PostgreSQL's connection, taken for a read task's snapshot (postgresReads.ts) */
  pool?: pg.Pool;
  /** runs one statement of the writer's (SQLite only: PostgreSQL has no writer worker) */
  run(sql: string, parameters: readonly unknown[]): unknown;
  rows<R>(query: CompiledQuery<R>): AsyncIterable<R[]>;
}

function openWorkerDatabase(): WorkerDatabase {
  if (setup.url !== undefined) {
    // one connection, kept open for as long as the worker
    const pool = postgresPool(setup.url, { max: 1, idleMs: 0 });
    const db = kyselyOverPool<Database>(pool);
    return {
      db,
      pool,
      run: () => {
        throw new Error('No writer worker on PostgreSQL');
      },
      rows: (query) => cursorRows(db, query),
    };
  }
  // A writer never waits inside SQLite: the main thread's write lock lets one writer at a time near the file.
  const sqlite = openConnection(setup.file, { readonly: setup.readonly, busyTimeoutMs: 10_000 });
  const runner = new StatementRunner(sqlite);
  return {
    db: directKysely(sqlite),
    run: (sql, parameters) => runner.run(sql, parameters),
    rows: <R>(query: CompiledQuery<R>) => batchesOf(sqlite.prepare(query.sql).iterate(query.parameters as unknown[]) as IterableIterator<R>),
  };
}

const database = openWorkerDatabase();
const db = database.db;
const state: WorkerState = {};

function serialize(error: unknown): SerializedError {
  if (error instanceof ApiError) return { name: 'ApiError', message: error.message, status: error.status, body: error.body };
  if (error instanceof SheetFileError) return { name: error.name, message: error.message, error: error.error };
  if (error instanceof Error) {
    const { code, constraint } = error as { code?: string; constraint?: string };
    return { name: error.name, message: error.message, code, constraint, stack: error.stack };
  }
  return { name: 'Error', message: String(error) };
}

/** Bytes to transfer with a message: they must own their whole buffer (ownBytes copies a view first). */
function transferable(bytes: Uint8Array, transfer: Transferable[]): Uint8Array<ArrayBuffer> {
  const own = ownBytes(bytes);
  transfer.push(own.buffer);
  return own;
}

/** A read's statements stop past this when the request says no budget of its own. */
const READ_BUDGET_MS = 60_000;

async function answer(request: WorkerRequest): Promise<void> {
  const transfer: Transferable[] = [];
  let reply: WorkerAnswer;
  let client: pg.PoolClient | undefined;
  try {
    if (request.kind === 'query') {
      reply = { id: request.id, ok: true, value: database.run(request.sql, request.parameters) };
    } else {
      const name = request.name as TaskName;
      if (!(name in tasks)) throw new Error(`No task ${request.name}`);
      const channel: AnswerChannel = {
        transfer: (bytes) => transferable(bytes, transfer),
        sendBytes: (bytes) => {
          const own: Transferable[] = [];
          const sent = transferable(bytes, own);
          port.postMessage({ id: request.id, part: sent } satisfies WorkerAnswer, own);
        },
        send: (part) => port.postMessage({ id: request.id, part } satisfies WorkerAnswer),
      };
      if (database.pool && READ_TASKS.has(name)) {
        client = await database.pool.connect();
        reply = { id: request.id, ok: true, value: await runReadTask(client, name, request.input as never, request.timeoutMs ?? READ_BUDGET_MS, channel) };
      } else {
        const context: TaskContext = {
          ...channel,
          db,
          state,
          jsonItems: (query, _columns, _atMost, add) => jsonItemsByBatch(db, database.rows(query), add),
          inSnapshot: (read) => inSnapshot(db, read),
        };
        const task = tasks[name] as (context: TaskContext, input: unknown) => Promise<unknown>;
        reply = { id: request.id, ok: true, value: await task(context, request.input) };
      }
    }
  } catch (error) {
    reply = { id: request.id, ok: false, error: serialize(error) };
  }
  port.postMessage(reply, transfer);
  // the snapshot ends after the answer is out; the next request waits for it
  if (client) await endReadSnapshot(client);
}

// One request at a time, in arrival order: a task's statements never interleave with another's.
let queue = Promise.resolve();
port.on('message', (request: WorkerRequest) => {
  queue = queue.then(() => answer(request));
});
