// What every connection of the server is opened with (db/postgres/connect.ts connectionSettings): JIT off, whatever
// the cluster's default, for the server's pools as for a URL that names options of its own.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresKysely } from '../../../src/server/db/postgres/connect';
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
});
