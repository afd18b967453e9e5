import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Recent login attempts per key (issue 24): an account's failures (`email`, its e-mail key), a client address's
 * failures (`client`) and successes (`success`), a device ticket's failures (`device`, its nonce). In the database,
 * not in a process's memory, so that every server process counts the same attempts and a restart forgets none.
 * `times`: a JSON array of the attempts' times (ms), the newest ones still in the window only, so a sliding window
 * is counted exactly (http/loginAttempts.ts); `last_at`: the newest, by which old rows are pruned.
 */
export const loginAttempts: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`CREATE TABLE login_attempts (
      scope TEXT NOT NULL,
      key TEXT NOT NULL,
      times TEXT NOT NULL,
      last_at INTEGER NOT NULL,
      PRIMARY KEY (scope, key)) WITHOUT ROWID`.execute(db);
    await sql`CREATE INDEX login_attempts_last ON login_attempts(last_at)`.execute(db);
  },
};

export async function loginAttemptsPostgres(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE login_attempts (
    scope text NOT NULL,
    key text NOT NULL,
    times text NOT NULL,
    last_at bigint NOT NULL,
    PRIMARY KEY (scope, key))`.execute(db);
  await sql`CREATE INDEX login_attempts_last ON login_attempts(last_at)`.execute(db);
}
