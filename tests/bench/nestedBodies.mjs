// Nested bodies from unauthenticated clients (issue 19, point 1): 16 clients send 8 KB of `[` and `]` (4 096 levels,
// balanced, so that it is valid JSON) to the login in a loop, as fast as they are answered, while GET / and
// is-admin are timed. Before the depth check each such body
// cost the request thread 0.13–0.45 s and a stack trace, and the issue measured GET / and is-admin at 4.3–4.5 s.
// The same latencies with no attack are measured first, on the same server, and the same flood with a flat body
// (`{}`, refused as quickly for its missing fields) after: what any 16 busy clients cost. Medians of BENCH_RUNS runs.
import { median, percentile, round, startServer } from './lib.mjs';

const CLIENTS = 16;
const NESTED = '['.repeat(4096) + ']'.repeat(4096);
const FLAT = '{}';
const ATTACK_MS = 8000;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

async function timed(url, init) {
  const started = performance.now();
  const response = await fetch(url, init);
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

/** GET / and is-admin, one after the other every 20 ms, until `until` settles: each one's durations. */
async function sampleBoth(server, until) {
  let done = false;
  void until.finally(() => {
    done = true;
  });
  const page = [];
  const isAdmin = [];
  while (!done) {
    const root = await timed(`${server.url}/`, {});
    const check = await timed(`${server.url}/api/v2/services/is-admin`, { headers: server.headers });
    if (root.status !== 200 || check.status !== 200) throw new Error(`GET / ${root.status}, is-admin ${check.status}`);
    page.push(root.ms);
    isAdmin.push(check.ms);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { page, isAdmin };
}

const figures = (durations) => ({ median: median(durations), p95: percentile(durations, 0.95), max: Math.max(...durations) });

async function oneRun(server, body) {
  const quiet = await sampleBoth(server, new Promise((resolve) => setTimeout(resolve, 2000)));
  let attacking = true;
  const statuses = {};
  const attackTimes = [];
  const clients = Array.from({ length: CLIENTS }, async () => {
    while (attacking) {
      const answer = await timed(`${server.url}/api/auth`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      attackTimes.push(answer.ms);
    }
  });
  const during = await sampleBoth(server, new Promise((resolve) => setTimeout(resolve, ATTACK_MS)));
  attacking = false;
  await Promise.all(clients);
  const [quietPage, quietCheck, page, check, attack] = [quiet.page, quiet.isAdmin, during.page, during.isAdmin, attackTimes].map(figures);
  return {
    figures: {
      quiet_get_root_p95_ms: quietPage.p95, quiet_is_admin_p95_ms: quietCheck.p95,
      get_root_median_ms: page.median, get_root_p95_ms: page.p95, get_root_max_ms: page.max,
      is_admin_median_ms: check.median, is_admin_p95_ms: check.p95, is_admin_max_ms: check.max,
      flood_answer_median_ms: attack.median, flood_answers_per_second: attackTimes.length / (ATTACK_MS / 1000),
    },
    statuses,
  };
}

/** The medians over the runs of a flood of `body`, and the answers of its last run. */
async function flood(server, body, label) {
  const runs = [];
  let statuses = {};
  for (let run = 0; run < RUNS; run += 1) {
    const result = await oneRun(server, body);
    runs.push(result.figures);
    statuses = result.statuses;
    console.log(`  ${label} run ${run}: answers ${JSON.stringify(statuses)}`);
  }
  const keys = Object.keys(runs[0]);
  return {
    runs: RUNS, clients: CLIENTS, body_bytes: body.length, last_run_answers: statuses,
    ...Object.fromEntries(keys.map((key) => [key, round(median(runs.map((run) => run[key])))])),
    budget_p95_ms: 250,
  };
}

export async function benchNestedBodies() {
  const server = await startServer({ DEMO: '1' });
  try {
    return {
      nested_bodies_16_clients: await flood(server, NESTED, 'nested bodies'),
      flat_bodies_16_clients: await flood(server, FLAT, 'flat bodies'),
    };
  } finally {
    await server.stop();
  }
}

export function printNestedBodies(results) {
  const rows = {};
  for (const [name, figures] of Object.entries(results)) {
    const label = name.startsWith('nested') ? `${figures.body_bytes / 1024} KB of [ ]` : 'flat {}';
    rows[`GET /, ${label}`] = { 'quiet p95 ms': figures.quiet_get_root_p95_ms, 'median ms': figures.get_root_median_ms, 'p95 ms': figures.get_root_p95_ms, 'max ms': figures.get_root_max_ms, ok: figures.get_root_p95_ms < figures.budget_p95_ms ? 'yes' : 'NO' };
    rows[`is-admin, ${label}`] = { 'quiet p95 ms': figures.quiet_is_admin_p95_ms, 'median ms': figures.is_admin_median_ms, 'p95 ms': figures.is_admin_p95_ms, 'max ms': figures.is_admin_max_ms, ok: figures.is_admin_p95_ms < figures.budget_p95_ms ? 'yes' : 'NO' };
    rows[`the flood's own answers, ${label}`] = { 'median ms': figures.flood_answer_median_ms, 'a second': figures.flood_answers_per_second };
  }
  console.log(`\n${CLIENTS} unauthenticated clients flooding the login with nested bodies, then flat ones (medians of ${RUNS} runs)`);
  console.table(rows);
}
