// A legitimate login during a wrong-login flood from rotating addresses (issue 19, point 4), on the built server
// behind a pretend proxy (TRUST_PROXY=1): ATTACKERS clients send wrong logins one after another, every one from an
// address never seen before (X-Forwarded-For), so none of them has a recorded failure (loginFloodAttackers.mjs, in
// a thread of its own). Meanwhile the admin logs in every LEGIT_EVERY_MS, each time from a new address too,
// alternately from a browser that logged in before (its device cookie) and from a first-time browser. Two floods: on random e-mails (the password queue fills), and half
// of it on the admin's own e-mail (its per-e-mail limit locks strangers out). For each kind of legitimate login:
// how many were served or refused (by status) and how long their answers took; the promise is an answer within
// 1 s, served or refused with a reason. Also is-admin's p99 during the flood, and a login without any flood (one
// check on this machine as loaded as it is: other work on it slows every figure alike).
import { Worker } from 'node:worker_threads';
import { call, median, percentile, round, startServer } from './lib.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ATTACKERS = Number(process.env.BENCH_ATTACKERS ?? 20);
const FLOOD_MS = Number(process.env.BENCH_FLOOD_MS ?? 20_000);
const LEGIT_EVERY_MS = 1500;
const ADMIN = 'admin@example.com';
const PASSWORD = 'bench-password-1';
const BUDGET_MS = 1000;

let addresses = 0;
/** An address from 10.0.0.0/8 never used before in this bench. */
function freshAddress() {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function login(server, username, password, cookie) {
  const headers = { 'Content-Type': 'application/json', 'X-Forwarded-For': freshAddress() };
  if (cookie) headers.Cookie = cookie;
  const answer = await call(`${server.url}/api/auth`, { method: 'POST', headers, body: JSON.stringify({ username, password }) });
  const device = (answer.headers['set-cookie'] ?? []).find((line) => line.startsWith('kitroom_device='));
  return { status: answer.status, ms: answer.ms, cookie: device?.split(';')[0], body: answer.body };
}

const count = (into, status) => {
  into[status] = (into[status] ?? 0) + 1;
};

/** One flood of FLOOD_MS: the attackers' answers by status, and each legitimate login's status and time. */
async function floodOnce(server, onEmail, cookie, run) {
  let flooding = true;
  const attackers = new Worker(new URL('./loginFloodAttackers.mjs', import.meta.url), {
    workerData: { url: server.url, attackers: ATTACKERS, onEmail, addressBase: (run + 1) * 1_000_000 },
  });
  const flood = new Promise((resolve, reject) => {
    attackers.once('message', resolve);
    attackers.once('error', reject);
  });
  const isAdmin = [];
  const sampler = (async () => {
    while (flooding) {
      const answer = await call(`${server.url}/api/v2/services/is-admin`, { headers: server.headers });
      if (answer.status !== 200) throw new Error(`is-admin during the flood: ${answer.status}`);
      isAdmin.push(answer.ms);
      await pause(50);
    }
  })();
  const legit = { known: [], first: [] };
  await pause(1000); // the flood settles in
  const ends = performance.now() + FLOOD_MS;
  for (let turn = 0; performance.now() < ends; turn += 1) {
    const known = turn % 2 === 0;
    const answer = await login(server, ADMIN, PASSWORD, known ? cookie.value : undefined);
    if (answer.status === 200 && known) cookie.value = answer.cookie;
    if (answer.status >= 500 && answer.status !== 503) throw new Error(`legitimate login: ${answer.status} ${answer.body}`);
    (known ? legit.known : legit.first).push({ status: answer.status, ms: answer.ms });
    await pause(LEGIT_EVERY_MS);
  }
  flooding = false;
  attackers.postMessage('stop');
  const [statuses] = await Promise.all([flood, sampler]);
  await attackers.terminate();
  return { flood: statuses, legit, isAdmin };
}

/** Status counts and answer times of a list of legitimate logins. */
function summarise(attempts) {
  if (!attempts.length) return { attempts: 0 };
  const statuses = {};
  for (const attempt of attempts) count(statuses, attempt.status);
  const all = attempts.map((attempt) => attempt.ms);
  const served = attempts.filter((attempt) => attempt.status === 200).map((attempt) => attempt.ms);
  return {
    attempts: attempts.length,
    served: served.length,
    refused: attempts.length - served.length,
    statuses,
    median_ms: round(median(all)),
    p95_ms: round(percentile(all, 0.95)),
    max_ms: round(Math.max(...all)),
    served_max_ms: served.length ? round(Math.max(...served)) : null,
    within_budget: Math.max(...all) <= BUDGET_MS,
  };
}

async function scenario(onEmail) {
  const server = await startServer({ TRUST_PROXY: '1' });
  try {
    // the admin's browser logs in once before any flood: from then on it holds its device cookie
    const cookie = { value: (await login(server, ADMIN, PASSWORD)).cookie };
    if (!cookie.value) console.log('  (no device cookie after a login: a server before device cookies)');
    // what one login costs on this machine right now, without a flood: the known browser's figure is one of these
    const quiet = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const answer = await login(server, ADMIN, PASSWORD, cookie.value);
      if (answer.status !== 200) throw new Error(`login without a flood: ${answer.status}`);
      quiet.push(answer.ms);
    }
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      runs.push(await floodOnce(server, onEmail, cookie, run));
      console.log(`  run ${run}: flood answers ${JSON.stringify(runs.at(-1).flood)}`);
      await pause(2000);
    }
    const flood = {};
    for (const { flood: statuses } of runs) for (const [status, times] of Object.entries(statuses)) flood[status] = (flood[status] ?? 0) + times;
    const isAdmin = runs.flatMap((run) => run.isAdmin);
    return {
      runs: RUNS,
      attackers: ATTACKERS,
      flood_seconds_per_run: FLOOD_MS / 1000,
      budget_ms: BUDGET_MS,
      login_without_flood_median_ms: round(median(quiet)),
      known_browser_new_address: summarise(runs.flatMap((run) => run.legit.known)),
      first_time_browser_new_address: summarise(runs.flatMap((run) => run.legit.first)),
      flood_answers: flood,
      is_admin_p99_ms: round(percentile(isAdmin, 0.99)),
    };
  } finally {
    await server.stop();
  }
}

export async function benchLoginFlood() {
  console.log('  rotating flood on random e-mails');
  const randomEmails = await scenario(undefined);
  console.log('  rotating flood, half of it on the admin’s e-mail');
  const onItsEmail = await scenario(ADMIN);
  return { legit_login_during_rotating_flood: randomEmails, legit_login_during_rotating_flood_on_its_email: onItsEmail };
}

export function printLoginFlood(results) {
  console.log(`\nA legitimate login from a new address during a wrong-login flood from rotating addresses (${RUNS} runs)`);
  const rows = {};
  for (const [name, figures] of Object.entries(results)) {
    for (const kind of ['known_browser_new_address', 'first_time_browser_new_address']) {
      const row = figures[kind];
      rows[`${name.replace('legit_login_during_', '')}: ${kind}`] = {
        attempts: row.attempts, served: row.served, statuses: JSON.stringify(row.statuses), 'median ms': row.median_ms, 'max ms': row.max_ms, budget: `≤ ${figures.budget_ms}`, ok: row.within_budget ? 'yes' : 'NO',
      };
    }
  }
  console.table(rows);
  for (const [name, figures] of Object.entries(results)) {
    console.log(name, 'login without a flood', figures.login_without_flood_median_ms, 'ms; flood answers', figures.flood_answers, 'is-admin p99 ms', figures.is_admin_p99_ms);
  }
}
