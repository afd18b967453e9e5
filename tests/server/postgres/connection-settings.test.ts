// What every connection of the server is opened with (db/postgres/connect.ts connectionSettings): JIT off, whatever
// the cluster's default, for the server's pools as for a URL that names options of its own.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { connectionSettings, postgresKysely } from '../../../src/server/db/postgres/connect';
import { freshDatabase, skipReason, type FreshDatabase } from './database';

describe.skipIf(skipReason !== null)(`connection settings ${skipReason ? `(skipped: ${skipReason})` : ''}`, () => {
  let database: FreshDatabase;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(() => database?.drop());

  it('turns JIT off on every connection of a pool', async () => {
    const db = postgresKysely(database.url, { max: 2 });
    try {
      const answers = await Promise.all([0, 1].map(() => sql<{ jit: string }>`select current_setting('jit') as jit, pg_sleep(0.05)`.execute(db)));
      expect(answers.map((answer) => answer.rows[0]!.jit)).toEqual(['off', 'off']);
    } finally {
      await db.destroy();
    }
  });

  it('cancels a statement whose client has gone (a killed process, a stopped import worker) within seconds', async () => {
    const gone = new pg.Client(connectionSettings(database.url));
    await gone.connect();
    gone.on('error', () => {});
    const { rows } = await gone.query<{ pid: number }>('select pg_backend_pid() as pid');
    const running = gone.query('select pg_sleep(120)').catch(() => undefined);
    const watcher = postgresKysely(database.url, { max: 1 });
    try {
      const stillThere = async () => (await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where pid = ${rows[0]!.pid}`.execute(watcher)).rows[0]!.n > 0;
      expect(await stillThere()).toBe(true);
      (gone as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy(); // the socket dies, as with kill -9
      const deadline = Date.now() + 15_000;
      while (await stillThere()) {
        if (Date.now() > deadline) throw new Error('the statement of a client that has gone still runs after 15 s');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      await watcher.destroy();
      await running;
    }
  }, 30_000);
});
