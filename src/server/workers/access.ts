// How the running server reaches the database:
// - `db`: a read-only connection on the main thread, used directly with no lock (WAL: readers never wait for the
//   writer). Token checks and ordinary reads are single indexed statements of microseconds.
// - `writer`: every write, run on the writer worker's connection, one holder at a time in arrival order.
// - `pool`: read-only workers for the heavy reads (the device list, the exports).
// - `imports`: spreadsheet imports, each in its own worker, taking the same write lock for their transaction.
// On PostgreSQL (DATABASE_URL) writers run side by side, so there is no writer worker nor write lock: `db` and
// `writer` are one pool of connections (PG_POOL_MAX), the device list runs on it in this thread, and the exports'
// workers (splitTasks.ts) and an import's worker (its memory and time budgets) hold a connection each of their own.
import { availableParallelism } from 'node:os';
import { now } from '../db/clock';
import type { Db } from '../db/database';
import { kyselyOverPool, postgresPool } from '../db/postgres/connect';
import type { PoolCounts } from '../http/health';
import type { Database } from '../db/schema';
import { directKysely, openConnection } from '../db/sqlite';
import { WriteLock } from '../db/writeLock';
import { WorkerHandle } from './handle';
import { ImportRunner, type ImportBudgets } from './imports';
import { InProcessTasks } from './inProcessTasks';
import { WorkerPool } from './pool';
import { SplitTasks } from './splitTasks';
import type { TaskRunner } from './taskRunner';
import { writerKysely } from './writer';

export interface DatabaseAccess {
  db: Db;
  writer: Db;
  pool: TaskRunner;
  imports: ImportRunner;
  lock: WriteLock;
  /** the PostgreSQL pool's counts (GET /api/health); undefined on SQLite */
  connections(): PoolCounts | undefined;
  close(): Promise<void>;
}

export interface AccessOptions {
  poolSize?: number;
  importBudgets?: ImportBudgets;
}

export interface PostgresAccessOptions {
  /** connections this process may hold (PG_POOL_MAX), beside one per export or import worker */
  poolMax: number;
  /** export workers (default 2), each with a connection of its own */
  exportWorkers?: number;
  importBudgets?: ImportBudgets;
}

export async function openAccess(file: string, options: AccessOptions = {}): Promise<DatabaseAccess> {
  const setup = { file, readonly: false };
  const lock = new WriteLock();
  const spawnWriter = () => WorkerHandle.spawn(setup);
  const writer = writerKysely(await spawnWriter(), spawnWriter, lock);
  const pool = new WorkerPool(setup, { size: options.poolSize ?? Math.max(2, availableParallelism()) });
  const db = directKysely(openConnection(file, { readonly: true, busyTimeoutMs: 1000 }));
  const imports = new ImportRunner(setup, lock, now, options.importBudgets);
  return {
    db,
    writer,
    pool,
    imports,
    lock,
    connections: () => undefined,
    async close() {
      await imports.close();
      await pool.close();
      await writer.destroy();
      await db.destroy();
    },
  };
}

export async function openPostgresAccess(url: string, options: PostgresAccessOptions): Promise<DatabaseAccess> {
  const connections = postgresPool(url, { max: options.poolMax });
  const db = kyselyOverPool<Database>(connections);
  const lock = new WriteLock();
  // half the pool at most for the device lists, the rest for ordinary requests; the exports in workers
  const setup = { file: '', url, readonly: true };
  const pool = new SplitTasks(new InProcessTasks(connections, Math.max(1, Math.floor(options.poolMax / 2))), new WorkerPool(setup, { size: options.exportWorkers ?? 2 }));
  const imports = new ImportRunner({ ...setup, readonly: false }, lock, now, options.importBudgets);
  return {
    db,
    writer: db,
    pool,
    imports,
    lock,
    connections: () => ({
      max: options.poolMax,
      in_use: connections.totalCount - connections.idleCount,
      idle: connections.idleCount,
      waiting: connections.waitingCount,
    }),
    async close() {
      await imports.close();
      await pool.close();
      await db.destroy();
    },
  };
}
