// Filters as text (issue 21 point 8) in real Chromium, by keyboard, in Portuguese and in English: typed in the
// person's language with completion (Tab/Enter accept), chips removed with Backspace, negation, the state in the URL
// (a reload keeps it), `f` on the cursor row, the palette's offer, and a server-paged list's filter sent to its server.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Device } from '../../src/contract/entities';
import type { TestServer } from '../server/harness';
import { closeSession, expectAccessible, goToSection, openSession, type Session } from './browser';

const rowsShown = (page: Page) => async () => Number(await page.getByRole('grid').getAttribute('aria-rowcount')) - 1;
const chips = (page: Page) => page.getByRole('list', { name: /^(Filtros|Filters)$/ }).getByRole('listitem').allTextContents();
const searchOf = (page: Page) => new URL(page.url()).searchParams.get('search');
const fleet = async (server: TestServer): Promise<Device[]> => (await server.call('GET', '/api/admin/devices?page_size=100000')).body.results;

describe('filters as text, in Portuguese', () => {
  let session: Session;
  let page: Page;
  let devices: Device[];
  beforeAll(async () => {
    session = await openSession({ language: 'pt' });
    page = session.page;
    devices = await fleet(session.server);
  });
  afterAll(() => closeSession(session));

  it('completes “estado:desap” to a chip with Tab, keeps it in the URL, and filters the rows', async () => {
    await goToSection(session, 'devices');
    await page.getByRole('grid').waitFor();
    await page.keyboard.press('/');
    await page.keyboard.type('est');
    const listbox = page.getByRole('listbox', { name: 'Sugestões de filtros' });
    await expect.poll(() => listbox.getByRole('option').allTextContents()).toEqual(['estado: filtrar por Estado']);
    await page.keyboard.press('Tab');
    await page.keyboard.type('desap');
    await expect.poll(() => listbox.getByRole('option').first().getAttribute('aria-selected')).toBe('true');
    expect(await listbox.getByRole('option').first().textContent()).toBe('Estado: Desaparecido');
    await expectAccessible(page, 'the search with its completion');
    await page.keyboard.press('Tab');
    await expect.poll(() => chips(page)).toEqual(['Estado: Desaparecido×']);
    await expect.poll(() => searchOf(page)).toBe('status:missing');
    await expect.poll(rowsShown(page)).toBe(devices.filter((device) => device.status === 'missing').length);
    await expectAccessible(page, 'the list with a filter chip');
  });

  it('negates with “-”, accepts with Enter, and Backspace at the start removes the last chip', async () => {
    await page.keyboard.type('-base:por');
    await page.keyboard.press('Enter');
    await expect.poll(() => chips(page)).toEqual(['Estado: Desaparecido×', 'Base: não Porto×']);
    await expect.poll(() => searchOf(page)).toBe('status:missing -base:oporto');
    await expect.poll(rowsShown(page)).toBe(devices.filter((device) => device.status === 'missing' && device.base !== 'oporto').length);
    await page.keyboard.press('Backspace');
    await expect.poll(() => chips(page)).toEqual(['Estado: Desaparecido×']);
    await expect.poll(() => searchOf(page)).toBe('status:missing');
  });

  it('reads the filters back from the URL on a reload', async () => {
    await page.reload();
    await page.getByRole('grid').waitFor();
    await expect.poll(() => chips(page)).toEqual(['Estado: Desaparecido×']);
    await expect.poll(rowsShown(page)).toBe(devices.filter((device) => device.status === 'missing').length);
  });

  it('filters to a value of the cursor row with f, and on a cell to that cell’s value at once', async () => {
    await page.keyboard.press('/');
    await page.keyboard.press('Enter');
    // the row as a whole: a palette page of its values asks which
    await page.keyboard.press('f');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox').pressSequentially('modelo');
    await expect.poll(() => dialog.getByRole('option').first().textContent()).toContain('Modelo: ');
    const chosen = ((await dialog.getByRole('option').first().textContent()) ?? '').replace(/^.*Modelo: /, '').trim();
    await page.keyboard.press('Enter');
    await expect.poll(() => chips(page)).toEqual(['Estado: Desaparecido×', `Modelo: ${chosen}×`]);
    await expect.poll(rowsShown(page)).toBe(devices.filter((device) => device.status === 'missing' && device.model_name === chosen).length);
    // Backspace twice at the field's start: back to the status alone; then the cursor cell on the row's event
    await page.keyboard.press('/');
    await page.keyboard.press('Backspace');
    await expect.poll(() => chips(page)).toEqual(['Estado: Desaparecido×']);
    await page.keyboard.press('Enter');
    const grid = page.getByRole('grid');
    const eventColumn = await grid.getByRole('columnheader').allTextContents();
    const steps = eventColumn.findIndex((title) => title.startsWith('Evento'));
    for (let step = 0; step < steps; step += 1) await page.keyboard.press('ArrowRight');
    const cell = page.locator(`[id="${await grid.getAttribute('aria-activedescendant')}"]`);
    const eventName = ((await cell.textContent()) ?? '').trim();
    await page.keyboard.press('f');
    const expected = eventName ? `Evento: ${eventName}×` : 'Evento: nenhum×';
    await expect.poll(() => chips(page)).toEqual(['Estado: Desaparecido×', expected]);
    await expect.poll(rowsShown(page)).toBe(devices.filter((device) => device.status === 'missing' && (device.current_event_name ?? '') === eventName).length);
  });

  it('offers the filters typed in the palette on /devices, and Enter shows them', async () => {
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox').pressSequentially('estado:disponivel');
    await expect.poll(() => dialog.getByRole('option').first().textContent()).toContain('Mostrar Dispositivos: Estado: Disponível');
    await expectAccessible(page, 'the palette offering filters');
    await page.keyboard.press('Enter');
    await expect.poll(() => chips(page)).toContain('Estado: Disponível×');
    await expect.poll(() => searchOf(page)).toMatch(/status:available/);
  });
});

describe('filters as text, in English', () => {
  let session: Session;
  let page: Page;
  beforeAll(async () => {
    session = await openSession({ language: 'en' });
    page = session.page;
  });
  afterAll(() => closeSession(session));

  it('turns typed filters into chips at a space: status:missing event:none', async () => {
    const devices = await fleet(session.server);
    await goToSection(session, 'devices');
    await page.getByRole('grid').waitFor();
    await page.keyboard.press('/');
    await page.keyboard.type('status:missing event:none ');
    await expect.poll(() => chips(page)).toEqual(['Status: Missing×', 'Event: none×']);
    await expect.poll(() => searchOf(page)).toBe('status:missing event:none');
    await expect.poll(rowsShown(page)).toBe(devices.filter((device) => device.status === 'missing' && !device.current_event_name).length);
    await expectAccessible(page, 'devices filtered');
  });

  it('sends a server-paged list’s filter to its server: admin:yes on users', async () => {
    const admins = (await session.server.call('GET', '/api/v2/beamian-users?is_admin=true')).body.count as number;
    const everyone = (await session.server.call('GET', '/api/v2/beamian-users')).body.count as number;
    expect(admins).toBeLessThan(everyone);
    // Esc leaves the field for the grid and keeps the chips
    await page.keyboard.press('Escape');
    expect(await chips(page)).toEqual(['Status: Missing×', 'Event: none×']);
    await goToSection(session, 'users');
    await page.getByRole('grid').waitFor();
    const asked = page.waitForResponse((response) => new URL(response.url()).searchParams.get('is_admin') === 'true');
    await page.keyboard.press('/');
    await page.keyboard.type('admin:yes ');
    await asked;
    await expect.poll(() => chips(page)).toEqual(['Admin: yes×']);
    await expect.poll(() => page.locator('.kr-table-counts').textContent()).toContain(`${admins} row`);
    expect(searchOf(page)).toBe('admin:yes');
    await expectAccessible(page, 'users filtered on the server');
  });
});

describe('filters as text, in Spanish', () => {
  let session: Session;
  let page: Page;
  beforeAll(async () => {
    session = await openSession({ language: 'es' });
    page = session.page;
  });
  afterAll(() => closeSession(session));

  it('reads “estado:desaparecido base:porto” in Spanish words (Porto is Oporto there) and writes the URL in English codes', async () => {
    const devices = await fleet(session.server);
    await goToSection(session, 'devices');
    await page.getByRole('grid').waitFor();
    await page.keyboard.press('/');
    await page.keyboard.type('estado:desaparecido base:porto ');
    await expect.poll(() => chips(page)).toEqual(['Estado: Desaparecido×', 'Base: Oporto×']);
    await expect.poll(() => searchOf(page)).toBe('status:missing base:oporto');
    await expect.poll(rowsShown(page)).toBe(devices.filter((device) => device.status === 'missing' && device.base === 'oporto').length);
  });
});
