// Shared benchmark helpers: start the built server, time things, summarise runs.
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const root = join(import.meta.dirname, '..', '..');

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function percentile(values, fraction) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

export const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * Spawns a built server (`script`, by default dist/server/main.mjs) on a free port over `dataDir`, waits for its
 * listening line and logs in as the admin: the child, its URL and the admin's headers.
 */
export async function spawnServer({ dataDir, env = {}, script = 'dist/server/main.mjs', password = 'bench-password-1' }) {
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: { PATH: process.env.PATH, PORT: '0', DATA_DIR: dataDir, LOG: '0', ADMIN_PASSWORD: password, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise((resolve, reject) => {
    const read = (chunk) => {
      output += chunk;
      const match = /Kitroom listening on (\S+)/.exec(output);
      if (match) resolve(match[1]);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${output}`)));
  });
  const token = (await (await fetch(`${url}/api/auth`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin@example.com', password }),
  })).json()).token;
  return { child, url, token, headers: { Authorization: `Bearer ${token}`, Accept: 'application/vnd.kitroom.v1+json' } };
}

let distCopies = 0;

/**
 * A private copy of the built server and app (dist/), under node_modules/.cache so that its imports still resolve:
 * a build run meanwhile in this tree would empty dist/app under a server running for minutes.
 */
function privateDist() {
  distCopies += 1;
  const copy = join(root, 'node_modules', '.cache', `bench-dist-${process.pid}-${distCopies}`);
  cpSync(join(root, 'dist'), copy, { recursive: true });
  return { script: join(copy, 'server', 'main.mjs'), remove: () => rmSync(copy, { recursive: true, force: true }) };
}

/**
 * Starts the built server from a private copy of dist/ on a free port, over `dataDir` (a fresh folder by default),
 * logged in as the admin; `stop()` ends it and removes the copy and the data folder.
 */
export async function startServer(env = {}, { dataDir = mkdtempSync(join(tmpdir(), 'kitroom-bench-')), password } = {}) {
  const dist = privateDist();
  const { child, url, token, headers } = await spawnServer({ dataDir, env, script: dist.script, ...(password ? { password } : {}) });
  return {
    url,
    token,
    pid: child.pid,
    headers,
    async stop() {
      child.removeAllListeners('exit');
      await new Promise((resolve) => {
        child.on('exit', resolve);
        child.kill('SIGTERM');
      });
      rmSync(dataDir, { recursive: true, force: true });
      dist.remove();
    },
  };
}

/** Resets the process's peak RSS, so that a later `peakRssMb` reads the peak of what ran in between (Linux). */
export function resetPeakRss(pid) {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
  return rssMb(pid);
}

export function rssMb(pid) {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
}

export function peakRssMb(pid) {
  return Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
}

/** Runs `work` `runs` times after `warmups` unmeasured runs; returns every duration in ms. */
export async function timeRuns(runs, work, warmups = 1) {
  for (let index = 0; index < warmups; index += 1) await work(-1 - index);
  const durations = [];
  for (let index = 0; index < runs; index += 1) {
    const started = performance.now();
    await work(index);
    durations.push(performance.now() - started);
  }
  return durations;
}

export function summary(durations, budget) {
  const result = { runs: durations.length, median_ms: round(median(durations)), p95_ms: round(percentile(durations, 0.95)), min_ms: round(Math.min(...durations)), max_ms: round(Math.max(...durations)) };
  if (budget !== undefined) Object.assign(result, { budget_ms: budget, within_budget: result.median_ms < budget });
  return result;
}

/**
 * One HTTP request with node:http (it can choose the local address; a new connection unless `agent` keeps them),
 * answering its status, headers and duration.
 */
export function call(url, { method = 'GET', headers = {}, body, localAddress, agent = false } = {}) {
  const target = new URL(url);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const sent = request({ hostname: target.hostname, port: target.port, path: target.pathname + target.search, method, headers, localAddress, agent }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, ms: performance.now() - started, body: Buffer.concat(chunks) }));
    });
    sent.on('error', reject);
    if (body) sent.write(body);
    sent.end();
  });
}

/** Merges one section into bench/results.json. */
export function writeResults(section, data) {
  const file = join(root, 'bench', 'results.json');
  let all = {};
  try { all = JSON.parse(readFileSync(file, 'utf8')); } catch { /* first section */ }
  all[section] = { measured_at: new Date().toISOString(), ...data };
  writeFileSync(file, `${JSON.stringify(all, null, 2)}\n`);
}

export const mkdtemp = () => mkdtempSync(join(tmpdir(), 'kitroom-bench-'));

/** Logs the bench's pages of `context` in as the admin, in English, before any of the app's code runs. */
export function signIn(context, token) {
  return context.addInitScript(([authToken]) => {
    localStorage.setItem('kitroom.auth', JSON.stringify({ token: authToken, user: { id: 1, name: 'Admin', email: 'admin@example.com', is_admin: true } }));
    localStorage.setItem('kitroom.language', '"en"');
  }, [token]);
}
