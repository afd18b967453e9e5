// Server benchmarks: the built server as `npm start` runs it, over real HTTP, with demo data.
import { request } from 'node:http';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { median, peakRssMb, resetPeakRss, round, startServer, summary } from './lib.mjs';

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

/**
 * Times `work(server, run)` on every server, run by run in turn (after `warmups` unmeasured rounds): the servers
 * compared in one bench meet the same stretches of the machine's load. Answers each server's durations, by name.
 */
async function sideBySide(servers, runs, work, warmups = 1) {
  const durations = Object.fromEntries(Object.keys(servers).map((name) => [name, []]));
  for (let run = -warmups; run < runs; run += 1) {
    for (const [name, server] of Object.entries(servers)) {
      const started = performance.now();
      await work(server, run, name);
      if (run >= 0) durations[name].push(performance.now() - started);
    }
  }
  return durations;
}

/** Sets `figure` of every server's results from its durations (`extra(name)`: more fields for that server's row). */
function record(results, figure, durations, budget, extra = () => ({})) {
  for (const [name, times] of Object.entries(durations)) results[name][figure] = { ...summary(times, budget), ...extra(name) };
}

/** The list's time to last byte and wire bytes for each encoding, runs interleaved so that noise hits all alike. */
async function listEncodings(servers, size, label, results, runs) {
  for (const encoding of ['identity', 'br', 'gzip']) {
    const answers = {};
    const durations = await sideBySide(servers, runs, async (server, run, name) => {
      answers[name] = await onTheWire(server, `/api/admin/devices?page_size=${size}`, encoding);
    });
    record(results, `list_${label}_ttlb_${encoding}`, durations, undefined, (name) => ({ wire_bytes: answers[name].bytes, content_encoding: answers[name].encoding }));
  }
}

/** `?changed_since=` after 10 devices changed in the fleet: its time and bytes on the wire (br). */
async function changesOfTen(servers, devices, results, runs) {
  const changes = Object.fromEntries(Object.keys(servers).map((name) => [name, []]));
  for (let run = 0; run < runs; run += 1) {
    for (const [name, server] of Object.entries(servers)) {
      const { cursor } = await (await call(server, 'GET', '/api/admin/devices?page_size=1')).json();
      const ids = devices[name].slice(run * 10, run * 10 + 10).map((device) => device.id);
      await call(server, 'PATCH', '/api/v1/services/devices-bulk-update-status', { ids, status: ['repairing', 'available'][run % 2] });
      changes[name].push(await onTheWire(server, `/api/admin/devices?changed_since=${cursor}`, 'br'));
    }
  }
  for (const [name, answers] of Object.entries(changes)) {
    results[name].changed_since_10_of_100k = { ...summary(answers.map((answer) => answer.ms)), wire_bytes: answers.at(-1).bytes, content_encoding: answers.at(-1).encoding };
  }
}

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

/** A page of 50 found by a word thousands of devices share (a model's), and by one device's serial number. */
async function searches(servers, devices, label, results, heavyRuns) {
  const runs = Math.max(heavyRuns, QUICK_RUNS);
  const serials = Object.fromEntries(Object.entries(devices).map(([name, list]) => [name, list.find((device) => device.serial_id)?.serial_id]));
  for (const [search, wordsOf] of [['common_word', () => 'scanline'], ['one_serial', (name) => serials[name]]]) {
    if (Object.keys(servers).some((name) => !wordsOf(name))) continue;
    record(results, `search_${label}_${search}`, await sideBySide(servers, runs, async (server, run, name) => {
      const words = wordsOf(name);
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

/** Times `work` on every server side by side while tracking each one's peak RSS growth: durations and largest growths. */
async function withMemory(servers, runs, work) {
  const growth = Object.fromEntries(Object.keys(servers).map((name) => [name, []]));
  const durations = await sideBySide(servers, runs, async (server, run, name) => {
    const before = resetPeakRss(server.pid);
    await work(server, run, name);
    if (run >= 0) growth[name].push(peakRssMb(server.pid) - before);
  });
  return { durations, peakGrowthMb: (name) => round(Math.max(...growth[name])) };
}

const STATUSES = ['repairing', 'missing', 'receiving', 'available', 'in_use'];

async function fleet(size, results, { starts, runs }) {
  const servers = {};
  try {
    for (const [name, start] of Object.entries(starts)) servers[name] = await start({ DEMO: '1', DEMO_DEVICES: String(size) });
    const label = size >= 1000 ? `${size / 1000}k` : String(size);
    record(results, `list_${label}_devices`, await sideBySide(servers, runs, (server) => listAll(server).then((rows) => {
      if (rows.length !== size) throw new Error(`listed ${rows.length} of ${size}`);
    })), size === 10_000 ? 150 : undefined);

    await listEncodings(servers, size, label, results, runs);

    const devices = {};
    for (const [name, server] of Object.entries(servers)) devices[name] = await listAll(server);
    await searches(servers, devices, label, results, runs);
    if (size === 100_000) {
      await changesOfTen(servers, devices, results, runs);
      record(results, 'bulk_status_100k', await sideBySide(servers, runs, (server, run, name) =>
        call(server, 'PATCH', '/api/v1/services/devices-bulk-update-status', { ids: devices[name].map((device) => device.id), status: STATUSES[(run + 5) % 5] })));
    }
    if (size === 10_000) {
      const shuffled = Object.fromEntries(Object.entries(devices).map(([name, list]) => [name, list.map((device) => device.id).sort(() => Math.random() - 0.5)]));
      record(results, 'bulk_status_10k_scattered_ids', await sideBySide(servers, Math.max(runs, QUICK_RUNS), (server, run, name) =>
        call(server, 'PATCH', '/api/v1/services/devices-bulk-update-status', { ids: shuffled[name], status: STATUSES[(run + 5) % 5] })), 250);
    }

    const exported = await withMemory(servers, runs, async (server) => {
      const buffer = await (await call(server, 'GET', '/api/admin/devices/xlsx_export')).arrayBuffer();
      if (buffer.byteLength < 1000) throw new Error('empty export');
    });
    record(results, `export_${label}`, exported.durations, size === 10_000 ? 1000 : 8000, (name) => ({ peak_rss_growth_mb: exported.peakGrowthMb(name) }));

    const sheets = {};
    for (const name of Object.keys(servers)) {
      sheets[name] = [];
      for (let run = 0; run < runs + 1; run += 1) sheets[name].push(await sheetOf(devices[name], `bench run ${run}`));
    }
    const sheetIndex = Object.fromEntries(Object.keys(servers).map((name) => [name, 0]));
    const imported = await withMemory(servers, runs, async (server, run, name) => {
      const answer = await importSheet(server, sheets[name][sheetIndex[name]++]);
      if (answer.updated !== size || answer.created !== 0) throw new Error(`import answered ${JSON.stringify(answer)}`);
    });
    record(results, `import_${label}_updating_every_row`, imported.durations, size === 10_000 ? 2000 : 8000, (name) => ({ peak_rss_growth_mb: imported.peakGrowthMb(name) }));
    record(results, `import_${label}_unchanged`, await sideBySide(servers, runs, async (server, run, name) => {
      const answer = await importSheet(server, sheets[name][sheetIndex[name] - 1]);
      if (answer.updated !== 0 || answer.created !== 0) throw new Error(`re-import answered ${JSON.stringify(answer)}`);
    }));
  } finally {
    await Promise.all(Object.values(servers).map((server) => server.stop()));
  }
}

/**
 * Every figure of every server in `starts` (name → `start(env)`, which starts a logged-in server: lib.mjs
 * `startServer` on a fresh SQLite file, or postgres.mjs's on a fresh PostgreSQL database), each the median of `runs`
 * runs, the servers' runs taken in turn; `sizes`: the fleets measured, each by servers of their own. Answers each
 * server's figures by its name.
 */
export async function benchServers({ starts, runs = RUNS, sizes = [10_000, 100_000] }) {
  await loadWriter();
  const results = Object.fromEntries(Object.keys(starts).map((name) => [name, {}]));
  const servers = {};
  try {
    for (const [name, start] of Object.entries(starts)) servers[name] = await start({ DEMO: '0' });
    record(results, 'login', await sideBySide(servers, runs, async (server) => {
      const response = await fetch(`${server.url}/api/auth`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'admin@example.com', password: 'bench-password-1' }),
      });
      if (!response.ok) throw new Error(`login ${response.status}`);
    }));
    // a baseline in the same run, to read the other figures against this machine's noise
    record(results, 'baseline_is_admin', await sideBySide(servers, 20, (server) => call(server, 'GET', '/api/v2/services/is-admin')));
  } finally {
    await Promise.all(Object.values(servers).map((server) => server.stop()));
  }
  for (const size of sizes) await fleet(size, results, { starts, runs });
  return results;
}

/** The server bench of `npm run bench`: one server as `npm start` runs it. */
export async function benchServer({ start = startServer, runs = RUNS, sizes } = {}) {
  return (await benchServers({ starts: { server: start }, runs, sizes })).server;
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
