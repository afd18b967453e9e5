// kill -9 of one of two processes on one PostgreSQL database, during an import of every device and during a bulk
// change of every device (crash.test.ts is the SQLite version): the killed process's connections drop, PostgreSQL
// rolls its transaction back, and the devices are entirely as before or entirely as written, their history with
// them; a client of the other process reads and writes throughout, every answer a success, and writes the same
// devices right after (the killed transaction's row locks are gone).
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heavyWrites, kill, pause, timeAlone, type RunningServer } from '../../killableServer';
import { kyselyOf, skipReason } from '../database';
import { call, serversOnOneDatabase, type ServersOnOneDatabase } from './serversOnOneDatabase';

/** The issue's fleet; one kill during an import, one during a bulk change (KILL_FLEET and KILL_RUNS for others). */
const FLEET = Number(process.env.KILL_FLEET ?? 100_000);
const RUNS = Number(process.env.KILL_RUNS ?? 2);

type Row = Record<string, unknown>;

/** The devices as stored, and how many device changes the history records as setting a field to `after`. */
async function inspect(db: Kysely<unknown>, after: string) {
  const rows = (await sql<Row>`select id, comment, status, updated_at from devices`.execute(db)).rows;
  const { n } = (await sql<{ n: number }>`select count(*)::int as n from history_changes where kind = 'device' and after = ${JSON.stringify(after)}`.execute(db)).rows[0]!;
  return { devices: new Map(rows.map((row) => [row.id as number, row])), recorded: n };
}

/** A client of `server` that reads a page and writes its own device until stopped; answers the statuses that were not 2xx. */
function steadyClient(server: RunningServer, deviceId: number) {
  let stopped = false;
  const failures: string[] = [];
  const done = (async () => {
    for (let i = 0; !stopped; i += 1) {
      const read = await call(server, 'GET', '/api/admin/devices?page_size=20');
      const write = await call(server, 'PUT', `/api/admin/devices/${deviceId}`, { name: 'Steady', comment: `steady ${i}` });
      for (const answer of [read, write]) if (answer.status !== 200) failures.push(`${answer.status} ${JSON.stringify(answer.body)}`);
    }
  })();
  return { async stop() { stopped = true; await done; return failures; } };
}

describe.skipIf(skipReason !== null)(`kill -9 of one process during heavy writes ${skipReason ? `(skipped: ${skipReason})` : ''}`, () => {
  let cluster: ServersOnOneDatabase;
  let db: Kysely<unknown>;
  beforeAll(async () => {
    const started = performance.now();
    cluster = await serversOnOneDatabase('kill-test', 2, FLEET);
    console.log(`two processes, ${FLEET} demo devices: ${Math.round(performance.now() - started)} ms`);
    db = kyselyOf(cluster.database.url, 1);
  }, 600_000);
  afterAll(async () => {
    await db?.destroy();
    await cluster?.stop();
  });

  it('all or nothing, and the other process serves throughout', async () => {
    const b = cluster.running[1]!;
    let a = cluster.running[0]!;
    const devices = (await (await fetch(`${a.url}/api/admin/devices?page_size=${FLEET}`, { headers: a.headers })).json()).results as Row[];
    expect(devices).toHaveLength(FLEET);
    const ids = devices.map((device) => device.id as number);
    const steadyDevice = (await call(b, 'POST', '/api/admin/devices', { name: 'Steady' })).body.id as number;
    const { bulkStatus, sheetWith, importing } = heavyWrites(() => a, devices);
    const durations = { import: await timeAlone(importing(await sheetWith('calibration'))), bulk: await timeAlone(bulkStatus('receiving')) };
    console.log(`alone, through one process: import of ${FLEET} ${Math.round(durations.import)} ms, bulk change ${Math.round(durations.bulk)} ms`);
    const client = steadyClient(b, steadyDevice);
    const outcomes: string[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const bulk = run % 2 === 1;
      const marker = `killed run ${run}`;
      const status = ['repairing', 'missing'][(run >> 1) % 2]!;
      const before = await inspect(db, bulk ? status : marker);
      const sent = (bulk ? bulkStatus(status) : importing(await sheetWith(marker)))().then(() => undefined, () => undefined);
      await pause(Math.random() * 1.3 * (bulk ? durations.bulk : durations.import));
      await kill(a);
      await sent;

      const after = await inspect(db, bulk ? status : marker);
      expect(after.devices.size).toBe(FLEET + 1);
      const written = ids.filter((id) => (bulk ? after.devices.get(id)!.status === status : after.devices.get(id)!.comment === marker));
      const toWrite = bulk ? ids.filter((id) => before.devices.get(id)!.status !== status) : ids;
      const untouched = ids.every((id) => JSON.stringify(after.devices.get(id)) === JSON.stringify(before.devices.get(id)));
      expect(untouched || written.length === toWrite.length, `run ${run}: ${written.length} of ${toWrite.length} written`).toBe(true);
      // the history holds the write exactly when the devices do
      expect(after.recorded, `run ${run}`).toBe(before.recorded + (untouched ? 0 : toWrite.length));
      outcomes.push(untouched ? 'old' : 'new');

      // the other process writes every one of those devices at once: no lock of the killed transaction is left
      const over = await call(b, 'PATCH', '/api/v1/services/devices-bulk-update-status', { ids, status: 'available' });
      expect(over.status, `run ${run}`).toBe(200);
      a = await cluster.servers.start({ DEMO: '0' });
      cluster.running[0] = a;
    }
    expect(await client.stop()).toEqual([]);
    console.log(`outcomes: ${outcomes.join(', ')}`);
  }, 600_000);
});
