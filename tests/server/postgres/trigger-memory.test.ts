// The statement-level triggers join, sort and hash a bulk change's rows in memory (db/postgres/triggers.ts
// TRIGGER_WORK_MEM, migration 021), whatever the cluster's work_mem: with PostgreSQL's default of 4 MB, a change of
// 100 000 devices wrote each step out to temporary files. PostgreSQL logs every temporary file with the statement
// that made it (log_temp_files = 0), sent here as messages to the client: none may come from a trigger's statement.
// The transition tables themselves belong to the UPDATE, which keeps the session's work_mem.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedDatabase, skipReason, underOperation, type FreshDatabase } from './database';

const AT = '2026-01-01T00:00:00.000Z';
const DEVICES = 20_000;

describe.skipIf(skipReason !== null)(`the triggers' memory ${skipReason ? `(skipped: ${skipReason})` : ''}`, () => {
  let database: FreshDatabase;
  let client: pg.Client;
  const messages: Array<{ text: string; where: string }> = [];

  beforeAll(async () => {
    ({ database, client } = await migratedDatabase());
    client.on('notice', (notice) => messages.push({ text: notice.message ?? '', where: notice.where ?? '' }));
    await client.query(`INSERT INTO devices (name, serial_id, comment, created_at, updated_at)
      SELECT 'device ' || n, 'SERIAL-' || n, repeat('a comment that makes the rows as wide as real ones ', 2), '${AT}', '${AT}'
      FROM generate_series(1, ${DEVICES}) AS n`);
    await client.query(`INSERT INTO history_operations (at, user_id, user_name, operation) VALUES ('${AT}', 1, 'Ana', 'test')`);
    await client.query("SET work_mem = '4MB'");
    await client.query('SET log_temp_files = 0');
    await client.query('SET client_min_messages = log');
  });
  afterAll(async () => {
    await client?.end();
    await database?.drop();
  });

  /** The temporary files `statement` made, run under an operation: the ones a trigger function's statements made. */
  async function triggerTempFiles(statement: string): Promise<string[]> {
    messages.length = 0;
    await underOperation(client, () => client.query(statement));
    const tempFiles = messages.filter((message) => message.text.startsWith('temporary file'));
    expect(tempFiles.length, 'the UPDATE kept its transition tables in temporary files (the check sees files)').toBeGreaterThan(0);
    return tempFiles.filter((message) => message.where.includes('PL/pgSQL function')).map((message) => `${message.text} (${message.where.split('\n')[0]})`);
  }

  it('writes no temporary file from a trigger when every device changes', async () => {
    expect(await triggerTempFiles("UPDATE devices SET status = 'repairing'")).toEqual([]);
    expect(await triggerTempFiles("UPDATE devices SET status = 'available', base = 'porto'")).toEqual([]);
  }, 60_000);
});
