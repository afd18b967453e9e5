// Many tabs of one browser never starve it of connections: a browser allows 6 connections to a host, and a live
// stream per tab (and per page kept in the back/forward cache) used them all, so the 7th tab never loaded and saves
// hung. Ten tabs of one profile, each going through five screens by the address bar, then every tab opens an edit
// form and saves within 2 s; meanwhile the browser holds one change stream, not one per page.
import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Device, DeviceModel } from '../../src/contract/entities';
import type { TestServer } from '../server/harness';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../server/harness';
import { launchBrowser, logIn, startAppServer } from './browser';
import type { Browser } from 'playwright-core';

const TABS = 10;
const SCREENS = ['/devices', '/events', '/devices/models', '/devices/categories', '/'];

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
const isStream = (request: Request) => new URL(request.url()).pathname === '/api/v2/changes';
const openStreams = new Set<Request>();
let mostStreamsOpen = 0;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => localStorage.setItem('kitroom.language', '"en"'));
  context.on('request', (request) => {
    if (!isStream(request)) return;
    openStreams.add(request);
    mostStreamsOpen = Math.max(mostStreamsOpen, openStreams.size);
  });
  const closed = (request: Request) => openStreams.delete(request);
  context.on('requestfinished', closed);
  context.on('requestfailed', closed);
  // a closed page's requests end with it, unreported
  context.on('page', (page) => page.on('close', () => [...openStreams].filter((request) => request.frame().page() === page).forEach(closed)));
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** the screen has rendered its title: the app's code, the language and the screen's chunk all came */
const screenShown = (page: Page) => page.locator('main h1').first().waitFor({ timeout: 20_000 });

describe('ten tabs of one browser, five address-bar navigations each', () => {
  it('still edits and saves in every tab within 2 s, over one change stream', async () => {
    const first = await context.newPage();
    await logIn(first, server, ADMIN_EMAIL, ADMIN_PASSWORD);
    await first.waitForURL(`${server.url}/`);
    const pages = [first];
    for (let opened = 1; opened < TABS; opened += 1) pages.push(await context.newPage());

    for (const page of pages) {
      for (const screen of SCREENS) {
        await page.goto(`${server.url}${screen}`, { timeout: 20_000 });
        await screenShown(page);
      }
    }

    const models = (await server.call('GET', '/api/admin/device-models?page_size=500')).body.results as DeviceModel[];
    const saves: number[] = [];
    for (const [index, page] of pages.entries()) {
      const model = models[index % models.length]!;
      await page.goto(`${server.url}/devices/models/edit/${model.id}`, { timeout: 20_000 });
      const name = page.getByRole('dialog').getByLabel('Name', { exact: true });
      await expect.poll(() => name.inputValue(), { timeout: 20_000 }).toBe(model.name);
      await name.fill(`${model.name} (tab ${index + 1})`);
      const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && new URL(response.url()).pathname === `/api/admin/device-models/${model.id}`, { timeout: 10_000 });
      const started = Date.now();
      await name.press('ControlOrMeta+Enter');
      expect((await saved).status(), `tab ${index + 1}'s save`).toBe(200);
      saves.push(Date.now() - started);
    }
    console.log(`saves in ${TABS} tabs: slowest ${Math.max(...saves)} ms (${saves.join(', ')} ms); change streams open now ${openStreams.size}, at most ${mostStreamsOpen}`);
    for (const [index, ms] of saves.entries()) expect(ms, `tab ${index + 1}'s save (ms)`).toBeLessThan(2000);
    expect(openStreams.size).toBeLessThanOrEqual(1);
    // while the lock passes from a leaving page to the next, the old stream's end may be seen after the new one
    expect(mostStreamsOpen).toBeLessThanOrEqual(2);
  }, 300_000);

  it('hands the stream to another tab when the leading one closes: a change made elsewhere still shows at once', async () => {
    await expect.poll(() => openStreams.size).toBe(1);
    const leader = [...openStreams][0]!.frame().page();
    const follower = context.pages().find((page) => page !== leader)!;
    for (const page of context.pages()) if (page !== leader && page !== follower) await page.close();
    await expect.poll(() => openStreams.size).toBe(1);
    expect([...openStreams][0]!.frame().page()).toBe(leader);
    const [device] = (await server.call('GET', '/api/admin/devices?page_size=1')).body.results as Device[];
    await follower.goto(`${server.url}/devices`);
    await follower.getByRole('grid').getByRole('row').nth(1).waitFor();
    await follower.keyboard.press('/');
    await follower.keyboard.type(device!.name);
    await expect.poll(() => follower.locator('.kr-row:not(.kr-head-row)').count()).toBeGreaterThan(0);

    await leader.close();
    await expect.poll(() => openStreams.size).toBe(1);
    expect([...openStreams][0]!.frame().page()).toBe(follower);
    const renamed = `${device!.name} (moved while a tab closed)`;
    expect((await server.call('PUT', `/api/admin/devices/${device!.id}`, { body: { ...device, name: renamed } })).status).toBe(200);
    await follower.locator('.kr-row', { hasText: renamed }).waitFor({ timeout: 3000 });
  });
});
