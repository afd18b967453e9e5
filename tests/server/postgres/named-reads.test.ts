// A heavy read's selects go as named statements (db/postgres/namedReads.ts): on one connection, the same page or
// search asked again is parsed once and kept (PostgreSQL's own pg_prepared_statements counts its runs), a cursor's
// DECLARE and FETCH go unnamed, and a connection keeps at most NAMED_PER_CONNECTION texts.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresDatabase } from '../../../src/server/db/open';
import { kyselyOverClient, postgresPool } from '../../../src/server/db/postgres/connect';
import { NAMED_PER_CONNECTION } from '../../../src/server/db/postgres/namedReads';
import type { Database } from '../../../src/server/db/schema';
import { cursorRows } from '../../../src/server/workers/cursorRows';
import { freshDatabase, skipReason, type FreshDatabase } from './database';

describe.skipIf(skipReason !== null)(`named reads ${skipReason ? `(skipped: ${skipReason})` : ''}`, () => {
  let database: FreshDatabase;
  beforeAll(async () => {
    database = await freshDatabase();
    await (await openPostgresDatabase(database.url)).close();
  });
  afterAll(() => database?.drop());

  it('parses a select once per connection and runs it again by name, with other values', async () => {
    const pool = postgresPool(database.url, { max: 1 });
    const client = await pool.connect();
    try {
      const db = kyselyOverClient<Database>(client);
      for (const name of ['Scanline', 'Zebra', 'Scanline']) {
        await db.selectFrom('devices').select('id').where('name', 'like', `%${name}%`).limit(50).execute();
      }
      for (const limit of [5, 6]) await sql`with few as (select id from devices limit ${limit}) select count(*) from few`.execute(db);
      const { rows } = await client.query<{ statement: string; runs: number }>(
        "select statement, (generic_plans + custom_plans)::int as runs from pg_prepared_statements where name like 'kitroom_read_%' order by name");
      expect(rows).toEqual([
        { statement: expect.stringMatching(/^select "id" from "devices" where "name" like \$1 limit \$2$/), runs: 3 },
        { statement: expect.stringMatching(/^with few as/), runs: 2 },
      ]);
    } finally {
      client.release();
      await pool.end();
    }
  });

  it("sends a cursor's statements unnamed, and names no more than its share of texts on a connection", async () => {
    const pool = postgresPool(database.url, { max: 1 });
    const client = await pool.connect();
    try {
      const db = kyselyOverClient<Database>(client);
      await sql`insert into devices (name, created_at, updated_at)
        select 'Device ' || n, '2026-01-01', '2026-01-01' from generate_series(1, 1200) as n`.execute(db);
      await client.query('BEGIN');
      let read = 0;
      for await (const rows of cursorRows(db, db.selectFrom('devices').select('id').compile())) read += rows.length;
      await client.query('COMMIT');
      expect(read).toBe(1200);
      for (let n = 0; n < NAMED_PER_CONNECTION + 20; n += 1) {
        expect((await sql<{ n: number }>`select ${sql.lit(n)}::int as n`.execute(db)).rows).toEqual([{ n }]);
      }
      const { rows } = await client.query<{ statement: string }>("select statement from pg_prepared_statements where name like 'kitroom_read_%'");
      expect(rows).toHaveLength(NAMED_PER_CONNECTION);
      expect(rows.filter((row) => /declare|fetch|close/i.test(row.statement))).toEqual([]);
    } finally {
      client.release();
      await pool.end();
    }
  });
});
