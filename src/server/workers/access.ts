// How the running server reaches the database:
// - `db`: a read-only connection on the main thread, used directly with no lock (WAL: readers never wait for the
//   writer). Token checks and ordinary reads are single indexed statements of microseconds.
// - `writer`: every write, run on the writer worker's connection, one holder at a time in arrival order.
// - `pool`: read-only workers for the heavy reads (the device list, the exports).
// - `imports`: spreadsheet imports, each in its own worker, taking the same write lock for their transaction.
import { availableParallelism } from 'node:os';
import { now } from '../db/clock';
import type { Db } from '../db/database';
import { directKysely, openConnection } from '../db/sqlite';
import { WriteLock } from '../db/writeLock';
import { WorkerHandle } from './handle';
import { ImportRunner, type ImportBudgets } from './imports';
import { WorkerPool } from './pool';
import { writerKysely } from './writer';

export interface DatabaseAccess {
  db: Db;
  writer: Db;
  pool: WorkerPool;
  imports: ImportRunner;
  lock: WriteLock;
  close(): Promise<void>;
}

export interface AccessOptions {
  poolSize?: number;
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
    async close() {
      await imports.close();
      await pool.close();
      await writer.destroy();
      await db.destroy();
    },
  };
}
