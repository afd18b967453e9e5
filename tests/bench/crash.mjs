// kill -9 during heavy writes, many times (tests/server/crash.test.ts does a few): the built server with a fleet of
// BENCH_CRASH_FLEET devices (20 000) is killed at a random moment of an import of every device or a bulk status
// change of every device, BENCH_CRASH_RUNS times (100). After each kill the file must pass integrity_check and
// the search index its own check, and the devices must be entirely as before or entirely as written.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import * as esbuild from 'esbuild';
import { mkdtemp, root, round, spawnServer } from './lib.mjs';

const FLEET = Number(process.env.BENCH_CRASH_FLEET ?? 20_000);
const RUNS = Number(process.env.BENCH_CRASH_RUNS ?? 100);
const PASSWORD = 'crash-password-1';
const FIELDS = [
  'id', 'name', 'serial_id', 'mac_address', 'firmware_version', 'data_version', 'status', 'comment',
  'model_type_id', 'model_name', 'category_name', 'current_event_id', 'current_event_name',
  'current_exhibitor_name', 'key_tag', 'base', 'created_at', 'updated_at',
];

const start = (dataDir) => spawnServer({ dataDir, password: PASSWORD, env: { DEMO: '1', DEMO_DEVICES: String(FLEET) } });

function kill(running) {
  return new Promise((resolve) => {
    running.child.removeAllListeners('exit');
    running.child.on('exit', resolve);
    running.child.kill('SIGKILL');
  });
}

function inspect(dataDir) {
  const sqlite = new Database(join(dataDir, 'kitroom.sqlite'));
  try {
    const integrity = sqlite.pragma('integrity_check').map((row) => row.integrity_check).join('; ');
    let index = 'ok';
    try {
      sqlite.prepare("INSERT INTO devices_search(devices_search) VALUES ('integrity-check')").run();
    } catch (error) {
      index = error.message;
    }
    const rows = sqlite.prepare('select id, comment, status, updated_at from devices').all();
    return { integrity, index, devices: new Map(rows.map((row) => [row.id, row])) };
  } finally {
    sqlite.close();
  }
}

export async function benchCrash() {
  const outfile = join(root, 'dist', 'bench', 'xlsxWrite.mjs');
  await esbuild.build({ entryPoints: [join(root, 'src/server/sheets/xlsxWrite.ts')], outfile, bundle: true, platform: 'node', format: 'esm', logLevel: 'warning' });
  const { writeXlsx } = await import(outfile);
  const dataDir = mkdtemp();
  const tally = { runs: 0, entirely_old: 0, entirely_new: 0, partial: 0, integrity_failures: 0, index_failures: 0 };
  try {
    let running = await start(dataDir);
    const devices = (await (await fetch(`${running.url}/api/admin/devices?page_size=${FLEET}`, { headers: running.headers })).json()).results;
    const ids = devices.map((device) => device.id);
    const sheetWith = (marker) => writeXlsx({ name: 'Devices', header: FIELDS, rows: devices.map((device) => FIELDS.map((field) => (field === 'comment' ? marker : device[field]))) });
    const importer = (sheet) => () => {
      const form = new FormData();
      form.append('file', new Blob([sheet]), 'Devices.xlsx');
      return fetch(`${running.url}/api/admin/devices/xlsx_import`, { method: 'POST', headers: running.headers, body: form });
    };
    const bulk = (status) => () => fetch(`${running.url}/api/v1/services/devices-bulk-update-status`, {
      method: 'PATCH', headers: { ...running.headers, 'Content-Type': 'application/json' }, body: JSON.stringify({ ids, status }),
    });
    const timed = async (write) => {
      const started = performance.now();
      const answer = await write();
      if (!answer.ok) throw new Error(`calibration: ${answer.status}`);
      return performance.now() - started;
    };
    const durations = { import: await timed(importer(await sheetWith('calibration'))), bulk: await timed(bulk('receiving')) };
    const statuses = ['repairing', 'missing', 'in_use', 'available'];
    for (let run = 0; run < RUNS; run += 1) {
      const before = inspect(dataDir).devices;
      const isBulk = run % 2 === 1;
      const marker = `crash ${run}`;
      const status = statuses[(run >> 1) % statuses.length];
      const write = isBulk ? bulk(status) : importer(await sheetWith(marker));
      const sent = write().catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 1.3 * (isBulk ? durations.bulk : durations.import)));
      await kill(running);
      await sent;
      const after = inspect(dataDir);
      tally.runs += 1;
      if (after.integrity !== 'ok') tally.integrity_failures += 1;
      if (after.index !== 'ok') tally.index_failures += 1;
      const untouched = [...after.devices.values()].every((row) => JSON.stringify(row) === JSON.stringify(before.get(row.id)));
      const expected = isBulk ? [...before.values()].filter((row) => row.status !== status).length : before.size;
      const changed = [...after.devices.values()].filter((row) => (isBulk ? row.status === status && before.get(row.id).status !== status : row.comment === marker)).length;
      if (untouched) tally.entirely_old += 1;
      else if (changed === expected && after.devices.size === before.size) tally.entirely_new += 1;
      else tally.partial += 1;
      running = await start(dataDir);
    }
    await kill(running);
    return { fleet: FLEET, ...tally, import_ms: round(durations.import), bulk_ms: round(durations.bulk), ok: tally.partial === 0 && tally.integrity_failures === 0 && tally.index_failures === 0 };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
