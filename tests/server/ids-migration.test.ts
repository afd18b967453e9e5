// A database made by the versions before ids were AUTOINCREMENT (migrations up to 004), whose newest rows were
// deleted, is upgraded at its next start: no id is ever given again, and nothing else of it changes (rows, the
// rows' links, indexes, the change capture and search triggers).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase } from '../../src/server/db/open';
import { directKysely, openConnection } from '../../src/server/db/sqlite';

let folder: string;
let file: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'kitroom-ids-'));
  file = join(folder, 'kitroom.sqlite');
});
afterAll(() => rm(folder, { recursive: true, force: true }));

const NOW = '2026-11-26T00:00:00.000Z';

const SCHEMA_OBJECTS = sql<{ type: string; name: string }>`
  SELECT type, name FROM sqlite_master WHERE type IN ('index', 'trigger') AND name NOT LIKE 'sqlite_%' ORDER BY type, name`;

type SchemaObject = { type: string; name: string };

/** The indexes and triggers the migrations after 004 give an empty database. */
async function objectsAddedAfter004(): Promise<SchemaObject[]> {
  const listed = async (path: string, through?: string): Promise<SchemaObject[]> => {
    if (through) {
      const db = directKysely(openConnection(path));
      await migrate(db, through);
      const rows = (await SCHEMA_OBJECTS.execute(db)).rows;
      await db.destroy();
      return rows;
    }
    const opened = await openDatabase(path);
    const rows = (await SCHEMA_OBJECTS.execute(opened.db)).rows;
    await opened.close();
    return rows;
  };
  const at004 = await listed(join(folder, 'empty-004.sqlite'), '004_search_fold');
  const known = new Set(at004.map((object) => `${object.type} ${object.name}`));
  return (await listed(join(folder, 'empty-latest.sqlite'))).filter((object) => !known.has(`${object.type} ${object.name}`));
}

describe('upgrading a database made before ids were AUTOINCREMENT', () => {
  it('never gives an id again, also of a deleted newest row, and keeps rows, links, indexes and triggers', async () => {
    const old = directKysely(openConnection(file));
    await migrate(old, '004_search_fold');
    const run = (query: ReturnType<typeof sql>) => query.execute(old);
    await run(sql`INSERT INTO device_categories (name, created_at, updated_at) VALUES ('Scanners', ${NOW}, ${NOW}), ('Printers', ${NOW}, ${NOW})`);
    await run(sql`INSERT INTO device_models (name, category_id, created_at, updated_at) VALUES ('Zebra', 1, ${NOW}, ${NOW})`);
    await run(sql`INSERT INTO events (name, slug, start_date, end_date, timezone_id, default_language, created_at, updated_at)
      VALUES ('Fair', 'fair', ${NOW}, ${NOW}, 'Europe/Lisbon', 'pt', ${NOW}, ${NOW})`);
    await run(sql`INSERT INTO event_settings (event_id, updated_at) VALUES (1, ${NOW})`);
    for (const name of ['Scanner one', 'Scanner two', 'Scanner three']) {
      await run(sql`INSERT INTO devices (name, model_type_id, current_event_id, created_at, updated_at) VALUES (${name}, 1, 1, ${NOW}, ${NOW})`);
    }
    await run(sql`INSERT INTO spaces (name, slug, created_at, updated_at) VALUES ('Livraria', 'livraria', ${NOW}, ${NOW}), ('Hall', 'hall', ${NOW}, ${NOW})`);
    await run(sql`INSERT INTO subscriptions (email, space_id, created_at) VALUES ('a@example.com', 1, ${NOW})`);
    // the newest of each synced list is deleted: only its tombstone remembers its id
    await run(sql`DELETE FROM devices WHERE id = 3`);
    await run(sql`DELETE FROM device_categories WHERE id = 2`);
    const objectsBefore = (await SCHEMA_OBJECTS.execute(old)).rows;
    await old.destroy();

    const upgraded = await openDatabase(file);
    const db = upgraded.db;
    try {
      // the same indexes and triggers, and those the later migrations add to an empty database (007's e-mail key,
      // 011's history triggers…): what an empty database has at the end and did not have at 004
      const addedSince = await objectsAddedAfter004();
      expect(addedSince).toContainEqual({ type: 'index', name: 'users_email_key' });
      const byTypeAndName = (a: { type: string; name: string }, b: { type: string; name: string }) =>
        a.type === b.type ? (a.name < b.name ? -1 : 1) : a.type < b.type ? -1 : 1;
      expect((await SCHEMA_OBJECTS.execute(db)).rows).toEqual([...objectsBefore, ...addedSince].sort(byTypeAndName));
      const tables = await sql<{ sql: string }>`SELECT sql FROM sqlite_master WHERE type = 'table' AND name IN ('devices', 'spaces', 'users', 'subscriptions')`.execute(db);
      for (const table of tables.rows) expect(table.sql).toMatch(/id INTEGER PRIMARY KEY AUTOINCREMENT/);
      expect((await sql<{ foreign_keys: number }>`PRAGMA foreign_keys`.execute(db)).rows[0]?.foreign_keys).toBe(1);

      // rows and their links survive (foreign keys off while tables are made again: no cascade ran)
      const devices = await sql`SELECT id, name, model_type_id, current_event_id FROM devices ORDER BY id`.execute(db);
      expect(devices.rows).toEqual([
        { id: 1, name: 'Scanner one', model_type_id: 1, current_event_id: 1 },
        { id: 2, name: 'Scanner two', model_type_id: 1, current_event_id: 1 },
      ]);
      expect((await sql`SELECT id, event_id FROM event_settings`.execute(db)).rows).toEqual([{ id: 1, event_id: 1 }]);
      expect((await sql`SELECT id, space_id FROM subscriptions`.execute(db)).rows).toEqual([{ id: 1, space_id: 1 }]);

      await sql`INSERT INTO devices (name, created_at, updated_at) VALUES ('Scanner four', ${NOW}, ${NOW})`.execute(db);
      await sql`INSERT INTO device_categories (name, created_at, updated_at) VALUES ('Tablets', ${NOW}, ${NOW})`.execute(db);
      expect((await sql`SELECT id FROM devices WHERE name = 'Scanner four'`.execute(db)).rows).toEqual([{ id: 4 }]);
      expect((await sql`SELECT id FROM device_categories WHERE name = 'Tablets'`.execute(db)).rows).toEqual([{ id: 3 }]);
      // and after the upgrade, a deleted newest row's id is never given again in any table
      await sql`DELETE FROM spaces WHERE id = 2`.execute(db);
      await sql`INSERT INTO spaces (name, slug, created_at, updated_at) VALUES ('Leiria', 'leiria', ${NOW}, ${NOW})`.execute(db);
      expect((await sql`SELECT id FROM spaces WHERE slug = 'leiria'`.execute(db)).rows).toEqual([{ id: 3 }]);

      // the triggers came back: the search index and the change capture follow the new rows
      expect((await sql`SELECT rowid AS id FROM devices_search WHERE devices_search MATCH '"four"'`.execute(db)).rows).toEqual([{ id: 4 }]);
      expect((await sql`SELECT row_id FROM changes WHERE list = 1 AND row_id = 4 AND deleted_at IS NULL`.execute(db)).rows).toEqual([{ row_id: 4 }]);
      expect((await sql`PRAGMA foreign_key_check`.execute(db)).rows).toEqual([]);
    } finally {
      await upgraded.close();
    }
  });
});
