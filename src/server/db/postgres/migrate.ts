// The one migrator on PostgreSQL (issue 24): the same provider as SQLite's start-up (db/migrations/index.ts), each
// migration running its PostgreSQL form. Kysely takes a transaction-scoped advisory lock first and runs the pending
// migrations in that one transaction, so processes starting together on an empty database apply each exactly once:
// the others wait for the lock, then find nothing left to do.
import { Migrator, sql, type Kysely } from 'kysely';
import { migrationProvider } from '../migrations/index';

export async function migratePostgres(db: Kysely<unknown>, target?: string): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = target === undefined ? await migrator.migrateToLatest() : await migrator.migrateTo(target);
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/** A fixed key of this app's own (pg_advisory_lock takes any bigint): the bytes of "kitroom" */
const STARTUP_LOCK_KEY = 0x6b6974726f6f6d;

/**
 * Waits for, then holds, the session-level start-up lock on `db`'s one connection (a pool of one that never closes
 * an idle connection): it is released when that connection closes, at the end of start-up or when the process dies.
 */
export async function takeStartupLock(db: Kysely<unknown>): Promise<void> {
  await sql`select pg_advisory_lock(${STARTUP_LOCK_KEY})`.execute(db);
}
