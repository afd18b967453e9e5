// Real Chromium (Debian's) driven by playwright-core, against the built app served by a real server.
import { readFileSync } from 'node:fs';
import { cp, mkdtemp } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { paths } from '../../src/app/paths';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../server/harness';
import { DEMO_ENV } from './demoTemplate';
import type { Language } from './messages';

export const CHROMIUM_FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run',
];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
}

/** A page whose context lets axe-core be injected past the app's Content-Security-Policy (tested elsewhere). */
export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

const appDir = new URL('../../dist/app', import.meta.url).pathname;

export interface AppServerOptions {
  /** more environment for the server, over the defaults (demo data, 300 devices): e.g. `{ EVENTS_ADMIN_URL: '…' }` */
  env?: Record<string, string>;
}

/** A server with demo data serving the built app: a copy of the run's (demoTemplate.ts), unless `env` asks for other data. */
export async function startAppServer(options: AppServerOptions = {}): Promise<TestServer> {
  const env = { ...DEMO_ENV, ...options.env };
  if (env.DEMO !== DEMO_ENV.DEMO || env.DEMO_DEVICES !== DEMO_ENV.DEMO_DEVICES) return startTestServer(env, { appDir });
  const dataDir = await mkdtemp(join(tmpdir(), 'kitroom-e2e-'));
  await cp(inject('demoTemplate'), dataDir, { recursive: true });
  return startTestServer(env, { appDir, dataDir });
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeOptions {
  /** only these axe rules (e.g. the colour rules, where only the colours differ from a page already checked whole) */
  rules?: string[];
}

/** axe-core's serious and critical violations on the page, each named with where it is (axe injected once a page). */
export async function accessibilityViolations(page: Page, options: AxeOptions = {}): Promise<string[]> {
  // a modal's backdrop still fading in dims the text behind it for a moment: axe measures what is settled
  await page.evaluate(() => {
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    return Promise.race([Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))), new Promise((done) => setTimeout(done, 2000))]);
  });
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  return page.evaluate(async (rules) => {
    // axe is injected above; it is not typed on window
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown }> }> }> } }).axe;
    const result = await axe.run(document, rules ? { runOnly: { type: 'rule', values: rules } } : {});
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} at ${JSON.stringify(violation.nodes.slice(0, 3).map((node) => node.target))}`);
  }, options.rules ?? null);
}

/** Runs axe-core on the page and fails on any serious or critical violation, naming them. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  expect(await accessibilityViolations(page), `accessibility of ${label}`).toEqual([]);
}

/** Logs in through the login screen with the keyboard. */
export async function logIn(page: Page, server: TestServer, email: string, password: string): Promise<void> {
  await page.goto(`${server.url}/login`);
  await page.getByLabel(/e-mail|correo/i).fill(email);
  // the field's own label, not its "Show password" toggle
  await page.getByLabel(/^(password|palavra-passe|contraseña)$/i).fill(password);
  await page.keyboard.press('Enter');
}

/** A new page whose app starts in `language` (the choice it keeps in localStorage), before any login. */
export async function pageIn(browser: Browser, language: Language): Promise<Page> {
  const page = await newPage(browser);
  await page.addInitScript((chosen) => localStorage.setItem('kitroom.language', JSON.stringify(chosen)), language);
  return page;
}

export interface LogInOptions {
  /** the app's language from the start (default English) */
  language?: Language;
  /** who logs in (default the admin) */
  email?: string;
  password?: string;
}

/** A new page logged in through the login screen, in `language`, on the home screen. */
export async function loggedInPage(browser: Browser, server: TestServer, options: LogInOptions = {}): Promise<Page> {
  const page = await pageIn(browser, options.language ?? 'en');
  await logIn(page, server, options.email ?? ADMIN_EMAIL, options.password ?? ADMIN_PASSWORD);
  await page.waitForURL(`${server.url}/`);
  return page;
}

export interface Session {
  server: TestServer;
  browser: Browser;
  page: Page;
}

export interface SessionOptions extends AppServerOptions {
  /** the app's language from the start (default English): no switching after opening */
  language?: Language;
}

/** A server with the demo data, a browser and a page logged in as the admin, in `language`, on the home screen. */
export async function openSession(options: SessionOptions = {}): Promise<Session> {
  const [server, browser] = await Promise.all([startAppServer(options), launchBrowser()]);
  const page = await loggedInPage(browser, server, { language: options.language });
  return { server, browser, page };
}

export async function closeSession(session: Partial<Session> | undefined): Promise<void> {
  await session?.browser?.close();
  await session?.server?.close();
}

/**
 * Narrows the table to the one row matching `text` with its search, and puts the cursor on it, by keyboard. On a
 * list searched on the server (`searchedOnServer`), the keys wait for the server's answer to the whole text: an
 * answer to a shorter text may show the same one row, and the later answer would then re-render the rows.
 */
export async function cursorOnRow(page: Page, text: string, { searchedOnServer = false } = {}): Promise<void> {
  const answered = searchedOnServer ? page.waitForResponse((response) => new URL(response.url()).searchParams.get('search') === text) : null;
  await page.keyboard.press('/');
  await page.keyboard.press('Control+a');
  await page.keyboard.type(text);
  await answered;
  await expect.poll(async () => (await page.getByRole('grid').getByRole('row').count()) - 1).toBe(1);
  await page.keyboard.press('Enter');
  await page.keyboard.press('j');
}

const LANGUAGE_NAMES = { pt: 'Português', es: 'Español', en: 'English' } as const;

/** Switches the app's language by keyboard (palette: "language", then the language), without reloading the page. */
export async function switchLanguage(page: Page, language: keyof typeof LANGUAGE_NAMES): Promise<void> {
  const dialog = page.getByRole('dialog');
  await page.keyboard.press('Control+k');
  await dialog.getByRole('combobox').pressSequentially('language');
  await page.keyboard.press('Enter');
  await dialog.getByRole('combobox').pressSequentially(LANGUAGE_NAMES[language]);
  await expect.poll(() => dialog.getByRole('option').first().textContent()).toContain(LANGUAGE_NAMES[language]);
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
}

const SECTION_KEYS = { devices: 'd', models: 'm', categories: 'c', events: 'e', spaces: 's', users: 'u' } as const;

/** Opens a section's list with its `g` keys (g d, g e…), as a person would, and waits for the list's URL. */
export async function goToSection({ page, server }: Pick<Session, 'page' | 'server'>, section: keyof typeof SECTION_KEYS): Promise<void> {
  // a screen may have put the focus in a field, where g and d are typed, not a chord: pressing on <body> does not move
  // the focus out of it. A screen still loading may yet do so: the caller waits for what it opened first.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.locator('body').press('g');
  await page.keyboard.press(SECTION_KEYS[section]);
  await page.waitForURL(`${server.url}${paths[section].list}`);
}

/** Goes to `path` inside the app (history and popstate), keeping the page and its language. */
export async function goInside(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
