// kill -9 during a bulk change or an import (issue 23): the change and its history entry are one transaction, so
// after each kill both are in the file or neither is: one new entry naming exactly the devices that changed, with
// their before and after, or no new entry and no device changed; no operation is ever left open.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import * as esbuild from 'esbuild';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEVICE_FIELDS } from '../../src/contract/entities';
import { writeXlsx } from '../../src/server/sheets/xlsxWrite';

const root = join(import.meta.dirname, '..', '..');
const FLEET = 5000;
const PASSWORD = 'crash-password-1';
const serverDir = join(root, 'dist', 'history-crash-test');
let dataDir: string;

beforeAll(async () => {
  const common = { bundle: true, platform: 'node', target: 'node20', format: 'esm', logLevel: 'warning' } as const;
  await esbuild.build({ ...common, entryPoints: [join(root, 'src/server/main.ts')], outfile: join(serverDir, 'main.mjs'), packages: 'external' });
  await esbuild.build({ ...common, entryPoints: [join(root, 'src/server/workers/worker.ts')], outfile: join(serverDir, 'worker.mjs'), external: ['better-sqlite3'] });
  dataDir = await mkdtemp(join(tmpdir(), 'kitroom-history-crash-'));
}, 120_000);
afterAll(() => rm(dataDir, { recursive: true, force: true }));

interface Running { child: ChildProcess; url: string; headers: Record<string, string> }

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
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'admin@example.com', password: PASSWORD }),
  });
  return { child, url, headers: { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` } };
}

const kill = (running: Running) => new Promise<void>((resolve) => {
  running.child.removeAllListeners('exit');
  running.child.on('exit', () => resolve());
  running.child.kill('SIGKILL');
});

type Row = Record<string, string | number | null>;

/** Devices, the entries after `afterId` with their changes, and whether an operation was left open, from the file (opened as a writer would, recovering its WAL). */
function inspect(afterId: number) {
  const sqlite = new Database(join(dataDir, 'kitroom.sqlite'));
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

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('kill -9 during bulk changes and imports leaves the change and its entry both there or both absent', async () => {
  let running = await start();
  const devices = (await (await fetch(`${running.url}/api/admin/devices?page_size=${FLEET}`, { headers: running.headers })).json()).results as Row[];
  expect(devices).toHaveLength(FLEET);
  const ids = devices.map((device) => device.id as number);
  const bulk = (status: string) => () => fetch(`${running.url}/api/v1/services/devices-bulk-update-status`, {
    method: 'PATCH', headers: { ...running.headers, 'Content-Type': 'application/json' }, body: JSON.stringify({ ids, status }),
  });
  const sheetWith = (marker: string) =>
    writeXlsx({ name: 'Devices', header: DEVICE_FIELDS, rows: devices.map((device) => DEVICE_FIELDS.map((field) => (field === 'comment' ? marker : device[field] ?? null))) });
  const importing = (sheet: Uint8Array<ArrayBuffer>) => () => {
    const form = new FormData();
    form.append('file', new Blob([sheet]), 'Devices.xlsx');
    return fetch(`${running.url}/api/admin/devices/xlsx_import`, { method: 'POST', headers: running.headers, body: form });
  };
  const timed = async (write: () => Promise<Response>) => {
    const started = performance.now();
    expect((await write()).status).toBe(200);
    return performance.now() - started;
  };
  const durations = { bulk: await timed(bulk('receiving')), import: await timed(importing(await sheetWith('calibration'))) };
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
    running = await start();
  }
  await kill(running);
  // the last kills fall well after the write (a restarted server writes slower than the warm one timed above)
  expect(new Set(outcomes)).toEqual(new Set(['both', 'neither']));
}, 180_000);
