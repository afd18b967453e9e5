// Live interactions on three events in real Chromium, in pt, es and en, when the server refuses: every change failed
// says that none changed (never "the others changed"); one failed says how many did change. The server's refusals
// are made by the browser (page.route answering 503), the rest is the real server. axe on each toast.
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../server/harness';
import { closeSession, expectAccessible, goToSection, openSession, switchLanguage, type Session } from './browser';
import { LANGUAGES, MESSAGES, say, type Language } from './messages';

let session: Session;
let server: TestServer;
let page: Page;
let ids: number[] = [];

const SETTINGS_PATCH = /\/api\/v2\/event-settings\/\d+$/;
const toastSaying = (text: string) => page.locator('[data-sonner-toast]', { hasText: text }).first();
/** The toast has come in (sonner fades it in) and no other is leaving: axe reads colours half-way otherwise. */
async function settled(text: string) {
  const toast = toastSaying(text);
  await toast.waitFor();
  await expect.poll(() => toast.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
  await expect.poll(() => page.locator('[data-sonner-toast][data-removed="true"]').count()).toBe(0);
}
const liveOf = async (id: number): Promise<boolean> => (await server.call('GET', `/api/v2/event-settings?event=${id}`)).body.results[0].live_interactions;

beforeAll(async () => {
  session = await openSession();
  ({ server, page } = session);
  await goToSection(session, 'events');
  await page.getByRole('grid').getByRole('row').nth(3).waitFor();
  await page.getByRole('grid').focus();
  await page.keyboard.press('Home');
  for (let row = 0; row < 3; row += 1) {
    await page.keyboard.press('x');
    await page.keyboard.press('j');
  }
  const selected = page.locator('.kr-row[aria-selected="true"]');
  await selected.nth(2).waitFor();
  ids = await selected.evaluateAll((rows) => rows.map((row) => Number(/-row-(\d+)$/.exec(row.id)?.[1])));
});
afterAll(() => closeSession(session));

/** Sets live interactions on the three selected events from their palette page, in the page's language. */
async function setLive(language: Language, enabled: boolean) {
  await page.getByRole('grid').focus();
  await page.keyboard.press('l');
  const input = page.getByRole('dialog').getByRole('combobox');
  await input.waitFor();
  await input.pressSequentially(MESSAGES[language][enabled ? 'events.live.enable' : 'events.live.disable']);
  await page.keyboard.press('Enter');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

describe('live interactions that fail', () => {
  it.each(LANGUAGES)('say that none changed when every change failed, and how many did when one failed (%s)', async (language) => {
    // the toasts of the language before have gone (axe reads a fading one's colours half-way)
    await expect.poll(() => page.locator('[data-sonner-toast]').count(), { timeout: 20_000 }).toBe(0);
    await switchLanguage(page, language);
    const before = await Promise.all(ids.map(liveOf));
    const refuse = (route: Route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"detail":"Service unavailable"}' });
    const isPatch = (url: URL) => SETTINGS_PATCH.test(url.pathname);

    await page.route(isPatch, (route) => (route.request().method() === 'PATCH' ? refuse(route) : route.continue()));
    const target = !before[0];
    await setLive(language, target);
    const allFailed = say(language, 'events.live.allFailed', { total: 3, message: 'Service unavailable' });
    await settled(allFailed);
    await expectAccessible(page, `live interactions, every change failed (${language})`);
    expect(await Promise.all(ids.map(liveOf))).toEqual(before);
    await page.unroute(isPatch);

    // the first request refused, the two others through
    let refused = 0;
    await page.route(isPatch, (route) => (route.request().method() === 'PATCH' && refused++ === 0 ? refuse(route) : route.continue()));
    await setLive(language, target);
    await settled(say(language, 'events.live.partlyFailed', { failed: 1, total: 3, changed: 2 }));
    await expectAccessible(page, `live interactions, one change failed (${language})`);
    // the two let through changed (whichever request was refused)
    expect((await Promise.all(ids.map(liveOf))).filter((live) => live === target).length).toBeGreaterThanOrEqual(2);
    await page.unroute(isPatch);
  });
});
