// Undo and the palette's recent items end with their session, in real Chromium (issue 19, point 3): an admin
// changes a device and opens an event from the palette, logs out in the same tab; the next person to log in there
// presses Ctrl+Z and nothing is reverted (the device keeps the first admin's change), and the palette's Recent does
// not show the first admin's event.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openConnection } from '../../src/server/db/sqlite';
import { closeSession, cursorOnRow, openSession, type Session } from './browser';

let session: Session;
beforeAll(async () => {
  session = await openSession();
});
afterAll(() => closeSession(session));

describe('a session ended in a tab', () => {
  it('leaves the next person nothing to undo and no recent items of the last one', async () => {
    const { page, server } = session;
    const palette = () => page.getByRole('dialog');
    const device = (await server.call('GET', '/api/admin/devices?page_size=1')).body.results[0];
    const event = (await server.call('GET', '/api/v1/events?page_size=1')).body.results[0];
    const colleague = await server.makeUser({ email: 'colleague@example.org', name: 'Colleague', password: 'colleague-pass-1' });
    const sqlite = openConnection(join(server.dataDir, 'kitroom.sqlite'));
    sqlite.prepare("UPDATE users SET role = 'admin' WHERE id = ?").run(colleague.id);
    sqlite.close();
    const statusOnServer = async () => (await server.call('GET', `/api/admin/devices/${device.id}`)).body.status as string;

    // the first admin: a status change (undoable) and an event opened from the palette (recent)
    await page.locator('body').press('g');
    await page.keyboard.press('d');
    await page.waitForURL(`${server.url}/devices`);
    await page.getByRole('grid').getByRole('row').nth(1).waitFor();
    await cursorOnRow(page, device.name);
    const target = device.status === 'missing' ? 'Available' : 'Missing';
    await page.keyboard.press('s');
    await palette().getByRole('combobox').pressSequentially(target);
    await expect.poll(() => palette().getByRole('option').first().textContent()).toContain(target);
    await page.keyboard.press('Enter');
    await expect.poll(statusOnServer).toBe(target.toLowerCase());
    await page.keyboard.press('Control+k');
    await palette().getByRole('combobox').pressSequentially(event.name);
    await expect.poll(() => palette().getByRole('option').first().textContent()).toContain(event.name);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/events/);

    await page.keyboard.press('Control+k');
    await palette().getByRole('combobox').pressSequentially('log out');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/login$/);

    // the next person, in the same tab
    await page.getByRole('button', { name: 'Use another account' }).click();
    await page.getByLabel('E-mail').fill(colleague.email);
    await page.getByLabel('Password', { exact: true }).fill('colleague-pass-1');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/`);
    await page.locator('body').press('Control+z');
    await page.locator('[data-sonner-toast]', { hasText: 'Nothing to undo.' }).waitFor();
    expect(await statusOnServer()).toBe(target.toLowerCase());
    await page.keyboard.press('Control+k');
    await palette().getByRole('option').first().waitFor();
    expect(await palette().getByText('Recent', { exact: true }).count()).toBe(0);
    expect(await palette().getByRole('option', { name: new RegExp(event.name) }).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('kitroom.palette.recent'))).toBeNull();
  });
});
