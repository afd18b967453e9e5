// The table's density and row actions in real Chromium (issue 22): at 1280×800 in compact density (the default)
// /devices shows at least 22 whole rows of at most 28 px; "Change table density…" → Comfortable shows fewer rows of
// 36 px and survives a reload; the row actions are icon buttons shown on the cursor row and hidden on the others,
// named for screen readers, and a click on one opens the row.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSession, expectAccessible, goToSection, openSession, type Session } from './browser';

let session: Session;
let page: Page;

beforeAll(async () => {
  session = await openSession();
  page = session.page;
  await page.setViewportSize({ width: 1280, height: 800 });
}, 180_000);
afterAll(() => closeSession(session));

const grid = () => page.getByRole('grid');

/** The rows whose box lies wholly inside the grid's viewport, below its header: their heights. */
function wholeRowsInView(): Promise<number[]> {
  return grid().evaluate((element) => {
    const head = element.querySelector('.kr-grid-head')?.getBoundingClientRect().bottom ?? 0;
    const bottom = element.getBoundingClientRect().top + element.clientTop + element.clientHeight;
    return [...element.querySelectorAll('.kr-grid-body [role="row"]')]
      .map((row) => row.getBoundingClientRect())
      .filter((box) => box.top >= head - 0.5 && box.bottom <= bottom + 0.5)
      .map((box) => box.height);
  });
}

async function devicesListed(): Promise<void> {
  await grid().locator('[role="row"][aria-rowindex="20"]').waitFor({ state: 'attached' });
  // the grid is fitted to the window once the page is laid out
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(800);
}

async function chooseDensity(name: 'Comfortable' | 'Compact'): Promise<void> {
  const dialog = page.getByRole('dialog');
  await page.keyboard.press('Control+k');
  await dialog.getByRole('combobox').pressSequentially('density');
  await expect.poll(() => dialog.getByRole('option').first().textContent()).toContain('Change table density');
  await page.keyboard.press('Enter');
  await dialog.getByRole('combobox').pressSequentially(name.toLowerCase());
  await expect.poll(() => dialog.getByRole('option').first().textContent()).toContain(name);
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.density)).toBe(name.toLowerCase());
}

describe('the table’s density at 1280×800', () => {
  it('shows at least 22 whole rows of at most 28 px in compact density, fewer of 36 px in comfortable, kept after a reload', async () => {
    await goToSection(session, 'devices');
    await devicesListed();
    expect(await page.evaluate(() => document.documentElement.dataset.density)).toBe('compact');
    const compact = await wholeRowsInView();
    expect(compact.length).toBeGreaterThanOrEqual(22);
    expect(Math.max(...compact)).toBeLessThanOrEqual(28);

    await chooseDensity('Comfortable');
    await expect.poll(async () => Math.max(...(await wholeRowsInView()))).toBe(36);
    const comfortable = await wholeRowsInView();
    expect(comfortable.length).toBeLessThan(compact.length);
    expect(comfortable.length).toBeGreaterThanOrEqual(16);

    await page.reload();
    await devicesListed();
    expect(await page.evaluate(() => document.documentElement.dataset.density)).toBe('comfortable');
    expect(await wholeRowsInView()).toEqual(comfortable);

    await chooseDensity('Compact');
    await expect.poll(async () => (await wholeRowsInView()).length).toBe(compact.length);
  });

  it('shows the row actions as icons on the cursor row only, named, and opens the row with a click', async () => {
    await goToSection(session, 'devices');
    await devicesListed();
    await grid().focus();
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    const cursorRow = grid().locator('.kr-row.is-cursor');
    const name = (await cursorRow.locator('[role="gridcell"]').nth(1).textContent())?.trim() ?? '';
    const action = cursorRow.locator('.kr-row-action');
    await expect.poll(() => action.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    expect(await action.getAttribute('aria-label')).toBe(`Edit: ${name}`);
    expect(await action.getAttribute('title')).toBe('Edit (Enter)');
    expect(await action.locator('svg').count()).toBe(1);
    expect((await action.textContent())?.trim()).toBe('');
    await expectAccessible(page, 'the devices list with its cursor row');
    // the other rows' buttons are there (the column never changes width) but not shown
    const others = await grid().locator('.kr-grid-body .kr-row:not(.is-cursor) .kr-row-action').evaluateAll((elements) => elements.map((element) => getComputedStyle(element).opacity));
    expect(others.length).toBeGreaterThan(20);
    expect(new Set(others)).toEqual(new Set(['0']));

    await action.click();
    await page.getByRole('dialog', { name: `Edit ${name}` }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  });

  it('keeps the grid where it is when the action bar comes, the rows above it and the cursor row in view', async () => {
    await goToSection(session, 'devices');
    await devicesListed();
    await grid().focus();
    await page.keyboard.press('Home');
    const rows = (await wholeRowsInView()).length;
    for (let step = 1; step < rows; step += 1) await page.keyboard.press('j');
    const before = await grid().evaluate((element) => element.getBoundingClientRect().toJSON());
    const viewport = await grid().evaluate((element) => element.clientHeight);
    // the last row in view selected: the bar comes over the bottom of the grid
    await page.keyboard.press('x');
    const bar = page.locator('.kr-action-bar');
    await bar.waitFor();
    expect(await grid().evaluate((element) => element.getBoundingClientRect().toJSON())).toEqual(before);
    const barTop = (await bar.boundingBox())?.y ?? 0;
    await expect.poll(() => page.locator('.kr-row.is-cursor').evaluate((row) => row.getBoundingClientRect().bottom)).toBeLessThanOrEqual(barTop);
    const rowsViewportBottom = await grid().evaluate((element) => element.getBoundingClientRect().top + element.clientTop + element.clientHeight);
    expect(rowsViewportBottom).toBeLessThanOrEqual(barTop);
    await page.keyboard.press('Escape');
    await expect.poll(() => bar.count()).toBe(0);
    // its rows' viewport whole again
    expect(await grid().evaluate((element) => element.clientHeight)).toBe(viewport);
  });
});
