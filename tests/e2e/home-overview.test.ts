// Home's overview in real Chromium, against the demo data and events made for the test around now: in pt and es,
// driven by the keyboard, a figure opens the devices list filtered to it and the list shows as many rows as the
// figure said; a device assigned through the API changes the figure on the open page (the live stream, no
// reload); axe finds nothing serious in light and dark; nothing is clipped or covered at 1280×800 and 1920×1080
// in either theme, in pt, en and es.
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { Device, KitroomEvent } from '../../src/contract/entities';
import { accessibilityViolations, closeSession, expectAccessible, openSession, type Session } from './browser';
import { layoutOffences } from './layoutCheck';
import type { Language } from './messages';

const DAY = 86_400_000;
const SIZES = [{ width: 1280, height: 800 }, { width: 1920, height: 1080 }];
let session: Session | undefined;
afterEach(async () => {
  await closeSession(session);
  session = undefined;
});

interface Made {
  fair: KitroomEvent;
  free: Device[];
}

/** An event on now with three devices, and free devices to assign later. */
async function makeEvents({ server }: Session): Promise<Made> {
  const now = Date.now();
  const made = await server.call('POST', '/api/events', { body: { name: 'Feira E2E', start_date: new Date(now - DAY).toISOString(), end_date: new Date(now + 2 * DAY).toISOString(), max_capacity: 50 } });
  expect(made.status).toBe(201);
  const fleet = (await server.call('GET', '/api/admin/devices?page_size=300')).body.results as Device[];
  const free = fleet.filter((device) => device.current_event_id === null);
  const assigned = await server.call('PUT', '/api/admin/devices/current_event', { body: { ids: free.slice(0, 3).map((device) => device.id), current_event_id: made.body.id } });
  expect(assigned.status).toBe(200);
  return { fair: made.body as KitroomEvent, free: free.slice(3) };
}

async function openHome(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/`);
  await page.locator('.kr-overview-events[data-ready="true"]').waitFor();
  await page.locator('.kr-overview-chart canvas').waitFor();
}

const rowsShown = (page: Page) => async () => Number(await page.getByRole('grid').getAttribute('aria-rowcount')) - 1;
const focusedHref = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('href') ?? null);

/** Tab into the overview's figures, then j until the one that links to `href`, and Enter: by keyboard only. */
async function followByKeyboard(page: Page, href: string): Promise<void> {
  await page.locator('body').focus();
  for (let tabs = 0; tabs < 60 && !(await page.evaluate(() => document.activeElement?.matches('[data-overview-number]'))); tabs += 1) await page.keyboard.press('Tab');
  for (let moves = 0; moves < 40 && (await focusedHref(page)) !== href; moves += 1) await page.keyboard.press('j');
  expect(await focusedHref(page)).toBe(href);
  await page.keyboard.press('Enter');
}

describe.each(['pt', 'es'] as const)('Home’s overview in %s', (language: Language) => {
  it('reads its figures, follows one to the list it counts, follows a change live, and passes axe', async () => {
    session = await openSession({ language });
    const { page, server } = session;
    const { fair, free } = await makeEvents(session);
    await page.setViewportSize(SIZES[0] as { width: number; height: number });
    await openHome(page, server.url);

    const fairNumber = page.locator(`.kr-overview-events [data-event-id="${fair.id}"] a.kr-overview-number`);
    await expect.poll(() => fairNumber.textContent()).toBe('3');
    const fairHref = (await fairNumber.getAttribute('href')) as string;
    await expectAccessible(page, `home (${language}, light)`);

    // the figure, followed by keyboard, opens the list it counts
    await followByKeyboard(page, fairHref);
    await page.waitForURL((url) => url.pathname === '/devices' && url.searchParams.get('search') === 'event:"Feira E2E"');
    await expect.poll(rowsShown(page), { timeout: 15_000 }).toBe(3);

    // a base's figure too: the devices missing at Porto
    await page.goBack();
    await page.locator('.kr-overview-bases[data-ready="true"]').waitFor();
    const porto = page.locator('.kr-overview-bases [data-base="oporto"] a.kr-overview-number').first();
    const portoCount = Number(await porto.textContent());
    expect(portoCount).toBeGreaterThan(0);
    await followByKeyboard(page, '/devices?search=status:missing+base:oporto');
    await page.waitForURL((url) => url.pathname === '/devices' && url.searchParams.get('search') === 'status:missing base:oporto');
    await expect.poll(rowsShown(page), { timeout: 15_000 }).toBe(portoCount);

    // a device assigned elsewhere changes the figure on the open page
    await page.goBack();
    await expect.poll(() => fairNumber.textContent()).toBe('3');
    const assigned = await server.call('PUT', '/api/admin/devices/current_event', { body: { ids: [free[0]?.id], current_event_id: fair.id } });
    expect(assigned.status).toBe(200);
    await expect.poll(() => fairNumber.textContent(), { timeout: 15_000 }).toBe('4');

    await page.evaluate(() => localStorage.setItem('kitroom.theme', JSON.stringify('dark')));
    await openHome(page, server.url);
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await accessibilityViolations(page), `accessibility of home (${language}, dark)`).toEqual([]);
  });
});

describe('Home’s overview laid out', () => {
  it.each(['pt', 'en', 'es'] as const)('whole at 1280×800 and 1920×1080, light and dark, in %s', async (language: Language) => {
    session = await openSession({ language });
    const { page, server } = session;
    await makeEvents(session);
    for (const theme of ['light', 'dark']) {
      await page.evaluate((chosen) => localStorage.setItem('kitroom.theme', JSON.stringify(chosen)), theme);
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await openHome(page, server.url);
        const wider = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
        expect(wider, `${language} ${theme} ${size.width}: wider than the window`).toBeLessThanOrEqual(0);
        expect(await layoutOffences(page), `${language} ${theme} ${size.width}`).toEqual([]);
      }
    }
  });
});
