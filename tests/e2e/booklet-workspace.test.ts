// The booklet editor as a workspace, in real Chromium at 1440×900: $mod+z / $mod+Shift+z undo and redo a card's
// move wherever the focus is in the editor (a select, a button, the dialog itself), but stay the browser's own text
// undo in a text field; the editor scrolls as one area with no horizontal scrollbar and shows many cards and fields
// at once; a card's subtitle names its chosen style. A stale save (412) shows what the other save changed and saves
// mine over it on request.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createParticipatingField } from '../server/eventFixtures';
import type { TestServer } from '../server/harness';
import { closeSession, expectAccessible, openSession, type Session } from './browser';

const EVENT_NAME = 'Workspace Expo';
const FIELD_COUNT = 24;

let session: Session;
let server: TestServer;
let page: Page;
let eventId: number;

const editor = () => page.getByRole('dialog', { name: `Booklet — ${EVENT_NAME}` });
const cardNames = () => editor().locator('.kr-booklet-card .kr-booklet-name > span:first-child').allTextContents();
const firstNames = async (count: number) => (await cardNames()).slice(0, count);

/** How many of the elements matching `selector` are wholly in view: inside the window and every box that clips them. */
function whollyVisible(selector: string): Promise<number> {
  return page.evaluate((wanted) => {
    const clips = (element: Element): DOMRect[] => {
      const boxes: DOMRect[] = [];
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible') boxes.push(parent.getBoundingClientRect());
      }
      return boxes;
    };
    const inside = (rect: DOMRect, box: { left: number; top: number; right: number; bottom: number }) =>
      rect.left >= box.left - 1 && rect.top >= box.top - 1 && rect.right <= box.right + 1 && rect.bottom <= box.bottom + 1;
    const view = { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight };
    return [...document.querySelectorAll(wanted)].filter((element) => {
      const rect = element.getBoundingClientRect();
      return rect.height > 0 && inside(rect, view) && clips(element).every((box) => inside(rect, box));
    }).length;
  }, selector);
}

/** The boxes inside the editor whose content is wider than they are (a sideways scrollbar, or content cut off). */
const widerThanTheirBox = () => page.evaluate(() => {
  const dialog = document.querySelector('.kr-booklet');
  if (!dialog) return ['no editor'];
  return [dialog, ...dialog.querySelectorAll('*')]
    .filter((element) => {
      const style = getComputedStyle(element);
      // a name cut with an ellipsis (its whole text in its title) is meant to be; visually hidden text is 1 px wide
      return element.clientWidth > 1 && element.scrollWidth > element.clientWidth + 1 && style.overflowX !== 'visible' && style.textOverflow !== 'ellipsis';
    })
    .map((element) => `${element.className} ${element.scrollWidth}>${element.clientWidth}`);
});

/** The boxes inside the editor that scroll up and down. */
const verticalScrollers = () => page.evaluate(() => {
  const dialog = document.querySelector('.kr-booklet');
  if (!dialog) return ['no editor'];
  return [dialog, ...dialog.querySelectorAll('*')]
    .filter((element) => element.scrollHeight > element.clientHeight + 1 && ['auto', 'scroll'].includes(getComputedStyle(element).overflowY))
    .map((element) => String(element.className));
});

async function openEditor(): Promise<void> {
  await page.goto(`${server.url}/events/${eventId}/booklet`);
  await editor().getByLabel('Title', { exact: true }).waitFor();
  await expect.poll(async () => (await cardNames()).length).toBe(FIELD_COUNT);
}

beforeAll(async () => {
  session = await openSession();
  ({ server, page } = session);
  await page.setViewportSize({ width: 1440, height: 900 });
  // leaving an edited booklet asks (beforeunload): here the next test's page load goes ahead
  page.on('dialog', (dialog) => void dialog.accept());
  const created = await server.call('POST', '/api/events', { body: { name: EVENT_NAME, start_date: '2027-06-01T09:00', end_date: '2027-06-03T18:00' } });
  eventId = created.body.id;
  const answers = [];
  for (let index = 0; index < FIELD_COUNT; index += 1) {
    const name = `Exhibitor question number ${String(index + 1).padStart(2, '0')}`;
    const field = await createParticipatingField(server, eventId, name, 'Title');
    answers.push({ index, icon: 'info', participating_field_id: field, style: index === 1 ? 'BookletAnswerBig' : 'BookletTitle', blank: false });
  }
  await server.call('POST', '/api/v2/booklets', {
    body: { event: eventId, title: 'Guide', is_published: false, configuration: { cover_title: { pt: 'G', en: 'G', es: 'G' }, answers, files: [] } },
  });
});
afterAll(() => closeSession(session));

describe('the booklet editor at 1440×900', () => {
  it('scrolls as one area, never sideways, and shows many cards and fields at once', async () => {
    await openEditor();
    const cards = await whollyVisible('.kr-booklet-card');
    const fields = await whollyVisible('.kr-booklet-field');
    console.info(`booklet editor at 1440×900: ${cards} cards and ${fields} participating fields wholly visible; vertical scrollers: ${JSON.stringify(await verticalScrollers())}`);
    expect(await widerThanTheirBox()).toEqual([]);
    expect(await verticalScrollers()).toHaveLength(1);
    expect(cards).toBeGreaterThanOrEqual(12);
    expect(fields).toBeGreaterThanOrEqual(10);
  });

  it('subtitles each card with its chosen style, in the app’s words', async () => {
    const subtitles = editor().locator('.kr-booklet-card .kr-booklet-name > span:nth-child(2)');
    expect((await subtitles.allTextContents()).slice(0, 2)).toEqual(['Title', 'Answer Big']);
    await editor().getByRole('combobox', { name: 'Style Exhibitor question number 01' }).selectOption('BookletTitleBig');
    await expect.poll(async () => (await subtitles.allTextContents())[0]).toBe('Title Big');
  });
});

describe('undo and redo in the booklet editor', () => {
  const order = ['Exhibitor question number 01', 'Exhibitor question number 02', 'Exhibitor question number 03'];
  const moved = [order[1], order[0], order[2]];

  /** Moves the second card to the top with Alt+↑ on its handle. */
  async function moveSecondUp(): Promise<void> {
    await editor().getByRole('button', { name: `Move ${order[1]}, position 2` }).focus();
    await page.keyboard.press('Alt+ArrowUp');
    await expect.poll(() => firstNames(3)).toEqual(moved);
  }

  it('works with the focus on a card’s style select', async () => {
    await openEditor();
    await moveSecondUp();
    await editor().getByRole('combobox', { name: `Style ${order[2]}` }).focus();
    await page.keyboard.press('Control+z');
    await expect.poll(() => firstNames(3)).toEqual(order);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => firstNames(3)).toEqual(moved);
  });

  it('works with the focus on a button and on the editor itself', async () => {
    await openEditor();
    await moveSecondUp();
    await editor().getByRole('button', { name: 'Add empty space' }).focus();
    await page.keyboard.press('Control+z');
    await expect.poll(() => firstNames(3)).toEqual(order);
    await editor().evaluate((dialog) => (dialog as HTMLElement).focus());
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => firstNames(3)).toEqual(moved);
    await editor().locator('.kr-booklet-header h2').click();
    await page.keyboard.press('Control+z');
    await expect.poll(() => firstNames(3)).toEqual(order);
  });

  it('leaves $mod+z to the browser in a text field', async () => {
    await openEditor();
    await moveSecondUp();
    const title = editor().getByLabel('Title', { exact: true });
    await title.focus();
    await page.keyboard.press('End');
    await page.keyboard.type('s');
    await page.keyboard.press('Control+z');
    await expect.poll(() => title.inputValue()).toBe('Guide');
    expect(await firstNames(3)).toEqual(moved);
  });
});

describe('a booklet saved elsewhere while it is edited', () => {
  it('shows what the other save changed, and saves mine over it on request', async () => {
    await openEditor();
    const { id, ...saved } = (await server.call('GET', `/api/v2/booklets?event=${eventId}`)).body.results[0];
    const elsewhere = await server.call('PUT', `/api/v2/booklets/${id}`, { body: { ...saved, title: 'Theirs', is_published: true } });
    expect(elsewhere.status).toBe(200);
    await editor().getByRole('combobox', { name: 'Style Exhibitor question number 03' }).selectOption('BookletAnswerSmall');
    await page.keyboard.press('Control+Enter');
    // saved with the admin's own token: the notice names the person, elsewhere, and when
    const notice = editor().getByRole('region', { name: /^You saved this booklet in another tab at \d\d:\d\d \(.+\), after you opened it here\.$/ });
    await notice.getByRole('listitem').first().waitFor();
    expect(await notice.getByRole('listitem').allTextContents()).toEqual(['Title: “Guide” → “Theirs”', 'Published']);
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('kr-booklet-conflict'))).toBe(true);
    await expectAccessible(page, 'booklet editor with the conflict notice');

    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Save mine over theirs');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/events`);
    const mine = (await server.call('GET', `/api/v2/booklets/${id}`)).body;
    expect(mine).toMatchObject({ title: 'Guide', is_published: false });
    expect(mine.configuration.answers[2]).toMatchObject({ participating_field_id: saved.configuration.answers[2].participating_field_id, style: 'BookletAnswerSmall' });
  });
});
