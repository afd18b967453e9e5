// The devices' bulk commands in real Chromium, by keyboard only, against a server with demo data: select with
// j/x, Shift and $mod+a, change through the palette, its nested pages, the single keys and the action bar, undo
// with $mod+z, and check every step through the API. axe-core on the screen, the palette and every panel.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Device } from '../../src/contract/entities';
import { DEVICE_STATUSES } from '../../src/contract/enums';
import type { TestServer } from '../server/harness';
import { closeSession, expectAccessible, goToSection, openSession, type Session } from './browser';

let session: Session;
let server: TestServer;
let page: Page;

beforeAll(async () => {
  // the flows read English labels
  session = await openSession({ language: 'en' });
  ({ server, page } = session);
});
afterAll(() => closeSession(session));

const allDevices = async (): Promise<Device[]> => (await server.call('GET', '/api/admin/devices?page_size=100000')).body.results;
const devicesById = async () => new Map((await allDevices()).map((device) => [device.id, device]));

/** The ids of the selected rows on screen, read from the rows' element ids (…-row-<id>). */
const selectedOnScreen = () =>
  page.locator('[role="grid"] [role="row"][aria-selected="true"]').evaluateAll((rows) => rows.map((row) => Number(row.id.split('-row-').pop())));

/** The toolbar's "n selected", '' with nothing selected. */
const selectionCount = () => page.evaluate(() => document.querySelector('.kr-table-selected')?.textContent ?? '');

const palette = () => page.getByRole('dialog', { name: 'Command palette' });
const paletteInput = () => palette().getByRole('combobox');
const firstOption = () => palette().getByRole('option').first();

/** Chooses on the palette's page on screen: types, waits until the first result is `label`, presses Enter. */
async function choose(text: string, label: string): Promise<void> {
  await paletteInput().pressSequentially(text);
  await expect.poll(() => firstOption().textContent()).toContain(label);
  await page.keyboard.press('Enter');
}

async function expectToast(text: string): Promise<void> {
  await page.locator('[data-sonner-toast]', { hasText: text }).first().waitFor();
}

/**
 * axe on what this file builds. Sonner's rich success toast (the shell's Toaster) fails colour contrast on its
 * own, so the check waits for toasts to leave (5 s) rather than report the shell's toast against these screens.
 */
async function expectAccessibleScreen(label: string): Promise<void> {
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 10_000 });
  await expectAccessible(page, label);
}

describe('devices bulk commands, by keyboard', () => {
  it('selects three devices with j/x, changes their status through the palette, and undoes it with $mod+z', async () => {
    await goToSection(session, 'devices');
    await page.locator('[role="grid"] [role="row"][aria-rowindex="2"]').waitFor();
    await expectAccessibleScreen('/devices');

    // focus the grid: "/" goes to the search, Escape (with nothing typed) back to the grid
    await page.keyboard.press('/');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('grid');
    for (let row = 0; row < 3; row += 1) {
      await page.keyboard.press('j');
      await page.keyboard.press('x');
    }
    await expect.poll(selectionCount).toBe('3 selected');
    const selected = await selectedOnScreen();
    expect(selected).toHaveLength(3);

    const before = await devicesById();
    const used = new Set(selected.map((id) => before.get(id)?.status));
    const target = DEVICE_STATUSES.find((status) => !used.has(status)) as (typeof DEVICE_STATUSES)[number];
    const targetLabel = { in_use: 'In Use', available: 'Available', repairing: 'Repairing', receiving: 'Receiving', missing: 'Missing' }[target];

    await page.keyboard.press('Control+k');
    await paletteInput().waitFor();
    // with a selection, the device commands come first, titled with its size
    const firstTitles = await palette().getByRole('option').evaluateAll((options) => options.slice(0, 6).map((option) => option.textContent ?? ''));
    const deviceTitles = [
      'Assign 3 devices to an event…', 'Unassign 3 devices from their events', 'Receive 3 devices at a base…', 'Change base of 3 devices…', 'Change model of 3 devices…',
      'Change status of 3 devices…',
    ];
    expect(firstTitles.map((title, index) => title.startsWith(deviceTitles[index] ?? '-'))).toEqual(deviceTitles.map(() => true));
    await choose('status', 'Change status of 3 devices…');
    await expectAccessibleScreen('palette: choose a status');
    await choose(targetLabel, targetLabel);
    await expectToast(`3 devices → ${targetLabel}`);

    await expect.poll(async () => {
      const after = await devicesById();
      return [...after.values()].filter((device) => device.status !== before.get(device.id)?.status).map((device) => device.id).sort();
    }).toEqual([...selected].sort());
    for (const id of selected) expect((await devicesById()).get(id)?.status).toBe(target);
    // the rows show the server's answer in place
    await expect.poll(() => page.locator(`[role="row"][id$="-row-${selected[0]}"]`).textContent()).toContain(targetLabel);

    await page.keyboard.press('Control+z');
    await expectToast(`Undone: 3 devices → ${targetLabel}`);
    await expect.poll(async () => {
      const after = await devicesById();
      return selected.map((id) => after.get(id)?.status);
    }).toEqual(selected.map((id) => before.get(id)?.status));
  });

  it('range-selects with Shift and assigns an event with `a` on a nested palette page', async () => {
    await page.keyboard.press('Escape'); // clears the selection
    await expect.poll(selectionCount).toBe('');
    await page.keyboard.press('j');
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('Shift+j');
    await expect.poll(selectionCount).toBe('4 selected');
    const selected = await selectedOnScreen();
    expect(selected).toHaveLength(4);

    const event = (await server.call('GET', '/api/v1/events?page_size=1000')).body.results.at(-1) as { id: number; name: string };
    await page.keyboard.press('a');
    await paletteInput().waitFor();
    // events now and ahead first, with their dates ("No event" last: feedback-layout.test.ts)
    await expect.poll(() => firstOption().textContent()).toMatch(/(Now|Upcoming) · /);
    await expectAccessibleScreen('palette: choose an event');
    await choose(event.name, event.name);
    await expectToast(`4 devices → ${event.name}`);
    await expect.poll(async () => {
      const after = await devicesById();
      return selected.map((id) => after.get(id)?.current_event_id);
    }).toEqual(selected.map(() => event.id));
  });

  it('receives the same selection at a base with `r`: the event is cleared and the base set', async () => {
    const selected = await selectedOnScreen();
    expect(selected).toHaveLength(4);
    await page.keyboard.press('r');
    await paletteInput().waitFor();
    await choose('Porto', 'Porto');
    await expectToast('4 devices received at Porto');
    await expect.poll(async () => {
      const after = await devicesById();
      return selected.map((id) => [after.get(id)?.current_event_id, after.get(id)?.base]);
    }).toEqual(selected.map(() => [null, 'oporto']));
  });

  it('searches, selects all matching with $mod+a and changes their base through the palette', async () => {
    await page.keyboard.press('Escape');
    const term = 'k3 slim';
    const before = await allDevices();
    const labels: Record<string, string> = { in_use: 'in use', available: 'available', repairing: 'repairing', receiving: 'receiving', missing: 'missing', anadia: 'anadia', oporto: 'porto', lisbon: 'lisbon', vision_volt: 'visionvolt' };
    // the table's own rule: every word in one of the searched fields, as shown
    const matching = before.filter((device) => {
      const text = [device.name, device.model_name, device.serial_id, labels[device.status], device.category_name, device.base ? labels[device.base] : null]
        .filter((value) => value !== null && value !== undefined).join('\n').toLowerCase();
      return term.split(' ').every((word) => text.includes(word));
    });
    expect(matching.length).toBeGreaterThan(1);
    expect(matching.length).toBeLessThan(before.length);

    await page.keyboard.press('/');
    await page.keyboard.type(term);
    await expect.poll(() => page.locator('.kr-table-counts').textContent()).toContain(`${matching.length} rows`);
    await page.keyboard.press('Enter'); // back to the grid, the search kept
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('grid');
    await page.keyboard.press('Control+a');
    await expect.poll(selectionCount).toBe(`All ${matching.length} matching selected`);

    await page.keyboard.press('Control+k');
    await choose('change base', `Change base of ${matching.length} devices…`);
    await choose('VisionVolt', 'VisionVolt');
    await expectToast(`${matching.length} devices moved to VisionVolt`);

    const expected = matching.map((device) => device.id).sort((a, b) => a - b);
    await expect.poll(async () => (await allDevices()).filter((device) => device.base === 'vision_volt' && expected.includes(device.id)).length).toBe(expected.length);
    const after = await allDevices();
    const changed = after.filter((device) => device.base !== before.find((old) => old.id === device.id)?.base).map((device) => device.id);
    expect(changed.every((id) => expected.includes(id))).toBe(true);
    expect(after.filter((device) => !expected.includes(device.id)).map((device) => device.base))
      .toEqual(before.filter((device) => !expected.includes(device.id)).map((device) => device.base));
  });

  it('changes the model from the action bar’s button, on the palette page its key m opens', async () => {
    await page.keyboard.press('/');
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape'); // clear the selection
    await page.keyboard.press('Home');
    await page.keyboard.press('x');
    await expect.poll(selectionCount).toBe('1 selected');
    const [id] = await selectedOnScreen();
    const before = (await server.call('GET', `/api/admin/devices/${id}`)).body as Device;

    // Tab from the grid to the action bar's "Model…" button (the bar says what is selected; the button's tooltip
    // names the action whole)
    for (let step = 0; step < 80; step += 1) {
      if (await page.evaluate(() => document.activeElement?.getAttribute('data-command')) === 'devices.changeModel') break;
      await page.keyboard.press('Tab');
    }
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Model…');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('title'))).toBe('Change model…');
    await page.keyboard.press('Enter');
    // one UI per action: the page m opens, over the list
    await expect.poll(() => paletteInput().getAttribute('placeholder')).toBe('Choose a device model');
    expect(new URL(page.url()).pathname).toBe('/devices');
    await expectAccessibleScreen('model page opened from the button');
    // the first model that is not the device's own
    const models = (await server.call('GET', '/api/admin/device-models?page_size=500')).body.results as { id: number; name: string }[];
    const target = models.find((model) => model.id !== before.model_type_id) as { id: number; name: string };
    await choose(target.name, target.name);
    await expect.poll(async () => (await server.call('GET', `/api/admin/devices/${id}`)).body.model_type_id).toBe(target.id);
    expect(await selectedOnScreen()).toEqual([id]);
  });

  it('opens every bulk command’s palette page over the list from its route, opened by URL', async () => {
    for (const [route, title] of [
      ['assign', 'Assign to an event…'], ['receive', 'Receive at a base…'], ['change-base', 'Change base…'],
      ['change-devices-model', 'Change model…'], ['change-status', 'Change status…'],
    ] as const) {
      await page.goto(`${server.url}/devices/${route}`);
      await palette().waitFor();
      await page.waitForURL(`${server.url}/devices`);
      // reloaded, nothing is selected and no row is under the cursor: the command is listed, greyed, with why
      await expect.poll(() => firstOption().textContent()).toContain(title);
      expect(await firstOption().textContent()).toContain('Nothing is selected and no row is under the cursor');
      await expectAccessibleScreen(`/devices/${route}`);
      await page.keyboard.press('Escape');
      await palette().waitFor({ state: 'detached' });
    }
  });
});
