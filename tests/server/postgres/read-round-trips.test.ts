// A heavy read on PostgreSQL (workers/postgresReads.ts) in few round trips: its snapshot, budget and change state
// begun in one message (db/postgres/readSnapshot.ts), a page of one batch or less read without a cursor, a larger
// one as one COPY when it can be (db/postgres/copyJson.ts), and nothing left set on the connection. Each round trip
// costs a search page of 50 a fixed 0.15–0.7 ms on this machine; the read used to send 11 statements for a plain
// page and 13 for a search (its COMMIT now goes after the answer). The models a search's words match are kept while
// the models and categories stay as they were (db/repos/deviceSearch.ts): the same search again sends one fewer.
// `changed_since` reads the change log once for its changed and deleted ids (a scan of the list's part of the log
// each: 100 000 devices, 4–5 ms), then the rows by id.
import { parseCursor } from '../../../src/server/db/changes';
import { sql, type Kysely } from 'kysely';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresDatabase } from '../../../src/server/db/open';
import { kyselyOverClient } from '../../../src/server/db/postgres/connect';
import { beginReadSnapshot } from '../../../src/server/db/postgres/readSnapshot';
import type { Database } from '../../../src/server/db/schema';
import { readThrough } from './readThrough';
import type { DevicePageHead } from '../../../src/server/workers/tasks';
import { recordingPool } from './recordingPool';
import { freshDatabase, kyselyOf, skipReason, type FreshDatabase } from './database';

describe.skipIf(skipReason !== null)(`heavy reads' round trips ${skipReason ? `(skipped: ${skipReason})` : ''}`, () => {
  let database: FreshDatabase;
  let db: Kysely<Database>;
  let pool: pg.Pool;
  /** the statements (each one round trip) the pool's connections sent, in order */
  const sent: string[] = [];

  beforeAll(async () => {
    database = await freshDatabase();
    await (await openPostgresDatabase(database.url)).close();
    db = kyselyOf<Database>(database.url, 2);
    await sql`insert into devices (name, created_at, updated_at)
      select 'Scanline ' || n, to_char(n, 'FM000000'), to_char(n, 'FM000000') from generate_series(1, 700) as n`.execute(db);
    pool = recordingPool(database.url, sent);
  });

  afterAll(async () => {
    await pool?.end();
    await db?.destroy();
    await database?.drop();
  });

  /** A page read as a worker reads it: its head, its devices and the statements it sent. */
  async function page(search: string | undefined, limit: number) {
    const parts: unknown[] = [];
    sent.length = 0;
    await readThrough(pool, 'streamDevices', { search, limit, offset: 0 }, (part) => parts.push(part));
    const [head, ...bytes] = parts;
    const devices = JSON.parse(Buffer.concat(bytes as Uint8Array[]).toString('utf8')) as Array<{ name: string }>;
    return { head: head as DevicePageHead, devices, statements: [...sent] };
  }

  it('reads a page of 50 in four statements: snapshot with state, count, page, commit', async () => {
    const { head, devices, statements } = await page(undefined, 50);
    expect(head.count).toBe(700);
    expect(devices.map((device) => device.name)).toEqual(Array.from({ length: 50 }, (_, index) => `Scanline ${700 - index}`));
    expect(statements).toHaveLength(4);
    expect(statements.join('\n')).not.toMatch(/DECLARE|FETCH|statement_timeout', /);
  });

  it('searches a page of 50 in five statements: snapshot, the models matched, count with the estimate, page, commit', async () => {
    const { head, devices, statements } = await page('scanline', 50);
    expect(head.count).toBe(700);
    expect(devices).toHaveLength(50);
    expect(statements).toHaveLength(5);
    expect(statements.at(-1)).toBe('COMMIT');
  });

  it('searches the same words again in four: the models matched are kept until a model or category is written', async () => {
    await page('scanline', 50);
    const again = await page('scanline', 50);
    expect(again.statements).toHaveLength(4);
    expect(again.head.count).toBe(700);
    // a model named so: its devices are found at the next search, which asks for the models again
    const { rows: [model] } = await sql<{ id: number }>`insert into device_models (name, created_at, updated_at)
      values ('Scanline Pro', '2026-01-01', '2026-01-01') returning id`.execute(db);
    await sql`insert into devices (name, model_type_id, created_at, updated_at) values ('Gate', ${model!.id}, '000000', '000000')`.execute(db);
    const afterModel = await page('scanline', 50);
    expect(afterModel.statements).toHaveLength(5);
    expect(afterModel.head.count).toBe(701);
    await sql`delete from devices where name = 'Gate'`.execute(db);
    await sql`delete from device_models where id = ${model!.id}`.execute(db);
    const afterDelete = await page('scanline', 50);
    expect(afterDelete.statements).toHaveLength(5);
    expect(afterDelete.head.count).toBe(700);
  });

  it('reads a page of more than a batch as one COPY, in four statements too', async () => {
    const { head, devices, statements } = await page(undefined, 1_000);
    expect(head.count).toBe(700);
    expect(devices).toHaveLength(700);
    expect(statements).toHaveLength(4);
    expect(statements[2]).toMatch(/^COPY \(/);
  });

  it('reads a search page of more than a batch through a cursor (its parameters are not numbers)', async () => {
    const { head, devices, statements } = await page('scanline', 1_000);
    expect(head.count).toBe(700);
    expect(devices).toHaveLength(700);
    expect(statements.some((statement) => statement.startsWith('DECLARE'))).toBe(true);
  });

  it('answers changed_since in four statements, reading the change log once: snapshot, change log, rows, commit', async () => {
    const { head } = await page(undefined, 1);
    const cursor = parseCursor(head.cursor)!;
    await sql`update devices set status = 'repairing' where name in ('Scanline 3', 'Scanline 5')`.execute(db);
    await sql`delete from devices where name = 'Scanline 4'`.execute(db);
    sent.length = 0;
    const answer = await readThrough(pool, 'devicesChangedSince', cursor, () => {});
    const changes = JSON.parse(Buffer.from(answer).toString('utf8')) as { results: Array<{ name: string }>; deleted: number[] };
    expect(changes.results.map((device) => device.name)).toEqual(['Scanline 5', 'Scanline 3']);
    expect(changes.deleted).toHaveLength(1);
    expect(sent).toHaveLength(4);
    const changeLogReads = sent.filter((statement) => /\bfrom changes\b/.test(statement));
    expect(changeLogReads).toHaveLength(1);
    // the list written in, so that the plan kept for the statement scans the log rather than the key's index
    expect(changeLogReads[0]).toMatch(/\bwhere list = 1 and seq > \$1\b/);

    const { head: now } = await page(undefined, 1);
    sent.length = 0;
    const nothing = JSON.parse(Buffer.from(await readThrough(pool, 'devicesChangedSince', parseCursor(now.cursor)!, () => {})).toString('utf8'));
    expect(nothing).toMatchObject({ results: [], deleted: [] });
    expect(sent).toHaveLength(3);
  });

  it('sets the budget for the snapshot only, and leaves the connection as it found it', async () => {
    const client = await pool.connect();
    try {
      const state = await beginReadSnapshot(client, kyselyOverClient(client), 1_500);
      expect(state.epoch).toMatch(/^[0-9a-f]{12}$/);
      expect(state.seqs.devices).toBeGreaterThan(0);
      const inside = await client.query<{ timeout: string; isolation: string; readOnly: string }>(
        `select current_setting('statement_timeout') as timeout, current_setting('transaction_isolation') as isolation,
          current_setting('transaction_read_only') as "readOnly"`,
      );
      expect(inside.rows[0]).toEqual({ timeout: '1500ms', isolation: 'repeatable read', readOnly: 'on' });
      await client.query('COMMIT');
      const after = await client.query<{ timeout: string }>(`select current_setting('statement_timeout') as timeout`);
      expect(after.rows[0]!.timeout).toBe('0');
    } finally {
      client.release();
    }
  });
});
