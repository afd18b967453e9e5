// kill -9 in the middle of heavy writes: the server as `npm start` runs it, killed at a random moment during an
// import of every device or a bulk change of every device. After each kill the database passes integrity_check
// (its search index too) and the devices are entirely as before or entirely as written: never part of a write.
// A few runs here; `npm run bench -- crash` makes a hundred.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heavyWrites, kill, killableServer, pause, timeAlone, type KillableServer, type RunningServer } from './killableServer';

const FLEET = 5000;
let server: KillableServer;
beforeAll(async () => {
  server = await killableServer('crash-test', FLEET);
}, 120_000);
afterAll(() => server.dispose());

type Row = Record<string, unknown>;

/** The devices straight from the file, and its integrity (the search index's too). */
function inspect(): { devices: Map<number, Row>; integrity: string } {
  const sqlite = new Database(join(server.dataDir, 'kitroom.sqlite'));
  try {
    const integrity = (sqlite.pragma('integrity_check') as Array<{ integrity_check: string }>).map((row) => row.integrity_check).join('; ');
    sqlite.prepare("INSERT INTO devices_search(devices_search) VALUES ('integrity-check')").run(); // throws when the index is off
    const rows = sqlite.prepare('select id, comment, status, updated_at from devices').all() as Row[];
    return { devices: new Map(rows.map((row) => [row.id as number, row])), integrity };
  } finally {
    sqlite.close();
  }
}


/** Sends the write, kills the server after `delayMs`, and answers whether the write had been answered by then. */
async function killDuring(running: RunningServer, write: () => Promise<Response>, delayMs: number): Promise<void> {
  const sent = write().then(() => undefined, () => undefined);
  await pause(delayMs);
  await kill(running);
  await sent;
}

describe('kill -9 during heavy writes', () => {
  it('leaves every device entirely old or entirely new, and the database intact', async () => {
    let running = await server.start();
    const devices = (await (await fetch(`${running.url}/api/admin/devices?page_size=${FLEET}`, { headers: running.headers })).json()).results as Row[];
    expect(devices).toHaveLength(FLEET);
    const { bulkStatus: bulkChange, sheetWith, importing: importer } = heavyWrites(() => running, devices);
    const durations = { import: await timeAlone(importer(await sheetWith('calibration'))), bulk: await timeAlone(bulkChange('receiving')) };
    const outcomes: string[] = [];
    for (let run = 0; run < 4; run += 1) {
      const before = inspect().devices;
      const bulk = run % 2 === 1;
      const marker = `crash run ${run}`;
      const status = ['repairing', 'missing'][(run >> 1) % 2]!;
      const write = bulk ? bulkChange(status) : importer(await sheetWith(marker));
      await killDuring(running, write, Math.random() * 1.3 * (bulk ? durations.bulk : durations.import));
      const after = inspect();
      expect(after.integrity).toBe('ok');
      expect(after.devices.size).toBe(FLEET);
      const changed = [...after.devices.values()].filter((row) => (bulk ? row.status === status && before.get(row.id as number)!.status !== status : row.comment === marker));
      const untouched = [...after.devices.values()].every((row) => JSON.stringify(row) === JSON.stringify(before.get(row.id as number)));
      const expectedChanges = bulk ? [...before.values()].filter((row) => row.status !== status).length : FLEET;
      // all of the write or none of it
      expect(untouched || changed.length === expectedChanges, `run ${run}: ${changed.length} of ${expectedChanges} changed`).toBe(true);
      outcomes.push(untouched ? 'old' : 'new');
      running = await server.start();
      const searched = await fetch(`${running.url}/api/admin/devices?search=${encodeURIComponent(marker)}&page_size=1`, { headers: running.headers });
      expect(searched.status).toBe(200);
    }
    await kill(running);
    expect(outcomes).toHaveLength(4);
  }, 120_000);
});
