// The login_attempts table (migration 013): recent attempt times per (scope, key), shared by every server process.
// An attempt is one upsert that appends its time and drops the times that left the window, in the row, under the
// row's lock: two processes recording at once both count (no read-modify-write in JS). What SQLite and PostgreSQL
// write differently (their JSON functions) is the `keptTimes` expression below, and only it.
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database';
import { dialectSql } from '../db/dialect';

export type AttemptScope = 'email' | 'client' | 'success' | 'device';

export interface AttemptKey { scope: AttemptScope; key: string }

declare module '../db/schema' {
  interface Database {
    login_attempts: { scope: string; key: string; times: string; last_at: number };
  }
}

/** Every key's recent attempt times (ms, any order), as stored; a key never seen has none. */
export type AttemptTimes = Map<string, number[]>;

export const attemptId = ({ scope, key }: AttemptKey): string => `${scope}\n${key}`;

/** The stored times of these keys, in one indexed read. */
export async function readAttempts(db: Db, keys: readonly AttemptKey[]): Promise<AttemptTimes> {
  const times: AttemptTimes = new Map();
  if (keys.length === 0) return times;
  const rows = await db.selectFrom('login_attempts').select(['scope', 'key', 'times'])
    .where((where) => where.or(keys.map(({ scope, key }) => where.and([where('scope', '=', scope), where('key', '=', key)]))))
    .execute();
  for (const row of rows) times.set(attemptId({ scope: row.scope as AttemptScope, key: row.key }), parseTimes(row.times));
  return times;
}

/**
 * Records an attempt at `at` for each key, in one statement: each row keeps its times after `since` and this one,
 * the newest `kept` of them at most.
 */
export async function recordAttempts(db: Db, keys: readonly AttemptKey[], at: number, since: number, kept: number): Promise<void> {
  if (keys.length === 0) return;
  const rows = sql.join(keys.map(({ scope, key }) => sql`(${scope}, ${key}, ${JSON.stringify([at])}, ${at})`));
  await sql`INSERT INTO login_attempts (scope, key, times, last_at) VALUES ${rows}
    ON CONFLICT (scope, key) DO UPDATE SET times = ${keptTimes(since, kept)}, last_at = excluded.last_at`.execute(db);
}

/** The row's times after `since` with the new one (`excluded.last_at`), newest first, `kept` at most, as JSON. */
function keptTimes(since: number, kept: number): RawBuilder<string> {
  return dialectSql({
    sqlite: sql<string>`(SELECT json_group_array(t) FROM (
      SELECT t FROM (
        SELECT value AS t FROM json_each(login_attempts.times)
        UNION ALL SELECT excluded.last_at)
      WHERE t > ${since} ORDER BY t DESC LIMIT ${kept}))`,
    postgres: sql<string>`(SELECT json_agg(t ORDER BY t DESC)::text FROM (
      SELECT t FROM (
        SELECT value::bigint AS t FROM json_array_elements_text(login_attempts.times::json)
        UNION ALL SELECT excluded.last_at) every
      WHERE t > ${since} ORDER BY t DESC LIMIT ${kept}) newest)`,
  });
}

/** Forgets these keys' attempts (a successful login lifts its account's failures). */
export async function forgetAttempts(db: Db, keys: readonly AttemptKey[]): Promise<void> {
  for (const { scope, key } of keys) await db.deleteFrom('login_attempts').where('scope', '=', scope).where('key', '=', key).execute();
}

/** Deletes the rows whose newest attempt is at or before `before`; answers how many. */
export async function pruneAttempts(db: Db, before: number): Promise<number> {
  const result = await db.deleteFrom('login_attempts').where('last_at', '<=', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

function parseTimes(text: string): number[] {
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? parsed.filter((time): time is number => typeof time === 'number') : [];
}
