// kill -9 in the middle of heavy writes: the server as `npm start` runs it, killed at a random moment during an
// import of every device or a bulk change of every device. After each kill the database passes integrity_check
// (its search index too) and the devices are entirely as before or entirely as written: never part of a write.
// A few runs here; `npm run bench -- crash` makes a hundred.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import * as esbuild from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_FIELDS } from '../../src/contract/entities';
import { writeXlsx } from '../../src/server/sheets/xlsxWrite';

const root = join(import.meta.dirname, '..', '..');
const FLEET = 5000;
const PASSWORD = 'crash-password-1';
let dataDir: string;

// The server as build.mjs bundles it (main and its worker), into a folder of this test's own, so that it never
// races another test's `build.mjs` over dist/.
const serverDir = join(root, 'dist', 'crash-test');
beforeAll(async () => {
  const common = { bundle: true, platform: 'node', target: 'node20', format: 'esm', logLevel: 'warning' } as const;
  await esbuild.build({ ...common, entryPoints: [join(root, 'src/server/main.ts')], outfile: join(serverDir, 'main.mjs'), packages: 'external' });
  await esbuild.build({ ...common, entryPoints: [join(root, 'src/server/workers/worker.ts')], outfile: join(serverDir, 'worker.mjs'), external: ['better-sqlite3'] });
  dataDir = await mkdtemp(join(tmpdir(), 'kitroom-crash-'));
}, 120_000);
afterAll(() => rm(dataDir, { recursive: true, force: true }));

interface Running { child: ChildProcess; url: string; token: string }

async function start(): Promise<Running> {
  const child = spawn(process.execPath, [join(serverDir, 'main.mjs')], {
    cwd: root,
    env: { PATH: process.env.PATH, PORT: '0', DATA_DIR: dataDir, LOG: '0', ADMIN_PASSWORD: PASSWORD, DEMO: '1', DEMO_DEVICES: String(FLEET) },
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Kitroom listening on (\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${output}`)));
  });
  const login = await fetch(`${url}/api/auth`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin@example.com', password: PASSWORD }),
  });
  return { child, url, token: ((await login.json()) as { token: string }).token };
}

function kill(running: Running): Promise<void> {
  return new Promise((resolve) => {
    running.child.removeAllListeners('exit');
    running.child.on('exit', () => resolve());
    running.child.kill('SIGKILL');
  });
}

type Row = Record<string, unknown>;

/** The devices straight from the file, and its integrity (the search index's too). */
function inspect(): { devices: Map<number, Row>; integrity: string } {
  const sqlite = new Database(join(dataDir, 'kitroom.sqlite'));
  try {
    const integrity = (sqlite.pragma('integrity_check') as Array<{ integrity_check: string }>).map((row) => row.integrity_check).join('; ');
    sqlite.prepare("INSERT INTO devices_search(devices_search) VALUES ('integrity-check')").run(); // throws when the index is off
    const rows = sqlite.prepare('select id, comment, status, updated_at from devices').all() as Row[];
    return { devices: new Map(rows.map((row) => [row.id as number, row])), integrity };
  } finally {
    sqlite.close();
  }
}

const headers = (running: Running) => ({ Authorization: `Bearer ${running.token}` });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends the write, kills the server after `delayMs`, and answers whether the write had been answered by then. */
async function killDuring(running: Running, write: () => Promise<Response>, delayMs: number): Promise<void> {
  const sent = write().then(() => undefined, () => undefined);
  await pause(delayMs);
  await kill(running);
  await sent;
}

describe('kill -9 during heavy writes', () => {
  it('leaves every device entirely old or entirely new, and the database intact', async () => {
    let running = await start();
    const devices = (await (await fetch(`${running.url}/api/admin/devices?page_size=${FLEET}`, { headers: headers(running) })).json()).results as Row[];
    expect(devices).toHaveLength(FLEET);
    const ids = devices.map((device) => device.id as number);
    const sheetWith = (marker: string) =>
      writeXlsx({ name: 'Devices', header: DEVICE_FIELDS, rows: devices.map((device) => DEVICE_FIELDS.map((field) => (field === 'comment' ? marker : device[field] as string | number | null))) });
    const importer = (sheet: Uint8Array<ArrayBuffer>) => () => {
      const form = new FormData();
      form.append('file', new Blob([sheet]), 'Devices.xlsx');
      return fetch(`${running.url}/api/admin/devices/xlsx_import`, { method: 'POST', headers: headers(running), body: form });
    };
    const bulkChange = (status: string) => () => fetch(`${running.url}/api/v1/services/devices-bulk-update-status`, {
      method: 'PATCH', headers: { ...headers(running), 'Content-Type': 'application/json' }, body: JSON.stringify({ ids, status }),
    });
    // how long each write takes when left alone, so that the kills fall before, during and after it
    const timed = async (write: () => Promise<Response>) => {
      const started = performance.now();
      expect((await write()).status).toBe(200);
      return performance.now() - started;
    };
    const durations = { import: await timed(importer(await sheetWith('calibration'))), bulk: await timed(bulkChange('receiving')) };
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
      running = await start();
      const searched = await fetch(`${running.url}/api/admin/devices?search=${encodeURIComponent(marker)}&page_size=1`, { headers: headers(running) });
      expect(searched.status).toBe(200);
    }
    await kill(running);
    expect(outcomes).toHaveLength(4);
  }, 120_000);
});
