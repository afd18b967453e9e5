import { Migrator, sql } from 'kysely';
import { directKysely, openConnection } from './sqlite';
import { migrationProvider } from './migrations/index';
import { refoldSearchIndexes } from './refold';
import type { Database } from './schema';
import type { Kysely } from 'kysely';

export type Db = Kysely<Database>;

export interface OpenedDatabase {
  db: Db;
  close(): Promise<void>;
}

/**
 * Opens (creating if needed) the SQLite file on this thread and migrates it: for start-up (migrations, the first
 * admin, demo data) and tools. The running server reads and writes through db/access.ts instead.
 */
export async function openDatabase(file: string): Promise<OpenedDatabase> {
  const db = directKysely(openConnection(file));
  await migrate(db);
  await refoldSearchIndexes(db);
  return {
    db,
    async close() {
      await db.destroy();
    },
  };
}

async function migrate(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/**
 * Runs `work` in one `BEGIN IMMEDIATE` transaction: the write lock is taken up front, so two writers never
 * deadlock upgrading a read lock, and any throw rolls everything back. On the server's writer (db/access.ts)
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
