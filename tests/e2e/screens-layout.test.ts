// Screens and forms in real Chromium, in Portuguese, measured by bounding boxes: at 1920×1080 the pages use the
// width (no band of empty page beside them); Home is usable by the keys it shows; a checkbox's box and label sit on
// one line level with the other fields' controls (the booklet's Published, at 1280 and 1920); labels, hints and
// errors read the same in every form; start and end side by side.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSession, expectAccessible, openSession, type Session } from './browser';
import { layoutOffences } from './layoutCheck';

let session: Session;
let page: Page;

beforeAll(async () => {
  session = await openSession({ language: 'pt' });
  page = session.page;
});
afterAll(() => closeSession(session));

const WIDE = { width: 1920, height: 1080 };
const LAPTOP = { width: 1280, height: 800 };

type Box = { x: number; y: number; width: number; height: number };
const boxOf = async (selector: string): Promise<Box> => {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not shown`);
  return box;
};
const middleY = (box: Box) => box.y + box.height / 2;

/** The right edge of the furthest content of the page's main section (its children's boxes). */
const contentRight = () =>
  page.evaluate(() => Math.max(...[...document.querySelectorAll('.kr-page *')].map((element) => element.getBoundingClientRect().right)));

describe('at 1920×1080 the screens use the width', () => {
  it('the devices page and its table take at least 90 % of it', async () => {
    await page.setViewportSize(WIDE);
    await page.goto(`${session.server.url}/devices`);
    await page.getByRole('grid').getByRole('row').nth(3).waitFor();
    expect((await boxOf('.kr-page')).width).toBeGreaterThanOrEqual(0.9 * WIDE.width);
    expect((await boxOf('[role="grid"]')).width).toBeGreaterThanOrEqual(0.9 * WIDE.width);
    // the search field does not stretch across the screen: a query is short, the toolbar's buttons stay near it
    expect((await boxOf('.kr-table-toolbar .kr-table-search')).width).toBeLessThanOrEqual(36 * 14);
  });

  it('a side panel grows with the screen (480 px at 1280, 576 at 1920): a form is not cramped beside an empty page', async () => {
    for (const [size, width] of [[LAPTOP, 480], [WIDE, 576]] as const) {
      await page.setViewportSize(size);
      await page.goto(`${session.server.url}/devices/add`);
      await page.getByRole('dialog').getByLabel('Nome', { exact: true }).waitFor();
      expect(Math.round((await boxOf('.kr-panel')).width), `at ${size.width}`).toBe(width);
      expect(await layoutOffences(page), `at ${size.width}`).toEqual([]);
    }
    await page.keyboard.press('Escape');
  });

  it('Home lays its actions, sections and recent commands across it, nothing clipped or covered', async () => {
    for (const size of [WIDE, LAPTOP]) {
      await page.setViewportSize(size);
      await page.goto(`${session.server.url}/`);
      await page.locator('.kr-home-count').filter({ hasText: /\d/ }).first().waitFor();
      expect(await contentRight(), `at ${size.width}`).toBeGreaterThanOrEqual(0.9 * size.width);
      expect(await layoutOffences(page), `at ${size.width}`).toEqual([]);
    }
    await expectAccessible(page, 'home');
  });
});

describe('a table’s state', () => {
  it('stands in view over the empty grid, and its key does what it says (Shift+F shows all rows)', async () => {
    await page.setViewportSize(LAPTOP);
    await page.goto(`${session.server.url}/devices`);
    await page.getByRole('grid').getByRole('row').nth(3).waitFor();
    await page.keyboard.press('/');
    await page.keyboard.type('zzzz-no-such-device');
    const showAll = page.locator('.kr-table-message button');
    await showAll.waitFor();
    const [button, header] = [(await showAll.boundingBox()) as Box, await boxOf('[role="grid"] [role="columnheader"]')];
    expect(button.y).toBeGreaterThan(header.y + header.height);
    expect(button.y + button.height).toBeLessThanOrEqual(LAPTOP.height);
    expect(await layoutOffences(page, '.kr-table')).toEqual([]);
    const caps = await showAll.locator('kbd').allTextContents();
    await page.keyboard.press('Enter');
    await page.keyboard.press(caps.join('+'));
    await page.getByRole('grid').getByRole('row').nth(3).waitFor();
    expect(await page.getByRole('searchbox').or(page.getByRole('combobox', { name: 'Pesquisar' })).first().inputValue()).toBe('');
  });
});

describe('Home by the keys it shows', () => {
  it('creates an event with the keys on its tile (g e c), and goes to a section with its g keys', async () => {
    await page.setViewportSize(LAPTOP);
    await page.goto(`${session.server.url}/`);
    // Home is its own chunk: its tiles come once it has loaded
    await page.locator('.kr-home-actions [data-command="events.create"] kbd').first().waitFor();
    const caps = await page.locator('.kr-home-actions [data-command="events.create"] kbd').allTextContents();
    expect(caps.length).toBeGreaterThan(1);
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    for (const cap of caps) await page.keyboard.press(cap.toLowerCase());
    await page.waitForURL(`${session.server.url}/events/add`);
    await page.getByRole('dialog').getByLabel('Nome', { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await page.waitForURL(`${session.server.url}/events`);

    await page.goto(`${session.server.url}/`);
    await page.locator('[data-section="spaces"] kbd').first().waitFor();
    const sectionCaps = await page.locator('[data-section="spaces"] kbd').allTextContents();
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    for (const cap of sectionCaps) await page.keyboard.press(cap.toLowerCase());
    await page.waitForURL(`${session.server.url}/spaces`);
  });
});

describe('forms read the same everywhere', () => {
  it('the booklet’s Published: box and label on one line, level with the title’s control (1280 and 1920)', async () => {
    // an event without a booklet yet: the editor says so above the details
    const { body: fresh } = await session.server.call('POST', '/api/events', { body: { name: 'Sem livreto', start_date: '2027-05-01T09:00', end_date: '2027-05-02T18:00' } });
    for (const size of [LAPTOP, WIDE]) {
      await page.setViewportSize(size);
      await page.goto(`${session.server.url}/events/${fresh.id}/booklet`);
      await page.locator('.kr-booklet-new').waitFor();
      await page.locator('#kr-booklet-published').waitFor();
      const [title, box, label] = await Promise.all([boxOf('#kr-booklet-title'), boxOf('#kr-booklet-published'), boxOf('label[for="kr-booklet-published"]')]);
      expect(Math.abs(middleY(box) - middleY(title)), `box beside the title's control at ${size.width}`).toBeLessThanOrEqual(1.5);
      expect(Math.abs(middleY(label) - middleY(box)), `label on the box's line at ${size.width}`).toBeLessThanOrEqual(1.5);
      expect(label.x).toBeGreaterThan(box.x + box.width);
      expect(box.height).toBeLessThanOrEqual(title.height);
      // the fields and the cards start right under the details, a new booklet's notice above them or not
      const [details, side] = await Promise.all([boxOf('.kr-booklet-details'), boxOf('.kr-booklet-side')]);
      expect(side.y - (details.y + details.height), `no empty band under the details at ${size.width}`).toBeLessThanOrEqual(4);
    }
  });

  it('a record form: a checkbox where the controls are, hints quieter than labels, start and end side by side', async () => {
    await page.setViewportSize(LAPTOP);
    await page.goto(`${session.server.url}/events/add`);
    const panel = page.getByRole('dialog');
    await panel.getByLabel('Nome', { exact: true }).waitFor();
    const name = (await panel.getByLabel('Nome', { exact: true }).boundingBox()) as Box;
    const published = (await panel.getByRole('checkbox', { name: 'Publicado' }).boundingBox()) as Box;
    const publishedLabel = (await panel.locator('label', { hasText: 'Publicado' }).boundingBox()) as Box;
    expect(Math.abs(published.x - name.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(middleY(publishedLabel) - middleY(published))).toBeLessThanOrEqual(1.5);

    const [start, end] = [(await panel.getByLabel('Início').boundingBox()) as Box, (await panel.getByLabel('Fim').boundingBox()) as Box];
    expect(start.y).toBe(end.y);
    expect(end.x).toBeGreaterThan(start.x + start.width);

    const styleOf = (selector: string) =>
      panel.locator(selector).first().evaluate((element) => {
        const style = getComputedStyle(element);
        return { size: parseFloat(style.fontSize), weight: Number(style.fontWeight), colour: style.color };
      });
    const [labelStyle, hintStyle] = [await styleOf('.kr-field > label'), await styleOf('.kr-field-hint')];
    expect(hintStyle.size).toBeLessThan(labelStyle.size);
    expect(hintStyle.weight).toBeLessThan(labelStyle.weight);
    expect(hintStyle.colour).not.toBe(labelStyle.colour);
    // every label of every field the same size and weight, hints alike
    const sizes = await panel.locator('.kr-field > label, .kr-checkbox-line > label').evaluateAll((labels) => new Set(labels.map((label) => `${getComputedStyle(label).fontSize} ${getComputedStyle(label).fontWeight}`)).size);
    expect(sizes).toBe(1);
    await expectAccessible(page, 'event form');
  });
});
