// Opening the database file for start-up and tools: every migration applied (db/migrations/index.ts, which also
// gathers the resources' own), the search indexes refolded and the e-mail keys computed when their rules changed.
// Kept apart from db/database.ts, which every repository and route imports: the migrations list reads the
// resources (src/server/resources), and they import the routes.
import { Migrator, sql, type Kysely } from 'kysely';
import type { Db } from './database';
import type { Database } from './schema';
import { rekeyEmails, type AccountWithoutKey } from './emailKeys';
import { migrationProvider } from './migrations/index';
import { postgresKysely } from './postgres/connect';
import { migratePostgres, takeStartupLock } from './postgres/migrate';
import { refoldSearchIndexes } from './refold';
import { directKysely, openConnection } from './sqlite';

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
  return prepared(db);
}

/**
 * The same on PostgreSQL (DATABASE_URL): one connection for start-up, which holds the start-up lock until it is
 * closed, so that processes starting together take turns: the first migrates, makes the admin and loads the demo;
 * the others then find a database that has them (without the lock two made the first admin at once, and one died).
 */
export async function openPostgresDatabase(url: string): Promise<OpenedDatabase> {
  const db = postgresKysely<Database>(url, { max: 1, idleMs: 0 });
  try {
    await takeStartupLock(db as unknown as Kysely<unknown>);
    await migratePostgres(db as unknown as Kysely<unknown>); // the migrations are written for any schema
    return await prepared(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
}

async function prepared(db: Db): Promise<OpenedDatabase> {
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
