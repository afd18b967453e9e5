// A search found in the devices' own columns alone brings its ids back with its count when they are few (500 or
// fewer, db/repos/devices.ts countMatches), and its page is read by those ids: the same count and the same pages,
// newest first, as when they are many, on each side of the line.
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresDatabase } from '../../../src/server/db/open';
import { planDevicePage } from '../../../src/server/db/repos/devices';
import type { Database } from '../../../src/server/db/schema';
import { freshDatabase, kyselyOf, skipReason, type FreshDatabase } from './database';

describe.skipIf(skipReason !== null)(`a search of few devices ${skipReason ? `(skipped: ${skipReason})` : ''}`, () => {
  let database: FreshDatabase;
  let db: Kysely<Database>;
  beforeAll(async () => {
    database = await freshDatabase();
    await (await openPostgresDatabase(database.url)).close();
    db = kyselyOf<Database>(database.url, 2);
    // 501 needles among 2 000 devices, created in an order their ids do not follow
    await sql`insert into devices (name, created_at, updated_at)
      select case when n % 4 = 0 then 'Needle ' || n else 'Hay ' || n end,
        to_char((n * 7919) % 2003, 'FM000000'), '2026-01-01' from generate_series(1, 2000) as n`.execute(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  /** The names of a page of the search, and its count, as the list route reads them. */
  async function pageOf(search: string, limit: number, offset: number) {
    const planned = await planDevicePage(db, { search, limit, offset });
    const rows = planned.rows ? (await db.executeQuery(planned.rows)).rows : [];
    return { count: planned.count, names: rows.map((row) => row.name as string), byIds: planned.rows?.sql.includes('= any(') ?? false };
  }

  /** Every needle, newest first, as stored. */
  const expected = async () => (await sql<{ name: string }>`select name from devices where name like 'Needle%'
    order by created_at desc, id desc`.execute(db)).rows.map((row) => row.name);

  it('counts and pages alike with 500 matches read by id and with 501 read by the index', async () => {
    let needles = await expected();
    expect(needles).toHaveLength(500);
    const few = [await pageOf('needle', 300, 0), await pageOf('needle', 300, 300)];
    expect(few.map((page) => [page.count, page.byIds])).toEqual([[500, true], [500, true]]);
    expect([...few[0]!.names, ...few[1]!.names]).toEqual(needles);

    await sql`insert into devices (name, created_at, updated_at) values ('Needle last', '000500', '2026-01-01')`.execute(db);
    needles = await expected();
    const many = [await pageOf('needle', 300, 0), await pageOf('needle', 300, 300)];
    expect(many.map((page) => [page.count, page.byIds])).toEqual([[501, false], [501, false]]);
    expect([...many[0]!.names, ...many[1]!.names]).toEqual(needles);

    expect(await pageOf('needle 7', 50, 0)).toMatchObject({ byIds: true });
    expect((await pageOf('needle', 50, 600)).count).toBe(501);
  });
});
