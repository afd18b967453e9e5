// Who changed it (issue 23), in real Chromium, by keyboard, in Portuguese: the admin (A) has a device's edit panel
// open over the devices list while a colleague with staff access (B, made through the API, logged in in a second
// browser context) edits that device in place; A's list marks the row "Alterado por <B>", and A's save, now stale,
// is refused with a notice naming B and when. axe on the notice.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Device } from '../../src/contract/entities';
import type { TestServer } from '../server/harness';
import { closeSession, cursorOnRow, expectAccessible, goToSection, loggedInPage, openSession, type Session } from './browser';
import { say } from './messages';

const COLLEAGUE = { email: 'bea.santos@example.org', name: 'Bea Santos', password: 'bea-santos-pass-1' };

let session: Session;
let server: TestServer;
let browser: Browser;
let admin: Page;
let colleague: Page;
let device: Device;

beforeAll(async () => {
  session = await openSession({ language: 'pt' });
  ({ server, browser, page: admin } = session);
  const made = await server.makeUser(COLLEAGUE);
  expect((await server.call('PATCH', `/api/v2/beamian-users/${made.id}`, { body: { role: 'staff' } })).status).toBe(200);
  colleague = await loggedInPage(browser, server, { language: 'pt', email: COLLEAGUE.email, password: COLLEAGUE.password });
  device = (await server.call('POST', '/api/admin/devices', { body: { name: 'Quiosque Zq77' } })).body as Device;
});
afterAll(() => closeSession(session));

describe('a device changed by a colleague while the admin edits it', () => {
  it('marks the admin\'s row with the colleague\'s name, and the admin\'s stale save names them', async () => {
    await goToSection({ page: admin, server }, 'devices');
    await admin.getByRole('grid').locator('[role="row"][aria-rowindex="2"]').waitFor();
    await cursorOnRow(admin, device.name);
    await admin.keyboard.press('Enter');
    const name = admin.getByRole('textbox', { name: say('pt', 'deviceRecords.field.name'), exact: true });
    await expect.poll(() => name.inputValue()).toBe(device.name);

    await goToSection({ page: colleague, server }, 'devices');
    await colleague.getByRole('grid').locator('[role="row"][aria-rowindex="2"]').waitFor();
    await cursorOnRow(colleague, device.name);
    await colleague.keyboard.press('ArrowRight');
    await colleague.keyboard.press('e');
    await colleague.keyboard.type(' da Bea');
    await colleague.keyboard.press('Enter');
    await expect.poll(async () => (await server.call('GET', `/api/admin/devices/${device.id}`)).body.name).toBe(`${device.name} da Bea`);

    // the list under the admin's panel, live: the row renamed and marked with who did it
    const mark = admin.locator('.kr-row-changed', { hasText: say('pt', 'table.rowChangedBy', { names: COLLEAGUE.name }) });
    await mark.waitFor({ timeout: 5000 });

    await name.focus();
    await admin.keyboard.press('End');
    await admin.keyboard.type(' do admin');
    await admin.keyboard.press('Control+Enter');
    const notice = admin.locator('.kr-conflict[role="alert"]');
    await notice.waitFor();
    const text = await notice.textContent();
    expect(text).toMatch(new RegExp(`^${COLLEAGUE.name} guardou este dispositivo às \\d\\d:\\d\\d \\((agora|há \\d+ segundos?)\\), depois de o abrir\\.`));
    expect(text).toContain(say('pt', 'records.conflict.notSaved'));
    await expectAccessible(admin, 'the stale save\'s notice naming who saved');
    expect((await server.call('GET', `/api/admin/devices/${device.id}`)).body.name).toBe(`${device.name} da Bea`);
  });
});
