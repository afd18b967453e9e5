// /spaces and /users in Chromium on the production build, with 50 000 spaces and 50 000 users (seeded through the
// server's own code, peopleSeed.mjs): a search keystroke, and a page turn (] and [), from the keydown to the frame
// after the rows on screen are the server's answer to the new question. The expected rows are read from the API
// before each key; a key whose answer would leave the rows on screen as they are cannot be timed and is skipped
// (counted). Each measure also splits into keydown → request sent, the request, and answer → frame, from the
// page's own Resource Timing, so that a missed budget says where the time went.
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { median, mkdtemp, percentile, round, signIn, startServer } from './lib.mjs';
import { seedPeople } from './peopleSeed.mjs';

const ROWS = 50_000;
const PASSES = 3;
const PAGE_TURNS = 8;
/** a brisk typist's gap between keys, for the whole-word measure */
const TYPING_GAP_MS = 120;
const PASSWORD = 'bench-password-1';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const BUDGET = { search_keystroke_median_ms: 150, page_change_median_ms: 100 };

const SECTIONS = {
  // typed a key at a time (each key that changes the rows is timed) and as whole words; each ends in a digit, so
  // its last key changes the rows
  spaces: { path: '/spaces', api: '/api/v2/spaces', typed: ['evora 12', 'lisboa 23', 'porto 4', 'madrid 31'], words: ['coimbra 17', 'anadia 3', 'bilbao 25'] },
  users: { path: '/users', api: '/api/v2/beamian-users', typed: ['ana.silva.1', 'joao.lopez.2', 'garcia.3', 'ines.romero.4'], words: ['tiago.santos.2', 'maria.ibanez.1', 'goncalo.3'] },
};

const stats = (values) => (values.length ? { count: values.length, median: round(median(values)), p95: round(percentile(values, 0.95)), max: round(Math.max(...values)) } : { count: 0 });

/**
 * Installed before keys are pressed: resolves one frame after the grid shows only `expected` ids (at least as
 * many as fit, the first included), timed from the `keys`-th keydown from now (the last of a typed word). False,
 * and nothing installed, when the grid already shows them; `{ early: true }` when it does by that keydown.
 * Also answers, from Resource Timing, when the matching request left and its answer ended.
 */
const WATCH = ([keys, expected, apiPath, search]) => {
  const wanted = new Set(expected);
  const shown = () => [...document.querySelectorAll('[role="grid"] .kr-row[id]')].map((row) => Number(/-row-(\d+)$/.exec(row.id)?.[1])).filter(Number.isFinite);
  const answered = () => {
    const ids = shown();
    if (expected.length === 0) return ids.length === 0;
    return ids.length >= Math.min(expected.length, 10) && ids.includes(expected[0]) && ids.every((id) => wanted.has(id));
  };
  if (answered()) return false;
  window.__painted = new Promise((resolve) => {
    let started = 0;
    let pressed = 0;
    const onKey = () => {
      pressed += 1;
      if (pressed !== keys) return;
      started = performance.now();
      if (answered()) {
        observer.disconnect();
        resolve({ early: true });
      }
    };
    const grid = document.querySelector('[role="grid"]');
    window.addEventListener('keydown', onKey, true);
    const observer = new MutationObserver(() => {
      if (!started || !answered()) return;
      observer.disconnect();
      window.removeEventListener('keydown', onKey, true);
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          const painted = performance.now();
          const request = performance.getEntriesByType('resource').filter((entry) => {
            const url = new URL(entry.name);
            return url.pathname === apiPath && (url.searchParams.get('search') ?? '') === search && entry.startTime >= started;
          }).at(-1);
          resolve({
            ms: painted - started,
            ...(request ? { to_request_ms: request.startTime - started, request_ms: request.responseEnd - request.startTime, answer_to_frame_ms: painted - request.responseEnd } : {}),
          });
        };
        channel.port2.postMessage(null);
      });
    });
    observer.observe(grid, { childList: true, subtree: true, attributes: true, attributeFilter: ['id'] });
  });
  return true;
};

async function expectedIds(server, api, query) {
  const params = new URLSearchParams({ page: String(query.page), page_size: '20', ...(query.search ? { search: query.search } : {}) });
  const response = await fetch(`${server.url}${api}?${params}`, { headers: server.headers });
  if (!response.ok) throw new Error(`${api}?${params}: ${response.status}`);
  return (await response.json()).results.map((row) => row.id);
}

/**
 * Presses `key` (or types `word`, a key every TYPING_GAP_MS) and answers the watcher's figures, or null when the
 * rows on screen were already the answer before the (last) key: then the key is still pressed, and the app's
 * answer to it awaited, so that the next key starts from the same place as a user's would.
 */
async function timedKeys(page, { key, word }, expected, api, search) {
  const type = () => (word ? page.keyboard.type(word, { delay: TYPING_GAP_MS }) : page.keyboard.press(key));
  if (!(await page.evaluate(WATCH, [word ? word.length : 1, expected, api, search]))) {
    // the app may answer from an answer it already has (no request): the grid says when it shows this search's answer
    await type();
    await page.waitForFunction((text) => {
      const grid = document.querySelector('[role="grid"]');
      return grid?.getAttribute('data-search') === text && grid.getAttribute('data-search-settled') === 'true';
    }, search, { timeout: 15_000 });
    return null;
  }
  const settled = page.evaluate(() => window.__painted);
  await type();
  const measured = await Promise.race([settled, page.waitForTimeout(15_000).then(() => {
    throw new Error(`${key ?? word} (search "${search}") not repainted with the expected rows after 15 s`);
  })]);
  return measured.early ? null : measured;
}

async function openSection(page, server, section) {
  await page.goto(`${server.url}${section.path}`);
  const expected = await expectedIds(server, section.api, { page: 1, search: '' });
  try {
    await page.waitForFunction((first) => document.querySelector(`[role="grid"] .kr-row[id$="-row-${first}"]`) !== null, expected[0], { timeout: 60_000 });
  } catch (error) {
    const shot = join(mkdtemp(), 'stuck.png');
    await page.screenshot({ path: shot });
    throw new Error(`${section.path} did not show its first page (row ${expected[0]}) at ${page.url()}: screenshot ${shot}`, { cause: error });
  }
}

function collect(into, figures, search = '') {
  into.total.push(figures.ms);
  // one or two characters are too short for a trigram: the server reads the index's folded copy instead
  (search.length <= 2 ? into.short_search : into.long_search).push(figures.ms);
  for (const part of ['to_request_ms', 'request_ms', 'answer_to_frame_ms']) if (figures[part] !== undefined) into[part].push(figures[part]);
}
const bucket = () => ({ total: [], short_search: [], long_search: [], to_request_ms: [], request_ms: [], answer_to_frame_ms: [], skipped_unchanged: 0, pass_medians: [] });
const report = (into, budget) => ({
  key_to_repaint_ms: { ...stats(into.total), budget_ms: budget, within_budget: into.total.length > 0 && median(into.total) <= budget },
  median_of_pass_medians_ms: round(median(into.pass_medians)),
  keydown_to_request_sent_ms: stats(into.to_request_ms),
  request_ms: stats(into.request_ms),
  answer_to_frame_ms: stats(into.answer_to_frame_ms),
  skipped_unchanged: into.skipped_unchanged,
  ...(into.long_search.length && into.short_search.length ? { searches_of_1_or_2_characters_ms: stats(into.short_search), searches_of_3_or_more_ms: stats(into.long_search) } : {}),
});

/** Opens the list afresh and puts the focus in its search (key /). */
async function openSearch(page, server, section) {
  await openSection(page, server, section);
  await page.keyboard.press('/');
  await page.waitForFunction(() => document.activeElement?.getAttribute('type') === 'search');
}

/** Each pass types two of the section's texts a key at a time, then takes each back with Backspace to one character. */
async function benchSearch(page, server, name, section, into) {
  for (let pass = 0; pass < PASSES; pass += 1) {
    const before = into.total.length;
    for (const text of [section.typed[(2 * pass) % section.typed.length], section.typed[(2 * pass + 1) % section.typed.length]]) {
      await openSearch(page, server, section);
      let search = '';
      const keys = [...text];
      const steps = [...keys.map((key) => ({ key, next: (typed) => typed + key })), ...keys.slice(1).map(() => ({ key: 'Backspace', next: (typed) => typed.slice(0, -1) }))];
      for (const [index, step] of steps.entries()) {
        const next = step.next(search);
        const figures = await timedKeys(page, { key: step.key }, await expectedIds(server, section.api, { page: 1, search: next }), section.api, next);
        search = next;
        if (figures === null) into.skipped_unchanged += 1;
        else if (pass > 0 || index > 0) collect(into, figures, next); // the very first is a warm-up
        await page.waitForTimeout(300);
      }
    }
    into.pass_medians.push(median(into.total.slice(before)));
    process.stderr.write(`${name} search pass ${pass}: median ${Math.round(median(into.total.slice(before)))} ms\n`);
  }
}

/** Whole words typed a key every TYPING_GAP_MS: from the last keydown to the word's rows on screen. */
async function benchWords(page, server, name, section, into) {
  for (let pass = 0; pass < PASSES; pass += 1) {
    const before = into.total.length;
    for (const word of section.words) {
      await openSearch(page, server, section);
      const figures = await timedKeys(page, { word }, await expectedIds(server, section.api, { page: 1, search: word }), section.api, word);
      if (figures === null) into.skipped_unchanged += 1;
      else collect(into, figures, word);
    }
    into.pass_medians.push(median(into.total.slice(before)));
    process.stderr.write(`${name} typed words pass ${pass}: median ${Math.round(median(into.total.slice(before)))} ms\n`);
  }
}

async function benchPages(page, server, name, section, into) {
  for (let pass = 0; pass < PASSES; pass += 1) {
    await openSection(page, server, section);
    await page.getByRole('grid').focus();
    const before = into.total.length;
    let current = 1;
    const keys = [...Array(PAGE_TURNS).fill(']'), ...Array(PAGE_TURNS).fill('[')];
    for (const [index, key] of keys.entries()) {
      const next = key === ']' ? current + 1 : current - 1;
      const figures = await timedKeys(page, { key }, await expectedIds(server, section.api, { page: next, search: '' }), section.api, '');
      current = next;
      if (figures === null) into.skipped_unchanged += 1;
      else if (pass > 0 || index > 0) collect(into, figures);
      await page.waitForTimeout(200);
    }
    into.pass_medians.push(median(into.total.slice(before)));
    process.stderr.write(`${name} pages pass ${pass}: median ${Math.round(median(into.total.slice(before)))} ms\n`);
  }
}

export async function benchPeople() {
  const dataDir = mkdtemp();
  const seedSeconds = await seedPeople(dataDir, { users: ROWS, spaces: ROWS, password: PASSWORD });
  process.stderr.write(`seeded ${ROWS} users and ${ROWS} spaces in ${seedSeconds.toFixed(1)} s\n`);
  const running = await startServer({ DEMO: '0' }, { dataDir, password: PASSWORD });
  const { url, token, headers } = running;
  const server = { url, headers };
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: FLAGS });
  const results = { rows_each: ROWS, seed_s: round(seedSeconds), passes: PASSES, budget: BUDGET };
  try {
    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    await signIn(context, token);
    const page = await context.newPage();
    for (const [name, section] of Object.entries(SECTIONS)) {
      const search = bucket();
      await benchSearch(page, server, name, section, search);
      const words = bucket();
      await benchWords(page, server, name, section, words);
      const pages = bucket();
      await benchPages(page, server, name, section, pages);
      results[name] = {
        search_keystroke: report(search, BUDGET.search_keystroke_median_ms),
        typed_word_last_key: report(words, BUDGET.search_keystroke_median_ms),
        page_change: report(pages, BUDGET.page_change_median_ms),
      };
    }
    await context.close();
  } finally {
    await browser.close();
    await running.stop();
  }
  return results;
}

/** One row per list and measure: medians and p95 of the whole, and where the time went. */
export function printPeople(results) {
  console.log(`\nSpaces and users, ${results.rows_each} spaces and ${results.rows_each} users (seeded in ${results.seed_s} s), ${results.passes} passes each`);
  const rows = {};
  for (const name of ['spaces', 'users']) {
    for (const [measure, figures] of Object.entries(results[name])) {
      const whole = figures.key_to_repaint_ms;
      rows[`${name} ${measure}`] = {
        count: whole.count, median: whole.median, p95: whole.p95, max: whole.max, budget: whole.budget_ms, within: whole.within_budget,
        'to request (median)': figures.keydown_to_request_sent_ms.median, 'request (median)': figures.request_ms.median,
        'answer to frame (median)': figures.answer_to_frame_ms.median, skipped: figures.skipped_unchanged,
      };
    }
  }
  console.table(rows);
}
