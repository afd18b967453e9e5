import { sql } from 'kysely';
import { closeOperation, currentOperation, openOperation } from './history';
import type { Database } from './schema';
import type { Kysely } from 'kysely';

export type Db = Kysely<Database>;

/**
 * Runs `work` in one `BEGIN IMMEDIATE` transaction: the write lock is taken up front, so two writers never
 * deadlock upgrading a read lock, and any throw rolls everything back. On the server's writer (workers/access.ts)
 * the connection is the FIFO write lock's, held until the transaction ends. When an operation is current (a
 * request's, db/history.ts), the transaction records it and everything it changes: the activity history is
 * committed or rolled back with the change itself.
 */
export async function writeTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  const operation = currentOperation();
  return db.connection().execute(async (connection) => {
    await sql`BEGIN IMMEDIATE`.execute(connection);
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
