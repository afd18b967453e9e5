// Issue 13's keyboard and selection points in real Chromium, by keyboard, on the demo data, each step checked on
// screen or through the API, axe on every new piece of UI: Esc on a page a key opened closes the palette (1); a
// bulk key with nothing selected acts on the cursor row and names it, in every section (2); a search never hides the
// selection silently (3); PageDown/Space move the cursor a page and x never selects an unseen row (4); ? toggles the
// sheet and a pending g shows what follows (5); arrows in the checklists, Enter in the search to the first match
// (6); export and import on keys the browser does not own (7); the key, the button and the route open one palette
// page (13); confirmations name what they touch (18).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Device } from '../../src/contract/entities';
import type { TestServer } from '../server/harness';
import { closeSession, expectAccessible, openSession, type Session } from './browser';

let session: Session;
let server: TestServer;
let page: Page;

beforeAll(async () => {
  session = await openSession();
  ({ server, page } = session);
});
afterAll(() => closeSession(session));

const palette = () => page.getByRole('dialog', { name: 'Command palette' });
const pageTitle = () => palette().locator('.kr-palette-page-title');
const paletteInput = () => palette().getByRole('combobox');
const confirmation = () => page.getByRole('alertdialog');
const counts = () => page.locator('.kr-table-counts').textContent();
const focusedRole = () => page.evaluate(() => document.activeElement?.getAttribute('role') ?? document.activeElement?.tagName);

/** The cursor row: the grid's active descendant, as its id, its position (from 0) and its name cell's text. */
async function cursorRow(): Promise<{ id: number; index: number; name: string }> {
  return page.evaluate(() => {
    const grid = document.querySelector('[role="grid"]');
    const row = document.getElementById(grid?.getAttribute('aria-activedescendant') ?? '');
    if (!row) throw new Error('no cursor row');
    return {
      id: Number(row.id.split('-row-').pop()),
      index: Number(row.getAttribute('aria-rowindex')) - 2,
      // the row's name as the table gives it (its checkbox is "Select <name>")
      name: row.querySelector('input[type="checkbox"]')?.getAttribute('aria-label')?.replace(/^Select /, '') ?? '',
    };
  });
}

/** The cursor row's position, -1 while it is not rendered (scrolling into view). */
const cursorIndex = () => cursorRow().then((row) => row.index, () => -1);

/** Whether the row with this id is wholly inside the grid's body (below its sticky header). */
async function rowInView(id: number): Promise<boolean> {
  return page.evaluate((rowId) => {
    const grid = document.querySelector('[role="grid"]');
    const row = [...document.querySelectorAll('[role="grid"] [role="row"]')].find((each) => each.id.endsWith(`-row-${rowId}`));
    const head = document.querySelector('[role="grid"] [role="rowgroup"]');
    if (!grid || !row || !head) return false;
    const box = grid.getBoundingClientRect();
    const top = head.getBoundingClientRect().bottom;
    const rowBox = row.getBoundingClientRect();
    return rowBox.top >= top - 1 && rowBox.bottom <= box.bottom + 1;
  }, id);
}

/** To a section with g and its key, the grid holding the keyboard with the cursor on its first row. */
async function goTo(key: string, path: string): Promise<void> {
  await page.locator('body').press('g');
  await page.keyboard.press(key);
  // a server-paged list keeps its page and search in the query
  await page.waitForURL((url) => url.pathname === path);
  // any row: on the same list, scrolled down, the first one is no longer rendered
  await page.locator('[role="grid"] [role="row"][aria-selected]').first().waitFor();
  // "/" goes to the search, Escape (with nothing typed) back to the grid, which puts the cursor on its first row
  await page.keyboard.press('/');
  await page.keyboard.press('Escape');
  await expect.poll(focusedRole).toBe('grid');
  await page.keyboard.press('Home');
}

async function toastSaying(text: string): Promise<void> {
  await page.locator('[data-sonner-toast]', { hasText: text }).first().waitFor();
}

const deviceOnServer = async (id: number): Promise<Device> => (await server.call('GET', `/api/admin/devices/${id}`)).body as Device;

describe('the shortcut sheet and sequences (5, 7)', () => {
  it('toggles the sheet with ?, and lists export and import on Shift+E and Shift+I', async () => {
    await page.locator('body').press('?');
    const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await sheet.waitFor();
    const text = (await sheet.textContent()) ?? '';
    expect(text).toContain('Shift+E');
    expect(text).toContain('Shift+I');
    expect(text).not.toMatch(/Ctrl\+Shift\+[EI]/);
    await expectAccessible(page, 'shortcut sheet');
    await page.keyboard.press('?');
    await sheet.waitFor({ state: 'detached' });
  });

  it('shows what may follow a pending g, and takes the hint away with the second key', async () => {
    const hint = page.locator('.kr-sequence-hint');
    await page.locator('body').press('g');
    await expect.poll(() => hint.textContent()).toContain('G then…');
    const shown = (await hint.textContent()) ?? '';
    for (const title of ['Devices', 'Events', 'Spaces', 'Users']) expect(shown).toContain(title);
    await expectAccessible(page, 'pending g hint');
    await page.keyboard.press('d');
    await page.waitForURL(`${server.url}/devices`);
    expect(await hint.textContent()).toBe('');
  });
});

describe('the row under the cursor stands in for the selection (2, 1)', () => {
  it('says why a bulk key does nothing when there is no selection and no cursor row', async () => {
    await page.goto(`${server.url}/devices`);
    await page.locator('[role="grid"] [role="row"][aria-rowindex="2"]').waitFor();
    await page.locator('body').press('s');
    await toastSaying('Nothing is selected and no row is under the cursor');
    expect(await palette().count()).toBe(0);
  });

  it('changes the status of the cursor row with s, titled with its name, nothing selected', async () => {
    await goTo('d', '/devices');
    const row = await cursorRow();
    const before = await deviceOnServer(row.id);
    await page.keyboard.press('s');
    await expect.poll(() => pageTitle().textContent()).toBe(`Change status of ${before.name}…`);
    await expectAccessible(page, 'status page for the cursor row');
    const target = before.status === 'repairing' ? 'Available' : 'Repairing';
    await paletteInput().pressSequentially(target);
    await expect.poll(() => palette().getByRole('option').first().textContent()).toContain(target);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await deviceOnServer(row.id)).status).toBe(target.toLowerCase());
    expect(await counts()).not.toContain('selected');
  });

  it('closes the palette with Esc on the page a key opened, so g then goes where it should', async () => {
    await page.keyboard.press('x');
    await page.keyboard.press('s');
    await expect.poll(() => paletteInput().getAttribute('placeholder')).toBe('Choose a status');
    expect(await palette().locator('.kr-palette-back').count()).toBe(0);
    await page.keyboard.press('Escape');
    await palette().waitFor({ state: 'detached' });
    await page.keyboard.press('g');
    await page.keyboard.press('m');
    await page.waitForURL(`${server.url}/devices/models`);
  });

  it('goes back to the root page with Esc when the user came from it', async () => {
    await page.keyboard.press('Control+k');
    await paletteInput().pressSequentially('Change language');
    await expect.poll(() => palette().getByRole('option').first().textContent()).toContain('Change language…');
    await page.keyboard.press('Enter');
    await expect.poll(() => paletteInput().getAttribute('placeholder')).toBe('Choose a language');
    await page.keyboard.press('Escape');
    await expect.poll(() => paletteInput().inputValue()).toBe('Change language');
    await page.keyboard.press('Escape');
    await palette().waitFor({ state: 'detached' });
  });

  it('offers t, Delete and l on the cursor row in models, categories and events, named; Delete names it', async () => {
    await goTo('m', '/devices/models');
    const model = await cursorRow();
    await page.keyboard.press('t');
    await expect.poll(() => pageTitle().textContent()).toBe(`Change the category of ${model.name}…`);
    await page.keyboard.press('Escape');
    await palette().waitFor({ state: 'detached' });
    await page.keyboard.press('Delete');
    await expect.poll(() => confirmation().textContent()).toContain(model.name);
    await expectAccessible(page, 'delete confirmation of the cursor model');
    await page.keyboard.press('Escape');
    await confirmation().waitFor({ state: 'detached' });

    await goTo('c', '/devices/categories');
    const category = await cursorRow();
    await page.keyboard.press('Delete');
    await expect.poll(() => confirmation().textContent()).toContain(category.name);
    await page.keyboard.press('Escape');
    await confirmation().waitFor({ state: 'detached' });

    await goTo('e', '/events');
    const event = await cursorRow();
    await page.keyboard.press('l');
    await expect.poll(() => pageTitle().textContent()).toBe(`Set live interactions for ${event.name}…`);
    await page.keyboard.press('Escape');
    await palette().waitFor({ state: 'detached' });
  });

  it('asks to delete the cursor row of the server-paged spaces and users, naming it, and deletes nothing on Esc', async () => {
    for (const [key, path, list] of [['s', '/spaces', '/api/v2/spaces'], ['u', '/users', '/api/v2/beamian-users']] as const) {
      await goTo(key, path);
      const row = await cursorRow();
      const before = (await server.call('GET', `${list}?page_size=1`)).body.count as number;
      await page.keyboard.press('Delete');
      await expect.poll(() => confirmation().textContent()).toContain(row.name);
      await expectAccessible(page, `delete confirmation of the cursor row on ${path}`);
      await page.keyboard.press('Escape');
      await confirmation().waitFor({ state: 'detached' });
      expect((await server.call('GET', `${list}?page_size=1`)).body.count).toBe(before);
    }
  });
});

describe('a search never hides the selection silently (3), confirmations name what they touch (18)', () => {
  it('says how many selected rows the search hides, and the bulk commands say they touch them', async () => {
    await goTo('d', '/devices');
    await page.keyboard.press('x');
    const first = await cursorRow();
    await page.keyboard.press('j');
    await page.keyboard.press('x');
    await expect.poll(counts).toContain('2 selected');
    await page.keyboard.press('/');
    await page.keyboard.type(first.name);
    await expect.poll(counts).toContain('1 hidden by the search');
    expect(await counts()).toContain('2 selected');
    // the action bar at the bottom says it too
    expect(await page.locator('.kr-action-bar').getAttribute('aria-label')).toBe('Actions on the selected devices: 2 selected, 1 hidden by the search');
    expect(await page.locator('.kr-action-bar-hidden').textContent()).toBe('1 hidden by the search');
    await expectAccessible(page, 'selection with a hidden row');
    await page.keyboard.press('Enter');
    await page.keyboard.press('s');
    await expect.poll(() => pageTitle().textContent()).toBe('Change status of 2 devices… (1 hidden by the search)');
    await page.keyboard.press('Escape');
    await palette().waitFor({ state: 'detached' });
    await page.keyboard.press('Delete');
    await expect.poll(() => confirmation().textContent()).toContain('1 of them is not shown here: 1 hidden by the search.');
    await page.keyboard.press('Escape');
    await confirmation().waitFor({ state: 'detached' });
    // back to every row, nothing selected
    await page.keyboard.press('/');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect.poll(counts).not.toContain('selected');
  });

  it('names the first five rows to delete and how many more', async () => {
    await goTo('d', '/devices');
    await page.keyboard.press('x');
    for (let row = 0; row < 6; row += 1) await page.keyboard.press('Shift+j');
    await expect.poll(counts).toContain('7 selected');
    await page.keyboard.press('Delete');
    await expect.poll(() => confirmation().textContent()).toContain('and 2 more.');
    await page.keyboard.press('Escape');
    await confirmation().waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await expect.poll(counts).not.toContain('selected');
  });
});

describe('the cursor moves with the page (4)', () => {
  it('moves a page with PageDown, Space and back with PageUp, Shift+Space, the cursor row always in view', async () => {
    await goTo('d', '/devices');
    await expect.poll(cursorIndex).toBe(0);
    await page.keyboard.press('PageDown');
    await expect.poll(cursorIndex).toBeGreaterThan(5);
    const down = await cursorRow();
    expect(await rowInView(down.id)).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(cursorIndex).toBe(2 * down.index);
    expect(await rowInView((await cursorRow()).id)).toBe(true);
    await page.keyboard.press('Shift+Space');
    await expect.poll(cursorIndex).toBe(down.index);
    await page.keyboard.press('PageUp');
    await expect.poll(cursorIndex).toBe(0);
    expect(await counts()).not.toContain('selected');
  });

  it('keeps the cursor on a row in view when the grid is scrolled, so x selects a row the user sees', async () => {
    await page.keyboard.press('Home');
    const box = await page.getByRole('grid').boundingBox();
    if (!box) throw new Error('no grid box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, 2000);
    await expect.poll(async () => (await cursorRow()).index).toBeGreaterThan(20);
    await page.keyboard.press('x');
    const selected = await page.locator('[role="grid"] [role="row"][aria-selected="true"]').evaluateAll((rows) => rows.map((row) => Number(row.id.split('-row-').pop())));
    expect(selected).toHaveLength(1);
    expect(await rowInView(selected[0] as number)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(counts).not.toContain('selected');
  });
});

describe('checklists and the search by keyboard (6)', () => {
  it('moves through the Columns checklist with the arrows and toggles a column with Space', async () => {
    await goTo('d', '/devices');
    await page.keyboard.press('/');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Columns/);
    const headers = () => page.getByRole('grid').getByRole('columnheader').count();
    const before = await headers();
    await page.keyboard.press('Enter');
    const boxes = page.getByRole('group', { name: 'Columns' }).getByRole('checkbox');
    await expect.poll(() => boxes.first().evaluate((box) => box === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await boxes.nth(1).evaluate((box) => box === document.activeElement)).toBe(true);
    await expectAccessible(page, 'columns checklist');
    const wasChecked = await boxes.nth(1).isChecked();
    await page.keyboard.press('Space');
    await expect.poll(headers).toBe(before + (wasChecked ? -1 : 1));
    await page.keyboard.press('Space');
    await expect.poll(headers).toBe(before);
    await page.keyboard.press('ArrowUp');
    expect(await boxes.first().evaluate((box) => box === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Columns/);
  });

  it('puts the cursor on the first match after Enter in the search', async () => {
    await page.keyboard.press('Escape');
    await page.keyboard.press('End');
    const models = (await server.call('GET', '/api/admin/device-models?page_size=500')).body.results as { name: string }[];
    const model = models[0]?.name ?? '';
    await page.keyboard.press('/');
    await page.keyboard.type(model);
    await page.keyboard.press('Enter');
    await expect.poll(focusedRole).toBe('grid');
    const first = await page.locator('[role="grid"] [role="row"][aria-rowindex="2"]').getAttribute('id');
    await expect.poll(() => page.getByRole('grid').getAttribute('aria-activedescendant')).toBe(first);
    await page.keyboard.press('/');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
  });
});

describe('one UI per action (13) and keys the browser does not own (7)', () => {
  it('opens the same palette page from the action bar’s button as from the key', async () => {
    await goTo('d', '/devices');
    await page.keyboard.press('x');
    await expect.poll(counts).toContain('1 selected');
    for (let step = 0; step < 80; step += 1) {
      if ((await page.evaluate(() => document.activeElement?.getAttribute('data-command'))) === 'devices.changeStatus') break;
      await page.keyboard.press('Tab');
    }
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-command'))).toBe('devices.changeStatus');
    await page.keyboard.press('Enter');
    await expect.poll(() => paletteInput().getAttribute('placeholder')).toBe('Choose a status');
    expect(await pageTitle().textContent()).toBe('Change status of 1 device…');
    expect(new URL(page.url()).pathname).toBe('/devices');
    await page.keyboard.press('Escape');
    await palette().waitFor({ state: 'detached' });
  });

  it('opens the same palette page from the command’s route, over the list', async () => {
    await page.goto(`${server.url}/devices/change-status`);
    await palette().waitFor();
    await page.waitForURL(`${server.url}/devices`);
    // reloaded, nothing is selected: the command is listed, greyed with its reason
    await expect.poll(() => palette().getByRole('option').first().textContent()).toContain('Change status…');
    await expectAccessible(page, 'palette opened by a command route');
    await page.keyboard.press('Escape');
    await palette().waitFor({ state: 'detached' });
  });

  it('exports with Shift+E and imports with Shift+I', async () => {
    await page.locator('[role="grid"] [role="row"][aria-rowindex="2"]').waitFor();
    await page.locator('body').press('Shift+E');
    await page.waitForURL(`${server.url}/devices/export`);
    await page.keyboard.press('Escape');
    await page.waitForURL(`${server.url}/devices`);
    await page.locator('body').press('Shift+I');
    await page.waitForURL(`${server.url}/devices/import`);
    await page.keyboard.press('Escape');
    await page.waitForURL(`${server.url}/devices`);
  });
});
