// The users' delete confirmation in real Chromium, in pt, es and en, checked with axe: selected rows the list does
// not show are counted by their real reason (on other pages, hidden by the search, both), never blamed on a search
// that is not there; deleting one's own account asks explicitly, says what happens, then ends the session; the last
// admin is refused by the server and the app says why in the person's language.
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openConnection } from '../../src/server/db/sqlite';
import { ADMIN_EMAIL, type TestServer } from '../server/harness';
import { closeSession, cursorOnRow, expectAccessible, goToSection, loggedInPage, openSession, switchLanguage, type Session } from './browser';
import { LANGUAGES as languages, say, type Language } from './messages';

let session: Session;
let server: TestServer;
let browser: Browser;
let page: Page;
let second: { id: number; email: string };
const SECOND_PASSWORD = 'second-admin-1';

const grid = () => page.getByRole('grid');
const modal = () => page.getByRole('alertdialog');
const modalText = async () => (await modal().textContent()) ?? '';

beforeAll(async () => {
  session = await openSession();
  ({ server, browser, page } = session);
  // oldest first, so that the list (newest first) has Omega on page 2 and the Zetas on two pages of their search
  await server.makeUser({ email: 'omega.other@example.org', name: 'Omega Other' });
  for (let index = 10; index < 32; index += 1) await server.makeUser({ email: `zeta.${index}@example.org`, name: `Zeta Person ${index}` });
  second = await server.makeUser({ email: 'second.admin@example.org', name: 'Second Admin', password: SECOND_PASSWORD });
  // the API makes no admins: the test makes one in the database, as an operator would
  const sqlite = openConnection(join(server.dataDir, 'kitroom.sqlite'));
  sqlite.prepare("UPDATE users SET role = 'admin' WHERE id = ?").run(second.id);
  sqlite.close();
  await goToSection(session, 'users');
  await grid().getByRole('row').nth(1).waitFor();
});
afterAll(() => closeSession(session));

async function clearSearch() {
  await page.keyboard.press('/');
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Enter');
  await expect.poll(() => page.url()).toMatch(/\/users$/);
}

/** Opens the confirmation with Delete, checks what it says (and never says) in each language, and closes it with Escape. */
async function expectConfirmationSays(expected: (language: Language) => string, label: string, never?: (language: Language) => string) {
  for (const language of languages) {
    await switchLanguage(page, language);
    await grid().focus();
    await page.keyboard.press('Delete');
    await modal().waitFor();
    await expect.poll(modalText).toContain(expected(language));
    if (never) expect(await modalText()).not.toContain(never(language));
    await expectAccessible(page, `${label} (${language})`);
    await page.keyboard.press('Escape');
    await modal().waitFor({ state: 'detached' });
  }
}

describe('why selected users are not shown', () => {
  it('says "on other pages" when there is no search, never "hidden by the search"', async () => {
    await cursorOnRow(page, 'omega.other', { searchedOnServer: true });
    await page.keyboard.press('x');
    await clearSearch();
    await grid().getByRole('row', { name: /Zeta Person 31/ }).waitFor();
    await expectConfirmationSays(
      (language) => say(language, 'records.deleteNotShown', { count: 1, reasons: say(language, 'targets.onOtherPages', { count: 1 }) }),
      'delete confirmation with a row on another page',
      (language) => say(language, 'targets.hiddenBySearch', { count: 1 }),
    );
  });

  it('with a search, counts those it hides and those on its other pages apart, asking the server which', async () => {
    // each step waits for the server's answer it depends on: a key pressed while an earlier answer (to 'z', 'ze'…,
    // or to the other page) is still being shown acts on the rows of that answer
    const answeredFor = (search: string, page: number) => session.page.waitForResponse((response) => {
      const query = new URL(response.url()).searchParams;
      return query.get('search') === search && Number(query.get('page') ?? 1) === page;
    });
    const firstPage = answeredFor('zeta', 1);
    await page.keyboard.press('/');
    await page.keyboard.type('zeta');
    await firstPage;
    await page.keyboard.press('Enter');
    await expect.poll(() => page.url()).toMatch(/search=zeta/);
    const secondPage = answeredFor('zeta', 2);
    await page.keyboard.press(']');
    await secondPage;
    await expect.poll(() => page.url()).toMatch(/page=2/);
    await grid().getByRole('row', { name: /Zeta Person 10/ }).waitFor();
    await page.keyboard.press('Home');
    await page.keyboard.press('x');
    await grid().getByRole('row', { name: /Zeta Person 11/, selected: true }).waitFor();
    await page.keyboard.press('[');
    await grid().getByRole('row', { name: /Zeta Person 31/ }).waitFor();
    await expectConfirmationSays(
      (language) =>
        say(language, 'records.deleteNotShown', {
          count: 2,
          reasons: [say(language, 'targets.hiddenBySearch', { count: 1 }), say(language, 'targets.onOtherPages', { count: 1 })].join(', '),
        }),
      'delete confirmation with rows hidden by the search and on another page',
    );
    // Escape on the table clears the selection, for what follows
    await grid().focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.kr-table-counts').textContent()).not.toMatch(/selected/);
  });
});

describe('deleting one’s own account', () => {
  it('asks explicitly and says what happens, then deletes it and ends the session', async () => {
    const own = await loggedInPage(browser, server, { language: 'pt', email: second.email, password: SECOND_PASSWORD });
    try {
      const ownModal = own.getByRole('alertdialog');
      for (const language of languages) {
        await switchLanguage(own, language);
        await own.evaluate(() => {
          history.pushState(null, '', '/users');
          dispatchEvent(new PopStateEvent('popstate'));
        });
        await own.getByRole('grid').getByRole('row').nth(1).waitFor();
        await cursorOnRow(own, 'second.admin', { searchedOnServer: true });
        await own.keyboard.press('Delete');
        await ownModal.getByText(say(language, 'users.deleteOwnOne')).waitFor();
        await ownModal.getByRole('button', { name: say(language, 'users.deleteOwnConfirm') }).waitFor();
        await expectAccessible(own, `delete own account confirmation (${language})`);
        if (language !== 'en') {
          await own.keyboard.press('Escape');
          await ownModal.waitFor({ state: 'detached' });
        }
      }
      // Cancel has the focus: Tab reaches the confirmation
      await own.keyboard.press('Tab');
      await own.keyboard.press('Enter');
      await own.waitForURL(`${server.url}/login`);
      await own.getByText(say('en', 'login.accountDeleted')).waitFor();
      // the deleted account is not offered to log back in
      expect(await own.getByLabel(say('en', 'login.email'), { exact: true }).inputValue()).toBe('');
      expect(await own.evaluate(() => localStorage.getItem('kitroom.auth'))).toBeNull();
      expect((await server.call('GET', `/api/v2/beamian-users/${second.id}`)).status).toBe(404);
      await expectAccessible(own, 'login after deleting one’s own account');
    } finally {
      await own.context().close();
    }
  });

  it('refuses the last admin, saying why in the person’s language, and keeps the session', async () => {
    await clearSearch();
    await cursorOnRow(page, ADMIN_EMAIL, { searchedOnServer: true });
    for (const language of languages) {
      await switchLanguage(page, language);
      await grid().focus();
      await page.keyboard.press('Delete');
      await modal().getByText(say(language, 'users.deleteOwnOne')).waitFor();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await modal().getByRole('alert').getByText(say(language, 'server.lastAdmin')).waitFor();
      await expectAccessible(page, `last admin refused (${language})`);
      await page.keyboard.press('Escape');
      await modal().waitFor({ state: 'detached' });
    }
    expect(page.url()).toMatch(/\/users/);
    expect((await server.call('GET', '/api/v2/beamian-users?email=admin%40example.com')).body.count).toBe(1);
  });
});
