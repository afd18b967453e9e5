// The fleet over a real link (issue 12): Chromium's network emulation (20 Mbit/s down, 5 up, 40 ms round trip) and
// 100 000 devices on the production build. First visit of /devices until the grid holds every row (time, bytes on
// the wire), a reload until every row, the bytes of bringing /devices up to date after 10 devices changed through
// the API, and the time for a change made through the API to show in an open devices screen. The baseline is the
// same app with the local copy, the differences and the stream turned off (`kitroom.sync` = off) and compression
// refused (Accept-Encoding: identity): the app as the issue measured it.
import { chromium } from 'playwright-core';
import { median, round, startServer } from './lib.mjs';

const FLEET = 100_000;
const RUNS = 3;
const REMOTE_RUNS = 5;
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const LINK = { offline: false, latency: 40, downloadThroughput: (20e6 / 8), uploadThroughput: (5e6 / 8) };
const BUDGETS = { first_visit_s: 6, first_visit_mb: 12, reload_s: 2, refresh_after_10_changes_kb: 200, remote_change_s: 2 };
/** the devices list's own staleness (sections/devices.ts): past it, opening /devices again refreshes the list */
const DEVICES_STALE_AFTER_MS = 10_000;

/** CDP's network events reach this process after the page has used the answers: let them arrive before counting */
const SETTLE_MS = 1500;

const mb = (bytes) => round(bytes / 1e6, 2);
const kb = (bytes) => round(bytes / 1e3, 1);

/** A page on the emulated link that counts the encoded bytes it receives (headers included). */
async function linkedPage(context, { baseline }) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', LINK);
  if (baseline) await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'identity' } });
  const received = new Map();
  /** when the whole devices list was asked, answered (headers) and fully received, in node's clock */
  const wholeList = {};
  const wholeIds = new Set();
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (!/\/api\/admin\/devices\?page_size=100000/.test(request.url)) return;
    wholeIds.add(requestId);
    wholeList.sent = Date.now();
  });
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    if (!wholeIds.has(requestId)) return;
    wholeList.headers = Date.now();
    wholeList.status = response.status;
  });
  cdp.on('Network.loadingFailed', ({ requestId, errorText }) => {
    if (wholeIds.has(requestId)) wholeList.failed = errorText;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    if (!wholeIds.has(requestId)) return;
    wholeList.finished = Date.now();
    wholeList.bytes = encodedDataLength;
  });
  cdp.on('Network.dataReceived', ({ requestId, encodedDataLength }) => received.set(requestId, (received.get(requestId) ?? 0) + encodedDataLength));
  // the finished total counts headers too, and replaces what was tallied while it streamed
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => received.set(requestId, encodedDataLength));
  let mark = new Map();
  return {
    page,
    wholeList,
    startCounting: () => (mark = new Map(received)),
    bytesSince: () => [...received].reduce((sum, [id, bytes]) => sum + bytes - (mark.get(id) ?? 0), 0),
  };
}

async function everyRow(page, link) {
  try {
    await page.waitForFunction((count) => Number(document.querySelector('[role="grid"]')?.getAttribute('aria-rowcount')) === count + 1, FLEET, { timeout: 120_000, polling: 'raf' });
  } catch (error) {
    const rows = await page.evaluate(() => document.querySelector('[role="grid"]')?.getAttribute('aria-rowcount')).catch(() => null);
    const shown = await page.evaluate(() => document.querySelector('main')?.textContent?.slice(0, 300)).catch(() => null);
    throw new Error(`not every row after 2 minutes: aria-rowcount ${rows}, whole list ${JSON.stringify(link.wholeList)}, screen: ${shown}`, { cause: error });
  }
}

/** Waits until the devices' local copy is written (its cursor is in IndexedDB). */
async function copyWritten(page) {
  const written = () =>
    new Promise(async (resolve) => {
      // opening a database that is not there would make an empty one
      if (!(await indexedDB.databases()).some((database) => database.name === 'kitroom-lists')) return resolve(false);
      const request = indexedDB.open('kitroom-lists');
      request.onerror = () => resolve(false);
      request.onsuccess = () => {
        const db = request.result;
        if (!db.objectStoreNames.contains('lists')) return db.close(), resolve(false);
        const read = db.transaction('lists').objectStore('lists').get('devices');
        read.onsuccess = () => (db.close(), resolve(Boolean(read.result?.cursor)));
        read.onerror = () => (db.close(), resolve(false));
      };
    });
  for (let waited = 0; waited < 120_000; waited += 250) {
    if (await page.evaluate(written)) return;
    await page.waitForTimeout(250);
  }
  throw new Error('the devices\' local copy was not written within 2 minutes');
}

async function rename(server, ids, prefix) {
  await Promise.all(ids.map((id, index) => fetch(`${server.url}/api/admin/devices/${id}`, {
    method: 'PUT',
    headers: { ...server.headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: `${prefix}-${index}` }),
  }).then((answer) => {
    if (!answer.ok) throw new Error(`rename ${id}: ${answer.status}`);
  })));
}

/** Types into the table's search field (keyboard, no network) and waits for `rows` matching rows. */
async function searchTable(page, text, rows) {
  await page.getByRole('grid').focus();
  await page.keyboard.press('/');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
  await page.waitForFunction((count) => Number(document.querySelector('[role="grid"]')?.getAttribute('aria-rowcount')) === count + 1, rows, { timeout: 60_000, polling: 'raf' });
}

async function oneRun(browser, server, ids, run, { baseline }) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  await context.addInitScript(([token, syncOff]) => {
    localStorage.setItem('kitroom.auth', JSON.stringify({ token, user: { id: 1, name: 'Admin', email: 'admin@example.com', is_admin: true } }));
    localStorage.setItem('kitroom.language', '"en"');
    if (syncOff) localStorage.setItem('kitroom.sync', '"off"');
  }, [server.token, baseline]);
  const result = {};
  try {
    const link = await linkedPage(context, { baseline });
    const { page } = link;

    link.startCounting();
    let started = Date.now();
    await page.goto(`${server.url}/devices`);
    await everyRow(page, link);
    result.first_visit_ms = Date.now() - started;
    await page.waitForTimeout(SETTLE_MS);
    result.first_visit_bytes = link.bytesSince();
    // where the first visit's time goes: until the list is asked, until its first byte, until its last, then shown
    const { sent, headers, finished } = link.wholeList;
    result.first_visit_breakdown_ms = { until_asked: sent - started, server_until_headers: headers - sent, transfer: finished - headers, parse_and_render: started + result.first_visit_ms - finished };

    if (!baseline) await copyWritten(page);
    link.startCounting();
    started = Date.now();
    await page.reload();
    await everyRow(page, link);
    result.reload_ms = Date.now() - started;
    await page.waitForTimeout(SETTLE_MS);
    result.reload_bytes = link.bytesSince();

    // away from /devices, 10 devices change elsewhere, then /devices again (stale by then, as a user would find it)
    await page.getByRole('grid').focus();
    await page.keyboard.press('g');
    await page.keyboard.press('h');
    await page.waitForURL(`${server.url}/`);
    const marker = `bench-changed-${baseline ? 'b' : 's'}${run}`;
    link.startCounting();
    const changedAt = Date.now();
    await rename(server, ids.slice(0, 10), marker);
    if (baseline) await page.waitForTimeout(Math.max(0, DEVICES_STALE_AFTER_MS - (Date.now() - changedAt)));
    await page.locator('body').press('g');
    await page.keyboard.press('d');
    await page.waitForURL(`${server.url}/devices`);
    await searchTable(page, marker, 10);
    await page.waitForTimeout(SETTLE_MS);
    result.refresh_after_10_changes_bytes = link.bytesSince();

    if (!baseline) {
      result.remote_change_ms = [];
      for (let remote = 0; remote < REMOTE_RUNS; remote += 1) {
        const name = `bench-remote-${run}-${remote}`;
        await searchTable(page, name, 0);
        const remoteStarted = Date.now();
        await rename(server, [ids[20 + remote]], name);
        await page.waitForFunction(() => Number(document.querySelector('[role="grid"]')?.getAttribute('aria-rowcount')) === 2, null, { timeout: 30_000, polling: 'raf' });
        result.remote_change_ms.push(Date.now() - remoteStarted);
      }
    }
  } finally {
    await context.close();
  }
  return result;
}

function summarise(runs, key, scale) {
  const values = runs.flatMap((run) => run[key] ?? []);
  return values.length ? scale(median(values)) : null;
}

export async function benchNetwork() {
  const server = await startServer({ DEMO: '1', DEMO_DEVICES: String(FLEET) });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: FLAGS });
  try {
    const ids = (await (await fetch(`${server.url}/api/admin/devices?page_size=100`, { headers: server.headers })).json()).results.map((device) => device.id);
    const synced = [];
    for (let run = 0; run < RUNS; run += 1) {
      synced.push(await oneRun(browser, server, ids, run, { baseline: false }));
      process.stderr.write(`network run ${run}: ${JSON.stringify(synced.at(-1))}\n`);
    }
    const baseline = await oneRun(browser, server, ids, 0, { baseline: true });
    process.stderr.write(`network baseline: ${JSON.stringify(baseline)}\n`);
    const figures = (runs) => ({
      first_visit_s: summarise(runs, 'first_visit_ms', (ms) => round(ms / 1000, 2)),
      first_visit_mb: summarise(runs, 'first_visit_bytes', mb),
      reload_s: summarise(runs, 'reload_ms', (ms) => round(ms / 1000, 2)),
      reload_kb: summarise(runs, 'reload_bytes', kb),
      refresh_after_10_changes_kb: summarise(runs, 'refresh_after_10_changes_bytes', kb),
      remote_change_s: summarise(runs, 'remote_change_ms', (ms) => round(ms / 1000, 2)),
    });
    const now = figures(synced);
    const within = Object.fromEntries(Object.entries(BUDGETS).map(([key, budget]) => [key, now[key] !== null && now[key] <= budget]));
    return {
      fleet: FLEET,
      link: '20 Mbit/s down, 5 up, 40 ms RTT (CDP emulation)',
      runs: RUNS,
      remote_change_runs: RUNS * REMOTE_RUNS,
      synced: now,
      baseline_sync_off_uncompressed: { ...figures([baseline]), remote_change_s: 'never without a refresh' },
      issue_figures: { first_visit_s: 26.6, first_visit_mb: 48.1, reload_s: 26.3, reload_mb: 48.0, refresh_after_10_changes_mb: 48.0 },
      budget: BUDGETS,
      within_budget: within,
      raw: synced,
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}

export function printNetwork(network) {
  console.log(`\nThe fleet over a real link: ${network.fleet} devices, ${network.link}; medians of ${network.runs} runs`);
  const rows = {};
  for (const key of Object.keys(network.budget)) {
    rows[key] = { synced: network.synced[key], baseline: network.baseline_sync_off_uncompressed[key] ?? null, budget: network.budget[key], within: network.within_budget[key] };
  }
  rows.reload_kb = { synced: network.synced.reload_kb, baseline: network.baseline_sync_off_uncompressed.reload_kb, budget: null, within: null };
  console.table(rows);
}
