// Server benchmarks: the built server as `npm start` runs it, over real HTTP, with demo data.
import { request } from 'node:http';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { median, peakRssMb, resetPeakRss, round, startServer, summary, timeRuns } from './lib.mjs';

const RUNS = 5;
const FIELDS = [
  'id', 'name', 'serial_id', 'mac_address', 'firmware_version', 'data_version', 'status', 'comment',
  'model_type_id', 'model_name', 'category_name', 'current_event_id', 'current_event_name',
  'current_exhibitor_name', 'key_tag', 'base', 'created_at', 'updated_at',
];

export async function call(server, method, path, body) {
  const response = await fetch(server.url + path, {
    method,
    headers: { ...server.headers, ...(body && !(body instanceof FormData) ? { 'Content-Type': 'application/json' } : {}) },
    body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

export const listAll = async (server) => (await (await call(server, 'GET', '/api/admin/devices?page_size=100000')).json()).results;

// The sheets to import are written with the server's own xlsx writer: write-excel-file's files of 100000 rows
// pass the 10 MB upload limit.
let writeXlsx;
export async function loadWriter() {
  const outfile = join(import.meta.dirname, '..', '..', 'dist', 'bench', 'xlsxWrite.mjs');
  await esbuild.build({ entryPoints: [join(import.meta.dirname, '..', '..', 'src/server/sheets/xlsxWrite.ts')], outfile, bundle: true, platform: 'node', format: 'esm', logLevel: 'warning' });
  ({ writeXlsx } = await import(outfile));
}

/** A sheet of every device with a changed comment, so that importing it updates every row. */
export async function sheetOf(devices, comment) {
  const rows = devices.map((device) => FIELDS.map((field) => (field === 'comment' ? comment : device[field])));
  return writeXlsx({ name: 'Devices', header: FIELDS, rows });
}

/**
 * The whole fleet's list over node:http, asking for `encoding` ('identity', 'br' or 'gzip'): the time to its last
 * byte on the wire (not decoded) and the bytes that crossed it.
 */
function onTheWire(server, path, encoding) {
  const target = new URL(`${server.url}${path}`);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const sent = request({
      hostname: target.hostname, port: target.port, path: target.pathname + target.search, agent: false,
      headers: { ...server.headers, 'Accept-Encoding': encoding },
    }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => { bytes += chunk.byteLength; });
      response.on('end', () => {
        if (response.statusCode !== 200) reject(new Error(`list ${response.statusCode}`));
        else resolve({ ms: performance.now() - started, bytes, encoding: response.headers['content-encoding'] ?? 'identity' });
      });
    });
    sent.on('error', reject);
    sent.end();
  });
}

/** The list's time to last byte and wire bytes for each encoding, runs interleaved so that noise hits all alike. */
async function listEncodings(server, size, label, results, runs) {
  const encodings = ['identity', 'br', 'gzip'];
  const times = Object.fromEntries(encodings.map((encoding) => [encoding, []]));
  const bytes = {};
  const served = {};
  for (const encoding of encodings) await onTheWire(server, `/api/admin/devices?page_size=${size}`, encoding); // warm-up
  for (let run = 0; run < runs; run += 1) {
    for (const encoding of encodings) {
      const answer = await onTheWire(server, `/api/admin/devices?page_size=${size}`, encoding);
      times[encoding].push(answer.ms);
      bytes[encoding] = answer.bytes;
      served[encoding] = answer.encoding;
    }
  }
  for (const encoding of encodings) {
    results[`list_${label}_ttlb_${encoding}`] = { ...summary(times[encoding]), wire_bytes: bytes[encoding], content_encoding: served[encoding] };
  }
}

/** `?changed_since=` after 10 devices changed in the fleet: its time and bytes on the wire (br). */
async function changesOfTen(server, devices, results, runs) {
  const changes = [];
  for (let run = 0; run < runs; run += 1) {
    const { cursor } = await (await call(server, 'GET', '/api/admin/devices?page_size=1')).json();
    const ids = devices.slice(run * 10, run * 10 + 10).map((device) => device.id);
    await call(server, 'PATCH', '/api/v1/services/devices-bulk-update-status', { ids, status: ['repairing', 'available'][run % 2] });
    changes.push(await onTheWire(server, `/api/admin/devices?changed_since=${cursor}`, 'br'));
  }
  results.changed_since_10_of_100k = { ...summary(changes.map((answer) => answer.ms)), wire_bytes: changes.at(-1).bytes, content_encoding: changes.at(-1).encoding };
}

/** A page of 50 found by a word thousands of devices share (a model's), and by one device's serial number. */
/**
 * Searches as someone typing repeats them: measured after SEARCH_WARMUPS of the same (on either database). PostgreSQL
 * plans a named statement for its values its first five times on a connection, then keeps one plan: a search's
 * first five on a connection are the cold figure (docs/postgres-port.md), not what a user typing meets.
 */
const SEARCH_WARMUPS = 5;

/**
 * A search (a few milliseconds) and a bulk change of 10 000 devices (a fifth of a second): their medians are taken over
 * more runs than the heavy figures', as one slow run in seven moved them by a fifth or more (PostgreSQL over SQLite,
 * same build: the 10k common-word search 1.85 and 2.77, bulk 10k 1.71 and 2.03).
 */
const QUICK_RUNS = 31;

async function searches(server, devices, label, results, heavyRuns) {
  const runs = Math.max(heavyRuns, QUICK_RUNS);
  const serial = devices.find((device) => device.serial_id)?.serial_id;
  for (const [name, words] of [['common_word', 'scanline'], ['one_serial', serial]]) {
    if (!words) continue;
    results[`search_${label}_${name}`] = summary(await timeRuns(runs, async () => {
      const { results: found } = await (await call(server, 'GET', `/api/admin/devices?page_size=50&search=${encodeURIComponent(words)}`)).json();
      if (found.length === 0) throw new Error(`nothing found for ${words}`);
    }, SEARCH_WARMUPS));
  }
}

export async function importSheet(server, buffer) {
  const form = new FormData();
  form.append('file', new Blob([buffer]), 'Devices.xlsx');
  return (await call(server, 'POST', '/api/admin/devices/xlsx_import', form)).json();
}

/** Times `work` while tracking the server's peak RSS growth; returns durations and the largest growth. */
async function withMemory(server, runs, work) {
  const growth = [];
  const durations = await timeRuns(runs, async (run) => {
    const before = resetPeakRss(server.pid);
    await work(run);
    if (run >= 0) growth.push(peakRssMb(server.pid) - before);
  });
  return { durations, peakGrowthMb: round(Math.max(...growth)) };
}

async function fleet(size, results, { start, runs }) {
  const server = await start({ DEMO: '1', DEMO_DEVICES: String(size) });
  try {
    const label = size >= 1000 ? `${size / 1000}k` : String(size);
    results[`list_${label}_devices`] = summary(await timeRuns(runs, () => listAll(server).then((rows) => {
      if (rows.length !== size) throw new Error(`listed ${rows.length} of ${size}`);
    })), size === 10_000 ? 150 : undefined);

    await listEncodings(server, size, label, results, runs);

    const devices = await listAll(server);
    await searches(server, devices, label, results, runs);
    if (size === 100_000) {
      await changesOfTen(server, devices, results, runs);
      const ids = devices.map((device) => device.id);
      const statuses = ['repairing', 'missing', 'receiving', 'available', 'in_use'];
      results.bulk_status_100k = summary(await timeRuns(runs, (run) =>
        call(server, 'PATCH', '/api/v1/services/devices-bulk-update-status', { ids, status: statuses[(run + 5) % 5] })));
    }
    if (size === 10_000) {
      const ids = devices.map((device) => device.id).sort(() => Math.random() - 0.5);
      const statuses = ['repairing', 'missing', 'receiving', 'available', 'in_use'];
      results.bulk_status_10k_scattered_ids = summary(await timeRuns(Math.max(runs, QUICK_RUNS), (run) =>
        call(server, 'PATCH', '/api/v1/services/devices-bulk-update-status', { ids, status: statuses[(run + 5) % 5] })), 250);
    }

    const exportBudget = size === 10_000 ? 1000 : 8000;
    const exported = await withMemory(server, runs, async () => {
      const buffer = await (await call(server, 'GET', '/api/admin/devices/xlsx_export')).arrayBuffer();
      if (buffer.byteLength < 1000) throw new Error('empty export');
    });
    results[`export_${label}`] = { ...summary(exported.durations, exportBudget), peak_rss_growth_mb: exported.peakGrowthMb };

    const sheets = [];
    for (let run = 0; run < runs + 1; run += 1) sheets.push(await sheetOf(devices, `bench run ${run}`));
    const importBudget = size === 10_000 ? 2000 : 8000;
    let sheetIndex = 0;
    const imported = await withMemory(server, runs, async () => {
      const answer = await importSheet(server, sheets[sheetIndex++]);
      if (answer.updated !== size || answer.created !== 0) throw new Error(`import answered ${JSON.stringify(answer)}`);
    });
    results[`import_${label}_updating_every_row`] = { ...summary(imported.durations, importBudget), peak_rss_growth_mb: imported.peakGrowthMb };
    results[`import_${label}_unchanged`] = summary(await timeRuns(runs, async () => {
      const answer = await importSheet(server, sheets[sheetIndex - 1]);
      if (answer.updated !== 0 || answer.created !== 0) throw new Error(`re-import answered ${JSON.stringify(answer)}`);
    }));
  } finally {
    await server.stop();
  }
}

/**
 * Every figure, each the median of `runs` runs. `start(env)` starts a logged-in server (lib.mjs `startServer`, on a
 * fresh SQLite file; postgres.mjs passes one on a fresh PostgreSQL database); `sizes`: the fleets measured.
 */
export async function benchServer({ start = startServer, runs = RUNS, sizes = [10_000, 100_000] } = {}) {
  await loadWriter();
  const results = {};
  const server = await start({ DEMO: '0' });
  try {
    results.login = summary(await timeRuns(runs, async () => {
      const response = await fetch(`${server.url}/api/auth`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'admin@example.com', password: 'bench-password-1' }),
      });
      if (!response.ok) throw new Error(`login ${response.status}`);
    }));
    // a baseline in the same run, to read the other figures against this machine's noise
    results.baseline_is_admin = summary(await timeRuns(20, () => call(server, 'GET', '/api/v2/services/is-admin')));
  } finally {
    await server.stop();
  }
  for (const size of sizes) await fleet(size, results, { start, runs });
  return results;
}

export function printTable(title, results) {
  console.log(`\n${title}`);
  console.table(Object.fromEntries(Object.entries(results).map(([name, figures]) => [name, {
    'median ms': figures.median_ms,
    'p95 ms': figures.p95_ms,
    budget: figures.budget_ms ?? '',
    ok: figures.within_budget === undefined ? '' : figures.within_budget && (figures.peak_rss_growth_mb ?? 0) < 300 ? 'yes' : 'NO',
    'peak RSS +MB': figures.peak_rss_growth_mb ?? '',
    'wire KB': figures.wire_bytes === undefined ? '' : round(figures.wire_bytes / 1024),
  }])));
}

export { median };
