// The change streams' hub names who made the changes it announces (`by`, per list): the people of the history
// operations committed since its previous message, each under the lists their records may have changed, two writers
// in one message included; and it asks nothing of the history while nothing changes, nor when a change was recorded
// by nobody (a write outside a request).
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ChangedBy } from '../../src/contract/changeStream';
import type { SyncedList } from '../../src/server/db/changes';
import { writeTransaction } from '../../src/server/db/database';
import { recordedAs } from '../../src/server/db/history';
import { changedBy } from '../../src/server/db/historyPeople';
import { insertRecord } from '../../src/server/db/repos/recordTable';
import { ChangeHub, type ChangeListener, type PeopleReader } from '../../src/server/http/changeHub';
import type { DatabaseAccess } from '../../src/server/workers/access';
import { migratedAccess, type MigratedAccess } from './migratedAccess';

let database: MigratedAccess;
let access: DatabaseAccess;
beforeAll(async () => {
  database = await migratedAccess('hub-people');
  access = database.access;
});
afterAll(() => database.dispose());

const ANA = { id: 41, name: 'Ana Silva' };
const RUI = { id: 42, name: 'Rui Lopes' };

type Heard = Array<{ lists: SyncedList[]; by: ChangedBy }>;

function listener(): ChangeListener & { heard: Heard; pings: number } {
  const heard: Heard = [];
  const stream = {
    tokenId: 1,
    heard,
    pings: 0,
    ready: () => undefined,
    changed: (_cursor: string, lists: SyncedList[], by: ChangedBy) => heard.push({ lists, by }),
    ping: () => { stream.pings += 1; },
    end: () => undefined,
  };
  return stream;
}

/** The history reader, counting its calls. */
function countedPeople(): { read: PeopleReader; calls: number } {
  const counter = { calls: 0, read: ((...args) => { counter.calls += 1; return changedBy(...args); }) as PeopleReader };
  return counter;
}

const as = <T>(actor: typeof ANA, name: string, work: Parameters<typeof writeTransaction<T>>[1]) =>
  recordedAs({ actor, name }, () => writeTransaction(access.writer, work));

const until = async (check: () => boolean, ms = 3000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

it('names the people of every operation since the previous message, per list their records may have changed', async () => {
  const category = await as(RUI, 'categories.create', (trx) => insertRecord(trx, 'device_categories', { name: 'Printers' }));
  const model = await as(RUI, 'models.create', (trx) => insertRecord(trx, 'device_models', { name: 'Kiosk', category_id: category }));
  const devices = await as(ANA, 'devices.create', async (trx) => [
    await insertRecord(trx, 'devices', { name: 'Kiosk 1', model_type_id: model }),
    await insertRecord(trx, 'devices', { name: 'Kiosk 2', model_type_id: model }),
  ]);
  // no timer of its own: each join reads once, and tells the streams already there what changed since
  const hub = new ChangeHub(access.db, (error) => { throw error; }, { watchMs: 60_000, pingMs: 60_000, tokenCheckMs: 60_000 });
  const first = listener();
  await hub.join(first);

  // two people before the next reading: Ana changes the devices' status, Rui renames their model (their rows show it)
  await as(ANA, 'devices.bulk_status', (trx) => sql`update devices set status = 'repairing' where id in (${sql.join(devices)})`.execute(trx));
  await as(RUI, 'models.update', (trx) => sql`update device_models set name = 'Kiosk XL' where id = ${model}`.execute(trx));
  await hub.join(listener());
  expect(first.heard).toEqual([{ lists: ['devices', 'models'], by: { devices: [ANA, RUI], models: [RUI] } }]);

  // one person, one list: only what moved since the last message
  await as(RUI, 'categories.update', (trx) => sql`update device_categories set description = 'All printers' where id = ${category}`.execute(trx));
  await hub.join(listener());
  expect(first.heard.at(-1)).toEqual({ lists: ['categories'], by: { categories: [RUI] } });
  hub.close();
});

it('reads no history while nothing changes, nor for a change nobody is recorded for', async () => {
  const people = countedPeople();
  const hub = new ChangeHub(access.db, (error) => { throw error; }, { watchMs: 10, pingMs: 150, tokenCheckMs: 60_000 }, people.read);
  const stream = listener();
  await hub.join(stream);
  // many readings, nothing changed
  await until(() => stream.pings >= 2);
  expect(people.calls).toBe(0);

  // written outside a request: the list moves, the history does not
  await insertRecord(access.writer, 'device_categories', { name: 'Unrecorded' });
  await until(() => stream.heard.length === 1);
  expect(stream.heard).toEqual([{ lists: ['categories'], by: {} }]);
  expect(people.calls).toBe(0);

  await as(ANA, 'categories.create', (trx) => insertRecord(trx, 'device_categories', { name: 'Recorded' }));
  await until(() => stream.heard.length === 2);
  expect(stream.heard[1]).toEqual({ lists: ['categories'], by: { categories: [ANA] } });
  const afterOne = people.calls;
  expect(afterOne).toBe(1);
  const pings = stream.pings;
  await until(() => stream.pings >= pings + 2);
  expect(people.calls).toBe(afterOne);
  hub.close();
});
