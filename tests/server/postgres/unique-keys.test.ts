// The one map of unique keys to field errors (http/uniqueKeys.ts) names keys that exist, as each database names
// them: a rename in a migration would otherwise turn a lost race back into a 500. And a real violation of each
// database is read as its key (db/dialect.ts brokenUniqueKey).
import { sql, type Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '../../../src/server/db/open';
import { postgresKysely } from '../../../src/server/db/postgres/connect';
import { migratePostgres } from '../../../src/server/db/postgres/migrate';
import { directKysely, openConnection } from '../../../src/server/db/sqlite';
import { UNIQUE_KEYS, uniqueKeyErrors } from '../../../src/server/http/uniqueKeys';
import { freshDatabase, skipReason, type FreshDatabase } from './database';

const CATEGORY = { description: '', created_at: 'x', updated_at: 'x' };

describe.skipIf(skipReason !== null)(`the unique keys' map ${skipReason ? `(skipped: ${skipReason})` : ''}`, () => {
  let database: FreshDatabase | undefined;
  let postgres: Kysely<unknown> | undefined;
  afterAll(async () => {
    await postgres?.destroy();
    await database?.drop();
  });

  it('every PostgreSQL name is a unique constraint or index; a duplicate category is its name\'s error', async () => {
    database = await freshDatabase();
    postgres = postgresKysely<unknown>(database.url, { max: 1 });
    await migratePostgres(postgres);
    const { rows } = await sql<{ name: string }>`select conname as name from pg_constraint where contype = 'u'
      union select indexname from pg_indexes where indexdef like 'CREATE UNIQUE INDEX%'`.execute(postgres);
    const names = new Set(rows.map((row) => row.name));
    for (const key of UNIQUE_KEYS) expect(names.has(key.postgres), key.postgres).toBe(true);
    await sql`insert into device_categories (name, description, created_at, updated_at) values ('Same', '', 'x', 'x')`.execute(postgres);
    const error = await sql`insert into device_categories (name, description, created_at, updated_at) values ('SAME', '', 'x', 'x')`.execute(postgres).catch((thrown: unknown) => thrown);
    expect(uniqueKeyErrors(error)).toEqual({ name: [{ code: 'unique_category_name' }] });
  });

  it('every SQLite name is a unique index of those columns; a duplicate category is its name\'s error', async () => {
    const sqlite = directKysely(openConnection(':memory:'));
    try {
      await migrate(sqlite);
      for (const key of UNIQUE_KEYS) {
        const columns = key.sqlite.split(', ').map((qualified) => qualified.split('.'));
        const table = columns[0]![0]!;
        const { rows } = await sql<{ name: string }>`select il.name from pragma_index_list(${table}) il where il."unique" = 1
          and (select group_concat(ii.name, ', ') from pragma_index_info(il.name) ii) = ${columns.map(([, column]) => column).join(', ')}`.execute(sqlite);
        expect(rows.length, key.sqlite).toBeGreaterThan(0);
      }
      await sqlite.insertInto('device_categories').values({ name: 'Same', ...CATEGORY }).execute();
      const error = await sqlite.insertInto('device_categories').values({ name: 'SAME', ...CATEGORY }).execute().catch((thrown: unknown) => thrown);
      expect(uniqueKeyErrors(error)).toEqual({ name: [{ code: 'unique_category_name' }] });
    } finally {
      await sqlite.destroy();
    }
  });
});
