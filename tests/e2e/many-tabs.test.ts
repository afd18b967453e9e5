// Many tabs of one browser never starve it of connections: a browser allows 6 connections to a host, and a live
// stream per tab (and per page kept in the back/forward cache) used them all, so the 7th tab never loaded and saves
// hung. Ten tabs of one profile, each going through five screens by the address bar, then every tab opens an edit
// form and saves, none hanging (timed in the bench, not here); meanwhile the browser holds one change stream, not one per page (counted by their
// connections, tests/e2e/streamCounter.ts). The stream passes to another tab when its tab closes, a page restored
// from the back/forward cache catches up, and a logout in any tab ends them all. All of it on a secure origin
// (localhost-like 127.0.0.1, where the tabs elect the leader with Web Locks) and on an insecure one (plain http on a
// name, as at a venue's LAN address, where the browser has no Web Locks and the tabs elect it over BroadcastChannel).
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Device, DeviceModel } from '../../src/contract/entities';
import type { TestServer } from '../server/harness';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../server/harness';
import { CHROMIUM_FLAGS, logIn, startAppServer } from './browser';
import { countChangeStreams, type StreamCounter } from './streamCounter';

const TABS = 10;
const SAVE_HANG_MS = 5_000;
const SCREENS = ['/devices', '/events', '/devices/models', '/devices/categories', '/'];

let server: TestServer;
let browser: Browser;
/** the browser reaches the server through it: it counts the change streams held open */
let streams: StreamCounter;

/** The insecure origin's host name, resolved to the proxy's address by the browser itself. */
const INSECURE_HOST = 'kitroom.test';

interface Origin {
  label: string;
  secure: boolean;
  /** the app's address as the browser sees it */
  site(): string;
}

const ORIGINS: Origin[] = [
  { label: 'on a secure origin (Web Locks)', secure: true, site: () => streams.url },
  { label: 'on an insecure origin (plain http on a LAN name: no Web Locks)', secure: false, site: () => streams.url.replace('127.0.0.1', INSECURE_HOST) },
];

beforeAll(async () => {
  // with the back/forward cache, which playwright turns off by default and a person's browser has
  const withBackForwardCache = chromium.launch({ executablePath: '/usr/bin/chromium', args: [...CHROMIUM_FLAGS, `--host-resolver-rules=MAP ${INSECURE_HOST} 127.0.0.1`], ignoreDefaultArgs: ['--disable-back-forward-cache'] });
  [server, browser] = await Promise.all([startAppServer(), withBackForwardCache]);
  streams = await countChangeStreams(server.url);
});
// a test that failed half-way leaves no tab (and no change stream) to the next
afterEach(async () => {
  await Promise.all(browser.contexts().map((context) => context.close()));
});
afterAll(async () => {
  await browser?.close();
  await streams?.close();
  await server?.close();
});

interface Profile {
  context: BrowserContext;
  /** the first tab, logged in, on the home screen */
  first: Page;
  /** the tab whose change stream is open, as the browser reports its requests */
  leader(): Page | undefined;
}

/** A browser profile (context) logged in as the admin in its first tab; each test has its own. */
async function openProfile(origin: Origin): Promise<Profile> {
  const site = origin.site();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => localStorage.setItem('kitroom.language', '"en"'));
  const requests = new Set<Request>();
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v2/changes') requests.add(request);
  });
  const closed = (request: Request) => requests.delete(request);
  context.on('requestfinished', closed);
  context.on('requestfailed', closed);
  // a closed page's requests end with it, unreported
  context.on('page', (page) => page.on('close', () => [...requests].filter((request) => request.frame().page() === page).forEach(closed)));
  const first = await context.newPage();
  await logIn(first, { ...server, url: site }, ADMIN_EMAIL, ADMIN_PASSWORD);
  await first.waitForURL(`${site}/`);
  const seen = await first.evaluate(() => ({ secure: window.isSecureContext, locks: 'locks' in navigator && navigator.locks !== undefined }));
  expect(seen, `${site} as the browser sees it`).toEqual({ secure: origin.secure, locks: origin.secure });
  streams.restart();
  return { context, first, leader: () => [...requests].at(-1)?.frame().page() };
}

/** the screen has rendered its title: the app's code, the language and the screen's chunk all came */
const screenShown = (page: Page) => page.locator('main h1').first().waitFor({ timeout: 20_000 });

/** Narrows /devices to one device by its name (the table's search) and answers the device: one per origin. */
async function showOneDevice(page: Page, origin: Origin): Promise<Device> {
  const site = origin.site();
  const devices = (await server.call('GET', `/api/admin/devices?page_size=${ORIGINS.length}`)).body.results as Device[];
  const device = devices[ORIGINS.indexOf(origin)];
  await page.goto(`${site}/devices`);
  await page.getByRole('grid').getByRole('row').nth(1).waitFor();
  await page.keyboard.press('/');
  await page.keyboard.type(device!.name);
  await expect.poll(() => page.locator('.kr-row:not(.kr-head-row)').count()).toBeGreaterThan(0);
  return device!;
}

const rename = async (device: Device, name: string) => expect((await server.call('PUT', `/api/admin/devices/${device.id}`, { body: { ...device, name } })).status).toBe(200);

describe.each(ORIGINS)('many tabs of one browser $label', (origin) => {
  it('still edits and saves in each of 10 tabs, none hanging, after 5 address-bar navigations each, over one change stream', async () => {
    const profile = await openProfile(origin);
    const site = origin.site();
    const pages = [profile.first];
    for (let opened = 1; opened < TABS; opened += 1) pages.push(await profile.context.newPage());

    for (const page of pages) {
      for (const screen of SCREENS) {
        await page.goto(`${site}${screen}`, { timeout: 20_000 });
        await screenShown(page);
        // a stream per page would stop the next navigation at the 7th: say so rather than time out
        expect(streams.most(), `change streams open at once, up to tab ${pages.indexOf(page) + 1} at ${screen}`).toBeLessThanOrEqual(2);
      }
    }

    const models = (await server.call('GET', '/api/admin/device-models?page_size=500')).body.results as DeviceModel[];
    const saves: number[] = [];
    for (const [index, page] of pages.entries()) {
      const model = models[index % models.length]!;
      await page.goto(`${site}/devices/models/edit/${model.id}`, { timeout: 20_000 });
      const name = page.getByRole('dialog').getByLabel('Name', { exact: true });
      await expect.poll(() => name.inputValue(), { timeout: 20_000 }).toBe(model.name);
      await name.fill(`${model.name} (tab ${index + 1})`);
      const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && new URL(response.url()).pathname === `/api/admin/device-models/${model.id}`, { timeout: 10_000 });
      const started = Date.now();
      await name.press('ControlOrMeta+Enter');
      expect((await saved).status(), `tab ${index + 1}'s save`).toBe(200);
      saves.push(Date.now() - started);
    }
    console.log(`${origin.label}: saves in ${TABS} tabs: slowest ${Math.max(...saves)} ms (${saves.join(', ')} ms); change streams open now ${streams.open()}, at most ${streams.most()}`);
    // a save starved of connections hangs for good; 5 s tells that apart from a loaded two-core machine (2.1 s seen)
    for (const [index, ms] of saves.entries()) expect(ms, `tab ${index + 1}'s save (ms)`).toBeLessThan(SAVE_HANG_MS);
    // the last navigation may have taken the leader away: a lease passes in a claim's wait (Web Locks at once)
    await expect.poll(() => streams.open(), { timeout: 5000 }).toBe(1);
    // while the lock passes from a leaving page to the next, the old connection may close after the new one opens
    expect(streams.most()).toBeLessThanOrEqual(2);
  }, 300_000);

  it('hands the stream to another tab when the leading one closes: a change made elsewhere still shows at once', async () => {
    const profile = await openProfile(origin);
    const follower = await profile.context.newPage();
    const device = await showOneDevice(follower, origin);
    await expect.poll(() => streams.open()).toBe(1);
    expect(profile.leader()).toBe(profile.first);

    const closed = Date.now();
    await profile.first.close();
    // Web Locks pass at once; a lease over BroadcastChannel after its claim (or, if the tab went unheard, its expiry)
    await expect.poll(() => profile.leader(), { timeout: 6000 }).toBe(follower);
    console.log(`${origin.label}: the stream passed to the other tab ${Date.now() - closed} ms after the leader closed`);
    await expect.poll(() => streams.open()).toBe(1);
    const renamed = `${device.name} (moved while a tab closed)`;
    await rename(device, renamed);
    await follower.locator('.kr-row', { hasText: renamed }).waitFor({ timeout: 3000 });
  });

  it('gives up the stream in the back/forward cache and, restored, catches up with what changed meanwhile', async () => {
    const profile = await openProfile(origin);
    const site = origin.site();
    const page = profile.first;
    await page.addInitScript(() => window.addEventListener('pageshow', (event) => document.documentElement.setAttribute('data-restored', String(event.persisted))));
    const device = await showOneDevice(page, origin);

    await page.goto(`${site}/devices/models`);
    await screenShown(page);
    await expect.poll(() => streams.open()).toBe(1);
    const renamed = `${device.name} (moved while the page was cached)`;
    await rename(device, renamed);
    // a page restored from the cache fires no load event
    await page.goBack({ waitUntil: 'commit' });
    await expect.poll(() => page.locator('html').getAttribute('data-restored')).toBe('true');
    await page.locator('.kr-row', { hasText: renamed }).waitFor({ timeout: 3000 });
    await expect.poll(() => streams.open()).toBe(1);
  });

  it('ends every tab\'s session when a tab that does not hold the stream logs out', async () => {
    const profile = await openProfile(origin);
    const site = origin.site();
    const others = [await profile.context.newPage(), await profile.context.newPage()];
    for (const page of others) {
      await page.goto(`${site}/devices`);
      await screenShown(page);
    }
    await expect.poll(() => profile.leader()).toBe(profile.first);
    expect(streams.open()).toBe(1);
    const follower = others[1]!;
    await follower.keyboard.press('Control+k');
    await follower.getByRole('dialog').getByRole('combobox').pressSequentially('log out');
    await follower.keyboard.press('Enter');
    await follower.waitForURL(/\/login$/);
    // the leader's stream hears the token revoked and tells the others
    for (const page of [profile.first, others[0]!]) await page.waitForURL(/\/login$/, { timeout: 5000 });
  });
});
