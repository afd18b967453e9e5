import { sql, type Kysely, type Migration } from 'kysely';

// Migrations are frozen once landed: this one carries its own list of tables and its own numbering of the synced
// lists (the numbers of 003_changes).
const TABLES_WITH_ID = [
  'users', 'tokens', 'device_categories', 'device_models', 'event_images', 'events', 'event_settings',
  'event_managers', 'participating_fields', 'booklets', 'devices', 'spaces', 'subscriptions',
] as const;

/** The change list (003_changes) whose tombstones keep the ids a table's deleted rows had. */
const TOMBSTONE_LIST: Partial<Record<(typeof TABLES_WITH_ID)[number], number>> = {
  devices: 1, device_models: 2, device_categories: 3, events: 4, event_settings: 5,
};

const ROWID_PRIMARY_KEY = /\bid INTEGER PRIMARY KEY\b(?!\s+AUTOINCREMENT)/i;
const TABLE_NAME = /^CREATE TABLE\s+("?)(\w+)\1/i;

/**
 * Every table with an `id` gets `INTEGER PRIMARY KEY AUTOINCREMENT`, so that an id is never made twice, even after
 * its row (the newest) is deleted. SQLite cannot alter a primary key: each table is made again under a new name,
 * its rows copied, the old one dropped and the new one renamed; its indexes and every trigger (change capture,
 * search indexes) are made again after all tables are. `sqlite_sequence` starts at the highest id the table holds
 * or, for the synced lists, the highest id a tombstone remembers: a database whose newest row was deleted still
 * never gives that id again (other tables keep no trace of deleted rows: their next id is above what is left).
 * Runs with foreign keys off (db/database.ts), as SQLite's own recipe requires: with them on, dropping a table
 * would delete, or null, every row that refers to it.
 */
export const autoincrement: Migration = {
  async up(db: Kysely<unknown>) {
    const enforced = await sql<{ foreign_keys: number }>`PRAGMA foreign_keys`.execute(db);
    if (enforced.rows[0]?.foreign_keys !== 0) throw new Error('005_autoincrement must run with foreign keys off');

    const triggers = await sql<{ name: string; sql: string }>`
      SELECT name, sql FROM sqlite_master WHERE type = 'trigger' ORDER BY rowid`.execute(db);
    for (const { name } of triggers.rows) await sql`DROP TRIGGER ${sql.id(name)}`.execute(db);

    for (const table of TABLES_WITH_ID) {
      const schema = await sql<{ type: string; sql: string }>`
        SELECT type, sql FROM sqlite_master WHERE tbl_name = ${table} AND sql IS NOT NULL ORDER BY rowid`.execute(db);
      const created = schema.rows.find((row) => row.type === 'table')?.sql;
      if (!created) throw new Error(`005_autoincrement: no table ${table}`);
      if (ROWID_PRIMARY_KEY.test(created)) {
        const rebuilt = `${table}_rebuilt`;
        const definition = created.replace(ROWID_PRIMARY_KEY, 'id INTEGER PRIMARY KEY AUTOINCREMENT')
          .replace(TABLE_NAME, `CREATE TABLE "${rebuilt}"`);
        await sql.raw(definition).execute(db);
        await sql`INSERT INTO ${sql.table(rebuilt)} SELECT * FROM ${sql.table(table)}`.execute(db);
        await sql`DROP TABLE ${sql.table(table)}`.execute(db);
        await sql`ALTER TABLE ${sql.table(rebuilt)} RENAME TO ${sql.table(table)}`.execute(db);
        for (const index of schema.rows.filter((row) => row.type === 'index')) await sql.raw(index.sql).execute(db);
      }
      await seedSequence(db, table);
    }

    for (const trigger of triggers.rows) await sql.raw(trigger.sql).execute(db);
    const broken = await sql`PRAGMA foreign_key_check`.execute(db);
    if (broken.rows.length > 0) throw new Error(`005_autoincrement: foreign keys broken: ${JSON.stringify(broken.rows)}`);
  },
};

async function seedSequence(db: Kysely<unknown>, table: (typeof TABLES_WITH_ID)[number]): Promise<void> {
  const list = TOMBSTONE_LIST[table];
  const remembered = list === undefined ? sql`0` : sql`(SELECT max(row_id) FROM changes WHERE list = ${sql.lit(list)})`;
  const held = sql`(SELECT max(id) FROM ${sql.table(table)})`;
  const counted = sql`(SELECT max(seq) FROM sqlite_sequence WHERE name = ${table})`;
  const next = await sql<{ seq: number }>`SELECT max(coalesce(${held}, 0), coalesce(${remembered}, 0), coalesce(${counted}, 0)) AS seq`.execute(db);
  await sql`DELETE FROM sqlite_sequence WHERE name = ${table}`.execute(db);
  await sql`INSERT INTO sqlite_sequence (name, seq) VALUES (${table}, ${next.rows[0]?.seq ?? 0})`.execute(db);
}
