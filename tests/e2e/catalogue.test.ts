// Device categories and models in real Chromium, by keyboard only, on the demo data: create with a refused
// duplicate name first, edit, a refused deletion of a category in use, the bulk change of category through the
// palette and its undo, and the deletion of an unused model; the server checked at each step; axe on every
// table, side panel and modal.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../server/harness';
import { closeSession, cursorOnRow, expectAccessible, goToSection, openSession, type Session } from './browser';

let session: Session;
let server: TestServer;
let page: Page;

interface Named { id: number; name: string; category?: { id: number; name: string } | null }

const listOf = async (path: string): Promise<Named[]> => (await server.call('GET', `${path}?page_size=500`)).body.results;
const categoriesNow = () => listOf('/api/admin/device-categories');
const modelsNow = () => listOf('/api/admin/device-models');

const grid = () => page.getByRole('grid');
const rowNamed = (name: string): Locator => grid().getByRole('row').filter({ has: page.getByRole('gridcell', { name, exact: true }) });
const paletteInput = () => page.getByRole('dialog').getByRole('combobox');
const toastSaying = (text: string) => page.locator('[data-sonner-toast]', { hasText: text }).first();

const findRow = (text: string) => cursorOnRow(page, text);

async function clearSearch(): Promise<void> {
  await page.keyboard.press('/');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
}

beforeAll(async () => {
  session = await openSession();
  ({ server, page } = session);
});
afterAll(() => closeSession(session));

describe('device categories, by keyboard', () => {
  it('shows the categories table on g c', async () => {
    await goToSection(session, 'categories');
    await page.getByRole('heading', { level: 1, name: 'Device categories' }).waitFor();
    await rowNamed('Scanners').waitFor();
    expect(page.url()).toBe(`${server.url}/devices/categories`);
    await expectAccessible(page, 'categories table');
  });

  it('creates a category: a duplicate name is refused beside the field, then a new one is saved at the top', async () => {
    await page.keyboard.press('c');
    await page.waitForURL(`${server.url}/devices/categories/add`);
    const panel = page.getByRole('dialog', { name: 'New device category' });
    await panel.waitFor();
    const name = panel.getByLabel('Name');
    await expect.poll(() => name.evaluate((input) => input === document.activeElement)).toBe(true);
    await expectAccessible(page, 'new category panel');

    await page.keyboard.type('badge printers');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Lent with their own cables');
    await page.keyboard.press('Control+Enter');
    await panel.getByText('device category with this name already exists.').waitFor();
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(await panel.getByLabel('Description').inputValue()).toBe('Lent with their own cables');
    await expect.poll(() => name.evaluate((input) => input === document.activeElement)).toBe(true);
    await expectAccessible(page, 'new category panel with a field error');

    await page.keyboard.press('Control+a');
    await page.keyboard.type('AV carts');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/devices/categories`);
    await toastSaying('Category created').waitFor();
    const created = (await categoriesNow()).find((category) => category.name === 'AV carts');
    expect(created).toMatchObject({ description: 'Lent with their own cables' });
    // sorted by name, the new category comes first
    await expect.poll(() => grid().getByRole('row').nth(1).textContent()).toContain('AV carts');
  });

  it('edits the new category from its row with Enter', async () => {
    await findRow('AV carts');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/devices\/categories\/edit\/\d+$/);
    const panel = page.getByRole('dialog', { name: 'Edit the category AV carts' });
    await panel.waitFor();
    await expectAccessible(page, 'edit category panel');
    await page.keyboard.press('Control+a');
    await page.keyboard.type('AV and sound carts');
    await page.keyboard.press('Enter');
    // back on the list as it was searched
    await page.waitForURL(`${server.url}/devices/categories?search=AV+carts`);
    await toastSaying('Category edited').waitFor();
    await rowNamed('AV and sound carts').waitFor();
    expect((await categoriesNow()).some((category) => category.name === 'AV and sound carts')).toBe(true);
    await clearSearch();
  });

  it('opens a category chosen in the palette in its edit panel', async () => {
    const counters = (await categoriesNow()).find((each) => each.name === 'Visitor counters') as Named;
    await page.keyboard.press('Control+k');
    await paletteInput().pressSequentially('Visitor counters');
    await expect.poll(() => page.getByRole('dialog').getByRole('option').first().textContent()).toContain('Visitor counters');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/devices/categories/edit/${counters.id}`);
    await page.getByRole('dialog', { name: 'Edit the category Visitor counters' }).getByLabel('Name').waitFor();
    await page.keyboard.press('Escape');
    await page.waitForURL(`${server.url}/devices/categories`);
  });

  it('opens a deletion straight from its URL with the category’s name, and Escape leaves it', async () => {
    const category = (await categoriesNow()).find((each) => each.name === 'AV and sound carts') as Named;
    await page.goto(`${server.url}/devices/categories/delete/${category.id}`);
    const modal = page.getByRole('alertdialog', { name: 'Delete the device category' });
    await modal.getByText('Delete the category “AV and sound carts”?').waitFor();
    await modal.getByText('This action cannot be undone.').waitFor();
    await expectAccessible(page, 'delete category modal');
    await page.keyboard.press('Escape');
    await page.waitForURL(`${server.url}/devices/categories`);
    await rowNamed('AV and sound carts').waitFor();
  });

  it('refuses to delete a category in use: the server’s reason in the modal and on the row, and it stays', async () => {
    const used = (await categoriesNow()).find((each) => each.name === 'Scanners') as Named;
    const modelsInIt = (await modelsNow()).filter((model) => model.category?.id === used.id).length;
    expect(modelsInIt).toBeGreaterThan(0);
    await findRow('Scanners');
    await page.keyboard.press('x');
    await page.keyboard.press('Delete');
    await page.waitForURL(`${server.url}/devices/categories/deletes`);
    const modal = page.getByRole('alertdialog', { name: 'Delete 1 device category' });
    await modal.getByText('This action cannot be undone.').waitFor();
    await expectAccessible(page, 'delete categories modal');
    // Cancel has the focus first; the next Tab stop is Delete
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const refusal = `This category is used by ${modelsInIt} device models. Move them to another category first.`;
    await modal.getByRole('alert').filter({ hasText: refusal }).waitFor();
    await expectAccessible(page, 'delete categories modal with the refusal');
    await page.keyboard.press('Escape');
    await page.waitForURL(`${server.url}/devices/categories?search=Scanners`);
    const row = rowNamed('Scanners');
    await row.getByText(refusal).waitFor();
    expect(await row.getAttribute('aria-selected')).toBe('true');
    expect((await server.call('GET', `/api/admin/device-categories/${used.id}`)).status).toBe(200);
    expect((await modelsNow()).filter((model) => model.category?.id === used.id)).toHaveLength(modelsInIt);
    await page.keyboard.press('Escape');
    await clearSearch();
  });
});

describe('device models, by keyboard', () => {
  let unused: Named;
  beforeAll(async () => {
    unused = (await server.call('POST', '/api/admin/device-models', { body: { name: 'Prototype without devices', description: 'Never lent' } })).body;
  });

  it('shows the models table on g m', async () => {
    await goToSection(session, 'models');
    await page.getByRole('heading', { level: 1, name: 'Device models' }).waitFor();
    await rowNamed('Prototype without devices').waitFor();
    await expectAccessible(page, 'models table');
  });

  it('shows the new model panel on c, and Escape closes it', async () => {
    await page.keyboard.press('c');
    await page.getByRole('dialog', { name: 'New device model' }).getByLabel('Category').waitFor();
    await expectAccessible(page, 'new model panel');
    await page.keyboard.press('Escape');
    await page.waitForURL(`${server.url}/devices/models`);
  });

  it('changes the category of two models through the palette, then undoes it, with the server following', async () => {
    const before = await modelsNow();
    await page.keyboard.press('Home');
    await page.keyboard.press('x');
    await page.keyboard.press('j');
    await page.keyboard.press('x');
    const selectedNames = await grid().locator('[role="row"][aria-selected="true"] [role="gridcell"]:nth-child(3)').allTextContents();
    expect(selectedNames).toHaveLength(2);
    const chosen = selectedNames.map((name) => before.find((model) => model.name === name) as Named);
    expect(chosen.every(Boolean)).toBe(true);

    await page.keyboard.press('t');
    const input = paletteInput();
    await input.waitFor();
    await expect.poll(() => page.getByRole('dialog').textContent()).toContain('Choose a category');
    await expectAccessible(page, 'change category palette page');
    await input.pressSequentially('AV and sound');
    await expect.poll(() => page.getByRole('dialog').getByRole('option').first().textContent()).toContain('AV and sound carts');
    await page.keyboard.press('Enter');
    await toastSaying('2 models → AV and sound carts').waitFor();
    const target = (await categoriesNow()).find((each) => each.name === 'AV and sound carts') as Named;
    await expect.poll(async () => (await modelsNow()).filter((model) => chosen.some((each) => each.id === model.id)).map((model) => model.category?.id)).toEqual([target.id, target.id]);
    await expect.poll(() => grid().locator('[role="row"][aria-selected="true"]').filter({ hasText: 'AV and sound carts' }).count()).toBe(2);

    await page.keyboard.press('Control+z');
    await toastSaying('Undone: 2 models → AV and sound carts').waitFor();
    const after = await modelsNow();
    for (const model of chosen) expect(after.find((each) => each.id === model.id)?.category?.id).toBe(model.category?.id);
  });

  it('deletes an unused model after confirming with its name', async () => {
    await page.keyboard.press('Escape');
    await findRow('Prototype without devices');
    await page.keyboard.press('Control+k');
    await paletteInput().pressSequentially('delete the device model');
    await expect.poll(() => page.getByRole('dialog').getByRole('option').first().textContent()).toContain('Delete the device model');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/devices/models/delete/${unused.id}`);
    const modal = page.getByRole('alertdialog', { name: 'Delete the device model' });
    await modal.getByText('Delete the model “Prototype without devices”?').waitFor();
    await expectAccessible(page, 'delete model modal');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/devices/models?search=Prototype+without+devices`);
    await toastSaying('Model deleted').waitFor();
    expect((await server.call('GET', `/api/admin/device-models/${unused.id}`)).status).toBe(404);
    await expect.poll(() => rowNamed('Prototype without devices').count()).toBe(0);
  });

  it('opens the change of category’s palette page over the models from /devices/models/change-category', async () => {
    await page.goto(`${server.url}/devices/models/change-category`);
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await palette.waitFor();
    await page.waitForURL(`${server.url}/devices/models`);
    // reloaded, nothing is selected and no row is under the cursor: the command is listed greyed, with why
    await expect.poll(() => palette.getByRole('option').first().textContent()).toContain('Nothing is selected and no row is under the cursor');
    await expectAccessible(page, 'change category palette page opened by its route');
    await page.keyboard.press('Escape');
    await palette.waitFor({ state: 'detached' });
  });
});
