// The devices console in Chromium on the production build, with 10000 demo devices: select all plus a status
// change from the keypress to the rows repainted (server round trip included), and export and import through
// the app's own screens.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, percentile, round, signIn, startServer } from './lib.mjs';

const RUNS = 5;
const STATUS_LABELS = ['Repairing', 'Missing', 'Receiving', 'Available', 'In Use'];
const stats = (values) => ({ count: values.length, median: round(median(values)), p95: round(percentile(values, 0.95)), max: round(Math.max(...values)) });

/**
 * Starts watching (awaited before the key is pressed, so the watcher is in place); the returned function
 * resolves one frame after every visible status cell shows `label` (the rows repainted), timed from Enter.
 */
async function watchRepaint(page, label) {
  await page.evaluate(([text, labels]) => { window.__repainted = new Promise((resolve) => {
    let started = 0;
    const onKey = (event) => {
      if (event.key === 'Enter' && !started) started = performance.now();
    };
    window.addEventListener('keydown', onKey, true);
    const grid = document.querySelector('[role="grid"]');
    const observer = new MutationObserver(() => {
      if (!started) return;
      const statuses = [...grid.querySelectorAll('[role="gridcell"]')].map((cell) => cell.textContent.trim()).filter((value) => labels.includes(value));
      if (statuses.length === 0 || statuses.some((value) => value !== text)) return;
      observer.disconnect();
      window.removeEventListener('keydown', onKey, true);
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now() - started);
        channel.port2.postMessage(null);
      });
    });
    observer.observe(grid, { childList: true, subtree: true, characterData: true, attributes: true });
  }); }, [label, STATUS_LABELS]);
  return () => page.evaluate(() => window.__repainted);
}

export async function benchDevicesConsole(browser) {
  const server = await startServer({ DEMO: '1', DEMO_DEVICES: '10000' });
  const folder = mkdtempSync(join(tmpdir(), 'kitroom-bench-sheets-'));
  const results = {};
  try {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, acceptDownloads: true });
    await signIn(context, server.token);
    const page = await context.newPage();
    await page.goto(`${server.url}/devices`);
    const grid = page.getByRole('grid');
    await page.waitForFunction(() => Number(document.querySelector('[role="grid"]')?.getAttribute('aria-rowcount')) > 10000, null, { timeout: 60_000 });
    await grid.focus();

    const statusChange = [];
    for (let run = 0; run < RUNS + 1; run += 1) {
      const label = STATUS_LABELS[run % STATUS_LABELS.length];
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.press('s');
      const input = page.getByRole('dialog', { name: 'Command palette' }).getByRole('combobox');
      await input.pressSequentially(label.toLowerCase());
      await page.waitForFunction((text) => document.querySelector('[role="dialog"] [role="option"]')?.textContent?.startsWith(text), label);
      const repainted = await watchRepaint(page, label);
      await page.keyboard.press('Enter');
      const ms = await Promise.race([repainted(), page.waitForTimeout(20_000).then(async () => {
        await page.screenshot({ path: join(folder, 'stuck.png') });
        throw new Error(`status change to ${label} not repainted after 20 s (screenshot in ${folder})`);
      })]);
      process.stderr.write(`status change ${run}: ${Math.round(ms)} ms\n`);
      if (run > 0) statusChange.push(ms);
      await page.waitForTimeout(300);
      await grid.focus();
    }
    results.select_all_status_change_10k_keypress_to_repaint_ms = { ...stats(statusChange), budget_ms: 500 };

    const exports = [];
    const imports = [];
    for (let run = 0; run < RUNS; run += 1) {
      await page.keyboard.press('Shift+E');
      await page.getByText('You will receive an .xlsx file with all devices.').waitFor();
      const downloading = page.waitForEvent('download');
      const exportStarted = Date.now();
      await page.keyboard.press('Enter');
      const download = await downloading;
      const file = join(folder, `Devices-${run}.xlsx`);
      await download.saveAs(file);
      exports.push(Date.now() - exportStarted);
      await page.waitForURL(`${server.url}/devices`);

      await page.keyboard.press('Shift+I');
      const input = page.getByLabel('Spreadsheet (.xlsx)');
      await input.waitFor();
      await input.setInputFiles(file);
      await page.keyboard.press('Tab');
      const importStarted = Date.now();
      await page.keyboard.press('Enter');
      await page.getByText(/created 0, updated 0/i).waitFor({ timeout: 60_000 });
      imports.push(Date.now() - importStarted);
      await page.keyboard.press('Escape');
      await page.waitForURL(`${server.url}/devices`);
      await grid.focus();
    }
    results.export_10k_through_app_ms = stats(exports);
    results.import_10k_through_app_ms = stats(imports);
    await context.close();
  } finally {
    await server.stop();
  }
  return results;
}
