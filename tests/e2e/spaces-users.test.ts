// Spaces and users in real Chromium, by keyboard, each step checked through the API: the spaces search goes to the
// server, pages turn with ] and [, a reload keeps page and search; two spaces on different pages are deleted
// after one confirmation; a bad website is refused beside its field, then fixed; a user's password is reset (the
// new one logs in, the old one no longer does); a user is deleted, and after a deletion on page 2 the list is back
// at page 1, 20 a page (spec section 4). axe on every screen, panel and modal.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../server/harness';
import { closeSession, cursorOnRow, expectAccessible, goToSection, openSession, type Session } from './browser';

let session: Session;
let server: TestServer;
let page: Page;
const asked: string[] = [];

const grid = () => page.getByRole('grid');
const panel = () => page.getByRole('dialog');
const modal = () => page.getByRole('alertdialog');
const toastSaying = (text: string) => page.locator('[data-sonner-toast]', { hasText: text }).first();
const cursorId = async () => Number(/-row-(\d+)$/.exec((await page.locator('.kr-row.is-cursor').getAttribute('id')) ?? '')?.[1]);
const statusOf = async (path: string) => (await server.call('GET', path)).status;
/** The URL a replaced history entry leads to (the list's page and search are kept with replaceState). */
const urlMatches = (pattern: RegExp) => expect.poll(() => page.url()).toMatch(pattern);
const logInWith = async (email: string, password: string) => (await server.call('POST', '/api/auth', { token: null, body: { username: email, password } })).status;

beforeAll(async () => {
  session = await openSession();
  ({ server, page } = session);
  page.on('request', (request) => {
    if (request.url().includes('/api/v2/spaces')) asked.push(request.url());
  });
});
afterAll(() => closeSession(session));

describe('spaces, paged on the server', () => {
  it('searches on the server, turns pages with ] and [, and a reload keeps page and search', async () => {
    await goToSection(session, 'spaces');
    await page.getByRole('heading', { level: 1, name: 'Spaces' }).waitFor();
    await page.getByText('Page 1 of 2').waitFor();
    await expectAccessible(page, 'spaces table');

    await page.keyboard.press('/');
    await page.keyboard.type('Museu');
    await urlMatches(/search=Museu/);
    await expect.poll(() => asked.some((url) => url.includes('search=Museu'))).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await grid().getByRole('row').allTextContents()).slice(1).every((text) => text.includes('Museu'))).toBe(true);

    await page.keyboard.press('/');
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Enter');
    await urlMatches(/\/spaces$/);
    // the whole list is back before the page turns
    await page.getByText('Page 1 of 2').waitFor();
    await page.keyboard.press(']');
    await urlMatches(/page=2/);
    await page.getByText('Page 2 of 2').waitFor();
    await page.reload();
    await page.getByText('Page 2 of 2').waitFor();
    expect(page.url()).toBe(`${server.url}/spaces?page=2`);
    await grid().focus();
    await page.keyboard.press('[');
    await urlMatches(/\/spaces$/);
    await page.getByText('Page 1 of 2').waitFor();
  });

  it('deletes two spaces on different pages after one confirmation naming them', async () => {
    const counts = () => page.locator('.kr-table-counts').textContent();
    await grid().focus();
    await page.keyboard.press('j');
    await page.keyboard.press('x');
    await expect.poll(counts).toContain('1 selected');
    const first = await cursorId();
    const firstRowId = () => page.locator('.kr-row:not(.kr-head-row)').first().getAttribute('id');
    const pageOneTop = await firstRowId();
    await page.keyboard.press(']');
    await page.getByText('Page 2 of 2').waitFor();
    // the second page's rows are there, the cursor on its first row
    await expect.poll(firstRowId).not.toBe(pageOneTop);
    await expect.poll(async () => (await page.locator('.kr-row.is-cursor').getAttribute('id')) === (await firstRowId())).toBe(true);
    await page.keyboard.press('j');
    await page.keyboard.press('x');
    await expect.poll(counts).toContain('2 selected');
    const second = await cursorId();
    await expect.poll(counts).toContain('(1 on other pages)');
    await page.keyboard.press('Delete');
    await page.waitForURL(`${server.url}/spaces/deletes`);
    await modal().getByText('Delete these 2 spaces? This action cannot be undone.').waitFor();
    // both named, the one on the other page read from the server
    const names = await Promise.all([first, second].map(async (id) => (await server.call('GET', `/api/v2/spaces/${id}`)).body.name as string));
    await expect.poll(() => modal().locator('.kr-delete-names').textContent()).toBe(`${new Intl.ListFormat('en-GB').format(names)}.`);
    await expectAccessible(page, 'delete spaces modal');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await toastSaying('Spaces deleted').waitFor();
    expect([await statusOf(`/api/v2/spaces/${first}`), await statusOf(`/api/v2/spaces/${second}`)]).toEqual([404, 404]);
    // back on the page it was left at
    await urlMatches(/\/spaces\?page=2$/);
  });

  it('refuses a website that is not an http(s) address beside the field, then creates the space', async () => {
    await page.keyboard.press('c');
    await page.waitForURL(/\/spaces\/add/);
    await panel().getByLabel('Name').waitFor();
    await page.keyboard.type('Harbour Gallery');
    await panel().getByLabel('Website').fill('ftp://harbour.example.com');
    await page.keyboard.press('ControlOrMeta+Enter');
    const website = panel().getByLabel('Website');
    await expect.poll(() => website.getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page, 'new space panel with a field error');
    await website.fill('https://harbour.example.com');
    await page.keyboard.press('ControlOrMeta+Enter');
    await toastSaying('Space created').waitFor();
    const [created] = (await server.call('GET', '/api/v2/spaces?search=Harbour%20Gallery')).body.results;
    expect(created).toMatchObject({ name: 'Harbour Gallery', website: 'https://harbour.example.com' });
  });
});

describe('users, paged on the server', () => {
  let person: { id: number; email: string };
  beforeAll(async () => {
    person = await server.makeUser({ email: 'rita.reset@example.com', name: 'Rita Reset', password: 'old-password-1' });
  });

  it('resets a user’s password: the new one logs in, the old one does not', async () => {
    await goToSection(session, 'users');
    await grid().getByRole('row').nth(1).waitFor();
    await expectAccessible(page, 'users table');
    await cursorOnRow(page, 'rita.reset', { searchedOnServer: true });
    await page.keyboard.press('p');
    await page.waitForURL(new RegExp(`/users/reset-password\\?user=${person.id}$`));
    await panel().getByRole('heading', { name: 'New password for Rita Reset' }).waitFor();
    await page.keyboard.type('short');
    // past the field's "Show password" toggle to the second field
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('short');
    await page.keyboard.press('Enter');
    await panel().getByText('This password is too short: it needs at least 8 characters.').waitFor();
    await expectAccessible(page, 'reset password panel with a field error');
    await panel().getByLabel('New password').fill('new-password-1');
    await panel().getByLabel('The same password again').fill('new-password-1');
    await page.keyboard.press('Enter');
    await toastSaying('Password changed').waitFor();
    expect(await logInWith(person.email, 'new-password-1')).toBe(200);
    expect(await logInWith(person.email, 'old-password-1')).toBe(400);
  });

  it('deletes a user after the confirmation', async () => {
    await cursorOnRow(page, 'rita.reset', { searchedOnServer: true });
    await page.keyboard.press('x');
    await page.keyboard.press('Delete');
    await modal().getByText('This action cannot be undone.', { exact: false }).waitFor();
    await expectAccessible(page, 'delete users modal');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await toastSaying('User deleted').waitFor();
    expect(await statusOf(`/api/v2/beamian-users/${person.id}`)).toBe(404);
  });

  it('shows page 1 at 20 a page again after deleting a user on page 2 (spec section 4)', async () => {
    await page.keyboard.press('/');
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Enter');
    await urlMatches(/\/users$/);
    await page.getByText('Page 1 of 2').waitFor();
    await page.keyboard.press(']');
    await urlMatches(/\/users\?page=2$/);
    await page.getByText('Page 2 of 2').waitFor();
    const doomed = await cursorId();
    expect(doomed).toBeGreaterThan(0);
    await page.keyboard.press('x');
    await page.keyboard.press('Delete');
    await modal().getByText('This action cannot be undone.', { exact: false }).waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => statusOf(`/api/v2/beamian-users/${doomed}`)).toBe(404);
    await urlMatches(/\/users$/);
    await page.getByText('Page 1 of 2').waitFor();
    const firstPage = ((await server.call('GET', '/api/v2/beamian-users?page=1&page_size=20')).body.results as { id: number }[]).map((user) => user.id);
    const onScreen = async () => (await page.locator('[role="grid"] .kr-row[id]').evaluateAll((rows) => rows.map((row) => row.id))).map((id) => Number(/-row-(\d+)$/.exec(id)?.[1]));
    await expect.poll(onScreen).toEqual(firstPage);
  });
});
