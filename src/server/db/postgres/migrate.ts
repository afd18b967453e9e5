// The one migrator on PostgreSQL (issue 24): the same provider as SQLite's start-up (db/migrations/index.ts), each
// migration running its PostgreSQL form. Kysely takes a transaction-scoped advisory lock first and runs the pending
// migrations in that one transaction, so processes starting together on an empty database apply each exactly once:
// the others wait for the lock, then find nothing left to do.
import { Migrator, type Kysely } from 'kysely';
import { migrationProvider } from '../migrations/index';

export async function migratePostgres(db: Kysely<unknown>, target?: string): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = target === undefined ? await migrator.migrateToLatest() : await migrator.migrateTo(target);
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
