import { Migrator, sql } from 'kysely';
import { directKysely, openConnection } from './sqlite';
import { migrationProvider } from './migrations/index';
import { rekeyEmails, type AccountWithoutKey } from './emailKeys';
import { refoldSearchIndexes } from './refold';
import type { Database } from './schema';
import type { Kysely } from 'kysely';

export type Db = Kysely<Database>;

export interface OpenedDatabase {
  db: Db;
  /** accounts left without an e-mail key when keys were computed at this start (db/emailKeys.ts), for the log */
  accountsWithoutEmailKey: AccountWithoutKey[];
  close(): Promise<void>;
}

/**
 * Opens (creating if needed) the SQLite file on this thread and migrates it: for start-up (migrations, the first
 * admin, demo data) and tools. The running server reads and writes through workers/access.ts instead.
 */
export async function openDatabase(file: string): Promise<OpenedDatabase> {
  const db = directKysely(openConnection(file));
  await migrate(db);
  await refoldSearchIndexes(db);
  const { withoutKey } = await rekeyEmails(db);
  return {
    db,
    accountsWithoutEmailKey: withoutKey,
    async close() {
      await db.destroy();
    },
  };
}

/**
 * Applies the migrations not yet applied, in one transaction, with foreign keys off (SQLite's recipe for making a
 * table again: with them on, dropping the old table would delete or null the rows that refer to it; the pragma
 * cannot change inside a transaction); each migration that rebuilds a table checks the keys before it ends.
 */
export async function migrate(db: Db, target?: string): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  await sql`PRAGMA foreign_keys = OFF`.execute(db);
  try {
    const { error, results } = target === undefined ? await migrator.migrateToLatest() : await migrator.migrateTo(target);
    const failed = results?.find((result) => result.status === 'Error');
    if (error || failed) {
      throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
    }
  } finally {
    await sql`PRAGMA foreign_keys = ON`.execute(db);
  }
}

/**
 * Runs `work` in one `BEGIN IMMEDIATE` transaction: the write lock is taken up front, so two writers never
 * deadlock upgrading a read lock, and any throw rolls everything back. On the server's writer (workers/access.ts)
 * the connection is the FIFO write lock's, held until the transaction ends.
 */
export async function writeTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`BEGIN IMMEDIATE`.execute(connection);
    try {
      const result = await work(connection);
      await sql`COMMIT`.execute(connection);
      return result;
    } catch (error) {
      // the error that ended the work is the one to report, even when SQLite already rolled back
      await sql`ROLLBACK`.execute(connection).catch(() => undefined);
      throw error;
    }
  });
}
