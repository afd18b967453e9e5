// Issue 23 in real Chromium, by keyboard, in Portuguese and Spanish: a device's status changed twice with `s`, then `h`
// on its row opens its history (a side panel): both entries with the person's name and "Status: before → after" in
// the language; undoing the older one is refused, saying who changed the status since; undoing the newest puts the
// device back and its entry comes on top; $mod+z and $mod+Shift+z revert and remake that undo as the app's undo does,
// and Esc gives the keyboard back to the row. Checked through the API; axe on the panel.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Device } from '../../src/contract/entities';
import { closeSession, cursorOnRow, expectAccessible, goToSection, openSession, type Session } from './browser';
import { say, type Language } from './messages';

for (const language of ['pt', 'es'] as const satisfies readonly Language[]) {
  describe(`a device's history (${language})`, () => {
    let session: Session;
    let page: Page;
    let device: Device;

    const palette = () => page.getByRole('dialog');
    const panel = () => page.getByRole('dialog');
    const entries = () => panel().locator('.kr-history-entry');
    const statusOf = async (): Promise<string> => (await session.server.call('GET', `/api/admin/devices/${device.id}`)).body.status;
    const status = (code: string) => say(language, `status.${code}` as 'status.available');
    const statusLine = (before: string, after: string) => say(language, 'history.change.field', { field: say(language, 'deviceRecords.field.status'), before: status(before), after: status(after) });

    async function changeStatus(to: string): Promise<void> {
      await page.keyboard.press('s');
      await palette().getByRole('combobox').pressSequentially(status(to));
      await expect.poll(() => palette().getByRole('option').first().textContent()).toContain(status(to));
      await page.keyboard.press('Enter');
      await expect.poll(statusOf).toBe(to);
      await palette().waitFor({ state: 'detached' });
    }

    beforeAll(async () => {
      session = await openSession({ language });
      page = session.page;
      const devices: Device[] = (await session.server.call('GET', '/api/admin/devices?page_size=100000')).body.results;
      const available = devices.find((each) => each.status === 'available' && each.name.startsWith('SCANNER-'));
      if (!available) throw new Error('the demo data has no available scanner');
      device = available;
    });
    afterAll(() => closeSession(session));

    it('lists both changes of the status with who made them, the newest first, and passes axe', async () => {
      await goToSection(session, 'devices');
      await page.getByRole('grid').locator('[role="row"][aria-rowindex="2"]').waitFor();
      await cursorOnRow(page, device.name);
      await changeStatus('repairing');
      await changeStatus('missing');

      await page.keyboard.press('h');
      await page.waitForURL(`${session.server.url}/devices/${device.id}/history`);
      await expect.poll(() => panel().locator('h2').textContent()).toBe(say(language, 'history.panel.title', { name: device.name }));
      await expect.poll(() => entries().count()).toBe(2);
      const [newest, older] = await entries().allTextContents();
      expect(newest).toContain(statusLine('repairing', 'missing'));
      expect(newest).toContain(say(language, 'history.panel.by', { person: 'Admin' }));
      expect(older).toContain(statusLine('available', 'repairing'));
      await expect.poll(() => entries().first().evaluate((entry) => entry === document.activeElement)).toBe(true);
      await expectAccessible(page, `a device's history (${language})`);
    });

    it('refuses to undo the older change, saying who changed the status since', async () => {
      await page.keyboard.press('j');
      await expect.poll(() => entries().nth(1).evaluate((entry) => entry === document.activeElement)).toBe(true);
      await page.keyboard.press('u');
      const refusal = entries().nth(1).getByRole('alert');
      await expect.poll(() => refusal.textContent()).toMatch(new RegExp(`^Admin .*${say(language, 'deviceRecords.field.status')}.*\\(\\d\\d:\\d\\d\\)`));
      await expectAccessible(page, `a refused undo (${language})`);
      expect(await statusOf()).toBe('missing');
    });

    it('undoes the newest change: the device is back, the undo on top; $mod+z and $mod+Shift+z revert and remake it', async () => {
      await page.keyboard.press('k');
      await page.keyboard.press('u');
      await expect.poll(statusOf).toBe('repairing');
      await expect.poll(() => entries().count()).toBe(3);
      expect(await entries().first().textContent()).toContain(statusLine('missing', 'repairing'));
      expect(await entries().first().textContent()).toContain(say(language, 'history.operation.undo', { count: 1 }));

      await page.keyboard.press('Control+z');
      await expect.poll(statusOf).toBe('missing');
      await expect.poll(() => entries().count()).toBe(4);
      await page.keyboard.press('Control+Shift+z');
      await expect.poll(statusOf).toBe('repairing');
      await expect.poll(() => entries().count()).toBe(5);

      await page.keyboard.press('Escape');
      // the list as it was left, its search kept
      await page.waitForURL((url) => url.pathname === '/devices');
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('grid');
      await page.keyboard.press('Control+z');
      await expect.poll(statusOf).toBe('missing');
    });
  });
}
