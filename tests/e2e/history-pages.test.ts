// The recent changes in real Chromium, by keyboard (issue 23): changes made as two people (over the API), "Alterações
// recentes" (g r) lists both people's, "As minhas alterações" (g y) only the admin's; Enter on the bulk change opens
// its operation's page listing its devices (j/k, Enter opens a device); "Select these devices" selects them on the
// devices list. Portuguese and English; axe on the palette's page and the operation's page.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../server/harness';
import { staffMember } from '../server/historyHelpers';
import { closeSession, expectAccessible, openSession, type Session } from './browser';

let session: Session;
let server: TestServer;
let page: Page;

const palette = () => page.getByRole('dialog');
const optionTexts = async () => palette().getByRole('option').allTextContents();
const grid = () => page.getByRole('grid');
const bodyRows = () => grid().locator('[role="row"][aria-rowindex]:not([aria-rowindex="1"])');

interface Device { id: number; name: string; status: string }

/** Five devices set to "missing" by a staff member, and one device's comment edited by the admin. */
async function changesByTwoPeople(name: string): Promise<{ five: Device[]; edited: Device }> {
  const staff = await staffMember(server, name);
  const fleet: Device[] = (await server.call('GET', '/api/admin/devices?page_size=200')).body.results;
  const five = fleet.filter((device) => device.status !== 'missing').slice(0, 5).sort((a, b) => a.id - b.id);
  expect((await server.call('PATCH', '/api/v1/services/devices-bulk-update-status', { token: staff.token, body: { ids: five.map((device) => device.id), status: 'missing' } })).status).toBe(200);
  const edited = fleet[100] as Device;
  expect((await server.call('PUT', `/api/admin/devices/${edited.id}`, { body: { name: edited.name, comment: 'verificado' } })).status).toBe(200);
  return { five, edited };
}

/** `g` then `key`, from the page (not a field). */
async function goKeys(key: string): Promise<void> {
  await page.locator('body').press('g');
  await page.keyboard.press(key);
}

/** Moves to the first option matching `pattern` and presses Enter. */
async function chooseOption(pattern: RegExp): Promise<void> {
  await expect.poll(async () => (await optionTexts()).findIndex((text) => pattern.test(text))).toBeGreaterThanOrEqual(0);
  const index = (await optionTexts()).findIndex((text) => pattern.test(text));
  for (let step = 0; step < index; step += 1) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

describe('the recent changes, in Portuguese', () => {
  let five: Device[];
  let edited: Device;
  let adminName: string;

  beforeAll(async () => {
    session = await openSession({ language: 'pt' });
    ({ server, page } = session);
    ({ five, edited } = await changesByTwoPeople('Bruno Costa'));
    adminName = (await server.call('GET', '/api/v2/beamian-users?search=admin@example.com')).body.results[0].name;
  });
  afterAll(() => closeSession(session));

  it('lists both people’s changes in "Alterações recentes", and only mine in "As minhas alterações"', async () => {
    await goKeys('r');
    await expect.poll(async () => (await optionTexts())[0] ?? '').toContain(`Dispositivo editado, ${adminName} · agora · ${edited.name}`);
    expect(await page.locator('.kr-palette-page-title').textContent()).toContain('Alterações recentes');
    const team = await optionTexts();
    expect(team[1]).toContain('Estado de 5 dispositivos alterado, Bruno Costa · agora · 5 dispositivos');
    await expectAccessible(page, 'the palette’s page of recent changes');
    await page.keyboard.press('Escape');

    await goKeys('y');
    await expect.poll(async () => (await optionTexts())[0] ?? '').toContain(`Dispositivo editado, agora · ${edited.name}`);
    expect(await page.locator('.kr-palette-page-title').textContent()).toContain('As minhas alterações');
    expect((await optionTexts()).some((text) => text.includes('Estado de 5 dispositivos alterado'))).toBe(false);
    await page.keyboard.press('Escape');
  });

  it('opens the bulk change’s page, listing its devices; j and Enter open a device', async () => {
    await goKeys('r');
    await chooseOption(/^Estado de 5 dispositivos alterado/);
    await page.waitForURL(/\/history\/operations\/\d+$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Estado de 5 dispositivos alterado');
    await expect.poll(() => bodyRows().count()).toBe(5);
    expect((await page.locator('.kr-operation-summary').textContent()) ?? '').toMatch(/^Por Bruno Costa · agora \(/);
    for (const [index, device] of five.entries()) {
      const cells = await bodyRows().nth(index).locator('[role="gridcell"]').allTextContents();
      expect(cells.map((cell) => cell.trim()).filter(Boolean)).toEqual([device.name, 'Estado', expect.any(String), 'Desaparecido']);
    }
    expect(await page.title()).toBe('Alteração · Kitroom');
    await expectAccessible(page, 'an operation’s page');

    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('grid');
    await page.keyboard.press('j');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/devices/edit/${(five[1] as Device).id}`);
  });
});

describe('the recent changes, in English', () => {
  let five: Device[];

  beforeAll(async () => {
    session = await openSession();
    ({ server, page } = session);
    ({ five } = await changesByTwoPeople('Sofia Lopes'));
  });
  afterAll(() => closeSession(session));

  it('opens the bulk change’s page from "Recent changes" and selects its devices on their list', async () => {
    await goKeys('r');
    await chooseOption(/^Status of 5 devices changed, Sofia Lopes/);
    await page.waitForURL(/\/history\/operations\/\d+$/);
    await expect.poll(() => bodyRows().count()).toBe(5);
    const select = page.getByRole('button', { name: 'Select these 5 devices' });
    await select.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/devices`);
    await expect.poll(() => grid().locator('[role="row"][aria-selected="true"]').count()).toBe(5);
    await expect.poll(() => bodyRows().count()).toBe(5);
    const names = await bodyRows().evaluateAll((rows) => rows.map((row) => row.textContent ?? ''));
    for (const device of five) expect(names.some((text) => text.includes(device.name))).toBe(true);
  });
});
