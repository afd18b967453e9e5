// One migrator, two databases (issue 24): each migration carries its SQLite form (its `up`, frozen, pinned by
// tests/server/migrations-pinned.test.ts) and its PostgreSQL form (db/postgres/forms/), and runs the one its
// database speaks. The same names, the same order, the same `kysely_migration` table on both.
import type { Kysely, Migration } from 'kysely';
import { isPostgres } from '../postgres/connect';

export type MigrationStep = (db: Kysely<unknown>) => Promise<void>;

/** `sqlite` as it landed, `postgres` what the migration makes of a PostgreSQL database. */
export function withPostgres(sqlite: Migration, postgres: MigrationStep): Migration {
  return {
    up: (db) => (isPostgres(db) ? postgres(db) : sqlite.up(db)),
  };
}

/** A migration that has no PostgreSQL form yet stops a PostgreSQL start, naming itself (never a half schema). */
export function sqliteOnly(sqlite: Migration): Migration {
  return withPostgres(sqlite, () => Promise.reject(new Error('A migration without a PostgreSQL form (see the migration failed above)')));
}
