// Probe for the devices spreadsheet export and import, over real HTTP against the real server in a child process.
//   node tests/bench/server-sheets-probe.mjs [10000 100000 ...]
// For each size: a fresh database seeded directly through Kysely in one transaction, then 5 measured runs (after
// one warm-up) of: export; import of the unchanged export (0 created, 0 updated); import of a sheet changing every
// row's comment (N updated); import of N new devices (N created; the table grows run by run). Prints medians and
// the server's peak RSS growth per call (VmHWM after clear_refs, Linux only).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { spawnServer } from './lib.mjs';

const root = join(import.meta.dirname, '..', '..');
const sizes = process.argv.slice(2).map(Number).filter((size) => size > 0);
const RUNS = 5;
const PASSWORD = 'probe-password-1';

// Bundled beside dist/ so that packages resolve from node_modules; dist/ is git-ignored.
const outDir = join(root, 'dist', 'probe-sheets');
mkdirSync(outDir, { recursive: true });
const bundle = { bundle: true, platform: 'node', target: 'node20', format: 'esm', packages: 'external', logLevel: 'warning' };
await esbuild.build({ ...bundle, entryPoints: [join(root, 'src/server/main.ts')], outfile: join(outDir, 'main.mjs') });
await esbuild.build({
  ...bundle,
  stdin: {
    resolveDir: root,
    loader: 'ts',
    contents: `export { writeTransaction } from './src/server/db/database';
        export { openDatabase } from './src/server/db/open';
      export { devicesWorkbook } from './src/server/sheets/exportDevices';`,
  },
  outfile: join(outDir, 'tools.mjs'),
});
const tools = await import(join(outDir, 'tools.mjs'));

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const memory = (pid, field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

async function seed(dataDir, count) {
  const { db, close } = await tools.openDatabase(join(dataDir, 'kitroom.sqlite'));
  const at = new Date().toISOString();
  await tools.writeTransaction(db, async (trx) => {
    const category = await trx.insertInto('device_categories').values({ name: 'Probe', description: '', created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow();
    const models = [];
    for (let index = 0; index < 20; index += 1) {
      models.push((await trx.insertInto('device_models').values({ name: `Model ${index}`, description: '', category_id: category.id, created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow()).id);
    }
    const statuses = ['in_use', 'available', 'repairing', 'receiving', 'missing'];
    const bases = ['anadia', 'oporto', 'lisbon', 'vision_volt', null];
    for (let start = 0; start < count; start += 2000) {
      const rows = [];
      for (let index = start; index < Math.min(count, start + 2000); index += 1) {
        const hex = index.toString(16).padStart(12, '0').match(/../g).join(':').toUpperCase();
        rows.push({
          name: `Probe device ${index}`, serial_id: `PRB-${index}`, mac_address: hex, firmware_version: `1.${index % 10}`,
          data_version: '2026.1', status: statuses[index % 5], comment: index % 3 ? '' : `Comment for device ${index}`,
          model_type_id: models[index % 20], current_event_id: null, current_exhibitor_name: '', key_tag: `K${index}`,
          base: bases[index % 5], created_at: at, updated_at: at,
        });
      }
      await trx.insertInto('devices').values(rows).execute();
    }
  });
  await close();
}

async function startServer(dataDir) {
  const { child, url, headers } = await spawnServer({ dataDir, script: join(outDir, 'main.mjs'), password: PASSWORD, env: { DEMO: '0' } });
  return {
    url, headers, pid: child.pid,
    stop: () => new Promise((resolve) => { child.removeAllListeners('exit'); child.on('exit', resolve); child.kill('SIGTERM'); }),
  };
}

/** One call, timed, with the server's peak RSS growth over it. */
async function measure(server, work) {
  writeFileSync(`/proc/${server.pid}/clear_refs`, '5');
  const before = memory(server.pid, 'VmRSS');
  const started = performance.now();
  const result = await work();
  return { ms: performance.now() - started, rssGrowthMb: memory(server.pid, 'VmHWM') - before, result };
}

async function exportSheet(server) {
  const response = await fetch(`${server.url}/api/admin/devices/xlsx_export`, { headers: server.headers });
  if (!response.ok) throw new Error(`export: ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

async function importSheet(server, bytes) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), 'Devices.xlsx');
  const response = await fetch(`${server.url}/api/admin/devices/xlsx_import`, { method: 'POST', headers: server.headers, body: form });
  const body = await response.json();
  if (!response.ok) throw new Error(`import: ${response.status} ${JSON.stringify(body).slice(0, 500)}`);
  return body;
}

async function listDevices(server) {
  const response = await fetch(`${server.url}/api/admin/devices?page_size=100000`, { headers: server.headers });
  return (await response.json()).results;
}

/** Times `RUNS` runs after one warm-up; `prepare` (untimed) makes each run's input. */
async function series(server, prepare, work) {
  const runs = [];
  for (let run = -1; run < RUNS; run += 1) {
    const input = await prepare(run);
    const measured = await measure(server, () => work(input));
    if (run >= 0) runs.push(measured);
  }
  return {
    median_ms: Math.round(median(runs.map((run) => run.ms))),
    max_rss_growth_mb: Math.round(Math.max(...runs.map((run) => run.rssGrowthMb))),
    last: runs.at(-1).result,
  };
}

for (const size of sizes.length ? sizes : [10_000, 100_000]) {
  const dataDir = mkdtempSync(join(tmpdir(), 'kitroom-sheets-probe-'));
  const seeded = performance.now();
  await seed(dataDir, size);
  const seedMs = Math.round(performance.now() - seeded);
  const server = await startServer(dataDir);
  try {
    const exported = await series(server, () => null, async () => (await exportSheet(server)).length);
    const unchanged = await exportSheet(server);
    const reimport = await series(server, () => unchanged, (bytes) => importSheet(server, bytes));
    const devices = await listDevices(server);
    const changing = await series(
      server,
      (run) => tools.devicesWorkbook(devices.map((device) => ({ ...device, comment: `Changed in run ${run}` }))),
      (bytes) => importSheet(server, bytes),
    );
    const creating = await series(
      server,
      (run) => tools.devicesWorkbook(devices.map((device) => ({ ...device, id: null, serial_id: `NEW-${run}-${device.id}` }))),
      (bytes) => importSheet(server, bytes),
    );
    console.log(JSON.stringify({
      devices: size, seed_ms: seedMs, export_bytes: exported.last,
      export: { median_ms: exported.median_ms, max_rss_growth_mb: exported.max_rss_growth_mb },
      import_unchanged: { median_ms: reimport.median_ms, max_rss_growth_mb: reimport.max_rss_growth_mb, answer: reimport.last },
      import_all_changed: { median_ms: changing.median_ms, max_rss_growth_mb: changing.max_rss_growth_mb, answer: changing.last },
      import_all_new: { median_ms: creating.median_ms, max_rss_growth_mb: creating.max_rss_growth_mb, answer: creating.last },
    }));
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
