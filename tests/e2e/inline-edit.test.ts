// Issue 21 point 10 in real Chromium, by keyboard only, in English, Portuguese and Spanish: on /devices, ←/→ move a cursor
// cell along the cursor row (the grid's active descendant); `e` edits it in place: Esc cancels, Enter saves (the
// toast, and $mod+z undoes it), an empty name is refused beside the cell, and the server's refusal of a serial
// another device has stands beside the cell, which stays in edit with what was typed. With a device's edit panel
// open, $mod+↓ and j/k move to the next and previous device of the list without closing it. Checked through the API.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Device } from '../../src/contract/entities';
import { closeSession, cursorOnRow, expectAccessible, goToSection, openSession, type Session } from './browser';
import { say, type Language } from './messages';

for (const language of ['en', 'pt', 'es'] as const satisfies readonly Language[]) {
  describe(`editing in place and moving between records (${language})`, () => {
    let session: Session;
    let page: Page;
    let printer: Device;
    let other: Device;

    const grid = () => page.getByRole('grid');
    const activeCell = () => page.evaluate(() => {
      const id = document.querySelector('[role="grid"]')?.getAttribute('aria-activedescendant') ?? '';
      return (document.getElementById(id) as HTMLElement | null)?.dataset.column ?? null;
    });
    const editorOf = (field: 'name' | 'serial_id', name: string) =>
      grid().getByLabel(say(language, 'inlineEdit.label', { field: say(language, `deviceRecords.field.${field}`), name }), { exact: true });
    const apiDevice = async (id: number): Promise<Device> => (await session.server.call('GET', `/api/admin/devices/${id}`)).body;
    const focusedIs = (locator: ReturnType<typeof editorOf>) => locator.evaluate((element) => element === document.activeElement);

    beforeAll(async () => {
      session = await openSession({ language });
      page = session.page;
      const devices: Device[] = (await session.server.call('GET', '/api/admin/devices?page_size=100000')).body.results;
      const printers = devices.filter((device) => device.name.startsWith('PRINTER-') && device.serial_id);
      const [first, second] = printers;
      if (!first || !second) throw new Error('the demo data has fewer than two printers with serials');
      [printer, other] = [first, second];
      // the serial number shown beside the name and the status, as a person would pick under Columns
      await page.evaluate(() => localStorage.setItem('kitroom.table.devices', JSON.stringify({ visible: ['name', 'serial_id', 'status'] })));
    });
    afterAll(() => closeSession(session));

    it('moves a cursor cell with ←/→, and `e` then Esc leaves the value as it was', async () => {
      await goToSection(session, 'devices');
      await grid().locator('[role="row"][aria-rowindex="2"]').waitFor();
      await cursorOnRow(page, printer.name);
      expect(await activeCell()).toBeNull();
      await page.keyboard.press('ArrowRight');
      expect(await activeCell()).toBe('name');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      expect(await activeCell()).toBe('status');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      expect(await activeCell()).toBe('name');
      await expectAccessible(page, `the devices list with a cursor cell (${language})`);

      await page.keyboard.press('e');
      const editor = editorOf('name', printer.name);
      await expect.poll(() => focusedIs(editor)).toBe(true);
      await expectAccessible(page, `a cell edited in place (${language})`);
      await page.keyboard.type(' never');
      await page.keyboard.press('Escape');
      await editor.waitFor({ state: 'detached' });
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('grid');
      expect((await apiDevice(printer.id)).name).toBe(printer.name);
    });

    it('saves with Enter (a toast, and $mod+z undoes it)', async () => {
      await page.keyboard.press('e');
      await page.keyboard.type(' spare');
      await page.keyboard.press('Enter');
      await page.locator('[data-sonner-toast]', { hasText: say(language, 'devices.edited') }).first().waitFor();
      await expect.poll(async () => (await apiDevice(printer.id)).name).toBe(`${printer.name} spare`);
      await grid().getByRole('gridcell', { name: `${printer.name} spare`, exact: true }).waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('grid');

      await page.keyboard.press('Control+z');
      await expect.poll(async () => (await apiDevice(printer.id)).name).toBe(printer.name);
    });

    it('refuses an empty name beside the cell, and the server’s refusal of a serial in use, keeping what was typed', async () => {
      await grid().getByRole('gridcell', { name: printer.name, exact: true }).waitFor();
      await page.keyboard.press('e');
      await page.keyboard.press('Control+a');
      await page.keyboard.press('Backspace');
      await page.keyboard.press('Enter');
      const refusal = grid().locator('.is-editing [role="alert"]');
      await expect.poll(() => refusal.textContent()).toBe(say(language, 'records.nameRequired'));
      expect(await editorOf('name', printer.name).getAttribute('aria-invalid')).toBe('true');
      await page.keyboard.press('Escape');

      await page.keyboard.press('ArrowRight');
      expect(await activeCell()).toBe('serial_id');
      await page.keyboard.press('e');
      const serial = editorOf('serial_id', printer.name);
      await expect.poll(() => focusedIs(serial)).toBe(true);
      await page.keyboard.press('Control+a');
      await page.keyboard.type(other.serial_id ?? '');
      await page.keyboard.press('Enter');
      await expect.poll(() => refusal.textContent()).toBe(say(language, 'server.uniqueDeviceSerial'));
      expect(await serial.inputValue()).toBe(other.serial_id);
      expect(await serial.getAttribute('aria-invalid')).toBe('true');
      await expectAccessible(page, `a refusal beside a cell (${language})`);
      expect((await apiDevice(printer.id)).serial_id).toBe(printer.serial_id);
      await page.keyboard.press('Escape');
      await serial.waitFor({ state: 'detached' });
    });

    it('with a device’s edit panel open, $mod+↓ and j/k move to the next and previous device without closing it', async () => {
      // the whole list again: the search cleared, the cursor on the first row
      await page.keyboard.press('/');
      await page.keyboard.press('Control+a');
      await page.keyboard.press('Backspace');
      await page.keyboard.press('Enter');
      const firstRows = grid().locator('[role="row"]:is([aria-rowindex="2"], [aria-rowindex="3"]) [data-column="name"]');
      // the search's answer is deferred: wait for the whole list's first two rows
      await expect.poll(() => firstRows.count()).toBe(2);
      const [firstName, secondName] = await firstRows.allTextContents();
      await page.keyboard.press('Enter');
      const panel = page.getByRole('dialog');
      const nameField = panel.getByLabel(say(language, 'deviceRecords.field.name'), { exact: true });
      await expect.poll(() => nameField.inputValue()).toBe(firstName);
      await expect.poll(() => nameField.evaluate((element) => element === document.activeElement)).toBe(true);

      await page.keyboard.press('ControlOrMeta+ArrowDown');
      await expect.poll(() => nameField.inputValue()).toBe(secondName);
      expect(await nameField.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await page.locator('.kr-row.is-cursor [data-column="name"]').textContent()).toBe(secondName);
      await expectAccessible(page, `an edit panel moved to the next device (${language})`);

      // outside a text field, k and j
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('k');
      await expect.poll(() => nameField.inputValue()).toBe(firstName);
      await page.keyboard.press('j');
      await expect.poll(() => nameField.inputValue()).toBe(secondName);
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });
      expect(await page.locator('.kr-row.is-cursor [data-column="name"]').textContent()).toBe(secondName);
    });
  });
}
