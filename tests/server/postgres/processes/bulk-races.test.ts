// Bulk changes and single edits of overlapping devices through two processes at once: rows are locked in id order
// (db/ids.ts lockRowsInIdOrder), so bulk changes whose ids come in opposite orders wait for each other instead of
// deadlocking; the end state is that of one serial order (each bulk change all or nothing, the last one's status on
// every device), each device's history is one unbroken chain ending at its stored values, and an event's
// capacity (the devices at it, counted) is exact.
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heavyWrites } from '../../killableServer';
import { kyselyOf, skipReason } from '../database';
import { call, serversOnOneDatabase, type ServersOnOneDatabase } from './serversOnOneDatabase';

const FLEET = 1000;
const ROUNDS = 4;
const EDITED = 20;

/** Deadlocks PostgreSQL has detected in this database (writers locking rows in opposite orders). */
const deadlocksOf = async (db: Kysely<unknown>) =>
  (await sql<{ n: number }>`select deadlocks::int as n from pg_stat_database where datname = current_database()`.execute(db)).rows[0]!.n;

type Change = { previous_id: number | null; operation_id: number; before: string | null; after: string | null };

describe.skipIf(skipReason !== null)(`bulk changes through two processes ${skipReason ? `(skipped: ${skipReason})` : ''}`, () => {
  let cluster: ServersOnOneDatabase;
  beforeAll(async () => {
    cluster = await serversOnOneDatabase('bulk-races', 2, FLEET);
  }, 120_000);
  afterAll(() => cluster?.stop());

  it('opposite orders, overlapping single edits: no deadlock, one serial order, unbroken history, exact capacity', async () => {
    const [a, b] = cluster.running as [typeof cluster.running[0], typeof cluster.running[0]];
    const db = kyselyOf(cluster.database.url, 1);
    try {
      const ids = (await sql<{ id: number }>`select id from devices order by id`.execute(db)).rows.map((row) => row.id);
      expect(ids).toHaveLength(FLEET);
      const event = await call(a, 'POST', '/api/events', { name: 'Counted', start_date: '2030-01-01T09:00', end_date: '2030-01-02T18:00' });
      const deadlocksBefore = await deadlocksOf(db);
      const descending = [...ids].reverse();
      const half = ids.slice(0, FLEET / 2);
      for (let round = 0; round < ROUNDS; round += 1) {
        const writes = [
          call(a, 'PATCH', '/api/v1/services/devices-bulk-update-status', { ids, status: 'repairing' }),
          call(b, 'PATCH', '/api/v1/services/devices-bulk-update-status', { ids: descending, status: 'missing' }),
          call(b, 'PUT', '/api/admin/devices/current_event', { ids: round % 2 ? half : [...half].reverse(), current_event_id: event.body.id }),
          call(a, 'PUT', '/api/admin/devices/current_event', { ids: round % 2 ? [...descending] : ids, current_event_id: null }),
          ...ids.slice(FLEET / 2 - EDITED / 2, FLEET / 2 + EDITED / 2).map((id, i) => call(i % 2 ? a : b, 'PUT', `/api/admin/devices/${id}`, { name: `Edited ${id}`, comment: `round ${round}` })),
        ];
        const answers = await Promise.all(writes);
        expect(answers.map((answer) => answer.status), `round ${round}`).toEqual(answers.map(() => 200));
        const statuses = (await sql<{ status: string; n: number }>`select status, count(*)::int as n from devices group by status`.execute(db)).rows;
        expect(statuses, `round ${round}: one bulk change's status on every device`).toHaveLength(1);
      }
      expect(await deadlocksOf(db)).toBe(deadlocksBefore);

      // each device's history, newest to oldest through previous_id: each status change's before is the older one's after
      const current = new Map((await sql<{ id: number; status: string }>`select id, status from devices`.execute(db)).rows.map((row) => [row.id, row.status]));
      const changes = (await sql<Change & { record_id: number; field: string }>`select record_id, operation_id, previous_id, field, before, after
        from history_changes where kind = 'device'`.execute(db)).rows;
      const operations = new Map<number, Map<number, { previous_id: number | null; status?: Change }>>();
      for (const change of changes) {
        const chain = operations.get(change.record_id) ?? new Map<number, { previous_id: number | null; status?: Change }>();
        const link = chain.get(change.operation_id) ?? { previous_id: change.previous_id };
        if (change.field === 'status') link.status = change;
        chain.set(change.operation_id, link);
        operations.set(change.record_id, chain);
      }
      const heads = new Map((await sql<{ record_id: number; operation_id: number }>`select record_id, operation_id from history_records where kind = 'device'`.execute(db)).rows.map((row) => [row.record_id, row.operation_id]));
      for (const id of ids) {
        const chain = operations.get(id)!;
        let value = JSON.stringify(current.get(id));
        let onChain = 0;
        for (let operation = heads.get(id) ?? null; operation !== null; operation = chain.get(operation)!.previous_id) {
          const status = chain.get(operation)!.status;
          if (!status) continue;
          expect(status.after, `device ${id}`).toBe(value);
          value = status.before!;
          onChain += 1;
        }
        // every status change of the device is on its chain (a status set to the one it has is no change)
        expect(onChain, `device ${id}`).toBe(changes.filter((change) => change.record_id === id && change.field === 'status').length);
        expect(onChain, `device ${id}`).toBeGreaterThanOrEqual(ROUNDS);
      }

      // the event's capacity: the devices at it, whoever moved them
      const atEvent = (await sql<{ n: number }>`select count(*)::int as n from devices where current_event_id = ${event.body.id as number}`.execute(db)).rows[0]!.n;
      expect((await call(b, 'GET', `/api/events/${event.body.id as number}`)).body.capacity).toBe(atEvent);
    } finally {
      await db.destroy();
    }
  }, 120_000);

  it('an import of rows in descending id order beside bulk changes in ascending order: no deadlock, both whole', async () => {
    const [a, b] = cluster.running as [typeof cluster.running[0], typeof cluster.running[0]];
    const db = kyselyOf(cluster.database.url, 1);
    try {
      const devices = ((await call(a, 'GET', `/api/admin/devices?page_size=${FLEET}`)).body.results as Array<Record<string, unknown>>)
        .sort((left, right) => (right.id as number) - (left.id as number));
      const ids = devices.map((device) => device.id as number).reverse();
      const { sheetWith, importing } = heavyWrites(() => a, devices);
      const deadlocksBefore = await deadlocksOf(db);
      for (let round = 0; round < ROUNDS; round += 1) {
        const marker = `imported ${round}`;
        // bulk changes one after another for as long as the import runs, so that one overlaps its write
        let importDone = false;
        const imported = importing(await sheetWith(marker))().finally(() => { importDone = true; });
        const bulkStatuses: number[] = [];
        for (let bulkRound = 0; !importDone; bulkRound += 1) {
          const status = bulkRound % 2 ? 'repairing' : 'missing';
          bulkStatuses.push((await call(b, 'PATCH', '/api/v1/services/devices-bulk-update-status', { ids, status })).status);
        }
        expect([(await imported).status, ...new Set(bulkStatuses)], `round ${round}`).toEqual([200, 200]);
        const rows = (await sql<{ comment: string; status: string; n: number }>`select comment, status, count(*)::int as n from devices group by 1, 2`.execute(db)).rows;
        expect(rows.map((row) => row.comment), `round ${round}`).toEqual([marker]);
      }
      expect(await deadlocksOf(db)).toBe(deadlocksBefore);
    } finally {
      await db.destroy();
    }
  }, 120_000);
});
