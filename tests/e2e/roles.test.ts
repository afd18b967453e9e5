// Roles in real Chromium, by keyboard, in Portuguese (issue 23): an admin gives a colleague (made through the API,
// with no access) staff access from /users with "Dar acesso ao back office…", confirmed in a modal naming them (Esc
// first, which changes nothing); the colleague logs in in a second browser context and edits a device in place;
// they cannot manage users (the key says why, the palette greys the command with the reason, /users/add by URL says
// so); the admin takes the access away ("Mudar de função…" → Sem acesso, the danger button) and the colleague's open
// tab is on the login screen with its message within two seconds. axe on the users list with its role column and on
// the confirmation.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../server/harness';
import { cursorOnRow, expectAccessible, goToSection, launchBrowser, loggedInPage, logIn, pageIn, startAppServer } from './browser';
import { say } from './messages';

const COLLEAGUE = { email: 'colega@example.org', name: 'Colega Silva', password: 'colega-pass-1' };
const ENDED_WITHIN_MS = 2000;

let server: TestServer;
let browser: Browser;
let admin: Page;
let colleague: Page;
let colleagueId: number;

const roleOnServer = async () => (await server.call('GET', `/api/v2/beamian-users/${colleagueId}`)).body.role as string | null;
const toastIn = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text }).first();

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  colleagueId = (await server.makeUser(COLLEAGUE)).id;
  admin = await loggedInPage(browser, server, { language: 'pt' });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** On the admin's /users, the palette page of `key`'s command for the colleague, its first choice `label`. */
async function chooseRole(key: string, label: string): Promise<void> {
  const palette = admin.getByRole('dialog');
  await admin.keyboard.press(key);
  await palette.getByRole('combobox').pressSequentially(label);
  await expect.poll(() => palette.getByRole('option').first().textContent()).toContain(label);
  await admin.keyboard.press('Enter');
}

describe('a colleague given staff access, then none', () => {
  it('the admin gives staff access from /users after a confirmation naming them; Esc changes nothing', async () => {
    await goToSection({ page: admin, server }, 'users');
    await admin.getByRole('columnheader', { name: say('pt', 'users.column.role') }).waitFor();
    await cursorOnRow(admin, COLLEAGUE.name, { searchedOnServer: true });
    await admin.getByRole('gridcell', { name: say('pt', 'users.role.none'), exact: true }).waitFor();
    await expectAccessible(admin, 'the users list with its role column');

    const question = say('pt', 'users.giveAccess.staff', { names: COLLEAGUE.name });
    await chooseRole('a', say('pt', 'users.role.staff'));
    const modal = admin.getByRole('alertdialog');
    await modal.getByText(question).waitFor();
    await admin.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    expect(await roleOnServer()).toBeNull();

    await chooseRole('a', say('pt', 'users.role.staff'));
    await modal.getByText(question).waitFor();
    await expectAccessible(admin, 'the confirmation of a role');
    await admin.keyboard.press('Enter');
    await expect.poll(roleOnServer).toBe('staff');
    await toastIn(admin, say('pt', 'users.roleSet', { count: 1, role: say('pt', 'users.role.staff') })).waitFor();
    await admin.getByRole('gridcell', { name: say('pt', 'users.role.staff'), exact: true }).waitFor();
  });

  it('the colleague logs in and edits a device in place, by keyboard, and it saves', async () => {
    colleague = await pageIn(browser, 'pt');
    await logIn(colleague, server, COLLEAGUE.email, COLLEAGUE.password);
    await colleague.waitForURL(`${server.url}/`);
    const device = (await server.call('GET', '/api/admin/devices?page_size=1')).body.results[0] as { id: number; name: string };
    await goToSection({ page: colleague, server }, 'devices');
    await colleague.getByRole('grid').locator('[role="row"][aria-rowindex="2"]').waitFor();
    await cursorOnRow(colleague, device.name);
    await colleague.keyboard.press('ArrowRight');
    await colleague.keyboard.press('e');
    await colleague.keyboard.type(' da Colega');
    await colleague.keyboard.press('Enter');
    await toastIn(colleague, say('pt', 'devices.edited')).waitFor();
    await expect.poll(async () => (await server.call('GET', `/api/admin/devices/${device.id}`)).body.name).toBe(`${device.name} da Colega`);
  });

  it('the colleague cannot manage users: the key and the palette say why, and /users/add by URL says so', async () => {
    const adminOnly = say('pt', 'users.unavailable.adminOnly');
    await goToSection({ page: colleague, server }, 'users');
    await colleague.getByRole('grid').locator('[role="row"][aria-rowindex="2"]').waitFor();
    await cursorOnRow(colleague, COLLEAGUE.name, { searchedOnServer: true });
    await colleague.keyboard.press('a');
    await toastIn(colleague, adminOnly).waitFor();

    const palette = colleague.getByRole('dialog');
    await colleague.keyboard.press('Control+k');
    await palette.getByRole('combobox').pressSequentially('Mudar a função');
    const option = palette.getByRole('option').filter({ hasText: say('pt', 'command.users.changeRole') });
    await expect.poll(() => option.textContent()).toContain(adminOnly);
    expect(await option.getAttribute('aria-disabled')).toBe('true');
    await colleague.keyboard.press('Escape');

    await colleague.goto(`${server.url}/users/add`);
    await colleague.getByRole('alert').filter({ hasText: adminOnly }).waitFor();
    expect(await colleague.getByRole('textbox', { name: say('pt', 'users.field.email') }).count()).toBe(0);
    // back on the list, where the colleague's tab stays open while the admin takes the access away
    await colleague.keyboard.press('Escape');
    await colleague.waitForURL(/\/users(\?|$)/);
  });

  it('the admin takes the access away (danger button) and the colleague\'s open tab ends at once', async () => {
    await admin.bringToFront();
    await chooseRole('r', say('pt', 'users.role.none'));
    const modal = admin.getByRole('alertdialog');
    await modal.getByText(say('pt', 'users.changeRole.none', { names: COLLEAGUE.name })).waitFor();
    const confirm = modal.getByRole('button', { name: say('pt', 'users.access.confirm', { role: 'none' }) });
    expect(await confirm.getAttribute('class')).toContain('kr-danger');
    // destructive: Cancel has the focus first, so a stray Enter takes nothing away
    await admin.keyboard.press('Tab');
    expect(await confirm.evaluate((button) => button === document.activeElement)).toBe(true);
    const pressed = Date.now();
    await admin.keyboard.press('Enter');

    await expect.poll(() => colleague.url(), { timeout: ENDED_WITHIN_MS, interval: 50 }).toBe(`${server.url}/login`);
    await colleague.getByText(say('pt', 'login.sessionExpired')).waitFor({ timeout: ENDED_WITHIN_MS });
    const endedAfter = Date.now() - pressed;
    console.log(`colleague's tab on the login screen ${endedAfter} ms after the admin confirmed`);
    expect(endedAfter).toBeLessThan(ENDED_WITHIN_MS);
    expect(await roleOnServer()).toBeNull();
  });
});
