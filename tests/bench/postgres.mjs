// `npm run bench -- postgres` (issue 24): the server bench on SQLite and on PostgreSQL in the same run (server.mjs,
// the one code path, given a server on a fresh PostgreSQL database), with PostgreSQL's median over SQLite's and the
// budget "within 2×"; then two processes on one PostgreSQL database: a change through A seen by a stream client of
// B, and both at a fixed request rate with stream clients connected (and, as a baseline, one SQLite process under the
// same load). `npm run bench -- postgres --quick` (or BENCH_QUICK=1): the 10k fleet only, a 10 s load.
import { loadavg } from 'node:os';
import { crossProcessLatency, fixedRate, oneSqliteProcess, twoProcesses } from './crossProcess.mjs';
import { round, startServer } from './lib.mjs';
import { startBenchCluster } from './postgresCluster.mjs';
import { benchServer } from './server.mjs';

const WITHIN = 2;

export const postgresSettings = (quick) => (quick
  ? { runs: 3, sizes: [10_000], changes: 200, load: { rate: 50, seconds: 10, streams: 100 }, loadFleet: 1_000 }
  : { runs: 3, sizes: [10_000, 100_000], changes: 300, load: { rate: 50, seconds: 30, streams: 100 }, loadFleet: 10_000 });

/** A started server on a database of its own, dropped when the server stops. */
const onPostgres = (cluster) => async (env) => {
  const database = await cluster.freshDatabase();
  const server = await startServer({ ...env, DATABASE_URL: database.url });
  return { ...server, async stop() { await server.stop(); await database.drop(); } };
};

/** Each figure both databases measured: the medians, their ratio and whether PostgreSQL's is within 2× of SQLite's. */
function compared(sqlite, postgres) {
  return Object.fromEntries(Object.keys(sqlite).filter((name) => postgres[name]?.median_ms !== undefined).map((name) => {
    const ratio = postgres[name].median_ms / sqlite[name].median_ms;
    return [name, { sqlite_median_ms: sqlite[name].median_ms, postgres_median_ms: postgres[name].median_ms, ratio: round(ratio, 2), within_2x: ratio <= WITHIN }];
  }));
}

export async function benchPostgres({ quick = false } = {}) {
  const settings = postgresSettings(quick);
  const loadBefore = loadavg().map((value) => round(value, 2));
  const cluster = await startBenchCluster();
  try {
    const sqlite = await benchServer({ runs: settings.runs, sizes: settings.sizes });
    const postgres = await benchServer({ start: onPostgres(cluster), runs: settings.runs, sizes: settings.sizes });

    const pair = await twoProcesses(cluster, settings.loadFleet);
    let crossProcess;
    let load;
    try {
      crossProcess = await crossProcessLatency(pair, settings.changes);
      load = await fixedRate(pair, settings.load);
    } finally {
      await pair.stop();
    }
    const baseline = await oneSqliteProcess(settings.loadFleet);
    let baselineLoad;
    try {
      baselineLoad = await fixedRate(baseline, settings.load);
    } finally {
      await baseline.stop();
    }
    return {
      quick, runs: settings.runs, load_average_before: loadBefore, load_average_after: loadavg().map((value) => round(value, 2)),
      compared: compared(sqlite, postgres), sqlite, postgres, cross_process_change: crossProcess,
      fixed_rate: { fleet: settings.loadFleet, ...load },
      fixed_rate_one_sqlite_process: { fleet: settings.loadFleet, ...baselineLoad },
    };
  } finally {
    await cluster.stop();
  }
}

function printLoad(title, load) {
  console.log(`\n${title} at ${load.achieved_rate_per_s} req/s for ${load.requests} requests, ${load.streams} streams open (${load.fleet} devices; budget 0 errors)`);
  console.table({ all: { count: load.count, p50_ms: load.p50_ms, p99_ms: load.p99_ms, max_ms: load.max_ms }, ...load.by_kind });
  console.log({ errors: load.errors, failures: load.failures, dropped_streams: load.dropped_streams, streams_without_changes: load.streams_without_changes, ok: load.within_budget ? 'yes' : 'NO' });
}

export function printPostgres(results) {
  console.log(`\nServer on SQLite and on PostgreSQL (medians of ${results.runs} runs; budget: PostgreSQL within ${WITHIN}× of SQLite)`);
  console.table(Object.fromEntries(Object.entries(results.compared).map(([name, row]) => [name, {
    'SQLite ms': row.sqlite_median_ms, 'PostgreSQL ms': row.postgres_median_ms, 'PG/SQLite': row.ratio, ok: row.within_2x ? 'yes' : 'NO',
  }])));
  const change = results.cross_process_change;
  console.log(`\nA change through process A seen by a stream client of process B (${change.seen_by_b.count} changes; budget p99 ≤ 1000 ms)`);
  console.table({ seen_by_b: change.seen_by_b, write_answered_by_a: change.write_answered_by_a });
  printLoad('Two PostgreSQL processes', results.fixed_rate);
  printLoad('Baseline: one SQLite process, the same load', results.fixed_rate_one_sqlite_process);
  console.log('load average (1, 5, 15 min) before', results.load_average_before.join(' '), 'after', results.load_average_after.join(' '));
}
