// The fleet is read whole once per browser: a fresh login fetches the device list once, through the preload, the
// devices screen, the stream's catch-up and a second page opened by the address bar a second later; and a reload
// a second after the first visit finds the local copy and only asks for the changes since it.
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../server/harness';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../server/harness';
import { goToSection, launchBrowser, logIn, startAppServer } from './browser';

/** enough devices that writing the copy takes a while, as it does with a real fleet */
const FLEET = 20_000;
let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer({ env: { DEMO_DEVICES: String(FLEET) } }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function freshContext(): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => localStorage.setItem('kitroom.language', '"en"'));
  return context;
}

const isDeviceList = (request: Request) => new URL(request.url()).pathname === '/api/admin/devices';
const isWhole = (request: Request) => isDeviceList(request) && !new URL(request.url()).searchParams.has('changed_since');

/** the device list's requests in a context, whole and by difference */
function countDeviceLists(context: BrowserContext) {
  const counted = { whole: [] as string[], differences: [] as string[] };
  context.on('request', (request) => {
    if (isWhole(request)) counted.whole.push(request.url());
    else if (isDeviceList(request)) counted.differences.push(request.url());
  });
  return counted;
}

const rowCount = async (page: Page) => Number(await page.getByRole('grid').getAttribute('aria-rowcount')) - 1;
const wholeListAnswered = (page: Page) => page.waitForResponse((response) => isWhole(response.request()), { timeout: 30_000 });
const copyHint = (page: Page) => page.evaluate(() => localStorage.getItem('kitroom.lists.copy'));

describe('the device list read whole once', () => {
  it('fetches the device list once on a fresh login, with a second tab opened by the address bar 1 s after the list came', async () => {
    const context = await freshContext();
    const counted = countDeviceLists(context);
    const page = await context.newPage();
    const answered = wholeListAnswered(page);
    await logIn(page, server, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.waitForURL(`${server.url}/`);
    await answered;
    const cameAt = Date.now();
    await goToSection({ page, server }, 'devices');
    await expect.poll(() => rowCount(page), { timeout: 15_000 }).toBe(FLEET);
    await page.waitForTimeout(Math.max(0, 1000 - (Date.now() - cameAt)));
    const copied = (await copyHint(page)) !== null;
    const openedAfter = Date.now() - cameAt;
    const other = await context.newPage();
    await other.goto(`${server.url}/devices`);
    await expect.poll(() => rowCount(other), { timeout: 15_000 }).toBe(FLEET);
    // the new tab's own catch-up asks for the changes since the copy's cursor
    await expect.poll(() => counted.differences.length, { timeout: 10_000 }).toBeGreaterThan(0);
    console.log(`fresh login: ${counted.whole.length} whole fetch(es) of ${FLEET} devices, ${counted.differences.length} difference(s); the second tab opened ${openedAfter} ms after the answer, the copy ${copied ? 'written' : 'not yet written'} by then`);
    expect(counted.whole).toHaveLength(1);
    await context.close();
  });

  it('reloads 1 s after the list showed without fetching the whole list again', async () => {
    const context = await freshContext();
    const login = await server.call('POST', '/api/auth', { token: null, body: { username: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
    await context.addInitScript((session) => localStorage.setItem('kitroom.auth', session), JSON.stringify(login.body));
    const page = await context.newPage();
    // a first visit of /devices in this browser: no local copy yet
    await page.goto(`${server.url}/devices`);
    await expect.poll(() => rowCount(page), { timeout: 15_000 }).toBe(FLEET);
    const shownAt = Date.now();
    const counted = countDeviceLists(context);
    await page.waitForTimeout(Math.max(0, 1000 - (Date.now() - shownAt)));
    await page.reload();
    await expect.poll(() => rowCount(page), { timeout: 15_000 }).toBe(FLEET);
    await expect.poll(() => counted.differences.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(counted.whole).toEqual([]);
    await context.close();
  });
});
