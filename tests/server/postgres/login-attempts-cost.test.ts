// What counting login attempts in the database adds to a login, on each database as the server reaches it (SQLite:
// the request thread's read-only connection and the writer worker, full sync; PostgreSQL: a pool). Printed as
// medians for docs/postgres-port.md; nothing here is timed against a budget (speed goes into figures, not asserts).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/server/db/database';
import { openDatabase } from '../../../src/server/db/open';
import { postgresKysely } from '../../../src/server/db/postgres/connect';
import { migratePostgres } from '../../../src/server/db/postgres/migrate';
import { issueToken } from '../../../src/server/db/repos/tokens';
import type { Database } from '../../../src/server/db/schema';
import { LoginLimiter } from '../../../src/server/http/loginLimiter';
import { openAccess } from '../../../src/server/workers/access';
import { freshDatabase, skipReason } from './database';

const RUNS = 200;
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function medianMs(work: (run: number) => Promise<unknown>): Promise<number> {
  for (let warmup = 0; warmup < 10; warmup += 1) await work(-1 - warmup);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await work(run);
    times.push(performance.now() - started);
  }
  return Math.round(median(times) * 1000) / 1000;
}

/**
 * Medians (ms) of the read before a password check, a failure's upsert (a commit of its own), and a successful
 * login's token transaction with and without the success's two statements.
 */
async function costs(db: Db, writer: Db) {
  const limiter = new LoginLimiter(db, writer, { email: 1_000_000, client: 1_000_000 });
  const at = new Date().toISOString();
  const { id: userId } = await writer.insertInto('users')
    .values({ name: 'Ana', email: 'ana@example.com', email_key: 'ana@example.com', phone_number: null, password_hash: '-', role: 'admin', created_at: at, updated_at: at })
    .returning('id').executeTakeFirstOrThrow();
  // the keys' rows already hold a few attempts, as a flood's do
  const keys = (run: number) => ({ email: `user${run % 20}@example.com`, client: `203.0.113.${run % 20}` });
  for (let run = 0; run < 20; run += 1) await limiter.recordFailure(keys(run));
  const tokenAlone = await medianMs(() => writer.transaction().execute((trx) => issueToken(trx, userId)));
  const tokenAndSuccess = await medianMs((run) => writer.transaction().execute(async (trx) => {
    await limiter.recordSuccess(trx, keys(run), true);
    return issueToken(trx, userId);
  }));
  return {
    read_ms: await medianMs((run) => limiter.read(keys(run))),
    failure_upsert_ms: await medianMs((run) => limiter.recordFailure(keys(run))),
    token_transaction_ms: tokenAlone,
    token_and_success_transaction_ms: tokenAndSuccess,
  };
}

describe.skipIf(skipReason !== null)(`the cost of a login's attempt counting ${skipReason ? `(skipped: ${skipReason})` : ''}`, () => {
  it('is printed for SQLite (writer worker, full sync) and PostgreSQL (pool)', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'kitroom-login-cost-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const file = join(dataDir, 'kitroom.sqlite');
    await (await openDatabase(file)).close();
    const access = await openAccess(file, { poolSize: 1 });
    cleanups.push(() => access.close());
    const sqlite = await costs(access.db, access.writer);

    const database = await freshDatabase();
    const postgres: Kysely<Database> = postgresKysely<Database>(database.url, { max: 4 });
    cleanups.push(async () => {
      await postgres.destroy();
      await database.drop();
    });
    await migratePostgres(postgres as unknown as Kysely<unknown>);
    const onPostgres = await costs(postgres, postgres);

    console.log(`login attempt counting, medians of ${RUNS} (ms):`, JSON.stringify({ sqlite, postgres: onPostgres }));
    for (const figure of [...Object.values(sqlite), ...Object.values(onPostgres)]) expect(figure).toBeGreaterThan(0);
  });
});
