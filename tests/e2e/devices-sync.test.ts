// The lists' local copy and live changes in real Chromium: a reload shows the fleet from IndexedDB even with the
// whole-list request blocked, a change made through the API reaches an open devices screen within 2 s (marked,
// with words, not only colour), and logging out leaves no database behind.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Device } from '../../src/contract/entities';
import { closeSession, expectAccessible, goToSection, openSession, type Session } from './browser';

let session: Session;
let page: Page;

beforeAll(async () => {
  session = await openSession();
  page = session.page;
});
afterAll(() => closeSession(session));

const grid = () => page.getByRole('grid');
const rowCount = async () => Number(await grid().getAttribute('aria-rowcount')) - 1;
const databases = () => page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name));
/** the cursor of the devices' local copy, or null while there is none */
const copiedCursor = () =>
  page.evaluate(
    () =>
      new Promise<string | null>(async (resolve) => {
        // opening a database that is not there would make an empty one
        if (!(await indexedDB.databases()).some((database) => database.name === 'kitroom-lists')) return resolve(null);
        const request = indexedDB.open('kitroom-lists');
        request.onerror = () => resolve(null);
        request.onsuccess = () => {
          const db = request.result;
          if (!db.objectStoreNames.contains('lists')) return resolve(null);
          const read = db.transaction('lists').objectStore('lists').get('devices');
          read.onsuccess = () => {
            db.close();
            resolve((read.result as { cursor?: string } | undefined)?.cursor ?? null);
          };
          read.onerror = () => resolve(null);
        };
      }),
  );

async function openDevices() {
  await goToSection(session, 'devices');
  await expect.poll(rowCount, { timeout: 15_000 }).toBe(300);
}

describe('the lists kept in the browser and followed live', () => {
  it('reloads /devices from the local copy: every row shows with the whole-list request blocked', async () => {
    await openDevices();
    await expect.poll(copiedCursor, { timeout: 10_000 }).toEqual(expect.any(String));

    const whole: string[] = [];
    const changes: string[] = [];
    await page.route(
      (url) => url.pathname === '/api/admin/devices',
      (route) => {
        const url = new URL(route.request().url());
        if (url.searchParams.has('changed_since')) {
          changes.push(url.search);
          return route.continue();
        }
        whole.push(url.search);
        return route.abort();
      },
    );
    await page.reload();
    await expect.poll(rowCount, { timeout: 10_000 }).toBe(300);
    await expect.poll(() => changes.length).toBeGreaterThan(0);
    expect(whole).toEqual([]);
    await page.unroute((url) => url.pathname === '/api/admin/devices');
  });

  it('shows a change made through the API in the open devices screen within 2 s, marked in words', async () => {
    const [device] = (await session.server.call('GET', '/api/admin/devices?page_size=1')).body.results as Device[];
    await page.keyboard.press('/');
    await page.keyboard.type(device!.name);
    await expect.poll(() => page.locator('.kr-row:not(.kr-head-row)').count()).toBeGreaterThan(0);
    const renamed = `${device!.name} (moved by the warehouse)`;
    expect((await session.server.call('PUT', `/api/admin/devices/${device!.id}`, { body: { ...device, name: renamed } })).status).toBe(200);
    const row = page.locator('.kr-row', { hasText: renamed });
    await row.waitFor({ timeout: 2000 });
    expect(await row.getAttribute('class')).toMatch(/is-changed/);
    // made with the admin's own token: the session's own user, elsewhere
    expect(await row.textContent()).toContain('Changed by you in another tab');
    await expectAccessible(page, 'devices with a row changed elsewhere');
  });

  it('opens a new tab on the fleet at once, and a logout in one tab ends the other and leaves nothing in IndexedDB', async () => {
    const other = await page.context().newPage();
    await other.route((url) => url.pathname === '/api/admin/devices' && !url.searchParams.has('changed_since'), (route) => route.abort());
    await other.goto(`${session.server.url}/devices`);
    await expect.poll(async () => Number(await other.getByRole('grid').getAttribute('aria-rowcount')) - 1, { timeout: 10_000 }).toBe(300);

    expect(await databases()).toContain('kitroom-lists');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+k');
    await page.getByRole('dialog').getByRole('combobox').pressSequentially('log out');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/login$/);
    // the other tab hears the stream end, finds its token revoked and leaves too
    await other.waitForURL(/\/login$/, { timeout: 5000 });
    await expect.poll(databases, { timeout: 5000 }).toEqual([]);
    await other.close();
  });
});
