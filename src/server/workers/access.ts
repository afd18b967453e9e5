// How the running server reaches the database:
// - `db`: a read-only connection on the main thread, used directly with no lock (WAL: readers never wait for the
//   writer). Token checks and ordinary reads are single indexed statements of microseconds.
// - `writer`: every write, run on the writer worker's connection, one holder at a time in arrival order.
// - `pool`: read-only workers for the heavy reads (the device list, the exports).
// - `imports`: spreadsheet imports, each in its own worker, taking the same write lock for their transaction.
// On PostgreSQL (DATABASE_URL) writers run side by side, so there is no writer worker nor write lock: `db` and
// `writer` are one pool of connections (PG_POOL_MAX); the large heavy reads run in the same read workers as on
// SQLite, each holding a connection of its own (postgresReads.ts), the small ones on this thread (readsBySize.ts),
// and an import's worker (its memory and time budgets) holds a connection of its own.
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
import { ReadsBySize } from './readsBySize';
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
  /** connections the request pool may hold (PG_POOL_MAX), beside one per read or import worker */
  poolMax: number;
  importBudgets?: ImportBudgets;
}

/** The read workers, one per core and at least two: an export of the whole fleet leaves a list a worker. */
const readWorkers = (poolSize?: number) => poolSize ?? Math.max(2, availableParallelism());

export async function openAccess(file: string, options: AccessOptions = {}): Promise<DatabaseAccess> {
  const setup = { file, readonly: false };
  const lock = new WriteLock();
  const spawnWriter = () => WorkerHandle.spawn(setup);
  const writer = writerKysely(await spawnWriter(), spawnWriter, lock);
  const pool = new WorkerPool(setup, { size: readWorkers(options.poolSize) });
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
  const setup = { file: '', url, readonly: true };
  // the small reads on this thread, half the request pool at most; the large ones in the read workers
  const pool = new ReadsBySize(new InProcessTasks(connections, Math.max(1, Math.floor(options.poolMax / 2))), new WorkerPool(setup, { size: readWorkers() }));
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
