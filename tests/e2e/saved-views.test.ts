// Issue 21, point 9, in real Chromium by keyboard: a list's filter, sort and columns saved as a named view from
// the palette, kept on the server (a new browser finds it by `g v` and by its name in the palette), opened with its
// state; its link copied and opened by a colleague who has no views; renamed and deleted (with undo) — in English
// and in Portuguese, axe on every screen and palette page it adds.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openConnection } from '../../src/server/db/sqlite';
import type { TestServer } from '../server/harness';
import { closeSession, cursorOnRow, expectAccessible, goInside, goToSection, loggedInPage, openSession, type Session } from './browser';

let session: Session;
let server: TestServer;
let page: Page;

const dialog = (on: Page) => on.getByRole('dialog');
const paletteInput = (on: Page) => dialog(on).getByRole('combobox');
const firstOption = (on: Page) => dialog(on).getByRole('option').first();
const toastSaying = (on: Page, text: string) => on.locator('[data-sonner-toast]', { hasText: text }).first();
const columnTitles = async (on: Page) => (await on.getByRole('grid').getByRole('columnheader').allTextContents()).map((text) => text.trim());
const sortOf = (on: Page, column: RegExp) => on.getByRole('columnheader', { name: column }).getAttribute('aria-sort');

async function fromPalette(on: Page, query: string, expected: string): Promise<void> {
  await on.keyboard.press('Control+k');
  await paletteInput(on).pressSequentially(query);
  await expect.poll(() => firstOption(on).textContent()).toContain(expected);
  await on.keyboard.press('Enter');
}

/** The missing devices, sorted by model descending, without the Base column, by keyboard. */
async function shapeTheList(on: Page, words: { model: RegExp; columns: RegExp; base: string }): Promise<void> {
  await goInside(on, '/devices?status=missing');
  await on.getByRole('grid').getByRole('row').nth(1).waitFor();
  const sort = on.getByRole('columnheader', { name: words.model }).getByRole('button');
  await sort.focus();
  await on.keyboard.press('Enter');
  await on.keyboard.press('Enter');
  await expect.poll(() => sortOf(on, words.model)).toBe('descending');
  await on.getByRole('button', { name: words.columns }).focus();
  await on.keyboard.press('Enter');
  await on.getByRole('checkbox', { name: words.base, exact: true }).focus();
  await on.keyboard.press('Space');
  await on.keyboard.press('Escape');
  await expect.poll(() => columnTitles(on)).not.toContain(words.base);
}

/** Another admin, who has no views of their own. */
async function colleague(): Promise<{ email: string; password: string }> {
  const made = await server.makeUser({ email: 'colleague@example.org', name: 'Colleague', password: 'colleague-pw-1' });
  const sqlite = openConnection(join(server.dataDir, 'kitroom.sqlite'));
  sqlite.prepare("UPDATE users SET role = 'admin' WHERE id = ?").run(made.id);
  sqlite.close();
  return { email: made.email, password: 'colleague-pw-1' };
}

describe('saved views, in English', () => {
  beforeAll(async () => {
    session = await openSession();
    ({ server, page } = session);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  });
  afterAll(() => closeSession(session));

  it('saves the filter, sort and columns as "Missing in Porto" from the palette', async () => {
    await goToSection(session, 'devices');
    await shapeTheList(page, { model: /^Model/, columns: /^Columns/, base: 'Base' });
    await fromPalette(page, 'save this view', 'Save this view…');
    await expect.poll(() => dialog(page).textContent()).toContain('Save this view of Devices as…');
    await paletteInput(page).pressSequentially('Missing in Porto');
    await expect.poll(() => firstOption(page).textContent()).toContain('Save as “Missing in Porto”');
    await expectAccessible(page, 'the palette page naming a view');
    await page.keyboard.press('Enter');
    await toastSaying(page, 'View “Missing in Porto” saved').waitFor();
    const views = (await server.call('GET', '/api/admin/saved-views')).body.results;
    expect(views).toEqual([expect.objectContaining({ name: 'Missing in Porto', path: '/devices', query: 'status=missing', sort: { column: 'model_name', direction: 'desc' } })]);
    expect(views[0].columns).not.toContain('base');
  });

  it('survives a new browser: g v lists it, Enter opens the list with its filter, sort and columns', async () => {
    const fresh = await loggedInPage(session.browser, server);
    await fresh.locator('body').press('g');
    await fresh.keyboard.press('v');
    await paletteInput(fresh).waitFor();
    await expect.poll(() => firstOption(fresh).textContent()).toContain('Missing in Porto');
    await expectAccessible(fresh, 'the palette page of saved views');
    await fresh.keyboard.press('Enter');
    await fresh.waitForURL(`${server.url}/devices?status=missing`);
    await fresh.getByRole('grid').getByRole('row').nth(1).waitFor();
    expect(await sortOf(fresh, /^Model/)).toBe('descending');
    expect(await columnTitles(fresh)).not.toContain('Base');

    // and by its name in the palette's first page, as a saved view
    await goToSection({ page: fresh, server }, 'events');
    await fromPalette(fresh, 'missing in porto', 'Missing in Porto');
    await fresh.waitForURL(`${server.url}/devices?status=missing`);
    expect(await sortOf(fresh, /^Model/)).toBe('descending');
    await fresh.context().close();
  });

  it("copies a link that opens the same view for a colleague who has no views", async () => {
    await goInside(page, '/devices?status=missing');
    await fromPalette(page, 'copy a link', 'Copy a link to this view');
    const toast = toastSaying(page, 'Link copied');
    await toast.waitFor();
    const link = /Link copied: (\S+)/.exec((await toast.textContent()) ?? '')![1]!;
    expect(link).toBe(`${server.url}/devices?status=missing&sort=-model_name&columns=${(await server.call('GET', '/api/admin/saved-views')).body.results[0].columns.join(',')}`);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    const { email, password } = await colleague();
    const theirs = await loggedInPage(session.browser, server, { email, password });
    await theirs.goto(link);
    await theirs.getByRole('grid').getByRole('row').nth(1).waitFor();
    expect(await sortOf(theirs, /^Model/)).toBe('descending');
    expect(await columnTitles(theirs)).not.toContain('Base');
    // the settings went into the table; the address keeps the list's own query
    await theirs.waitForURL(`${server.url}/devices?status=missing`);
    await theirs.context().close();
  });

  it('deletes a view from the palette, and undoes it', async () => {
    await fromPalette(page, 'delete a saved view', 'Delete a saved view…');
    await expect.poll(() => firstOption(page).textContent()).toContain('Missing in Porto');
    await page.keyboard.press('Enter');
    await toastSaying(page, 'View “Missing in Porto” deleted').waitFor();
    expect((await server.call('GET', '/api/admin/saved-views')).body.count).toBe(0);
    await page.locator('body').press('Control+z');
    await expect.poll(async () => (await server.call('GET', '/api/admin/saved-views')).body.results.map((view: { name: string }) => view.name)).toEqual(['Missing in Porto']);
  });
});

describe('saved views, in Portuguese', () => {
  beforeAll(async () => {
    session = await openSession({ language: 'pt' });
    ({ server, page } = session);
  });
  afterAll(() => closeSession(session));

  it('guarda a vista, abre-a com g v, muda-lhe o nome na lista de vistas e elimina-a com anular', async () => {
    await goToSection(session, 'devices');
    await shapeTheList(page, { model: /^Modelo/, columns: /^Colunas/, base: 'Base' });
    await fromPalette(page, 'guardar esta vista', 'Guardar esta vista…');
    await paletteInput(page).pressSequentially('Em falta no Porto');
    await expect.poll(() => firstOption(page).textContent()).toContain('Guardar como “Em falta no Porto”');
    await page.keyboard.press('Enter');
    await toastSaying(page, 'Vista “Em falta no Porto” guardada').waitFor();

    await goToSection(session, 'events');
    await page.locator('body').press('g');
    await page.keyboard.press('v');
    await expect.poll(() => firstOption(page).textContent()).toContain('Em falta no Porto');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/devices?status=missing`);
    await page.getByRole('grid').getByRole('row').nth(1).waitFor();
    expect(await sortOf(page, /^Modelo/)).toBe('descending');

    // the views' own list: g w, the cursor on it, Enter edits it
    await page.locator('body').press('g');
    await page.keyboard.press('w');
    await page.waitForURL(`${server.url}/views`);
    await page.getByRole('grid').getByRole('row', { name: /Em falta no Porto/ }).waitFor();
    await expectAccessible(page, 'a lista de vistas guardadas');
    await cursorOnRow(page, 'Em falta');
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog');
    await panel.getByLabel('Nome').waitFor();
    await expect.poll(() => panel.getByLabel('Ligação').inputValue()).toMatch(/^\/devices\?status=missing&sort=-model_name&columns=/);
    await expectAccessible(page, 'a edição de uma vista guardada');
    await panel.getByLabel('Nome').fill('Perdidos no Porto');
    await page.keyboard.press('Control+Enter');
    await toastSaying(page, 'Vista editada').waitFor();
    expect((await server.call('GET', '/api/admin/saved-views')).body.results[0].name).toBe('Perdidos no Porto');
    // the search that found it under its old name is emptied, so that the list shows it under the new one
    await page.keyboard.press('/');
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Backspace');
    await expect.poll(() => page.getByRole('grid').getByRole('row', { name: /Perdidos no Porto/ }).count()).toBe(1);
    // back to the grid: in the search field, $mod+z is the field's own text undo
    await page.keyboard.press('Enter');

    await fromPalette(page, 'eliminar uma vista', 'Eliminar uma vista guardada…');
    await expect.poll(() => firstOption(page).textContent()).toContain('Perdidos no Porto');
    await page.keyboard.press('Enter');
    await toastSaying(page, 'Vista “Perdidos no Porto” eliminada').waitFor();
    await expect.poll(() => page.getByRole('grid').getByRole('row', { name: /Perdidos no Porto/ }).count()).toBe(0);
    await page.locator('body').press('Control+z');
    await expect.poll(() => page.getByRole('grid').getByRole('row', { name: /Perdidos no Porto/ }).count()).toBe(1);
    expect((await server.call('GET', '/api/admin/saved-views')).body.results.map((view: { name: string }) => view.name)).toEqual(['Perdidos no Porto']);
  });
});
