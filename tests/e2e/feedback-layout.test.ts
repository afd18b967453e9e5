// Issue 13, feedback, forms and layout, in real Chromium by keyboard against a server with demo data, checked
// through the API: toasts that say what changed with the undo key (11), undo and redo across changes and what
// cannot be undone (12), one header row at 1280 px in pt/en/es and an action bar that moves nothing (14), status
// chips, cut cells shown whole on hover and on two lines on the cursor row, a narrow id column (15), "no match"
// (16), readable disabled buttons (17), the assign choices and "Unassign from event" (19), export choices (20), scan
// to select (21) and the dashboard's counts opening the filtered list (22). axe-core on each new piece of UI.
import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Device } from '../../src/contract/entities';
import { readFirstSheet } from '../server/xlsxTestReader';
import { closeSession, expectAccessible, openSession, type Session } from './browser';

let session: Session;
let page: Page;
const folder = mkdtempSync(join(tmpdir(), 'kitroom-feedback-'));

beforeAll(async () => {
  session = await openSession();
  page = session.page;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: session.server.url });
});
afterAll(() => closeSession(session));

const api = (method: string, path: string, body?: unknown) => session.server.call(method, path, body === undefined ? {} : { body });
const allDevices = async (): Promise<Device[]> => (await api('GET', '/api/admin/devices?page_size=100000')).body.results;
const device = async (id: number): Promise<Device> => (await api('GET', `/api/admin/devices/${id}`)).body;
const grid = () => page.getByRole('grid');
const rows = () => grid().locator('[role="row"][aria-rowindex]:not([aria-rowindex="1"])');
const toast = (text: string) => page.locator('[data-sonner-toast]', { hasText: text }).first();
const palette = () => page.getByRole('dialog', { name: 'Command palette' });
const activeRole = () => page.evaluate(() => document.activeElement?.getAttribute('role'));
const selectedIds = () =>
  page.locator('[role="grid"] [role="row"][aria-selected="true"]').evaluateAll((elements) => elements.map((element) => Number(element.id.split('-row-').pop())));

async function toastsGone(): Promise<void> {
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 15_000 });
}

/** To the devices list with nothing selected, no search, the keyboard in the grid. */
async function devicesGrid(path = '/devices'): Promise<void> {
  if (new URL(page.url()).pathname + new URL(page.url()).search !== path) {
    await page.evaluate((target) => {
      history.pushState(null, '', target);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  }
  await rows().first().waitFor();
  await page.keyboard.press('/');
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Escape');
  await expect.poll(activeRole).toBe('grid');
  if ((await selectedIds()).length > 0) await page.keyboard.press('Escape');
  await expect.poll(selectedIds).toEqual([]);
}

/** Selects the first `count` rows with j/x from the top. */
async function selectFirst(count: number): Promise<number[]> {
  await page.keyboard.press('Home');
  for (let index = 0; index < count; index += 1) {
    await page.keyboard.press('x');
    await page.keyboard.press('j');
  }
  await expect.poll(async () => (await selectedIds()).length).toBe(count);
  return selectedIds();
}

/** WCAG contrast of an element's text against the first opaque background behind it. */
function contrastOf(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((elements) => {
    const rgb = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const [R, G, B] = [r, g, b].map((value) => {
        const channel = value / 255;
        return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * (R ?? 0) + 0.7152 * (G ?? 0) + 0.0722 * (B ?? 0);
    };
    const background = (element: Element | null): number[] => {
      for (let current = element; current; current = current.parentElement) {
        const colour = rgb(getComputedStyle(current).backgroundColor);
        if (colour.length === 3 || (colour[3] ?? 0) > 0.99) return colour.slice(0, 3);
      }
      return [255, 255, 255];
    };
    return elements
      .filter((element) => (element as HTMLElement).offsetParent !== null)
      .map((element) => {
        const text = luminance(rgb(getComputedStyle(element).color));
        const back = luminance(background(element));
        return { text: element.textContent?.trim() ?? '', ratio: (Math.max(text, back) + 0.05) / (Math.min(text, back) + 0.05) };
      });
  });
}

describe('layout at 1280 px (14) and readable disabled buttons (17)', () => {
  it('keeps the top bar and each list toolbar on one row in pt, en and es', async () => {
    const heights: Record<string, number> = {};
    // English last: the other tests read English
    for (const language of ['Português', 'Español', 'English']) {
      const dialog = page.getByRole('dialog');
      await page.keyboard.press('Control+k');
      await dialog.getByRole('combobox').pressSequentially('language');
      await page.keyboard.press('Enter');
      await dialog.getByRole('combobox').pressSequentially(language);
      await expect.poll(() => dialog.getByRole('option').first().textContent()).toContain(language);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe({ Português: 'pt', Español: 'es', English: 'en' }[language]);
      for (const path of ['/devices', '/events', '/devices/models', '/users']) {
        await page.evaluate((target) => {
          history.pushState(null, '', target);
          dispatchEvent(new PopStateEvent('popstate'));
        }, path);
        await rows().first().waitFor();
        const measured = await page.evaluate(() => {
          const lines = (selector: string) => {
            const parent = document.querySelector(selector);
            const tops = new Set([...(parent?.children ?? [])].filter((child) => (child as HTMLElement).offsetParent !== null).map((child) => Math.round(child.getBoundingClientRect().top + child.getBoundingClientRect().height / 2)));
            // children centred on one line differ by a pixel or two at most
            const sorted = [...tops].sort((a, b) => a - b);
            return sorted.length === 0 ? 0 : sorted.filter((top, index) => index === 0 || top - (sorted[index - 1] ?? top) > 6).length;
          };
          return {
            header: document.querySelector('.kr-topbar')?.getBoundingClientRect().height ?? 0,
            toolbar: lines('.kr-table-toolbar'),
            actions: lines('.kr-table-actions'),
            status: lines('.kr-table-selection'),
          };
        });
        heights[`${language} ${path}`] = measured.header;
        expect({ path, language, ...measured, header: measured.header <= 56 }).toEqual({ path, language, header: true, toolbar: 1, actions: measured.actions === 0 ? 0 : 1, status: 1 });
      }
    }
    expect(new Set(Object.values(heights)).size).toBe(1);
  });

  it('shows the action bar with a selection without moving anything, delete red only then; disabled buttons read at 4.5:1', async () => {
    await devicesGrid();
    expect(await page.locator('.kr-action-bar').count()).toBe(0);
    const before = await grid().evaluate((element) => element.getBoundingClientRect().toJSON());
    const disabled = await contrastOf(page, 'button:disabled, button[aria-disabled="true"]');
    expect(disabled.length).toBeGreaterThan(0);
    for (const button of disabled) expect(button.ratio, button.text).toBeGreaterThanOrEqual(4.5);

    await page.keyboard.press('x');
    const bar = page.getByRole('group', { name: 'Actions on the selected devices' });
    await bar.waitFor();
    expect(await grid().evaluate((element) => element.getBoundingClientRect().toJSON())).toEqual(before);
    const remove = bar.locator('[data-command="devices.deleteSelected"]');
    expect(await remove.getAttribute('class')).toContain('kr-danger');
    expect(await bar.textContent()).toContain('1 selected');
    await toastsGone().catch(() => undefined);
    await expectAccessible(page, 'the action bar');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.kr-action-bar').count()).toBe(0);
    expect(await grid().evaluate((element) => element.getBoundingClientRect().toJSON())).toEqual(before);

    // the events' toolbar commands are unavailable without a row: shown greyed, still readable
    await page.evaluate(() => {
      history.pushState(null, '', '/events');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await rows().first().waitFor();
    const events = await contrastOf(page, '.kr-table-actions button');
    for (const button of events) expect(button.ratio, button.text).toBeGreaterThanOrEqual(4.5);
  });
});

describe('cells (15) and empty searches (16)', () => {
  it('shows status as a chip with its text, cut text whole on hover (title) and on two lines in its cell on the cursor row, and a narrow id column', async () => {
    await devicesGrid();
    const chip = rows().first().locator('.kr-chip');
    expect(await chip.count()).toBe(1);
    expect((await chip.textContent())?.trim()).toMatch(/^(In Use|Available|Repairing|Receiving|Missing)$/);
    for (const each of await contrastOf(page, '.kr-chip')) expect(each.ratio, each.text).toBeGreaterThanOrEqual(4.5);

    // a comment long enough to be cut, on the first row, shown as a column
    const [first] = await allDevices();
    const long = 'Returned after the fair with a cracked screen protector and a missing charging cradle; see the repair ticket.';
    await api('PUT', `/api/admin/devices/${first!.id}`, { ...first, comment: long });
    await page.evaluate(() => localStorage.setItem('kitroom.table.devices', JSON.stringify({ visible: ['name', 'comment', 'status'], sort: { column: 'created_at', direction: 'desc' }, searchFields: ['name'], pageSize: 'all' })));
    await page.reload();
    await rows().first().waitFor();
    const cell = grid().locator(`[role="row"][id$="-row-${first!.id}"] [title]`).filter({ hasText: 'cracked' });
    await expect.poll(() => cell.getAttribute('title')).toBe(long);
    const cut = await cell.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(cut).toBe(true);
    await page.keyboard.press('/');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Home');
    // on the cursor row the cut text wraps onto a second line inside its own cell: drawn over no neighbour
    const shown = await cell.evaluate((element) => {
      const text = element.querySelector('.kr-cell-text') as HTMLElement;
      const cellBox = element.getBoundingClientRect();
      const textBox = text.getBoundingClientRect();
      const lineHeight = parseFloat(getComputedStyle(text).lineHeight);
      return { lines: Math.round(textBox.height / lineHeight), inside: textBox.left >= cellBox.left && textBox.right <= cellBox.right && textBox.bottom <= cellBox.bottom };
    });
    expect(shown).toEqual({ lines: 2, inside: true });
    await page.evaluate(() => localStorage.removeItem('kitroom.table.devices'));

    // the models list shows its id: a narrow column
    await page.evaluate(() => {
      history.pushState(null, '', '/devices/models');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await rows().first().waitFor();
    const idWidth = await page.locator('.kr-head-row [role="columnheader"]').nth(1).evaluate((element) => [element.textContent, element.getBoundingClientRect().width]);
    expect(idWidth[0]).toContain('ID');
    expect(idWidth[1]).toBeLessThanOrEqual(96);
  });

  it('says when a search matches nothing', async () => {
    await page.reload();
    await devicesGrid();
    await page.keyboard.press('/');
    await page.keyboard.type('zzzz-no-such-device');
    await page.getByText('No rows match the search.').waitFor();
    expect(await page.locator('.kr-table-counts').textContent()).toContain('0 rows');
    await page.keyboard.press('Escape');
  });
});

describe('toasts, undo and redo (11, 12)', () => {
  it('names what changed and the undo key, undoes and redoes with $mod+z / $mod+Shift+z, and says when there is nothing to undo', async () => {
    await devicesGrid();
    await page.keyboard.press('Control+z');
    await toast('Nothing to undo.').waitFor();
    const ids = await selectFirst(3);
    const before = await Promise.all(ids.map(async (id) => (await device(id)).status));
    await page.keyboard.press('s');
    await palette().getByRole('combobox').pressSequentially('missing');
    await expect.poll(() => palette().getByRole('option').first().textContent()).toContain('Missing');
    await page.keyboard.press('Enter');
    await toast('3 devices → Missing').waitFor();
    expect(await toast('3 devices → Missing').getByRole('button', { name: 'Undo (Ctrl+Z)' }).count()).toBe(1);
    await expect.poll(async () => Promise.all(ids.map(async (id) => (await device(id)).status))).toEqual(['missing', 'missing', 'missing']);

    await page.keyboard.press('b');
    await palette().getByRole('combobox').pressSequentially('lisbon');
    await expect.poll(() => palette().getByRole('option').first().textContent()).toContain('Lisbon');
    await page.keyboard.press('Enter');
    await toast('3 devices moved to Lisbon').waitFor();

    // two undos: the base, then the status
    await page.keyboard.press('Control+z');
    await toast('Undone: 3 devices moved to Lisbon').waitFor();
    await page.keyboard.press('Control+z');
    await toast('Undone: 3 devices → Missing').waitFor();
    await expect.poll(async () => Promise.all(ids.map(async (id) => (await device(id)).status))).toEqual(before);
    await page.keyboard.press('Control+Shift+z');
    await toast('Redone: 3 devices → Missing').waitFor();
    await expect.poll(async () => Promise.all(ids.map(async (id) => (await device(id)).status))).toEqual(['missing', 'missing', 'missing']);
    await page.keyboard.press('Control+Shift+z');
    await toast('Redone: 3 devices moved to Lisbon').waitFor();
    await page.keyboard.press('Control+Shift+z');
    await toast('Nothing to redo.').waitFor();
  });

  it('says a change can no longer be undone once its device was deleted', async () => {
    await devicesGrid();
    const [id] = await selectFirst(1);
    await page.keyboard.press('s');
    await palette().getByRole('combobox').pressSequentially('repairing');
    await expect.poll(() => palette().getByRole('option').first().textContent()).toContain('Repairing');
    await page.keyboard.press('Enter');
    await toast('1 device → Repairing').waitFor();
    await api('DELETE', `/api/admin/devices/bulk_delete?ids=${id}`);
    // the list follows the server (live sync, or a refresh)
    await page.keyboard.press('Control+k');
    await palette().getByRole('combobox').pressSequentially('refresh');
    await expect.poll(() => palette().getByRole('option').first().textContent()).toContain('Refresh');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator(`[role="row"][id$="-row-${id}"]`).count()).toBe(0);
    await page.keyboard.press('Control+z');
    await toast('Can’t undo “1 device → Repairing”: the row it changed was deleted since').waitFor();
  });
});

describe('assign (19), export (20), scan (21), dashboard (22)', () => {
  it('lists events now and ahead first with their dates, past ones after, "No event" last; u unassigns', async () => {
    await devicesGrid();
    const ids = await selectFirst(2);
    await page.keyboard.press('a');
    const options = palette().getByRole('option');
    // the page fills as the events load and the list measures its rows: read it once a past event is shown
    await expect.poll(async () => (await options.allTextContents()).some((text) => text.includes('Past · '))).toBe(true);
    // "No event" (last) is among the rows drawn once the palette's rows are short enough to draw them all
    const texts = (await options.allTextContents()).filter((text) => !text.startsWith('No event'));
    const timings = texts.map((text) => (/(Now|Upcoming|Past) · /.exec(text)?.[1] ?? 'none'));
    expect(timings.every((timing) => timing !== 'none')).toBe(true);
    expect(timings.indexOf('Past')).toBeGreaterThan(timings.lastIndexOf('Upcoming'));
    expect(timings.indexOf('Past')).toBeGreaterThan(timings.lastIndexOf('Now'));
    await expectAccessible(page, 'the assign page with dates');
    const name = texts[0]?.split(/, (Now|Upcoming) · /)[0]?.trim() ?? '';
    // "No event" comes last (the palette renders only the rows in view): End reaches it
    await page.keyboard.press('End');
    await expect.poll(() => palette().locator('[aria-selected="true"]').textContent()).toContain('No event');
    await page.keyboard.press('Home');
    await expect.poll(() => palette().locator('[aria-selected="true"]').textContent()).toContain(name);
    await page.keyboard.press('Enter');
    await toast(`2 devices → ${name}`).waitFor();
    await expect.poll(async () => Promise.all(ids.map(async (id) => (await device(id)).current_event_name))).toEqual([name, name]);

    await page.keyboard.press('u');
    await toast('2 devices taken off their events').waitFor();
    await expect.poll(async () => Promise.all(ids.map(async (id) => (await device(id)).current_event_id))).toEqual([null, null]);
  });

  it('exports the selected devices, or those the search matches, beside all of them', async () => {
    await devicesGrid();
    const ids = await selectFirst(2);
    await page.keyboard.press('Shift+E');
    const modal = page.getByRole('alertdialog');
    await modal.getByRole('radio', { name: 'The 2 selected devices' }).waitFor();
    expect(await modal.getByRole('radio', { name: 'The 2 selected devices' }).isChecked()).toBe(true);
    expect(await modal.getByRole('radio').count()).toBe(2);
    await toastsGone().catch(() => undefined);
    await expectAccessible(page, 'the export choices');
    const downloading = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    const file = join(folder, 'selected.xlsx');
    await (await downloading).saveAs(file);
    const sheet = readFirstSheet(new Uint8Array(await readFile(file)));
    expect(sheet.slice(1).map((row) => row[0]).sort()).toEqual([...ids].sort());

    await page.keyboard.press('Escape');
    const shownRows = async () => Number(/(\d+) rows/.exec((await page.locator('.kr-table-counts').textContent()) ?? '')?.[1]);
    const everyRow = await shownRows();
    await page.keyboard.press('/');
    await page.keyboard.type('k3 slim');
    await page.keyboard.press('Enter');
    // the counts follow the search once it has run
    await expect.poll(shownRows).toBeLessThan(everyRow);
    const matching = await shownRows();
    await page.keyboard.press('Shift+E');
    const choice = modal.getByRole('radio', { name: `The ${matching} devices matching the search` });
    await choice.waitFor();
    await choice.focus();
    await page.keyboard.press('Space');
    await modal.getByText(`You will receive an .xlsx file with ${matching} devices.`).waitFor();
    await modal.getByRole('button', { name: 'Confirm and download' }).focus();
    const again = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    await (await again).saveAs(join(folder, 'matching.xlsx'));
    expect(readFirstSheet(new Uint8Array(await readFile(join(folder, 'matching.xlsx'))))).toHaveLength(matching + 1);
  });

  it('selects exactly the devices whose serials or MAC addresses are pasted, and lists the ones not found', async () => {
    await devicesGrid();
    const fleet = (await allDevices()).filter((each) => each.serial_id && each.mac_address);
    const [a, b, c] = fleet as [Device, Device, Device];
    const mac = (b.mac_address ?? '').replaceAll(':', '-').toLowerCase();
    const pasted = `${a.serial_id?.toLowerCase()}\n${mac}, NOPE-0001\n${c.mac_address?.replaceAll(':', '')}`;
    await page.evaluate((text) => navigator.clipboard.writeText(text), pasted);
    await page.keyboard.press('/');
    await page.keyboard.press('Control+v');
    const panel = page.locator('.kr-scan');
    await expect.poll(() => panel.textContent()).toContain('3 devices selected from 4 scanned codes.');
    expect(await panel.textContent()).toContain('NOPE-0001');
    await expect.poll(async () => (await selectedIds()).sort()).toEqual([a.id, b.id, c.id].sort());
    expect(await rows().count()).toBe(3);
    expect(await page.locator('input[type="search"]').inputValue()).toBe('');
    await expectAccessible(page, 'the scan result');

    // a scanner types a code and Enter: its device joins the selection, the field is ready for the next
    const [, , , d] = fleet as [Device, Device, Device, Device];
    await page.keyboard.type(d.serial_id ?? '');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await selectedIds()).sort()).toEqual([a.id, b.id, c.id, d.id].sort());
    await expect.poll(() => panel.textContent()).toContain('4 devices selected from 5 scanned codes.');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('search');
    await page.getByRole('button', { name: 'Done' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => panel.textContent()).toBe('');
  });

  it('opens the dashboard from the navigation, and each count opens the devices list filtered to it', async () => {
    await page.keyboard.press('Escape');
    const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' });
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${session.server.url}/dashboard`);
    const missing = (await allDevices()).filter((each) => each.status === 'missing').length;
    const count = page.getByRole('link', { name: `${missing} – Missing: open these devices` });
    await count.waitFor();
    await expectAccessible(page, 'the dashboard with its links');
    await count.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${session.server.url}/devices?search=status:missing`);
    await expect.poll(() => page.locator('.kr-table-counts').textContent()).toContain(`${missing} rows`);
    const chip = page.getByRole('list', { name: 'Filters' });
    expect(await chip.textContent()).toContain('Status: Missing');
    await expectAccessible(page, 'the filtered list');
    await chip.getByRole('button').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${session.server.url}/devices`);
    await expect.poll(async () => Number(/(\d+) rows/.exec((await page.locator('.kr-table-counts').textContent()) ?? '')?.[1])).toBe((await allDevices()).length);
  });
});
