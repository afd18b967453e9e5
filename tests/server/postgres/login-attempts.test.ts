// Login throttles on PostgreSQL (login_attempts, migration 013): the upsert counts every attempt when two
// processes record the same key at once — the second waits for the first's lock and then adds to its row, never
// overwrites it — and the limiter reads, refuses and prunes there as on SQLite.
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db/schema';
import { postgresKysely } from '../../../src/server/db/postgres/connect';
import { migratePostgres } from '../../../src/server/db/postgres/migrate';
import { readAttempts, recordAttempts } from '../../../src/server/http/loginAttempts';
import { LoginLimiter } from '../../../src/server/http/loginLimiter';
import { freshDatabase, skipReason, type FreshDatabase } from './database';

const WINDOW_MS = 15 * 60 * 1000;

describe.skipIf(skipReason !== null)(`login attempts on PostgreSQL ${skipReason ? `(skipped: ${skipReason})` : ''}`, () => {
  let database: FreshDatabase;
  // two pools, as two server processes have
  let first: Kysely<Database>;
  let second: Kysely<Database>;
  beforeAll(async () => {
    database = await freshDatabase();
    first = postgresKysely<Database>(database.url, { max: 4 });
    second = postgresKysely<Database>(database.url, { max: 4 });
    await migratePostgres(first as unknown as Kysely<unknown>);
  });
  afterAll(async () => {
    await first?.destroy();
    await second?.destroy();
    await database?.drop();
  });

  const timesOf = async (key: string) => (await readAttempts(first, [{ scope: 'email', key }])).get(`email\n${key}`) ?? [];

  /** Whether some connection is waiting for a lock on login_attempts (the other process's upsert, blocked). */
  async function someoneWaits(): Promise<boolean> {
    const { rows } = await sql<{ waiting: number }>`SELECT count(*)::int AS waiting FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE 'INSERT INTO login_attempts%'`.execute(first);
    return rows[0]!.waiting > 0;
  }

  it('counts two upserts of one key from two connections at once as two, the second waiting for the first', async () => {
    const at = Date.now();
    let secondDone: Promise<void> | undefined;
    await first.transaction().execute(async (trx) => {
      await recordAttempts(trx, [{ scope: 'email', key: 'race@example.com' }], at, at - WINDOW_MS, 100);
      // the other process's attempt, while the first one's row (not yet committed) is locked
      secondDone = recordAttempts(second, [{ scope: 'email', key: 'race@example.com' }], at + 1, at + 1 - WINDOW_MS, 100);
      while (!(await someoneWaits())) await new Promise((resolve) => setTimeout(resolve, 5));
    });
    await secondDone;
    expect((await timesOf('race@example.com')).sort()).toEqual([at, at + 1]);
  });

  it('counts every one of many attempts recorded at once through both processes', async () => {
    const at = Date.now();
    const attempts = Array.from({ length: 40 }, (_, index) =>
      recordAttempts(index % 2 === 0 ? first : second, [{ scope: 'email', key: 'flood@example.com' }, { scope: 'client', key: '203.0.113.9' }], at + index, at - WINDOW_MS, 100));
    await Promise.all(attempts);
    expect((await timesOf('flood@example.com')).length).toBe(40);
    const client = await readAttempts(second, [{ scope: 'client', key: '203.0.113.9' }]);
    expect(client.get('client\n203.0.113.9')?.length).toBe(40);
  });

  it('refuses through one process what the other counted, slides, and prunes', async () => {
    let now = 50_000_000;
    const [a, b] = [first, second].map((db) => new LoginLimiter(db, db, { email: 3 }, 60_000, () => now));
    const keys = { email: 'ana@example.com', client: '198.51.100.4' };
    await a!.recordFailure(keys);
    now += 10_000;
    await b!.recordFailure(keys);
    now += 10_000;
    await a!.recordFailure(keys);
    now += 10_000;
    expect((await b!.read(keys)).retryAfterSeconds('email')).toBe(30);
    expect((await b!.read({ ...keys, email: 'rui@example.com' })).retryAfterSeconds('email')).toBe(0);
    now += 30_000;
    expect((await a!.read(keys)).retryAfterSeconds('email')).toBe(0);
    await b!.recordSuccess(second, keys, true);
    const success = await b!.read(keys);
    expect([success.clientSucceeded, success.clientFailures]).toEqual([true, 2]);
    now += 60_000;
    expect(await a!.prune()).toBeGreaterThanOrEqual(2);
    expect((await a!.read(keys)).clientFailures).toBe(0);
  });
});
