// kill -9 during a bulk change or an import (issue 23): the change and its history entry are one transaction, so
// after each kill both are in the file or neither is: one new entry naming exactly the devices that changed, with
// their before and after, or no new entry and no device changed; no operation is ever left open.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { heavyWrites, kill, killableServer, pause, timeAlone, type KillableServer } from './killableServer';

const FLEET = 5000;
let server: KillableServer;
beforeAll(async () => {
  server = await killableServer('history-crash-test', FLEET);
}, 120_000);
afterAll(() => server.dispose());

type Row = Record<string, string | number | null>;

/** Devices, the entries after `afterId` with their changes, and whether an operation was left open, from the file (opened as a writer would, recovering its WAL). */
function inspect(afterId: number) {
  const sqlite = new Database(join(server.dataDir, 'kitroom.sqlite'));
  try {
    const devices = new Map((sqlite.prepare('select id, status, comment from devices').all() as Row[]).map((row) => [row.id as number, row]));
    const entries = sqlite.prepare('select id, operation, record_count, change_count from history_operations where id > ? order by id').all(afterId) as Row[];
    const changes = sqlite.prepare('select operation_id, record_id, field, before, after from history_changes where operation_id > ?').all(afterId) as Row[];
    const open = (sqlite.prepare('select count(*) as count from history_current').get() as { count: number }).count;
    const newest = (sqlite.prepare('select coalesce(max(id), 0) as id from history_operations').get() as { id: number }).id;
    return { devices, entries, changes, open, newest };
  } finally {
    sqlite.close();
  }
}

it('kill -9 during bulk changes and imports leaves the change and its entry both there or both absent', async () => {
  let running = await server.start();
  const devices = (await (await fetch(`${running.url}/api/admin/devices?page_size=${FLEET}`, { headers: running.headers })).json()).results as Row[];
  expect(devices).toHaveLength(FLEET);
  const { bulkStatus: bulk, sheetWith, importing } = heavyWrites(() => running, devices);
  const durations = { bulk: await timeAlone(bulk('receiving')), import: await timeAlone(importing(await sheetWith('calibration'))) };
  const outcomes: string[] = [];
  for (let run = 0; run < 6; run += 1) {
    const isBulk = run % 2 === 0;
    const status = ['repairing', 'missing', 'available'][run % 3]!;
    const marker = `history crash ${run}`;
    const write = isBulk ? bulk(status) : importing(await sheetWith(marker));
    const before = inspect(0);
    const sent = write().then(() => undefined, () => undefined);
    // from early in the write to well after it: kills before, during and after its commit
    const delay = [0.3, 0.8, 1.1, 1.6, 4, 8][run]! * (isBulk ? durations.bulk : durations.import);
    await pause(delay);
    await kill(running);
    await sent;

    const after = inspect(before.newest);
    expect(after.open, 'no operation left open').toBe(0);
    const changed = [...after.devices.values()].filter((row) => {
      const old = before.devices.get(row.id as number)!;
      return isBulk ? row.status !== old.status : row.comment !== old.comment;
    });
    if (changed.length === 0) {
      expect(after.entries, `run ${run}: nothing changed, nothing recorded`).toEqual([]);
      outcomes.push('neither');
    } else {
      expect(after.entries, `run ${run}: one entry`).toHaveLength(1);
      const [entry] = after.entries;
      expect(entry).toMatchObject({ operation: isBulk ? 'devices.bulk_status' : 'devices.import', record_count: changed.length });
      const field = isBulk ? 'status' : 'comment';
      const recorded = new Map(after.changes.filter((change) => change.field === field).map((change) => [change.record_id as number, change]));
      expect(recorded.size).toBe(changed.length);
      for (const row of changed) {
        const change = recorded.get(row.id as number)!;
        expect([JSON.parse(change.before as string), JSON.parse(change.after as string)]).toEqual([before.devices.get(row.id as number)![field], row[field]]);
      }
      outcomes.push('both');
    }
    running = await server.start();
  }
  await kill(running);
  // the last kills fall well after the write (a restarted server writes slower than the warm one timed above)
  expect(new Set(outcomes)).toEqual(new Set(['both', 'neither']));
}, 180_000);
