// Unsaved work is never lost without a word, in real Chromium: with a record form, the booklet editor or the import
// holding changes, a reload (as Ctrl+R, closing the tab or an address typed would) raises the browser's "Leave
// site?" question (`beforeunload`); a clean form, or one just saved, leaves without asking.
import type { Dialog, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../server/harness';
import { closeSession, cursorOnRow, openSession, type Session } from './browser';

let session: Session;
let server: TestServer;
let page: Page;
/** what the person answers to "Leave site?": leave, except while reloadAsks checks that the question comes */
let stay: ((type: string) => void) | null = null;

/**
 * Reloads the page as a person would and answers "Stay" to a question about leaving. Answers whether the browser
 * asked; when it did, the page stays as it was.
 */
async function reloadAsks(): Promise<boolean> {
  const question = new Promise<string>((resolve) => {
    stay = resolve;
  });
  // a reload the person stayed away from never ends: it is left to time out
  const reloaded = page.reload({ timeout: 15_000 }).then(() => 'reloaded', () => 'stayed');
  const outcome = await Promise.race([question, reloaded]);
  stay = null;
  return outcome === 'beforeunload';
}

const panel = () => page.getByRole('dialog');

async function openCategory(name: string): Promise<void> {
  await page.locator('body').press('g');
  await page.keyboard.press('c');
  await page.waitForURL(`${server.url}/devices/categories`);
  await page.getByRole('grid').getByRole('row').nth(1).waitFor();
  await cursorOnRow(page, name);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/devices\/categories\/edit\/\d+$/);
  await expect.poll(() => panel().getByLabel('Name').inputValue()).toBe(name);
}

beforeAll(async () => {
  session = await openSession();
  ({ server, page } = session);
  page.on('dialog', (dialog: Dialog) => {
    if (stay) {
      stay(dialog.type());
      void dialog.dismiss();
    } else void dialog.accept();
  });
});
afterAll(() => closeSession(session));

describe('leaving the page with unsaved work', () => {
  it('asks with an edited record form, not with a clean one nor after saving', async () => {
    await server.call('POST', '/api/admin/device-categories', { body: { name: 'Unsaved cables', description: '' } });
    await openCategory('Unsaved cables');
    // the keys that opened it count as the person's activation: a clean form still leaves without asking
    expect(await reloadAsks()).toBe(false);

    await openCategory('Unsaved cables');
    await panel().getByLabel('Name').press('End');
    await page.keyboard.type(' (draft)');
    expect(await reloadAsks()).toBe(true);
    expect(await panel().getByLabel('Name').inputValue()).toBe('Unsaved cables (draft)');

    await page.keyboard.press('ControlOrMeta+Enter');
    // back to the list, with the table's search when it had reached the address before the form opened
    await page.waitForURL((url) => url.pathname === '/devices/categories');
    await page.getByRole('grid').getByRole('gridcell', { name: 'Unsaved cables (draft)', exact: true }).waitFor();
    expect(await reloadAsks()).toBe(false);
  });

  it('asks with an edited booklet, not with a clean one nor after saving', async () => {
    const event = (await server.call('POST', '/api/events', { body: { name: 'Unsaved Expo', start_date: '2027-06-01T09:00', end_date: '2027-06-03T18:00' } })).body;
    await server.call('POST', '/api/v2/booklets', {
      body: { event: event.id, title: 'Guide', is_published: false, configuration: { cover_title: { pt: 'G', en: 'G', es: 'G' }, answers: [], files: [] } },
    });
    await page.goto(`${server.url}/events/${event.id}/booklet`);
    const title = page.getByRole('dialog').getByLabel('Title', { exact: true });
    await expect.poll(() => title.inputValue()).toBe('Guide');
    await page.keyboard.press('Tab');
    expect(await reloadAsks()).toBe(false);

    await expect.poll(() => title.inputValue()).toBe('Guide');
    await title.press('End');
    await page.keyboard.type(' 2027');
    expect(await reloadAsks()).toBe(true);
    expect(await title.inputValue()).toBe('Guide 2027');

    await page.keyboard.press('ControlOrMeta+Enter');
    await page.waitForURL(`${server.url}/events`);
    await expect.poll(async () => (await server.call('GET', `/api/v2/booklets?event=${event.id}`)).body.results[0]?.title).toBe('Guide 2027');
    expect(await reloadAsks()).toBe(false);
  });

  it('asks with a sheet chosen for the import and not yet imported', async () => {
    await page.goto(`${server.url}/devices/import`);
    const input = panel().locator('input[type="file"]');
    await input.waitFor();
    await page.keyboard.press('Tab');
    expect(await reloadAsks()).toBe(false);
    await panel().locator('input[type="file"]').setInputFiles({ name: 'devices.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from('not read before importing') });
    expect(await reloadAsks()).toBe(true);
  });
});
