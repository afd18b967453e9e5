// A lock on a name rather than a row, for a choice that reads what is free and then takes it (a generated slug):
// on PostgreSQL a transaction advisory lock, released when the transaction ends, so two processes choosing from one
// base take turns and the second sees the first's choice. SQLite's write transaction holds the one write lock.
import { sql } from 'kysely';
import type { Db } from './database';
import { isPostgres } from './dialect';

/** Holds the lock named `key` until the transaction ends. */
export async function lockKey(db: Db, key: string): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(db);
}
