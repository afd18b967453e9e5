// The server's one writer: Kysely whose queries run on the writer worker's connection, one holder at a time in
// arrival order (the WriteLock). A transaction holds the lock from BEGIN to COMMIT; a single statement holds it for
// itself. The main thread never writes, so it never waits inside SQLite. A statement may run for at most a minute;
// one that overruns it stops the worker (its transaction rolls back) and the next holder gets a fresh one.
import {
  CompiledQuery, Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler,
  type DatabaseConnection, type Dialect, type Driver, type QueryResult,
} from 'kysely';
import type { Database } from '../db/schema';
import type { Release, WriteLock } from '../db/writeLock';
import type { WorkerHandle } from './handle';

const STATEMENT_BUDGET_MS = 60_000;

class WorkerConnection implements DatabaseConnection {
  constructor(readonly worker: WorkerHandle) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return this.worker.request<QueryResult<R>>({ kind: 'query', sql: query.sql, parameters: query.parameters }, { timeoutMs: STATEMENT_BUDGET_MS });
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported.');
  }
}

class WorkerDriver implements Driver {
  private connection: WorkerConnection;
  private release: Release | undefined;

  constructor(worker: WorkerHandle, private readonly spawn: () => Promise<WorkerHandle>, private readonly lock: WriteLock) {
    this.connection = new WorkerConnection(worker);
  }

  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.lock.acquire();
    try {
      // a writer that died (a statement over budget, a crash) is replaced while the lock is held
      if (!this.connection.worker.alive) this.connection = new WorkerConnection(await this.spawn());
    } catch (error) {
      release();
      throw error;
    }
    this.release = release;
    return this.connection;
  }
  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }
  async releaseConnection(): Promise<void> {
    const release = this.release;
    this.release = undefined;
    release?.();
  }
  async destroy(): Promise<void> {
    const release = await this.lock.acquire(); // writes in progress finish first
    await this.connection.worker.terminate();
    release();
  }
}

export function writerKysely(worker: WorkerHandle, spawn: () => Promise<WorkerHandle>, lock: WriteLock): Kysely<Database> {
  const dialect: Dialect = {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new WorkerDriver(worker, spawn, lock),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  };
  return new Kysely<Database>({ dialect });
}
