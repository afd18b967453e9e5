// The live stream's `by` on PostgreSQL (db/historyPeople.ts, migration 019): an operation's id is taken when its
// transaction begins, so a long write that began first commits after a short one with a higher id. The hub still
// names its author when it commits, once, and never names an author twice.
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangedBy } from '../../../src/contract/changeStream';
import type { SyncedList } from '../../../src/server/db/changes';
import { writeTransaction, type Db } from '../../../src/server/db/database';
import type { Database } from '../../../src/server/db/schema';
import { recordedAs } from '../../../src/server/db/history';
import { postgresKysely } from '../../../src/server/db/postgres/connect';
import { migratePostgres } from '../../../src/server/db/postgres/migrate';
import { insertRecord } from '../../../src/server/db/repos/recordTable';
import { ChangeHub, type ChangeListener } from '../../../src/server/http/changeHub';
import { freshDatabase, skipReason, type FreshDatabase } from './database';

const ANA = { id: 41, name: 'Ana Silva' };
const RUI = { id: 42, name: 'Rui Lopes' };
const AT = '2026-01-01T00:00:00.000Z';

type Heard = Array<{ lists: SyncedList[]; by: ChangedBy }>;

function listener(): ChangeListener & { heard: Heard } {
  const heard: Heard = [];
  return {
    tokenId: 1,
    heard,
    ready: () => undefined,
    changed: (_cursor: string, lists: SyncedList[], by: ChangedBy) => heard.push({ lists, by }),
    ping: () => undefined,
    end: () => undefined,
  };
}

describe.skipIf(skipReason !== null)(`who changed what, in commit order ${skipReason ? `(skipped: ${skipReason})` : ''}`, () => {
  let database: FreshDatabase;
  let db: Db;
  let longWrite: pg.Client;
  beforeAll(async () => {
    database = await freshDatabase();
    db = postgresKysely<Database>(database.url, { max: 4 });
    await migratePostgres(db as Kysely<unknown>);
    longWrite = new pg.Client({ connectionString: database.url });
    await longWrite.connect();
  });
  afterAll(async () => {
    await longWrite?.end();
    await db?.destroy();
    await database?.drop();
  });

  it("names the author of a long write that committed after a shorter one, once", async () => {
    const hub = new ChangeHub(db, (error) => { throw error; }, { watchMs: 60_000, pingMs: 60_000, tokenCheckMs: 60_000 });
    const first = listener();
    await hub.join(first);

    // Ana's write begins first (its operation gets the lower id) and is still running…
    await longWrite.query('BEGIN');
    const { rows } = await longWrite.query<{ id: string }>(
      `INSERT INTO history_operations (at, user_id, user_name, operation) VALUES ($1, $2, $3, 'categories.create') RETURNING id`, [AT, ANA.id, ANA.name]);
    await longWrite.query("SELECT set_config('kitroom.operation', $1, true)", [rows[0]!.id]);
    // …while Rui's begins, commits and is announced
    await recordedAs({ actor: RUI, name: 'categories.create' }, () => writeTransaction(db, (trx) => insertRecord(trx, 'device_categories', { name: 'Printers' })));
    await hub.join(listener());
    expect(first.heard).toEqual([{ lists: ['categories'], by: { categories: [RUI] } }]);

    // Ana's commits: the next message names her, and only her
    await longWrite.query(`INSERT INTO device_categories (name, created_at, updated_at) VALUES ('Scanners', $1, $1)`, [AT]);
    await longWrite.query(`UPDATE history_operations SET record_count = 1, change_count = 1 WHERE id = $1`, [rows[0]!.id]);
    await longWrite.query('COMMIT');
    await hub.join(listener());
    expect(first.heard.at(-1)).toEqual({ lists: ['categories'], by: { categories: [ANA] } });

    // and a later change by Rui names Rui alone: Ana is not told twice
    await recordedAs({ actor: RUI, name: 'categories.update' }, () => writeTransaction(db, (trx) =>
      sql`UPDATE device_categories SET description = 'All printers' WHERE name = 'Printers'`.execute(trx)));
    await hub.join(listener());
    expect(first.heard.at(-1)).toEqual({ lists: ['categories'], by: { categories: [RUI] } });
    expect(first.heard).toHaveLength(3);
    hub.close();
  });
});
