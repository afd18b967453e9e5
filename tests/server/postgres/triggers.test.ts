// The PostgreSQL triggers (db/postgres/triggers.ts, historyTriggers.ts): a write under an operation records its
// history in its own transaction and moves the change log; concurrent transactions under two operations keep their
// histories apart (the operation is a setting of each transaction, not a shared table); the search index follows.
import { sql, type Kysely, type Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresKysely } from '../../../src/server/db/postgres/connect';
import { migratePostgres } from '../../../src/server/db/postgres/migrate';
import { freshDatabase, skipReason, type FreshDatabase } from './database';

const AT = '2026-01-01T00:00:00.000Z';

describe.skipIf(skipReason !== null)(`the PostgreSQL triggers ${skipReason ? `(skipped: ${skipReason})` : ''}`, () => {
  let database: FreshDatabase;
  let db: Kysely<unknown>;
  beforeAll(async () => {
    database = await freshDatabase();
    db = postgresKysely(database.url, { max: 4 });
    await migratePostgres(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  /** What writeTransaction will do on PostgreSQL: the operation's row, then its id as the transaction's setting. */
  async function openOperation(trx: Transaction<unknown>, name: string): Promise<number> {
    const { rows } = await sql<{ id: number }>`INSERT INTO history_operations (at, user_id, user_name, operation)
      VALUES (${AT}, 1, 'Ana', ${name}) RETURNING id`.execute(trx);
    await sql`SELECT set_config('kitroom.operation', ${String(rows[0]!.id)}, true)`.execute(trx);
    return rows[0]!.id;
  }

  const changesOf = async (operation: number) => (await sql<{ kind: string; record_id: number; field: string; before: string | null; after: string | null }>`
    SELECT kind, record_id, field, before, after FROM history_changes WHERE operation_id = ${operation} ORDER BY record_id, field`.execute(db)).rows;
  const deviceSeq = async () => (await sql<{ seq: number }>`SELECT seq FROM change_lists WHERE list = 1`.execute(db)).rows[0]!.seq;
  const insertDevice = (trx: Kysely<unknown>, name: string, serial: string) => sql<{ id: number }>`
    INSERT INTO devices (name, serial_id, created_at, updated_at) VALUES (${name}, ${serial}, ${AT}, ${AT}) RETURNING id`.execute(trx);

  it('records a device created, changed and deleted under an operation, and moves the devices list each time', async () => {
    const seqBefore = await deviceSeq();
    let id = 0;
    const created = await db.transaction().execute(async (trx) => {
      const operation = await openOperation(trx, 'devices.create');
      id = (await insertDevice(trx, 'Scanner São', 'SER-1')).rows[0]!.id;
      return operation;
    });
    expect(await deviceSeq()).toBe(seqBefore + 1);
    const [whole] = await changesOf(created);
    expect(whole).toMatchObject({ kind: 'device', record_id: id, field: '*', before: null });
    expect(JSON.parse(whole!.after!)).toMatchObject({ name: 'Scanner São', serial_id: 'SER-1', mac_address: null, status: 'available' });

    const updated = await db.transaction().execute(async (trx) => {
      const operation = await openOperation(trx, 'devices.update');
      await sql`UPDATE devices SET name = 'scanner são', comment = 'ok', status = status WHERE id = ${id}`.execute(trx);
      return operation;
    });
    // a change of case is a change; a column set to its own value is not
    expect(await changesOf(updated)).toEqual([
      { kind: 'device', record_id: id, field: 'comment', before: '""', after: '"ok"' },
      { kind: 'device', record_id: id, field: 'name', before: '"Scanner São"', after: '"scanner são"' },
    ]);
    expect(await deviceSeq()).toBe(seqBefore + 2);
    const search = await sql<{ id: number }>`SELECT id FROM devices_search WHERE name LIKE ${'%' + 'scanner sao' + '%'}`.execute(db);
    expect(search.rows).toEqual([{ id }]);

    const deleted = await db.transaction().execute(async (trx) => {
      const operation = await openOperation(trx, 'devices.delete');
      await sql`DELETE FROM devices WHERE id = ${id}`.execute(trx);
      return operation;
    });
    const [gone] = await changesOf(deleted);
    expect(gone).toMatchObject({ field: '*', after: null });
    expect(JSON.parse(gone!.before!)).toMatchObject({ name: 'scanner são', comment: 'ok' });
    const tombstone = await sql<{ seq: number; deleted_at: string | null }>`SELECT seq, deleted_at FROM changes WHERE list = 1 AND row_id = ${id}`.execute(db);
    expect(tombstone.rows[0]!.seq).toBe(seqBefore + 3);
    expect(tombstone.rows[0]!.deleted_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect((await sql`SELECT id FROM devices_search WHERE id = ${id}`.execute(db)).rows).toEqual([]);
  });

  it('chains each record\'s changes (012): its latest operation, and every change row naming the one before', async () => {
    const under = (name: string, write: (trx: Transaction<unknown>) => Promise<unknown>) =>
      db.transaction().execute(async (trx) => {
        const operation = await openOperation(trx, name);
        await write(trx);
        return operation;
      });
    let id = 0;
    const created = await under('devices.create', async (trx) => { id = (await insertDevice(trx, 'Chained', 'SER-CHAIN')).rows[0]!.id; });
    const first = await under('devices.update', async (trx) => {
      await sql`UPDATE devices SET comment = 'one' WHERE id = ${id}`.execute(trx);
      await sql`UPDATE devices SET status = 'missing' WHERE id = ${id}`.execute(trx);
      await sql`UPDATE devices SET comment = 'one again' WHERE id = ${id}`.execute(trx);
    });
    const second = await under('devices.update', (trx) => sql`UPDATE devices SET comment = 'two' WHERE id = ${id}`.execute(trx));
    const latest = await sql<{ operation_id: number; previous_id: number | null }>`
      SELECT operation_id, previous_id FROM history_records WHERE kind = 'device' AND record_id = ${id}`.execute(db);
    expect(latest.rows).toEqual([{ operation_id: second, previous_id: first }]);
    const links = await sql<{ operation_id: number; field: string; previous_id: number | null }>`
      SELECT operation_id, field, previous_id FROM history_changes WHERE kind = 'device' AND record_id = ${id} ORDER BY operation_id, field`.execute(db);
    // the second statement of the same operation keeps the record's previous as the first statement set it
    expect(links.rows).toEqual([
      { operation_id: created, field: '*', previous_id: null },
      { operation_id: first, field: 'comment', previous_id: created },
      { operation_id: first, field: 'status', previous_id: created },
      { operation_id: second, field: 'comment', previous_id: first },
    ]);
    // a field the same operation changed twice: one change, from the value before the first to the value after the last
    expect((await changesOf(first)).find((change) => change.field === 'comment')).toMatchObject({ before: '""', after: '"one again"' });
  });

  it('records nothing for a write outside an operation, but still moves the change log', async () => {
    const seqBefore = await deviceSeq();
    const countBefore = (await sql<{ n: number }>`SELECT count(*) AS n FROM history_changes`.execute(db)).rows[0]!.n;
    await insertDevice(db, 'Unrecorded', 'SER-UNRECORDED');
    expect((await sql<{ n: number }>`SELECT count(*) AS n FROM history_changes`.execute(db)).rows[0]!.n).toBe(countBefore);
    expect(await deviceSeq()).toBe(seqBefore + 1);
  });

  it('keeps the histories of two concurrent transactions under two operations apart', async () => {
    let release!: () => void;
    const bothWrote = new Promise<void>((resolve) => { release = resolve; });
    let wrote = 0;
    const written = () => { wrote += 1; if (wrote === 2) release(); };
    // both open, both write, and only then both commit: interleaved, not one after the other. Devices on one side,
    // spaces on the other: two writers of one synced list take its counter one after the other (the counter's row
    // stays locked until commit, db/postgres/triggers.ts), so they could not both write before either commits.
    const run = (name: string, write: (trx: Transaction<unknown>) => Promise<number[]>) => db.transaction().execute(async (trx) => {
      const operation = await openOperation(trx, name);
      const ids = await write(trx);
      written();
      await bothWrote;
      return { operation, ids };
    });
    const devices = async (trx: Transaction<unknown>) => [
      (await insertDevice(trx, 'Device A-1', 'A-1')).rows[0]!.id, (await insertDevice(trx, 'Device A-2', 'A-2')).rows[0]!.id,
    ];
    const spaces = async (trx: Transaction<unknown>) => [(await sql<{ id: number }>`INSERT INTO spaces (name, slug, created_at, updated_at)
      VALUES ('Stand B', 'stand-b', ${AT}, ${AT}) RETURNING id`.execute(trx)).rows[0]!.id];
    const [first, second] = await Promise.all([run('devices.import', devices), run('spaces.create', spaces)]);
    expect((await changesOf(first.operation)).map((change) => `${change.kind}:${change.record_id}`)).toEqual(first.ids.map((id) => `device:${id}`));
    expect((await changesOf(second.operation)).map((change) => `${change.kind}:${change.record_id}`)).toEqual(second.ids.map((id) => `space:${id}`));
  });

  it('moves the devices of a model whose name changes (a derived change)', async () => {
    const model = await sql<{ id: number }>`INSERT INTO device_models (name, created_at, updated_at) VALUES ('Zebra', ${AT}, ${AT}) RETURNING id`.execute(db);
    const modelId = model.rows[0]!.id;
    const device = await sql<{ id: number }>`INSERT INTO devices (name, model_type_id, created_at, updated_at)
      VALUES ('With model', ${modelId}, ${AT}, ${AT}) RETURNING id`.execute(db);
    const seqBefore = await deviceSeq();
    await sql`UPDATE device_models SET name = 'ZEBRA' WHERE id = ${modelId}`.execute(db);
    const marked = await sql<{ seq: number }>`SELECT seq FROM changes WHERE list = 1 AND row_id = ${device.rows[0]!.id}`.execute(db);
    expect(marked.rows[0]!.seq).toBe(seqBefore + 1);
  });
});
