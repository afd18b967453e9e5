// Filters as text at 100 000 devices (issue 21 point 8), in Chromium on the production build: each keystroke typed
// in the devices search (`status:missing base:lisbon`, a filter, then two) timed from its input event to the frame
// after the grid shows its answer (the grid's `data-search` is the new text, `data-search-settled` "true":
// table/TableGrid.tsx). Several
// runs on the same loaded fleet; budget: the palette's, a median of 16 ms.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { median, percentile, round, signIn, startServer } from './lib.mjs';

const DEVICES = 100_000;
const RUNS = 5;
// BENCH_FILTERS_QUERY types another text (plain words, to compare with the word search alone)
const QUERY = process.env.BENCH_FILTERS_QUERY || 'status:missing base:lisbon';
/** the first keystroke typed with a filter naming a value in the search (`status:m` is one) */
const WITH_FILTER_FROM = QUERY.indexOf(':') + 1;
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const instrument = readFileSync(join(import.meta.dirname, 'instrument.js'), 'utf8');

/** In the page: per keystroke of the search, the time from its input event to the frame after the grid settled. */
function timeKeystrokes() {
  const times = [];
  window.__filterTimes = times;
  document.addEventListener('input', (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.type !== 'search') return;
    const started = performance.now();
    const grid = document.querySelector('[role="grid"]');
    const before = grid.dataset.search;
    const answered = () => grid.dataset.searchSettled === 'true' && grid.dataset.search !== before;
    const painted = () => requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => times.push(performance.now() - started);
      channel.port2.postMessage(null);
    });
    const observer = new MutationObserver(() => {
      if (!answered()) return;
      observer.disconnect();
      painted();
    });
    observer.observe(grid, { attributes: true, attributeFilter: ['data-search', 'data-search-settled'] });
  }, true);
}

const stats = (values) => ({ count: values.length, median: round(median(values)), p95: round(percentile(values, 0.95)), max: round(Math.max(...values)) });

export async function benchFilters() {
  const server = await startServer({ DEMO: '1', DEMO_DEVICES: String(DEVICES) });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: FLAGS });
  const runs = [];
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(instrument);
    await context.addInitScript(timeKeystrokes);
    await signIn(context, server.token);
    const page = await context.newPage();
    await page.goto(`${server.url}/devices`);
    const grid = page.getByRole('grid');
    await page.waitForFunction((rows) => Number(document.querySelector('[role="grid"]')?.getAttribute('aria-rowcount')) === rows + 1, DEVICES, { timeout: 180_000 });
    await page.waitForTimeout(2000);
    const search = page.getByRole('combobox', { name: 'Search' });
    for (let run = 0; run < RUNS; run += 1) {
      await search.focus();
      await page.keyboard.press('Escape');
      while ((await page.getByRole('list', { name: 'Filters' }).count()) > 0) {
        await search.focus();
        await page.keyboard.press('Backspace');
      }
      await page.waitForFunction((rows) => Number(document.querySelector('[role="grid"]')?.getAttribute('aria-rowcount')) === rows + 1, DEVICES);
      await page.waitForTimeout(500);
      await page.evaluate(() => {
        window.__filterTimes.length = 0;
        window.__bench.reset();
      });
      await search.focus();
      for (const character of QUERY) {
        await page.keyboard.type(character);
        await page.waitForTimeout(250);
      }
      await page.waitForTimeout(500);
      const shown = Number(await grid.getAttribute('aria-rowcount')) - 1;
      const measured = await page.evaluate(() => ({ keystrokes: [...window.__filterTimes], ...window.__bench.read() }));
      runs.push({ shown, ...measured });
    }
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
  const all = (key) => runs.flatMap((run) => run[key]);
  return {
    devices: DEVICES,
    query: QUERY,
    runs: RUNS,
    rows_shown_after: runs.map((run) => run.shown),
    keystroke_to_grid_ms: stats(all('keystrokes')),
    // those typed once a filter is in the search (from the `m` of `status:m` on; all of them without a filter)
    with_filter_keystroke_to_grid_ms: stats(runs.flatMap((run) => run.keystrokes.slice(WITH_FILTER_FROM))),
    median_of_run_medians_ms: round(median(runs.map((run) => median(run.keystrokes)))),
    // the median of each keystroke across the runs, in the order typed: which characters cost what
    per_keystroke_median_ms: [...QUERY].map((character, index) => [character, round(median(runs.map((run) => run.keystrokes[index] ?? 0)))]),
    input_to_frame_ms: stats(all('inputToFrame')),
    long_tasks: { count: all('longTasks').length, ...(all('longTasks').length ? stats(all('longTasks')) : {}) },
    budget: { with_filter_keystroke_to_grid_median_ms: 16 },
  };
}
