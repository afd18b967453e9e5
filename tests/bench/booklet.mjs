// The booklet editor in Chromium on the production build, with a booklet of 100 cards: a keyboard move (Alt+↓,
// and ↓ on a lifted card) from the keypress to the frame that shows it, and the frames while a card is dragged
// with the mouse up and down the list (and, apart, held at its bottom edge while the list scrolls under it).
// Several runs, each in a fresh page; medians of the runs are reported.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { median, percentile, round, signIn, startServer } from './lib.mjs';

const RUNS = 5;
const MOVES_PER_RUN = 10;
const DRAG_MS = 2500;
const AUTOSCROLL_MS = 1500;
const CARDS = 100;
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const stats = (values) => ({ count: values.length, median: round(median(values)), p95: round(percentile(values, 0.95)), max: round(Math.max(...values)) });
const medianOf = (runs, key) => round(median(runs.map((run) => run[key])));

/** An event with 100 participating fields and a booklet showing each as a card (every tenth a file). */
async function seed(server) {
  const call = async (method, path, body) => {
    const response = await fetch(`${server.url}${path}`, { method, headers: { ...server.headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const event = await call('POST', '/api/events', { name: 'Bench Expo', start_date: '2027-01-10T09:00', end_date: '2027-01-12T18:00' });
  const fields = [];
  for (let index = 0; index < CARDS; index += 1) {
    fields.push(await call('POST', '/api/v2/participating-fields', { event: event.id, name: `Field ${String(index + 1).padStart(3, '0')}`, type: index % 10 === 9 ? 'Brochure' : 'Answer' }));
  }
  const answers = [];
  const files = [];
  fields.forEach((field, index) => {
    if (field.type === 'Brochure') files.push({ index, type: 'logo', icon: 'document', participating_field_id: field.id, style: 'BookletBrochure' });
    else answers.push({ index, icon: 'info', participating_field_id: field.id, style: 'BookletAnswer', blank: false });
  });
  await call('POST', '/api/v2/booklets', { event: event.id, title: 'Bench booklet', configuration: { answers, files, cover_title: { pt: 'Bench', en: 'Bench', es: 'Bench' } } });
  return event.id;
}

/** Resolves one frame after the card list changes (attributes: a lifted card's transform), timed from the next keydown. */
const WATCH = () => {
  window.__moved = new Promise((resolve) => {
    let started = 0;
    const onKey = () => {
      if (!started) started = performance.now();
    };
    window.addEventListener('keydown', onKey, true);
    const list = document.querySelector('.kr-booklet-card-list');
    const observer = new MutationObserver(() => {
      if (!started) return;
      observer.disconnect();
      window.removeEventListener('keydown', onKey, true);
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now() - started);
        channel.port2.postMessage(null);
      });
    });
    observer.observe(list, { childList: true, subtree: true, attributes: true, attributeFilter: ['style'] });
  });
};

async function timedKey(page, key) {
  await page.evaluate(WATCH);
  await page.keyboard.press(key);
  return page.evaluate(() => window.__moved);
}

const handle = (page, index) => page.locator('.kr-booklet-handle').nth(index);

/**
 * Moves the pointer (a card held) back and forth between `from` and `to` for `ms`, recording every frame's interval
 * and the long tasks; fails when no card is being dragged at the end, since the frames would then mean nothing.
 */
async function dragFrames(page, x, from, to, ms) {
  const recording = page.evaluate((duration) => new Promise((resolve) => {
    const frames = [];
    const longTasks = [];
    const observer = new PerformanceObserver((list) => longTasks.push(...list.getEntries().map((entry) => entry.duration)));
    observer.observe({ type: 'longtask' });
    let last = performance.now();
    const end = last + duration;
    const tick = (now) => {
      frames.push(now - last);
      last = now;
      if (now < end) requestAnimationFrame(tick);
      else {
        observer.disconnect();
        resolve({ frames, longTasks });
      }
    };
    requestAnimationFrame(tick);
  }), ms);
  const started = Date.now();
  for (let step = 0; Date.now() - started < ms; step += 1) {
    const phase = (step % 60) / 60;
    await page.mouse.move(x, from + (to - from) * (phase < 0.5 ? phase * 2 : 2 - phase * 2));
    await page.waitForTimeout(8);
  }
  const recorded = await recording;
  if (!(await page.evaluate(() => document.querySelector('.kr-booklet-card.is-dragging') !== null))) throw new Error('no card was dragged');
  // the first interval includes the wait for the recording to start
  return { frames: recorded.frames.slice(1), longTasks: recorded.longTasks };
}

async function oneRun(browser, server, eventId) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  await signIn(context, server.token);
  const page = await context.newPage();
  await page.goto(`${server.url}/events/${eventId}/booklet`);
  await page.waitForFunction((count) => document.querySelectorAll('.kr-booklet-card').length === count, CARDS, { timeout: 60_000 }).catch(async (error) => {
    const shot = join(tmpdir(), 'kitroom-booklet-failure.png');
    await page.screenshot({ path: shot });
    throw new Error(`the booklet did not open (${shot}): ${(await page.evaluate(() => document.body.innerText)).slice(0, 300)}`, { cause: error });
  });
  await page.waitForTimeout(300);

  // Alt+↓ on a card's handle: the card moves one place, the focus stays on it
  const direct = [];
  await handle(page, 10).focus();
  for (let move = 0; move < MOVES_PER_RUN; move += 1) direct.push(await timedKey(page, 'Alt+ArrowDown'));

  // Space lifts the card, each ↓ moves it over the next place, Esc puts it back
  const lifted = [];
  await handle(page, 40).focus();
  await page.keyboard.press('Space');
  await page.waitForTimeout(200);
  for (let move = 0; move < MOVES_PER_RUN; move += 1) lifted.push(await timedKey(page, 'ArrowDown'));
  await page.keyboard.press('Escape');
  await page.waitForTimeout(300);

  // a card dragged by its handle, down and up over several places inside the list's view (no auto-scroll), then
  // held near the list's bottom edge, where the list scrolls under it; frame by frame
  await page.evaluate(() => document.querySelector('.kr-booklet-main')?.scrollTo(0, 0));
  await page.waitForTimeout(100);
  const view = await page.locator('.kr-booklet-main').boundingBox();
  const box = await handle(page, 3).boundingBox();
  const x = box.x + box.width / 2;
  const start = box.y + box.height / 2;
  await page.mouse.move(x, start);
  await page.mouse.down();
  const inView = await dragFrames(page, x, start, view.y + view.height * 0.7, DRAG_MS);
  const autoScroll = await dragFrames(page, x, view.y + view.height - 40, view.y + view.height - 10, AUTOSCROLL_MS);
  await page.mouse.up();
  await context.close();
  return { direct, lifted, frames: inView.frames, longTasks: inView.longTasks, autoScrollFrames: autoScroll.frames };
}

export async function benchBooklet() {
  const server = await startServer({ DEMO: '0' });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: FLAGS });
  try {
    const eventId = await seed(server);
    await oneRun(browser, server, eventId); // warm-up: the chunk and the server's caches
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const measured = await oneRun(browser, server, eventId);
      runs.push({
        ...measured,
        directMedian: median(measured.direct),
        liftedMedian: median(measured.lifted),
        frameP95: percentile(measured.frames, 0.95),
        frameMedian: median(measured.frames),
        autoScrollP95: percentile(measured.autoScrollFrames, 0.95),
      });
      process.stderr.write(`booklet run ${run}: Alt+↓ ${round(median(measured.direct))} ms, lifted ↓ ${round(median(measured.lifted))} ms, drag frame p95 ${round(percentile(measured.frames, 0.95))} ms (auto-scrolling ${round(percentile(measured.autoScrollFrames, 0.95))} ms)\n`);
    }
    return {
      cards: CARDS,
      runs: RUNS,
      keyboard_move_alt_arrow_ms: stats(runs.flatMap((run) => run.direct)),
      keyboard_move_lifted_arrow_ms: stats(runs.flatMap((run) => run.lifted)),
      drag_frame_ms: stats(runs.flatMap((run) => run.frames)),
      drag_long_tasks: { count: runs.flatMap((run) => run.longTasks).length },
      drag_autoscroll_frame_ms: stats(runs.flatMap((run) => run.autoScrollFrames)),
      median_of_runs_alt_arrow_ms: medianOf(runs, 'directMedian'),
      median_of_runs_lifted_arrow_ms: medianOf(runs, 'liftedMedian'),
      median_of_runs_drag_frame_p95_ms: medianOf(runs, 'frameP95'),
      median_of_runs_drag_frame_median_ms: medianOf(runs, 'frameMedian'),
      median_of_runs_drag_autoscroll_frame_p95_ms: medianOf(runs, 'autoScrollP95'),
      budget: { keyboard_move_ms: 50, drag_frame_p95_ms: 33 },
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}
