// Issue 21, point 5, in real Chromium by keyboard: a create runs from any screen (Home included) through the
// palette, the list opens with the cursor on the new row (a search that would hide it cleared), the toast names
// the new row with an Open button, and a change made in this tab is never marked "changed elsewhere".
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../server/harness';
import { closeSession, expectAccessible, goToSection, openSession, type Session } from './browser';

let session: Session;
let server: TestServer;
let page: Page;

const cursorRow = () => page.locator('.kr-row.is-cursor');
const toastSaying = (text: string) => page.locator('[data-sonner-toast]', { hasText: text }).first();
const paletteInput = () => page.getByRole('dialog').getByRole('combobox');

async function runFromPalette(query: string, expectedTitle: string): Promise<void> {
  await page.keyboard.press('Control+k');
  await paletteInput().pressSequentially(query);
  await expect.poll(() => page.getByRole('dialog').getByRole('option').first().textContent()).toContain(expectedTitle);
  await page.keyboard.press('Enter');
}

describe('create from anywhere, in Portuguese', () => {
  beforeAll(async () => {
    session = await openSession({ language: 'pt' });
    ({ server, page } = session);
  });
  afterAll(() => closeSession(session));

  it('creates a space from Home, lands on its row, and the toast opens it', async () => {
    expect(new URL(page.url()).pathname).toBe('/');
    await runFromPalette('criar um espaço', 'Criar um espaço');
    await page.waitForURL(`${server.url}/spaces/add`);
    const panel = page.getByRole('dialog', { name: 'Novo espaço' });
    await panel.getByLabel('Nome').waitFor();
    await expect.poll(() => panel.getByLabel('Nome').evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.type('Sala Tejo 2027');
    await page.keyboard.press('Enter');

    const toast = toastSaying('Espaço criado');
    await toast.waitFor();
    expect(await toast.textContent()).toContain('Sala Tejo 2027');
    await page.waitForURL(`${server.url}/spaces`);
    await expect.poll(() => cursorRow().textContent()).toContain('Sala Tejo 2027');
    await expectAccessible(page, 'the spaces list after a create, its toast shown');

    // the live stream brings this tab's own change back: it is not marked as made elsewhere
    await page.waitForTimeout(1500);
    expect(await page.locator('.kr-row.is-changed').count()).toBe(0);

    const created = (await server.call('GET', '/api/v2/spaces?search=Tejo')).body.results[0] as { id: number };
    await toast.getByRole('button', { name: 'Abrir' }).click();
    await page.waitForURL(`${server.url}/spaces/edit/${created.id}`);
    await page.getByRole('dialog').getByLabel('Nome').waitFor();
    expect(await page.getByRole('dialog').getByLabel('Nome').inputValue()).toBe('Sala Tejo 2027');
    await page.keyboard.press('Escape');
  });
});

describe('create where a search would hide the new row, in English', () => {
  beforeAll(async () => {
    session = await openSession();
    ({ server, page } = session);
  });
  afterAll(() => closeSession(session));

  it('clears the search that hides the new category and puts the cursor on it', async () => {
    await goToSection(session, 'categories');
    await page.getByRole('grid').getByRole('row', { name: /Scanners/ }).waitFor();
    await page.keyboard.press('/');
    await page.keyboard.type('Scanners');
    await expect.poll(async () => (await page.getByRole('grid').getByRole('row').count()) - 1).toBe(1);
    await page.keyboard.press('Enter');

    await page.keyboard.press('c');
    const panel = page.getByRole('dialog', { name: 'New device category' });
    await panel.getByLabel('Name').waitFor();
    await page.keyboard.type('Lanyards');
    await page.keyboard.press('Enter');

    await toastSaying('Category created').waitFor();
    expect(await toastSaying('Category created').textContent()).toContain('Lanyards');
    await page.waitForURL(`${server.url}/devices/categories`);
    await expect.poll(() => cursorRow().textContent()).toContain('Lanyards');
    expect(await page.locator('input[type="search"]').inputValue()).toBe('');
    // the keyboard is on the grid, on the new row: Enter opens it
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/devices\/categories\/edit\/\d+$/);
    await page.getByRole('dialog', { name: 'Edit the category Lanyards' }).waitFor();
    await page.keyboard.press('Escape');
  });

  it('creates an event from the devices screen through the palette', async () => {
    await goToSection(session, 'devices');
    await runFromPalette('create an event', 'Create an event');
    await page.waitForURL(`${server.url}/events/add`);
    await page.getByRole('dialog', { name: /event/i }).waitFor();
  });
});
