// The demo's devices on PostgreSQL go in with their search and change-log triggers held back, those rows written
// after them in one statement each, their foreign keys added again after them (src/server/db/demo/triggersAfterLoad.ts):
// what the triggers would have written is written all the same. Two databases loaded with the same demo, one each
// way, hold the same rows and the same keys.
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoData, type DemoOptions } from '../../../src/server/db/demo/load';
import { openPostgresDatabase, type OpenedDatabase } from '../../../src/server/db/open';
import { freshDatabase, skipReason, type FreshDatabase } from './database';

const FLEET = 12_000; // more than one insert statement's rows (db/demo/insert.ts), so that the triggers fire per statement

/** What the triggers write, each table's rows in one order. */
const WRITTEN_BY_TRIGGERS = [
  'devices_search', 'users_search', 'events_search', 'changes', 'change_lists', 'history_changes', 'history_records', 'history_operations',
];

describe.skipIf(skipReason !== null)(`the demo's devices on PostgreSQL ${skipReason ? `(skipped: ${skipReason})` : ''}`, () => {
  const loaded: Array<{ database: FreshDatabase; opened: OpenedDatabase }> = [];

  async function load(deviceTriggers: DemoOptions['deviceTriggers']) {
    const database = await freshDatabase();
    const opened = await openPostgresDatabase(database.url);
    loaded.push({ database, opened });
    await loadDemoData(opened.db, { devices: FLEET, mediaDir: '/nonexistent', deviceTriggers });
    return opened.db as unknown as Kysely<unknown>;
  }

  let after: Kysely<unknown>;
  let during: Kysely<unknown>;
  beforeAll(async () => {
    after = await load('after');
    during = await load('during');
  }, 120_000);
  afterAll(async () => {
    for (const { database, opened } of loaded) {
      await opened.close();
      await database.drop();
    }
  });

  const rowsOf = async (db: Kysely<unknown>, table: string) =>
    (await sql<{ row: string }>`SELECT t::text AS row FROM ${sql.table(table)} t ORDER BY 1`.execute(db)).rows.map((row) => row.row);

  it.each(WRITTEN_BY_TRIGGERS)('%s holds the same rows either way', async (table) => {
    const [written, byTriggers] = await Promise.all([rowsOf(after, table), rowsOf(during, table)]);
    expect(written.length).toBe(byTriggers.length);
    expect(written).toEqual(byTriggers);
  });

  it('the devices are all in the search index and the change log, and the triggers are on again', async () => {
    const { rows } = await sql<{ searched: number; changed: number; disabled: number }>`SELECT
      (SELECT count(*)::int FROM devices_search) AS searched,
      (SELECT count(*)::int FROM changes WHERE list = 1) AS changed,
      (SELECT count(*)::int FROM pg_trigger WHERE tgrelid = 'devices'::regclass AND tgenabled = 'D') AS disabled`.execute(after);
    expect(rows[0]).toEqual({ searched: FLEET, changed: FLEET, disabled: 0 });
  });

  it('the devices\' foreign keys, dropped for the load, are there again as they were', async () => {
    const keysOf = async (db: Kysely<unknown>) => (await sql<{ key: string }>`SELECT conname || ' ' || pg_get_constraintdef(oid) AS key
      FROM pg_constraint WHERE conrelid = 'devices'::regclass AND contype = 'f' ORDER BY 1`.execute(db)).rows.map((row) => row.key);
    const keys = await keysOf(after);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys).toEqual(await keysOf(during));
  });
});
