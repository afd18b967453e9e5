// Issue 14 in real Chromium, in Portuguese, by keyboard: typed without accents, the palette finds "Salón del Turismo
// Madrid 2026" and marks "Salón" in it, and the events and devices table searches find "Belém", "Enología" and the
// devices "Em reparação".
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Device, KitroomEvent } from '../../src/contract/entities';
import type { TestServer } from '../server/harness';
import { closeSession, expectAccessible, openSession, type Session } from './browser';

let session: Session;
let server: TestServer;
let page: Page;

beforeAll(async () => {
  session = await openSession({ language: 'pt' });
  ({ server, page } = session);
});
afterAll(() => closeSession(session));

const rowsShown = async () => Number(await page.getByRole('grid').getAttribute('aria-rowcount')) - 1;

async function searchTable(text: string) {
  await page.keyboard.press('/');
  await page.keyboard.press('Control+a');
  await page.keyboard.type(text);
}

describe('searching without accents, by keyboard', () => {
  it('finds "Salón del Turismo Madrid 2026" in the palette by "salon", marks "Salón", and opens it', async () => {
    const events: KitroomEvent[] = (await server.call('GET', '/api/v1/events?page_size=1000')).body.results;
    const salon = events.find((event) => event.name === 'Salón del Turismo Madrid 2026') as KitroomEvent;
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox');
    await input.waitFor();
    await input.pressSequentially('salon');
    const first = page.getByRole('option').first();
    await expect.poll(() => first.textContent()).toContain('Salón del Turismo Madrid 2026');
    expect(await first.locator('mark').allTextContents()).toEqual(['Salón']);
    await expectAccessible(page, 'palette with marked matches');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/events?focus=${salon.id}`);
  });

  it('finds events by place and name in the events table search', async () => {
    await page.getByRole('grid').waitFor();
    await searchTable('belem');
    await expect.poll(rowsShown).toBe(1);
    await expect.poll(() => page.getByRole('grid').textContent()).toContain('Centro Cultural de Belém');
    await searchTable('enologia');
    await expect.poll(rowsShown).toBe(1);
    await expect.poll(() => page.getByRole('grid').textContent()).toContain('Congreso de Enología 2025');
    // Enter takes the cursor to the first match, in the grid, where g sequences work
    await page.keyboard.press('Enter');
  });

  it('finds the devices "Em reparação" by "reparacao" in the devices table search', async () => {
    const devices: Device[] = (await server.call('GET', '/api/admin/devices?page_size=1000')).body.results;
    const repairing = devices.filter((device) => device.status === 'repairing').length;
    expect(repairing).toBeGreaterThan(0);
    await page.keyboard.press('g');
    await page.keyboard.press('d');
    await page.waitForURL(`${server.url}/devices`);
    await page.getByRole('grid').waitFor();
    await searchTable('reparacao');
    await expect.poll(rowsShown).toBe(repairing);
    await expectAccessible(page, 'devices searched');
  });
});
