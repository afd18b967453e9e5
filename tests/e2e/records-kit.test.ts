// The records kit in real Chromium, by keyboard: Esc with typed changes asks before discarding (Enter keeps
// editing, a second Esc discards), focus comes back to the table (never <body>) when a panel, modal or the palette
// closes, $mod+Enter saves from a text area, and going from one section to another shows the other's own table.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../server/harness';
import { closeSession, expectAccessible, goToSection, openSession, type Session } from './browser';

let session: Session;
let server: TestServer;
let page: Page;

const grid = () => page.getByRole('grid');
const focusedRole = () => page.evaluate(() => (document.activeElement === document.body ? 'body' : (document.activeElement?.getAttribute('role') ?? document.activeElement?.tagName ?? '')));
const focusedLabel = () => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent ?? null);

beforeAll(async () => {
  session = await openSession();
  ({ server, page } = session);
});
afterAll(() => closeSession(session));

describe('forms and focus, by keyboard', () => {
  it('asks before discarding typed changes, and focus returns to the table', async () => {
    await goToSection(session, 'categories');
    await grid().getByRole('row').nth(1).waitFor();
    await page.keyboard.press('j');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/devices\/categories\/edit\/\d+$/);
    const panel = page.getByRole('dialog');
    await expect.poll(focusedLabel).toBe('Name');
    const before = await panel.getByLabel('Name').inputValue();
    await page.keyboard.type(' (draft)');
    await page.keyboard.press('Escape');

    const ask = page.getByRole('alertdialog', { name: 'Discard your changes?' });
    await ask.waitFor();
    await expectAccessible(page, 'discard changes modal');
    await page.keyboard.press('Enter');
    await ask.waitFor({ state: 'detached' });
    await expect.poll(focusedLabel).toBe('Name');
    expect(await panel.getByLabel('Name').inputValue()).toBe(`${before} (draft)`);

    await page.keyboard.press('Escape');
    await ask.waitFor();
    await page.keyboard.press('Escape');
    await page.waitForURL(`${server.url}/devices/categories`);
    await expect.poll(focusedRole).toBe('grid');
    await grid().getByRole('gridcell', { name: before, exact: true }).waitFor();
  });

  it('saves with $mod+Enter from the description, and the focus is back on the table', async () => {
    await page.keyboard.press('c');
    await page.waitForURL(`${server.url}/devices/categories/add`);
    await expect.poll(focusedLabel).toBe('Name');
    await page.keyboard.type('Kit cables');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Spare cables');
    // Cancel, then the primary action, right-aligned; Tab from the last field reaches the primary action first
    const footer = page.getByRole('dialog').locator('.kr-panel-footer');
    const [cancel, create] = [await footer.getByRole('button', { name: 'Cancel' }).boundingBox(), await footer.getByRole('button', { name: 'Create' }).boundingBox()];
    expect(cancel && create && cancel.x < create.x).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Create');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('ControlOrMeta+Enter');
    await page.waitForURL(`${server.url}/devices/categories`);
    const saved = (await server.call('GET', '/api/admin/device-categories?page_size=500')).body.results.find((each: { name: string }) => each.name === 'Kit cables');
    expect(saved).toMatchObject({ description: 'Spare cables' });
    await expect.poll(focusedRole).toBe('grid');
  });

  it('gives the focus back to the table when the palette closes', async () => {
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: /search commands/i }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(focusedRole).toBe('grid');
  });

  it('a panel opened from its URL gives the focus to the table when it closes', async () => {
    await page.goto(`${server.url}/devices/categories/add`);
    await expect.poll(focusedLabel).toBe('Name');
    await page.keyboard.press('Escape');
    await page.waitForURL(`${server.url}/devices/categories`);
    await expect.poll(focusedRole).toBe('grid');
  });

  it('shows the models’ own table after the categories’ one', async () => {
    await goToSection(session, 'models');
    await grid().getByRole('columnheader', { name: /Category/ }).waitFor();
    expect(await page.locator('.kr-row [role="gridcell"]').filter({ hasText: 'This category is used' }).count()).toBe(0);
  });
});
