import { sql } from 'kysely';
import { beginWriteSql, isPostgres, isRetryableConflict } from './dialect';
import { closeOperation, currentOperation, openOperation } from './history';
import type { Database } from './schema';
import type { Kysely } from 'kysely';

export type Db = Kysely<Database>;

/** Times a PostgreSQL write transaction is tried when another one beside it made it fail (deadlock, serialization). */
const CONFLICT_ATTEMPTS = 5;

/**
 * Runs `work` in one write transaction, and any throw rolls everything back. On SQLite it is `BEGIN IMMEDIATE`: the
 * write lock is taken up front, so two writers never deadlock upgrading a read lock; on the server's writer
 * (workers/access.ts) the connection is the FIFO write lock's, held until the transaction ends. On PostgreSQL
 * writers run side by side (READ COMMITTED, db/dialect.ts), and a transaction that lost to another (deadlock,
 * serialization failure) is run again from the start, a few times. When an operation is current (a request's,
 * db/history.ts), the transaction records it and everything it changes: the activity history is committed or
 * rolled back with the change itself.
 */
export async function writeTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  if (!isPostgres(db)) return attempt(db, work);
  for (let tried = 1; ; tried += 1) {
    try {
      return await attempt(db, work);
    } catch (error) {
      if (tried >= CONFLICT_ATTEMPTS || !isRetryableConflict(error)) throw error;
    }
  }
}

async function attempt<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  const operation = currentOperation();
  return db.connection().execute(async (connection) => {
    await beginWriteSql(db).execute(connection);
    try {
      const recorded = operation && await openOperation(connection, operation);
      const result = await work(connection);
      if (recorded) await closeOperation(connection, recorded);
      await sql`COMMIT`.execute(connection);
      return result;
    } catch (error) {
      // the error that ended the work is the one to report, even when SQLite already rolled back
      await sql`ROLLBACK`.execute(connection).catch(() => undefined);
      throw error;
    }
  });
}
