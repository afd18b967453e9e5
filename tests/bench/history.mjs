// The activity history's cost (issue 23): the same bulk changes and imports (of 10 000 and of 100 000 devices) on two
// servers of 100 000 devices, one recording the history and one started with BENCH_WITHOUT_HISTORY=1, runs interleaved
// (which server goes first alternates) so that the machine's noise hits both alike; each case reports both medians
// and the ratio of the medians (budget: at most 20 % more). Short cases get more runs: noise weighs more on them.
// Also a page of the history of one device that has 10 000 entries.
import { call, importSheet, listAll, loadWriter, sheetOf } from './server.mjs';
import { median, round, startServer, summary, timeRuns } from './lib.mjs';

const RUNS = 7;
/** the 10 000-device cases: a fifth of a second each */
const SHORT_RUNS = 21;
const WARMUPS = 2;
const FLEET = 100_000;
const RECORD_ENTRIES = 10_000;
const BUDGET_RATIO = 1.2;
const STATUSES = ['repairing', 'missing', 'receiving', 'available', 'in_use'];

/**
 * Times `work(server, run)` on both servers `runs` times (after the warm-ups, run < 0), alternating which goes first;
 * answers both summaries and the ratio of the medians.
 */
async function compared(servers, work, runs = RUNS) {
  const times = { with: [], without: [] };
  for (let run = -WARMUPS; run < runs; run += 1) {
    const order = run % 2 ? ['with', 'without'] : ['without', 'with'];
    for (const name of order) {
      const started = performance.now();
      await work(servers[name], run);
      if (run >= 0) times[name].push(performance.now() - started);
    }
  }
  const ratio = round(median(times.with) / median(times.without), 2);
  return { with_history: summary(times.with), without_history: summary(times.without), ratio, budget_ratio: BUDGET_RATIO, within_budget: ratio <= BUDGET_RATIO };
}

/** Gives one device RECORD_ENTRIES entries (single-device bulk changes, a few in flight). */
async function longHistory(server, id) {
  let next = 0;
  const worker = async () => {
    while (next < RECORD_ENTRIES) {
      const index = next++;
      await call(server, 'PATCH', '/api/v1/services/devices-bulk-update-status', { ids: [id], status: STATUSES[index % STATUSES.length] });
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
}

async function historyPages(server, id, results) {
  await longHistory(server, id);
  const path = `/api/v2/history?record=device:${id}`;
  const first = await (await call(server, 'GET', path)).json();
  if (first.results.length !== 50 || !first.next) throw new Error('the record has no long history');
  results.history_record_10k_entries_first_page = summary(await timeRuns(RUNS * 4, () => call(server, 'GET', path).then((response) => response.json())));
  // the 100th page (entries 4 951-5 000), by following `next`
  let link = first.next;
  for (let page = 2; page < 100; page += 1) link = (await (await call(server, 'GET', link)).json()).next;
  results.history_record_10k_entries_page_100 = summary(await timeRuns(RUNS * 4, () => call(server, 'GET', link).then((response) => response.json())));
  results.history_team_recent_page = summary(await timeRuns(RUNS * 4, () => call(server, 'GET', '/api/v2/history').then((response) => response.json())));
}

/** An import of `devices` that changes every one of them (each run's sheet another comment), checked. */
async function importing(devices, runs) {
  const sheets = [];
  for (let run = -WARMUPS; run < runs; run += 1) sheets.push(await sheetOf(devices, `history bench ${devices.length} ${run}`));
  return async (server, run) => {
    const answer = await importSheet(server, sheets[run + WARMUPS]);
    if (answer.updated !== devices.length) throw new Error(`import answered ${JSON.stringify(answer)}`);
  };
}

export async function benchHistory() {
  await loadWriter();
  const results = {};
  const servers = {
    with: await startServer({ DEMO: '1', DEMO_DEVICES: String(FLEET) }),
    without: await startServer({ DEMO: '1', DEMO_DEVICES: String(FLEET), BENCH_WITHOUT_HISTORY: '1' }),
  };
  try {
    const devices = await listAll(servers.with);
    if (devices.length !== FLEET) throw new Error(`listed ${devices.length} of ${FLEET}`);
    // the demo data is the same on both (seeded), so the same ids name the same devices
    const ids = devices.map((device) => device.id);
    const bulk = (size) => (server, run) => call(server, 'PATCH', '/api/v1/services/devices-bulk-update-status', { ids: ids.slice(0, size), status: STATUSES[(run + 10) % 5] });
    results.bulk_status_10k = await compared(servers, bulk(10_000), SHORT_RUNS);
    results.bulk_status_100k = await compared(servers, bulk(100_000));
    results.import_10k_updating_every_row = await compared(servers, await importing(devices.slice(0, 10_000), SHORT_RUNS), SHORT_RUNS);
    results.import_100k_updating_every_row = await compared(servers, await importing(devices, RUNS));
    await servers.without.stop();
    delete servers.without;
    await historyPages(servers.with, ids[0], results);
  } finally {
    await Promise.all(Object.values(servers).map((server) => server.stop()));
  }
  return results;
}

export function printHistory(results) {
  console.log(`\nActivity history (100 000 devices; medians of ${SHORT_RUNS} interleaved runs for 10k, ${RUNS} for 100k; budget: at most 20 % more)`);
  console.table(Object.fromEntries(Object.entries(results).map(([name, figures]) => [name, 'ratio' in figures
    ? { 'with ms': figures.with_history.median_ms, 'without ms': figures.without_history.median_ms, ratio: figures.ratio, ok: figures.within_budget ? 'yes' : 'NO' }
    : { 'with ms': figures.median_ms, 'p95 ms': figures.p95_ms }])));
}
