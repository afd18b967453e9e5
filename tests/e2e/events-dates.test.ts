// The events screen of issue 21, point 11, in real Chromium by keyboard: the list shows live interactions by default
// and its name column stays put when the grid scrolls sideways; the live-interactions page says what the events have
// now; dates are typed and read as dd/mm/yyyy HH:mm in Portuguese and English (never the browser's format, never a
// 6-digit year), refused in words when malformed; the image field speaks the person's language.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KitroomEvent } from '../../src/contract/entities';
import type { TestServer } from '../server/harness';
import { closeSession, cursorOnRow, expectAccessible, goToSection, openSession, switchLanguage, type Session } from './browser';

let session: Session;
let server: TestServer;
let page: Page;

const allEvents = async (): Promise<KitroomEvent[]> => (await server.call('GET', '/api/v1/events?page_size=1000')).body.results;
const panel = () => page.getByRole('dialog');
const grid = () => page.getByRole('grid');
const focusedLabel = () => page.evaluate(() => document.activeElement?.id && document.querySelector(`label[for="${document.activeElement.id}"]`)?.textContent);

/** Tabs forward until the field labelled `label` has the focus. */
async function tabTo(label: string): Promise<void> {
  for (let step = 0; step < 20 && (await focusedLabel()) !== label; step += 1) await page.keyboard.press('Tab');
  expect(await focusedLabel()).toBe(label);
}

beforeAll(async () => {
  // with the events admin's link, the widest row actions the list has
  session = await openSession({ language: 'pt', env: { EVENTS_ADMIN_URL: 'https://admin.example.com/events/{slug}' } });
  ({ server, page } = session);
});
afterAll(async () => closeSession(session));

describe('the events list', () => {
  it('shows live interactions by default, and keeps the name in view when the grid scrolls sideways', async () => {
    await goToSection(session, 'events');
    await grid().getByRole('columnheader', { name: 'Interações' }).waitFor();
    const first = grid().locator('.kr-grid-body .kr-row').first();
    await first.waitFor();
    // narrow enough that the columns cannot all fit, in the compact density's 13-px text too
    await page.setViewportSize({ width: 720, height: 900 });
    const overflow = await grid().evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeGreaterThan(0);
    const leftOf = (index: number) => first.locator(':scope > [role="gridcell"]').nth(index).evaluate((cell) => Math.round(cell.getBoundingClientRect().left));
    const header = grid().getByRole('columnheader', { name: 'Nome' });
    const [nameBefore, locationBefore, headerBefore] = [await leftOf(1), await leftOf(5), await header.evaluate((cell) => Math.round(cell.getBoundingClientRect().left))];
    await grid().evaluate((element) => element.scrollBy({ left: 300 }));
    await expect.poll(() => leftOf(5)).toBeLessThan(locationBefore - 100);
    expect(await leftOf(1)).toBe(nameBefore);
    expect(await header.evaluate((cell) => Math.round(cell.getBoundingClientRect().left))).toBe(headerBefore);
    // what scrolls passes under the name, never over it
    const [x, y] = await first.locator(':scope > [role="gridcell"]').nth(1).evaluate((cell) => {
      const box = cell.getBoundingClientRect();
      return [box.left + 4, box.top + box.height / 2];
    });
    expect(await page.evaluate(([atX, atY]) => document.elementFromPoint(atX ?? 0, atY ?? 0)?.closest('[role="gridcell"]') === document.querySelector('.kr-grid-body .kr-row [role="gridcell"]:nth-child(2)'), [x, y])).toBe(true);
    await expectAccessible(page, 'events list scrolled sideways');
    await grid().evaluate((element) => element.scrollTo({ left: 0 }));
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('fits 1280 px with live interactions shown, in pt, es and en, the name whole', async () => {
    const overflow: Record<string, number> = {};
    if (!page.url().endsWith('/events')) await goToSection(session, 'events');
    for (const language of ['pt', 'es', 'en'] as const) {
      if (language !== 'pt') await switchLanguage(page, language);
      await grid().locator('.kr-grid-body .kr-row').first().waitFor();
      overflow[language] = await grid().evaluate((element) => element.scrollWidth - element.clientWidth);
      const cut = await grid().locator('.kr-grid-body .kr-row [role="gridcell"]:nth-child(2) .kr-cell-text').evaluateAll((cells) => cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1).length);
      expect(cut, `${language}: names cut`).toBe(0);
    }
    expect(overflow).toEqual({ pt: 0, es: 0, en: 0 });
    await switchLanguage(page, 'pt');
  });

  it('says on the live-interactions page what the events have now', async () => {
    const [one, two] = (await allEvents()).slice(0, 2);
    if (!one || !two) throw new Error('the demo has events');
    const settingsOf = async (id: number) => (await server.call('GET', `/api/v2/event-settings?event=${id}`)).body.results[0].id as number;
    await server.call('PATCH', `/api/v2/event-settings/${await settingsOf(one.id)}`, { body: { live_interactions: true } });
    await server.call('PATCH', `/api/v2/event-settings/${await settingsOf(two.id)}`, { body: { live_interactions: false } });
    await page.reload();
    await grid().locator('.kr-grid-body .kr-row').first().waitFor();
    await cursorOnRow(page, one.name);
    await page.keyboard.press('l');
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.textContent()).toContain(`Definir interações ao vivo para ${one.name} (agora ligadas)`);
    await expect.poll(() => dialog.getByRole('option', { name: /Ativadas/ }).textContent()).toContain('Atual');
    await expectAccessible(page, 'live interactions page');
    await page.keyboard.press('Escape');
  });
});

describe('an event’s dates, typed', () => {
  it('are read as dd/mm/aaaa hh:mm in Portuguese, a 6-digit year refused in words, and saved in the event’s zone', async () => {
    await page.keyboard.press('c');
    await page.waitForURL(`${server.url}/events/add`);
    expect(await focusedLabel()).toBe('Nome');
    await page.keyboard.type('Cimeira das datas');
    const image = panel().getByLabel('Imagem', { exact: true });
    expect(await image.evaluate((input) => input.parentElement?.textContent)).toBe('Escolher uma imagem…');
    await panel().getByText('Sem imagem').first().waitFor();
    await tabTo('Início');
    expect(await panel().getByLabel('Início').getAttribute('placeholder')).toBe('dd/mm/aaaa hh:mm');
    await page.keyboard.type('1/6/202711 9:05');
    await page.keyboard.press('Tab');
    await panel().getByText('Escreva a data e a hora como dd/mm/aaaa hh:mm, por exemplo 25/12/2026 09:30.').waitFor();
    await expectAccessible(page, 'event form with a malformed date');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Control+a');
    await page.keyboard.type('1/6/2027 9:05');
    await page.keyboard.press('Tab');
    expect(await panel().getByLabel('Início').inputValue()).toBe('01/06/2027 09:05');
    await tabTo('Fim');
    await page.keyboard.type('02/06/2027 18:30');
    await page.keyboard.press('ControlOrMeta+Enter');
    await page.waitForURL(`${server.url}/events`);
    const made = (await allEvents()).find((event) => event.name === 'Cimeira das datas');
    // Lisbon in June is an hour ahead of UTC
    expect(made).toMatchObject({ start_date: '2027-06-01T08:05:00.000Z', end_date: '2027-06-02T17:30:00.000Z' });
  });

  it('read the same way in English, the day first as the app writes dates', async () => {
    await switchLanguage(page, 'en');
    await cursorOnRow(page, 'Cimeira das datas');
    await page.keyboard.press('Enter');
    const start = panel().getByLabel('Start');
    await expect.poll(() => start.inputValue()).toBe('01/06/2027 09:05');
    expect(await panel().getByLabel('End', { exact: true }).inputValue()).toBe('02/06/2027 18:30');
    expect(await start.getAttribute('placeholder')).toBe('dd/mm/yyyy hh:mm');
    await start.focus();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('31/06/2027 09:05');
    await page.keyboard.press('ControlOrMeta+Enter');
    await panel().getByText('There is no such date or time: 31/06/2027 09:05.').waitFor();
    await expectAccessible(page, 'event form with a date the calendar lacks');
  });
});
