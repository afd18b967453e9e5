// The version a write sets on PostgreSQL (db/clock.ts nextVersionSql): the writer's time, and at least 1 ms after the
// row's previous version, whatever the clocks of the processes that wrote it: a version that is behind gives way to
// the time, one as late or ahead is moved on by 1 ms (across a second, a day, a year).
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextVersionSql } from '../../../src/server/db/clock';
import { postgresKysely } from '../../../src/server/db/postgres/connect';
import { freshDatabase, skipReason, type FreshDatabase } from './database';

describe.skipIf(skipReason !== null)(`the version clock ${skipReason ? `(skipped: ${skipReason})` : ''}`, () => {
  let database: FreshDatabase;
  let db: Kysely<unknown>;
  beforeAll(async () => {
    database = await freshDatabase();
    db = postgresKysely(database.url, { max: 1 });
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  const next = async (previous: string, at: string) =>
    (await sql<{ version: string }>`select ${nextVersionSql(sql.val(previous), at)} as version`.execute(db)).rows[0]!.version;

  it('is the time when the previous version is behind it, else 1 ms after the previous one', async () => {
    expect(await next('2026-03-01T10:00:00.000Z', '2026-03-01T10:00:00.001Z')).toBe('2026-03-01T10:00:00.001Z');
    expect(await next('2025-12-31T23:59:59.999Z', '2026-03-01T10:00:00.000Z')).toBe('2026-03-01T10:00:00.000Z');
    expect(await next('2026-03-01T10:00:00.000Z', '2026-03-01T10:00:00.000Z')).toBe('2026-03-01T10:00:00.001Z');
    expect(await next('2026-03-01T10:00:05.500Z', '2026-03-01T10:00:00.000Z')).toBe('2026-03-01T10:00:05.501Z');
    expect(await next('2026-12-31T23:59:59.999Z', '2026-12-31T23:59:59.000Z')).toBe('2027-01-01T00:00:00.000Z');
  });
});
