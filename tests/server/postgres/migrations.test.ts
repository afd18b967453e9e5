// The one migrator on PostgreSQL (db/postgres/migrate.ts): every migration's PostgreSQL form applies on an empty
// database, processes starting at once apply each once, and the schema has the tables and columns SQLite's has.
import { sql, type Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/server/db/database';
import { migrationProvider } from '../../../src/server/db/migrations/index';
import { migrate } from '../../../src/server/db/open';
import { postgresKysely } from '../../../src/server/db/postgres/connect';
import { migratePostgres } from '../../../src/server/db/postgres/migrate';
import { directKysely, openConnection } from '../../../src/server/db/sqlite';
import { freshDatabase, skipReason, type FreshDatabase } from './database';

const opened: Array<{ db: Kysely<unknown>; database: FreshDatabase }> = [];

async function emptyDatabase(max = 2): Promise<Kysely<unknown>> {
  const database = await freshDatabase();
  const db = postgresKysely<unknown>(database.url, { max });
  opened.push({ db, database });
  return db;
}

afterAll(async () => {
  for (const { db, database } of opened) {
    await db.destroy();
    await database.drop();
  }
});

type Kind = 'integer' | 'real' | 'text';
interface Column { table: string; column: string; kind: Kind; nullable: boolean }

const KIND_OF_SQLITE: Record<string, Kind> = { INTEGER: 'integer', REAL: 'real', TEXT: 'text' };
const KIND_OF_POSTGRES: Record<string, Kind> = {
  bigint: 'integer', integer: 'integer', 'double precision': 'real', text: 'text', citext: 'text',
};

/**
 * What differs on purpose, and why. `history_current`: on PostgreSQL the operation of a transaction is a setting of
 * that transaction (several write at once). A search index: SQLite's FTS5 table keys its rows by rowid, PostgreSQL's
 * by an `id` column. `sqlite_sequence`: SQLite's own counters (identity columns on PostgreSQL). `media_files`
 * (014): uploaded files are rows only where several processes must serve them; SQLite's are files of DATA_DIR/media.
 * `history_operations.txid` (019): the transaction of an operation, whose commit order is not its id's on PostgreSQL.
 */
const ONLY_SQLITE_TABLES = new Set(['history_current', 'sqlite_sequence']);
const ONLY_POSTGRES_TABLES = new Set(['media_files']);
const ONLY_POSTGRES_COLUMNS = new Set(['history_operations.txid']);
const isSearchIndex = (table: string) => table.endsWith('_search');

async function sqliteColumns(db: Db): Promise<Column[]> {
  const { rows } = await sql<{ table: string; column: string; type: string; required: number; pk: number }>`
    SELECT m.name AS "table", c.name AS "column", upper(c.type) AS type, c."notnull" AS required, c.pk AS pk
    FROM sqlite_master m, pragma_table_info(m.name) c
    WHERE m.type = 'table' AND m.name NOT LIKE 'kysely_%' AND m.name NOT LIKE '%_search_%'`.execute(db);
  return rows.filter((row) => !ONLY_SQLITE_TABLES.has(row.table)).map((row) => ({
    table: row.table, column: row.column,
    // FTS5 columns have no declared type: a folded copy, text
    kind: isSearchIndex(row.table) ? 'text' : KIND_OF_SQLITE[row.type] ?? (row.type as Kind),
    // SQLite lets a non-INTEGER primary key hold NULL (an old bug kept); server_secrets' name never does
    nullable: row.required === 0 && row.pk === 0 && !isSearchIndex(row.table),
  }));
}

async function postgresColumns(db: Kysely<unknown>): Promise<Column[]> {
  const { rows } = await sql<{ table: string; column: string; type: string; nullable: string }>`
    SELECT c.table_name AS "table", c.column_name AS "column",
      CASE WHEN c.data_type = 'USER-DEFINED' THEN c.udt_name ELSE c.data_type END AS type, c.is_nullable AS nullable
    FROM information_schema.columns c JOIN information_schema.tables t USING (table_schema, table_name)
    WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' AND c.table_name NOT LIKE 'kysely_%'`.execute(db);
  return rows
    .filter((row) => !(isSearchIndex(row.table) && row.column === 'id') && !ONLY_POSTGRES_TABLES.has(row.table))
    .filter((row) => !ONLY_POSTGRES_COLUMNS.has(`${row.table}.${row.column}`))
    .map((row) => ({
      table: row.table, column: row.column, kind: KIND_OF_POSTGRES[row.type] ?? (row.type as Kind),
      nullable: row.nullable === 'YES' && !isSearchIndex(row.table),
    }));
}

const byName = (a: Column, b: Column) => `${a.table}.${a.column}`.localeCompare(`${b.table}.${b.column}`);

describe.skipIf(skipReason !== null)(`the migrations on PostgreSQL ${skipReason ? `(skipped: ${skipReason})` : ''}`, () => {
  it('apply every migration, in order, on an empty database', async () => {
    const db = await emptyDatabase();
    await migratePostgres(db);
    const applied = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(db);
    expect(applied.rows.map((row) => row.name)).toEqual(Object.keys(await migrationProvider.getMigrations()).sort());
  });

  it('are applied once each when three processes start at once on an empty database', async () => {
    const database = await freshDatabase();
    const processes = [0, 1, 2].map(() => postgresKysely<unknown>(database.url, { max: 2 }));
    try {
      // each its own pool, as separate processes would have: Kysely's advisory lock makes the others wait
      await Promise.all(processes.map((db) => migratePostgres(db)));
      const applied = await sql<{ name: string; times: number }>`
        SELECT name, count(*)::int AS times FROM kysely_migration GROUP BY name ORDER BY name`.execute(processes[0]!);
      expect(applied.rows.length).toBe(Object.keys(await migrationProvider.getMigrations()).length);
      expect(applied.rows.every((row) => row.times === 1)).toBe(true);
      const lists = await sql<{ list: number }>`SELECT list FROM change_lists ORDER BY list`.execute(processes[0]!);
      expect(lists.rows.map((row) => row.list)).toEqual([1, 2, 3, 4, 5]);
    } finally {
      for (const db of processes) await db.destroy();
      await database.drop();
    }
  });

  it('make the tables and columns SQLite has, with the same names, nullability and kinds', async () => {
    const postgres = await emptyDatabase();
    await migratePostgres(postgres);
    const sqlite = directKysely(openConnection(':memory:'));
    try {
      await migrate(sqlite);
      const expected = (await sqliteColumns(sqlite)).sort(byName);
      expect(expected.length).toBeGreaterThan(100);
      expect((await postgresColumns(postgres)).sort(byName)).toEqual(expected);
    } finally {
      await sqlite.destroy();
    }
  });
});
