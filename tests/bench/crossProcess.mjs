// Two server processes on one PostgreSQL database (issue 24): how long a change made through A takes to reach a
// stream client of B, and both processes at a fixed request rate with many stream clients connected.
import { percentile, round, startServer } from './lib.mjs';
import { openChangeStream } from './sseClient.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function send(server, method, path, body) {
  const started = performance.now();
  const response = await fetch(server.url + path, {
    method,
    headers: { ...server.headers, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

const WRITABLE = ['name', 'serial_id', 'mac_address', 'firmware_version', 'data_version', 'status', 'model_type_id', 'current_event_id', 'key_tag', 'base'];

/** PUT of `device` as it is, but for its comment. */
const putOf = (device, comment) => ['PUT', `/api/admin/devices/${device.id}`, { ...Object.fromEntries(WRITABLE.map((field) => [field, device[field]])), comment }];

const latencies = (values) => ({ count: values.length, p50_ms: round(percentile(values, 0.5)), p99_ms: round(percentile(values, 0.99)), max_ms: round(Math.max(...values)) });

/**
 * A with the demo fleet (it loads it while holding the start-up lock), then B on the same database; the ids of the
 * fleet's devices. `stop()` ends both and drops the database.
 */
export async function twoProcesses(cluster, fleet) {
  const database = await cluster.freshDatabase();
  const a = await startServer({ DATABASE_URL: database.url, DEMO: '1', DEMO_DEVICES: String(fleet) });
  const b = await startServer({ DATABASE_URL: database.url, DEMO: '0' });
  const listed = await (await fetch(`${a.url}/api/admin/devices?page_size=${fleet}`, { headers: a.headers })).json();
  return {
    a, b, devices: listed.results, ids: listed.results.map((device) => device.id),
    async stop() {
      await Promise.all([a.stop(), b.stop()]);
      await database.drop();
    },
  };
}

/** The same load's baseline: one process on a SQLite file (A and B the same), with the same demo fleet. */
export async function oneSqliteProcess(fleet) {
  const server = await startServer({ DEMO: '1', DEMO_DEVICES: String(fleet) });
  const listed = await (await fetch(`${server.url}/api/admin/devices?page_size=${fleet}`, { headers: server.headers })).json();
  return { a: server, b: server, devices: listed.results, ids: listed.results.map((device) => device.id), stop: () => server.stop() };
}

/**
 * `changes` devices changed one at a time through A, each timed from just before its request is sent until a stream
 * client of B receives the `changes` event naming the devices; a random pause before each write, so that writes do
 * not fall into step with the hub's polling.
 */
export async function crossProcessLatency({ a, b, devices }, changes) {
  let waiting;
  const stream = await openChangeStream(b, (name, data, receivedAt) => {
    if (name === 'changes' && data.lists.includes('devices') && waiting) waiting(receivedAt);
  });
  const seen = [];
  const written = [];
  try {
    for (let index = 0; index < changes; index += 1) {
      await sleep(Math.random() * 100);
      const arrived = new Promise((resolve) => { waiting = resolve; });
      const started = performance.now();
      const answer = await send(a, ...putOf(devices[index % devices.length], `seen by B ${index}`));
      if (answer.status !== 200) throw new Error(`change ${index} answered ${answer.status}`);
      written.push(answer.ms);
      const receivedAt = await Promise.race([arrived, sleep(10_000).then(() => { throw new Error(`change ${index} never reached B`); })]);
      waiting = undefined;
      seen.push(receivedAt - started);
    }
  } finally {
    stream.close();
  }
  return { seen_by_b: { ...latencies(seen), budget_p99_ms: 1000, within_budget: percentile(seen, 0.99) <= 1000 }, write_answered_by_a: latencies(written), dropped_streams: stream.dropped ? 1 : 0 };
}

/** The request mix, by request number: 60% reads, 40% writes, none of which should be refused. */
function requestOf(index, devices, ids) {
  const device = devices[(index * 7919) % devices.length];
  switch (index % 10) {
    case 0: case 1: case 2: return ['list_page', 'GET', `/api/admin/devices?page_size=50&page=${1 + (index % 20)}`];
    case 3: case 4: return ['is_admin', 'GET', '/api/v2/services/is-admin'];
    case 5: return ['device', 'GET', `/api/admin/devices/${device.id}`];
    case 6: case 7: return ['device_put', ...putOf(device, `load ${index}`)];
    case 8: return ['bulk_status_10', 'PATCH', '/api/v1/services/devices-bulk-update-status', { ids: ids.slice(index % (ids.length - 10), index % (ids.length - 10) + 10), status: ['repairing', 'available'][index % 2] }];
    default: return ['category_create', 'POST', '/api/admin/device-categories', { name: `Load category ${index}` }];
  }
}

/**
 * `rate` requests a second for `seconds`, round-robin over A and B, each sent on time whether or not the earlier
 * ones were answered (an open loop: a slow answer does not slow the load), with `streams` change streams open,
 * half on each. `first`: the number of the first request in the mix (a later stretch on the same servers goes on
 * where the earlier one stopped: its new categories' names are new). Answers what it saw, to be summed by `loadFigures`.
 */
async function loadStretch({ a, b, devices, ids }, { rate, seconds, streams }, first) {
  const clients = await Promise.all(Array.from({ length: streams }, (_, index) => openChangeStream(index % 2 ? b : a)));
  const seen = { requests: 0, sendingMs: 0, byKind: {}, failures: {}, dropped: 0, withoutChanges: 0, minChanges: Infinity };
  const pending = [];
  const total = rate * seconds;
  const started = performance.now();
  for (let index = first; index < first + total; index += 1) {
    const due = started + ((index - first) * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const [kind, method, path, body] = requestOf(index, devices, ids);
    pending.push(send(index % 2 ? b : a, method, path, body).then(({ status, ms }) => {
      if (status >= 400) seen.failures[`${kind} ${status}`] = (seen.failures[`${kind} ${status}`] ?? 0) + 1;
      (seen.byKind[kind] ??= []).push(ms);
    }, (error) => {
      seen.failures[`${kind} ${error.cause?.code ?? error.message}`] = (seen.failures[`${kind} ${error.cause?.code ?? error.message}`] ?? 0) + 1;
    }));
  }
  seen.requests = total;
  seen.sendingMs = performance.now() - started;
  await Promise.all(pending);
  await sleep(1000); // the last writes' events
  seen.dropped = clients.filter((client) => client.dropped).length;
  seen.withoutChanges = clients.filter((client) => client.changes === 0).length;
  seen.minChanges = Math.min(...clients.map((client) => client.changes));
  for (const client of clients) client.close();
  return seen;
}

/** The figures of one side's stretches together: latencies over all their answers, every error of each. */
function loadFigures(stretches, streams) {
  const byKind = {};
  const failures = {};
  for (const stretch of stretches) {
    for (const [kind, values] of Object.entries(stretch.byKind)) (byKind[kind] ??= []).push(...values);
    for (const [failure, count] of Object.entries(stretch.failures)) failures[failure] = (failures[failure] ?? 0) + count;
  }
  const requests = stretches.reduce((sum, stretch) => sum + stretch.requests, 0);
  const sendingS = stretches.reduce((sum, stretch) => sum + stretch.sendingMs, 0) / 1000;
  const dropped = stretches.reduce((sum, stretch) => sum + stretch.dropped, 0);
  const withoutChanges = stretches.reduce((sum, stretch) => sum + stretch.withoutChanges, 0);
  const errors = Object.values(failures).reduce((sum, count) => sum + count, 0) + dropped;
  return {
    requests, achieved_rate_per_s: round(requests / sendingS), streams, ...latencies(Object.values(byKind).flat()),
    errors, failures, dropped_streams: dropped, streams_without_changes: withoutChanges,
    min_changes_events_per_stream: Math.min(...stretches.map((stretch) => stretch.minChanges)),
    budget_errors: 0, within_budget: errors === 0 && withoutChanges === 0,
    by_kind: Object.fromEntries(Object.entries(byKind).map(([kind, values]) => [kind, latencies(values)])),
  };
}

/**
 * The same fixed-rate load on `postgres` (two processes) and on `sqlite` (one process), `seconds` each, in two
 * stretches each, in the order PostgreSQL, SQLite, SQLite, PostgreSQL: a machine whose speed drifts during the
 * run (another process, the disk's cache) weighs on both alike. One server waits while the other is loaded.
 */
export async function fixedRateSideBySide({ postgres, sqlite }, { rate, seconds, streams }) {
  const half = { rate, seconds: seconds / 2, streams };
  const stretchLength = rate * half.seconds;
  const first = await loadStretch(postgres, half, 0);
  const baseline = [await loadStretch(sqlite, half, 0)];
  baseline.push(await loadStretch(sqlite, half, stretchLength));
  const last = await loadStretch(postgres, half, stretchLength);
  return { postgres: loadFigures([first, last], streams), sqlite: loadFigures(baseline, streams) };
}
