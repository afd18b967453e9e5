// Issue 21 point 7 in real Chromium at 1280 px: the selection's action bar on the devices (the most actions) fits in
// pt, en and es without scrolling, and says what is selected (and how many the search hides) once, in its label,
// not on each button.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSession, expectAccessible, goToSection, openSession, switchLanguage, type Session } from './browser';
import { say } from './messages';

let session: Session;
let page: Page;

beforeAll(async () => {
  session = await openSession();
  page = session.page;
  await goToSection(session, 'devices');
  await page.getByRole('grid').getByRole('row').nth(1).waitFor();
  // two selected, then a search that hides one of them
  const grid = page.getByRole('grid');
  await grid.focus();
  await page.keyboard.press('j');
  await page.keyboard.press('x');
  await page.keyboard.press('j');
  await page.keyboard.press('x');
  const second = (await page.locator('.kr-row.is-cursor').textContent()) ?? '';
  const name = /([A-Z]+-\d{4})/.exec(second)?.[1] as string;
  await page.keyboard.press('/');
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await page.locator('.kr-action-bar').waitFor();
});
afterAll(() => closeSession(session));

const bar = () => page.locator('.kr-action-bar');

describe('the action bar at 1280 px', () => {
  for (const language of ['pt', 'en', 'es'] as const) {
    it(`fits without scrolling and says the count once, in ${language}`, async () => {
      await switchLanguage(page, language);
      await page.getByRole('grid').focus();
      await bar().waitFor();
      const size = await bar().evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth, width: element.getBoundingClientRect().width }));
      expect(size.scroll, `${language}: the bar scrolls`).toBeLessThanOrEqual(size.client);
      expect(size.width).toBeLessThanOrEqual(1280 - 32);
      const label = (await bar().getAttribute('aria-label')) ?? '';
      expect(label).toContain(say(language, 'table.selectedCount', { count: 2 }));
      expect(label).toContain(say(language, 'targets.hiddenBySearch', { count: 1 }));
      const buttons = bar().getByRole('button');
      for (let index = 0; index < (await buttons.count()); index += 1) {
        const button = buttons.nth(index);
        const said = `${(await button.getAttribute('title')) ?? ''} ${await button.textContent()}`;
        expect(said, `${language}: a button repeats the count`).not.toMatch(/\b2\b/);
        expect(said).not.toContain(say(language, 'targets.hiddenBySearch', { count: 1 }));
      }
      await expectAccessible(page, `the action bar (${language})`);
    });
  }
});
