// A record's history is found by its chain (migration 012, db/historyChain.ts), not by an index of every change. On
// a database whose history was recorded before the chain (migration 011's triggers), the migration links it so that
// every record lists exactly the operations that changed it, newest first, and the writes after it keep the chain:
// several fields in one operation, creations, deletions, bulk changes, interleaved. A filter that leaves out most
// of a long chain still finds every match across the walk's rounds, and a pruned past ends the walk.
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { writeTransaction, type Db } from '../../src/server/db/database';
import { recordedAs, type Operation } from '../../src/server/db/history';
import { migrate } from '../../src/server/db/open';
import { historyOperations } from '../../src/server/db/repos/history';
import { insertRecord } from '../../src/server/db/repos/recordTable';
import { directKysely, openConnection } from '../../src/server/db/sqlite';

let db: Db | undefined;
afterEach(async () => {
  await db?.destroy();
  db = undefined;
});

async function databaseAt(migration: string): Promise<Db> {
  db = directKysely(openConnection(':memory:'));
  await migrate(db, migration);
  return db;
}

const as = (id: number, name = 'devices.update'): Operation => ({ actor: { id, name: `Person ${id}` }, name });
const recorded = <T>(db: Db, operation: Operation, work: (trx: Db) => Promise<T>) => recordedAs(operation, () => writeTransaction(db, work));

/** Each record's operations, newest first, read the slow way: every change row of the record. */
async function truth(db: Db): Promise<Map<string, number[]>> {
  const { rows } = await sql<{ kind: string; record_id: number; operation_id: number }>`select distinct kind, record_id, operation_id
    from history_changes order by kind, record_id, operation_id desc`.execute(db);
  const lists = new Map<string, number[]>();
  for (const row of rows) lists.set(`${row.kind}:${row.record_id}`, [...(lists.get(`${row.kind}:${row.record_id}`) ?? []), row.operation_id]);
  return lists;
}

/** The change rows whose link is not the record's operation before theirs (every field's row of an operation). */
async function wrongLinks(db: Db): Promise<unknown[]> {
  const { rows } = await sql`select c.operation_id, c.kind, c.record_id, c.field, c.previous_id, l.previous_id as expected
    from history_changes as c join (select kind, record_id, operation_id,
      lag(operation_id) over (partition by kind, record_id order by operation_id) as previous_id
      from (select distinct kind, record_id, operation_id from history_changes)) as l
    on l.kind = c.kind and l.record_id = c.record_id and l.operation_id = c.operation_id
    where c.previous_id is not l.previous_id`.execute(db);
  return rows;
}

/** Each record's operations as GET ?record= finds them, page by page (pages of 3, to cross the cursor often). */
async function listed(db: Db, records: Iterable<string>): Promise<Map<string, number[]>> {
  const lists = new Map<string, number[]>();
  for (const key of records) {
    const [kind, id] = key.split(':') as [string, string];
    const ids: number[] = [];
    for (let beforeId: number | undefined; ;) {
      const page = await historyOperations(db, { record: { kind: kind as 'device', id: Number(id) }, beforeId, limit: 3 });
      ids.push(...page.map((row) => row.id));
      if (page.length < 3) break;
      beforeId = page.at(-1)!.id;
    }
    lists.set(key, ids);
  }
  return lists;
}

/** A mixed day's writes: creations, edits of one and of several fields, bulk changes, a deletion, by two people. */
async function someWrites(db: Db, round: number): Promise<void> {
  const category = await recorded(db, as(1, 'categories.create'), (trx) => insertRecord(trx, 'device_categories', { name: `Category ${round}` }));
  const model = await recorded(db, as(2, 'models.create'), (trx) => insertRecord(trx, 'device_models', { name: `Model ${round}`, category_id: category }));
  const devices = await recorded(db, as(1, 'devices.import'), async (trx) => {
    const ids: number[] = [];
    for (let index = 0; index < 6; index += 1) ids.push(await insertRecord(trx, 'devices', { name: `Device ${round}.${index}`, model_type_id: model }));
    return ids;
  });
  for (const [step, person] of [[0, 1], [1, 2], [2, 1]] as const) {
    await recorded(db, as(person, 'devices.bulk_status'), (trx) =>
      sql`update devices set status = ${['repairing', 'missing', 'available'][step]} where id in (${sql.join(devices.slice(step))})`.execute(trx));
  }
  await recorded(db, as(2), (trx) => sql`update devices set name = name || ' bis', comment = 'twice', base = 'porto' where id = ${devices[0]}`.execute(trx));
  await recorded(db, as(1, 'models.update'), (trx) => sql`update device_models set description = 'moved' where id = ${model}`.execute(trx));
  await recorded(db, as(2, 'devices.delete'), (trx) => sql`delete from devices where id = ${devices[5]}`.execute(trx));
}

describe('the history chain', () => {
  it('links a history recorded before it exactly, and keeps it as writes go on', async () => {
    const db = await databaseAt('011_history');
    for (let round = 0; round < 3; round += 1) await someWrites(db, round);
    const before = await truth(db);
    expect(before.size).toBeGreaterThan(20);

    await migrate(db);
    expect(await wrongLinks(db)).toEqual([]);
    expect(await listed(db, before.keys())).toEqual(before);

    for (let round = 3; round < 5; round += 1) await someWrites(db, round);
    const after = await truth(db);
    expect(await wrongLinks(db)).toEqual([]);
    expect(await listed(db, after.keys())).toEqual(after);
    expect([...after.values()].some((ids) => ids.length >= 5)).toBe(true);
  });

  it('finds the few entries a filter keeps in a long chain, across the walk\'s rounds, page by page', async () => {
    const db = await databaseAt('012_history_chain');
    const device = await recorded(db, as(1, 'devices.create'), (trx) => insertRecord(trx, 'devices', { name: 'Busy device' }));
    const kept: number[] = [];
    for (let index = 0; index < 1200; index += 1) {
      const person = index % 400 === 7 ? 2 : 1;
      await recorded(db, as(person), (trx) => sql`update devices set comment = ${`note ${index}`} where id = ${device}`.execute(trx));
      if (person === 2) kept.unshift((await sql<{ id: number }>`select max(id) as id from history_operations`.execute(db)).rows[0]!.id);
    }
    const record = { kind: 'device' as const, id: device };
    const first = await historyOperations(db, { record, userId: 2, limit: 2 });
    expect(first.map((row) => row.id)).toEqual(kept.slice(0, 2));
    const rest = await historyOperations(db, { record, userId: 2, beforeId: first.at(-1)!.id, limit: 2 });
    expect(rest.map((row) => row.id)).toEqual(kept.slice(2));
    expect((await historyOperations(db, { record, operation: 'devices.create', limit: 5 })).map((row) => row.operation)).toEqual(['devices.create']);
  });

  it('ends the walk where the pruned past begins', async () => {
    const db = await databaseAt('012_history_chain');
    const device = await recorded(db, as(1, 'devices.create'), (trx) => insertRecord(trx, 'devices', { name: 'Old device' }));
    for (let index = 0; index < 4; index += 1) await recorded(db, as(1), (trx) => sql`update devices set comment = ${`note ${index}`} where id = ${device}`.execute(trx));
    const all = (await historyOperations(db, { record: { kind: 'device', id: device }, limit: 10 })).map((row) => row.id);
    expect(all).toHaveLength(5);
    const pruned = all.slice(2);
    await sql`delete from history_changes where operation_id in (${sql.join(pruned)})`.execute(db);
    await sql`delete from history_operations where id in (${sql.join(pruned)})`.execute(db);
    expect((await historyOperations(db, { record: { kind: 'device', id: device }, limit: 2 })).map((row) => row.id)).toEqual(all.slice(0, 2));
    expect((await historyOperations(db, { record: { kind: 'device', id: device }, beforeId: all[1], limit: 2 }))).toEqual([]);
  });
});
