// An event's image through a conflict, in real Chromium, each outcome read back over the API: edit an event, upload
// a new image, let the event change elsewhere (another PUT), save (412), "Reload the latest values". The image field
// always previews the image the form holds, and that is the image saved: the person's new image when the other save
// left the image alone; the other save's image when it changed it too, until "Use mine" puts the person's back. A
// save while the new image is still uploading waits for it (it would have sent the image shown before).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KitroomEvent } from '../../src/contract/entities';
import type { TestServer } from '../server/harness';
import { closeSession, goInside, goToSection, openSession, type Session } from './browser';

// 1×1 images of two kinds, so that each upload is told apart by its type
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

let session: Session;
let server: TestServer;
let page: Page;

const panel = () => page.getByRole('dialog');
const eventOf = async (id: number): Promise<KitroomEvent> => (await server.call('GET', `/api/events/${id}`)).body;
/** the url of the image the field previews, '' when none */
const previewed = async () => ((await panel().getByRole('img', { name: 'Preview of the image' }).count()) === 0 ? '' : (await panel().getByRole('img', { name: 'Preview of the image' }).getAttribute('src')) ?? '');
const urlOfImage = async (id: number | null) => (id === null ? '' : (await server.call('GET', `/api/v2/event-images/${id}`)).body.url as string);

async function uploadByApi(name: string, bytes: Buffer, type: string): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return (await server.call('POST', '/api/v2/event-images', { form })).body.id;
}

/** An event with an image, opened in its edit panel, a new image uploaded there, and then changed elsewhere by `theirs`. */
async function editWithNewImage(name: string, theirs: (event: KitroomEvent) => Record<string, unknown>): Promise<{ event: KitroomEvent; mine: number }> {
  const image = await uploadByApi('first.png', PNG, 'image/png');
  const event: KitroomEvent = (await server.call('POST', '/api/events', { body: { name, start_date: '2027-05-01T09:00', end_date: '2027-05-02T18:00', image } })).body;
  await goToSection(session, 'events');
  await page.getByRole('grid').getByRole('row').nth(1).waitFor();
  // opened by its path: Enter on the row was lost in 2 of 4 full runs while live changes of the new event replaced
  // its row (opening by keyboard is tested in events.test.ts)
  await goInside(page, `/events/edit/${event.id}`);
  await page.waitForURL(`${server.url}/events/edit/${event.id}`);
  await expect.poll(previewed).toBe(await urlOfImage(image));

  const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/v2/event-images') && response.request().method() === 'POST');
  await panel().getByLabel('Image', { exact: true }).setInputFiles({ name: 'mine.gif', mimeType: 'image/gif', buffer: GIF });
  const mine = (await (await uploaded).json()).id as number;
  await expect.poll(previewed).toBe(await urlOfImage(mine));

  const elsewhere = await server.call('PUT', `/api/events/${event.id}`, { body: { name, start_date: event.start_date, end_date: event.end_date, ...theirs(event) } });
  expect(elsewhere.status).toBe(200);
  await page.keyboard.press('ControlOrMeta+Enter');
  // saved with the admin's own token: the notice names the person, elsewhere
  await panel().getByText('You saved this event in another tab at', { exact: false }).waitFor();
  await panel().getByRole('button', { name: 'Reload the latest values' }).click();
  await panel().getByText('The form now holds the latest values', { exact: false }).waitFor();
  return { event, mine };
}

async function save(): Promise<void> {
  await panel().getByLabel('Name').focus();
  await page.keyboard.press('ControlOrMeta+Enter');
  await page.waitForURL(`${server.url}/events`);
}

beforeAll(async () => {
  session = await openSession();
  ({ server, page } = session);
});
afterAll(() => closeSession(session));

describe('an event’s new image after a conflict', () => {
  it('is kept, previewed and saved when the other save did not change the image', async () => {
    const { event, mine } = await editWithNewImage('Image Conflict One', (event) => ({ image: event.image, location: 'Theirs' }));
    await expect.poll(() => panel().getByLabel('Location').inputValue()).toBe('Theirs');
    expect(await previewed()).toBe(await urlOfImage(mine));
    await save();
    expect(await eventOf(event.id)).toMatchObject({ image: mine, location: 'Theirs' });
  });

  it('shows the other save’s image when it changed the image too, and "Use mine" puts the new one back', async () => {
    const theirs = await uploadByApi('theirs.png', PNG, 'image/png');
    const { event, mine } = await editWithNewImage('Image Conflict Two', () => ({ image: theirs }));
    await expect.poll(previewed).toBe(await urlOfImage(theirs));
    const row = panel().locator('.kr-compare tbody tr', { hasText: 'Image' }).first();
    expect(await row.locator('td').allTextContents()).toEqual([`Image #${mine}`, `Image #${theirs}`, 'Use mine']);

    await row.getByRole('button', { name: 'Use mine' }).click();
    await expect.poll(previewed).toBe(await urlOfImage(mine));
    await save();
    expect((await eventOf(event.id)).image).toBe(mine);
  });

  it('saves the other save’s image when the person keeps it', async () => {
    const theirs = await uploadByApi('theirs.png', PNG, 'image/png');
    const { event } = await editWithNewImage('Image Conflict Three', () => ({ image: theirs }));
    await expect.poll(previewed).toBe(await urlOfImage(theirs));
    // the focus went from the reload button, gone, to the notice of what the reload brought
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('kr-conflict');
    await save();
    expect((await eventOf(event.id)).image).toBe(theirs);
  });

  it('is not saved over by a save pressed while it is still uploading', async () => {
    const image = await uploadByApi('first.png', PNG, 'image/png');
    const event: KitroomEvent = (await server.call('POST', '/api/events', { body: { name: 'Image Upload Wait', start_date: '2027-05-01T09:00', end_date: '2027-05-02T18:00', image } })).body;
    await page.goto(`${server.url}/events/edit/${event.id}`);
    await expect.poll(previewed).toBe(await urlOfImage(image));
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/v2/event-images', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/v2/event-images') && response.request().method() === 'POST');
    await panel().getByLabel('Image', { exact: true }).setInputFiles({ name: 'mine.gif', mimeType: 'image/gif', buffer: GIF });
    await panel().getByText('Uploading the image…').waitFor();
    await panel().getByLabel('Location').fill('Here');
    await page.keyboard.press('ControlOrMeta+Enter');
    await panel().getByText('The image is still uploading: save once it is shown.').waitFor();
    expect(await eventOf(event.id)).toMatchObject({ image, location: '' });

    release();
    const mine = (await (await uploaded).json()).id as number;
    await expect.poll(previewed).toBe(await urlOfImage(mine));
    expect(await panel().getByText('The image is still uploading', { exact: false }).count()).toBe(0);
    await page.unroute('**/api/v2/event-images');
    await save();
    expect(await eventOf(event.id)).toMatchObject({ image: mine, location: 'Here' });
  });
});
