// The work of a trigger that depends on a few columns runs on an UPDATE only when it set one of them (migration 023,
// db/postgres/triggers.ts touchedTrigger): a change of status no longer joins all its old and new rows to keep the
// search index and the events' marks, which it cannot change. auto_explain shows every statement the triggers run;
// what they write is read back: a rename still reaches the search index, a move between events still marks both
// events, and a statement after them in the same transaction finds no mark left behind. PostgreSQL only: SQLite's
// row triggers name their columns (UPDATE OF) themselves.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explainEachStatement, migratedDatabase, skipReason, underOperation, type FreshDatabase } from './database';

const AT = '2026-01-01T00:00:00.000Z';
const DEVICES = 300;
const EVENTS = 4;

describe.skipIf(skipReason !== null)(`the triggers that depend on a few columns ${skipReason ? `(skipped: ${skipReason})` : ''}`, () => {
  let database: FreshDatabase;
  let client: pg.Client;
  const notices: string[] = [];
  let events: number[];

  beforeAll(async () => {
    ({ database, client } = await migratedDatabase());
    events = (await client.query<{ id: string }>(`INSERT INTO events (name, slug, start_date, end_date, timezone_id, default_language, created_at, updated_at)
      SELECT 'Expo ' || n, 'expo-' || n, '2027-01-01T09:00', '2027-01-02T18:00', 'Europe/Lisbon', 'pt', '${AT}', '${AT}' FROM generate_series(1, ${EVENTS}) AS n RETURNING id`))
      .rows.map((row) => Number(row.id));
    await client.query(`INSERT INTO devices (name, serial_id, current_event_id, created_at, updated_at)
      SELECT 'device ' || n, 'S' || n, ${events[0]}, '${AT}', '${AT}' FROM generate_series(1, ${DEVICES}) AS n`);
    await client.query(`INSERT INTO history_operations (at, user_id, user_name, operation) VALUES ('${AT}', 1, 'Ana', 'test')`);
    await explainEachStatement(client, 'text', notices);
  });
  afterAll(async () => {
    await client?.end();
    await database?.drop();
  });

  /** The texts of the statements `statements` ran, the triggers' included, in one transaction under an operation. */
  const ranBy = (...statements: string[]): Promise<string> => underOperation(client, async () => {
    notices.length = 0;
    for (const statement of statements) await client.query(statement);
    return notices.join('\n');
  });
  const searchIndexWrite = /UPDATE "devices_search"/;
  const eventsMarked = /kitroom_mark\(4, ARRAY\(SELECT id FROM events/;
  const changedEvents = async (since: number) => (await client.query<{ row_id: string }>(
    'SELECT row_id FROM changes WHERE list = 4 AND seq > $1 ORDER BY row_id', [since])).rows.map((row) => Number(row.row_id));
  const eventsSeq = async () => Number((await client.query<{ seq: string }>('SELECT seq FROM change_lists WHERE list = 4')).rows[0]!.seq);

  it('leaves the search index and the events alone on a change of status of every device', async () => {
    const ran = await ranBy(`UPDATE devices SET status = 'repairing', updated_at = '${AT}'`);
    expect(ran).toMatch(/INSERT INTO history_changes/);
    expect(ran).not.toMatch(searchIndexWrite);
    expect(ran).not.toMatch(eventsMarked);
  });

  it('still writes a rename into the search index, and only that statement', async () => {
    const ran = await ranBy(
      "UPDATE devices SET name = 'Renamed ' || id WHERE serial_id = 'S7'",
      "UPDATE devices SET status = 'available' WHERE serial_id = 'S8'",
    );
    expect(ran.match(new RegExp(searchIndexWrite.source, 'g'))).toHaveLength(1);
    const { rows } = await client.query<{ name: string }>("SELECT s.name FROM devices_search s JOIN devices d ON d.id = s.id WHERE d.serial_id = 'S7'");
    expect(rows[0]!.name).toMatch(/^renamed \d+$/);
  });

  it('still marks both events when devices move between them, and not after', async () => {
    const since = await eventsSeq();
    const ran = await ranBy(
      `UPDATE devices SET current_event_id = ${events[1]} WHERE serial_id IN ('S1', 'S2')`,
      "UPDATE devices SET status = 'missing' WHERE serial_id = 'S3'",
    );
    expect(ran.match(new RegExp(eventsMarked.source, 'g'))).toHaveLength(1);
    expect(await changedEvents(since)).toEqual([events[0], events[1]].sort((a, b) => a! - b!));
  });

  it('marks nothing when a statement that set those columns fails, so that the next one is not taken for it', async () => {
    await client.query('BEGIN');
    await client.query("SELECT set_config('kitroom.operation', (SELECT max(id)::text FROM history_operations), true)");
    await client.query('SAVEPOINT attempt');
    await expect(client.query("UPDATE devices SET name = NULL WHERE serial_id = 'S9'")).rejects.toThrow();
    await client.query('ROLLBACK TO SAVEPOINT attempt');
    const { rows } = await client.query<{ mark: string | null }>("SELECT current_setting('kitroom.touched_devices_search', true) AS mark");
    await client.query('COMMIT');
    expect(rows[0]!.mark ?? '').not.toBe('yes');
  });
});
