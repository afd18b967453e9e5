// Issue 13 points 8 and 9 in real Chromium, by keyboard only: the palette finds "Scanline H5 Handheld" by "scn hnd"
// and "Change status…" by "cs", marking the characters the fuzzy match used (axe on the palette); with three devices
// selected, "missing" offers "Set 3 devices to Missing", and Enter changes them (checked through the API).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Device } from '../../src/contract/entities';
import { closeSession, expectAccessible, openSession, type Session } from './browser';

let session: Session;
let page: Page;

beforeAll(async () => {
  session = await openSession();
  page = session.page;
});
afterAll(async () => {
  await closeSession(session);
});

const palette = () => page.getByRole('dialog', { name: 'Command palette' });
const paletteInput = () => palette().getByRole('combobox');
const firstOption = () => palette().getByRole('option').first();
const marksOf = (option: ReturnType<typeof firstOption>) => option.locator('mark').allTextContents();

async function openPaletteAndType(text: string): Promise<void> {
  await page.keyboard.press('Control+k');
  await paletteInput().waitFor();
  await paletteInput().pressSequentially(text);
}

async function closePalette(): Promise<void> {
  await page.keyboard.press('Escape');
  await palette().waitFor({ state: 'detached' });
}

describe('fuzzy matching and values in the palette, by keyboard', () => {
  it('finds "Scanline H5 Handheld" by "scn hnd" and marks the letters it used', async () => {
    await openPaletteAndType('scn hnd');
    await expect.poll(() => firstOption().textContent()).toContain('Scanline H5 Handheld');
    await expect.poll(() => marksOf(firstOption())).toEqual(['Sc', 'n', 'H', 'nd']);
    await expectAccessible(page, 'palette with fuzzy marks');
    await closePalette();
  });

  it('finds "Change status" by its initials "cs" on the devices list', async () => {
    await page.locator('body').press('g');
    await page.keyboard.press('d');
    await page.waitForURL(`${session.server.url}/devices`);
    await page.locator('[role="grid"] [role="row"][aria-rowindex="2"]').waitFor();
    await openPaletteAndType('cs');
    await expect.poll(() => firstOption().textContent()).toMatch(/^Change status/);
    await expect.poll(() => marksOf(firstOption())).toEqual(['C', 's']);
    await closePalette();
  });

  it('offers "Set 3 devices to Missing" for "missing" with three selected, and Enter sets them', async () => {
    // the grid focused: "/" goes to the search, Escape back to the grid
    await page.keyboard.press('/');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('grid');
    for (let row = 0; row < 3; row += 1) {
      await page.keyboard.press('j');
      await page.keyboard.press('x');
    }
    const selected = await page
      .locator('[role="grid"] [role="row"][aria-selected="true"]')
      .evaluateAll((rows) => rows.map((row) => Number(row.id.split('-row-').pop())));
    expect(selected).toHaveLength(3);
    const statuses = async () => {
      const devices: Device[] = (await session.server.call('GET', '/api/admin/devices?page_size=100000')).body.results;
      return devices.filter((device) => selected.includes(device.id)).map((device) => device.status);
    };
    expect(await statuses()).not.toEqual(['missing', 'missing', 'missing']);

    await openPaletteAndType('missing');
    await expect.poll(() => firstOption().textContent()).toBe('Set 3 devices to Missing');
    await expect.poll(() => marksOf(firstOption())).toEqual(['Missing']);
    await expectAccessible(page, 'palette offering a value for the selection');
    await page.keyboard.press('Enter');
    await palette().waitFor({ state: 'detached' });
    await expect.poll(statuses).toEqual(['missing', 'missing', 'missing']);
  });
});
