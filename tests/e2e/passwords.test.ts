// Password fields in real Chromium, in en, pt and es: every one (login, a new user, a reset) is hidden as it is typed
// (type=password) and has a "Show password" toggle (aria-pressed) that shows it and hides it again; the fields that set
// a new password say the server's rule (src/contract/limits.ts) beside them from the start, tied with
// aria-describedby, before anything is refused. axe on each.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_MIN } from '../../src/contract/limits';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestServer } from '../server/harness';
import { expectAccessible, launchBrowser, logIn, pageIn, startAppServer } from './browser';
import { LANGUAGES, MESSAGES, say } from './messages';


let server: TestServer;
let browser: Browser;
let person: { id: number };

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  person = await server.makeUser({ email: 'paula.password@example.com', name: 'Paula Password', password: 'old-password-1' });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});


/** The texts the field's aria-describedby points at. */
const describedBy = (field: Locator) =>
  field.evaluate((element) => (element.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' | '));

/** The field is hidden, its toggle shows it and hides it again, saying so with aria-pressed. */
async function expectHiddenWithToggle(scope: Page | Locator, field: Locator, showLabel: string) {
  expect(await field.getAttribute('type')).toBe('password');
  const id = await field.getAttribute('id');
  // its own toggle: named "Show password" (in the page's language) and controlling this field
  const toggle = scope.getByRole('button', { name: showLabel, exact: true }).and(scope.locator(`[aria-controls="${id}"]`));
  expect(await toggle.getAttribute('aria-pressed')).toBe('false');
  await toggle.click();
  expect(await field.getAttribute('type')).toBe('text');
  expect(await toggle.getAttribute('aria-pressed')).toBe('true');
  await toggle.click();
  expect(await field.getAttribute('type')).toBe('password');
  expect(await toggle.getAttribute('aria-pressed')).toBe('false');
}

describe.each(LANGUAGES)('password fields in %s', (language) => {
  const messages = MESSAGES[language];
  const rule = say(language, 'password.rule', { min: PASSWORD_MIN });
  let page: Page;
  beforeAll(async () => {
    page = await pageIn(browser, language);
  });
  afterAll(() => page?.context().close());

  it('hides the login password, with a toggle that shows it', async () => {
    await page.goto(`${server.url}/login`);
    const field = page.getByLabel(messages['login.password'], { exact: true });
    await field.waitFor();
    await field.fill('typed secret');
    await expectHiddenWithToggle(page, field, messages['password.reveal']);
    expect(await field.inputValue()).toBe('typed secret');
    await expectAccessible(page, `login with its password toggle (${language})`);
    await logIn(page, server, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.waitForURL(`${server.url}/`);
  });

  it('hides a new user’s password and says the rule beside it from the start', async () => {
    await page.goto(`${server.url}/users/add`);
    const panel = page.getByRole('dialog');
    const field = panel.getByLabel(messages['users.field.password'], { exact: true });
    await field.waitFor();
    expect(await describedBy(field)).toContain(rule);
    await expectHiddenWithToggle(panel, field, messages['password.reveal']);
    await expectAccessible(page, `new user form (${language})`);
  });

  it('says the rule beside the new password of a reset before anything is refused, and hides both fields', async () => {
    await page.goto(`${server.url}/users/reset-password?user=${person.id}`);
    const panel = page.getByRole('dialog');
    const field = panel.getByLabel(messages['users.newPassword'], { exact: true });
    await field.waitFor();
    expect(await describedBy(field)).toContain(rule);
    await expect.poll(() => panel.getByText(rule, { exact: true }).isVisible()).toBe(true);
    const repeated = panel.getByLabel(messages['users.repeatPassword'], { exact: true });
    expect(await repeated.getAttribute('type')).toBe('password');
    expect(await panel.getByRole('button', { name: messages['password.reveal'], exact: true }).count()).toBe(2);
    await expectHiddenWithToggle(panel, field, messages['password.reveal']);
    await expectAccessible(page, `reset password panel (${language})`);
  });
});
