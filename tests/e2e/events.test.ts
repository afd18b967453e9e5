// The events console in real Chromium, by keyboard, on the demo data, each step checked through the API: the
// table with its times in the event's zone, create with a too-long name refused beside the field (nothing
// created), fixed and saved with an uploaded image, an edit refused as stale (412) while the API changed it,
// live interactions on two events and their undo, and `o` opening the configured events admin page.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KitroomEvent } from '../../src/contract/entities';
import type { TestServer } from '../server/harness';
import { closeSession, cursorOnRow, expectAccessible, goToSection, openSession, type Session } from './browser';

const ADMIN_TEMPLATE = 'https://admin.example.com/events/{slug}?id={id}';
// a 1×1 PNG
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

let session: Session;
let server: TestServer;
let page: Page;
let folder: string;

const allEvents = async (): Promise<KitroomEvent[]> => (await server.call('GET', '/api/v1/events?page_size=1000')).body.results;
const settingsOf = async (id: number): Promise<boolean> => (await server.call('GET', `/api/v2/event-settings?event=${id}`)).body.results[0].live_interactions;
const panel = () => page.getByRole('dialog');
const grid = () => page.getByRole('grid');
const focusedLabel = () => page.evaluate(() => document.activeElement?.id && document.querySelector(`label[for="${document.activeElement.id}"]`)?.textContent);
const toastSaying = (text: string) => page.locator('[data-sonner-toast]', { hasText: text }).first();
const cursorId = async () => Number(/-row-(\d+)$/.exec((await page.locator('.kr-row.is-cursor').getAttribute('id')) ?? '')?.[1]);

const findRow = (text: string) => cursorOnRow(page, text);

/** Empties the search, and waits until the table shows every event again (the search is debounced). */
async function clearSearch(): Promise<void> {
  await page.keyboard.press('/');
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Enter');
  const total = (await allEvents()).length;
  await expect.poll(() => grid().getAttribute('aria-rowcount')).toBe(String(total + 1));
}

beforeAll(async () => {
  [session, folder] = await Promise.all([openSession({ env: { EVENTS_ADMIN_URL: ADMIN_TEMPLATE } }), mkdtemp(join(tmpdir(), 'kitroom-events-'))]);
  ({ server, page } = session);
  await writeFile(join(folder, 'poster.png'), PNG);
  await writeFile(join(folder, 'notes.txt'), 'not an image');
});
afterAll(async () => {
  await closeSession(session);
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('the events console, by keyboard', () => {
  it('lists every event on g e, times in the event’s own zone', async () => {
    await goToSection(session, 'events');
    await page.getByRole('heading', { level: 1, name: 'Events' }).waitFor();
    const events = await allEvents();
    await expect.poll(async () => grid().getAttribute('aria-rowcount')).toBe(String(events.length + 1));
    const lisbon = events.find((event) => event.timezone_id === 'Europe/Lisbon') as KitroomEvent;
    const expected = new Intl.DateTimeFormat('en-GB', { timeZone: lisbon.timezone_id, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(lisbon.start_date)).replace(', ', ' ');
    await findRow(lisbon.name);
    expect(await page.locator('.kr-row.is-cursor').textContent()).toContain(expected);
    await clearSearch();
    await expectAccessible(page, 'events table');
  });

  it('refuses a 31-character name beside the field and creates nothing; fixed, it saves with its image', async () => {
    const before = (await allEvents()).length;
    await page.keyboard.press('c');
    await page.waitForURL(`${server.url}/events/add`);
    await panel().getByRole('heading', { name: 'Create an event' }).waitFor();
    expect(await focusedLabel()).toBe('Name');
    const name = 'A'.repeat(31);
    await page.keyboard.type(name);
    await panel().getByText('1 character too many').waitFor();
    await panel().getByLabel('Start').fill('2027-03-01T09:00');
    await panel().getByLabel('End', { exact: true }).fill('2027-03-02T18:00');
    await panel().getByLabel('Image', { exact: true }).setInputFiles(join(folder, 'notes.txt'));
    await panel().getByText('Choose a PNG, JPEG, WebP or GIF image.').waitFor();
    await panel().getByLabel('Image', { exact: true }).setInputFiles(join(folder, 'poster.png'));
    await panel().getByRole('img', { name: 'Preview of the image' }).first().waitFor();
    await page.keyboard.press('ControlOrMeta+Enter');
    const nameField = panel().getByLabel('Name');
    await expect.poll(() => nameField.getAttribute('aria-invalid')).toBe('true');
    await panel().getByText('At most 30 characters.').waitFor();
    expect((await allEvents()).length).toBe(before);
    await expectAccessible(page, 'create event panel with a field error');

    await nameField.press('End');
    await nameField.press('Backspace');
    await page.keyboard.press('ControlOrMeta+Enter');
    await page.waitForURL(`${server.url}/events`);
    await toastSaying('Event created successfully').waitFor();
    const created = (await allEvents()).find((event) => event.name === 'A'.repeat(30)) as KitroomEvent;
    expect(created).toMatchObject({ timezone_id: 'Europe/Lisbon', default_language: 'pt', is_published: true, max_capacity: 0, base_cost: 0 });
    expect(created.image).not.toBeNull();
    // 09:00 in Lisbon on 1 March is 09:00 UTC (winter time)
    expect(created.start_date).toBe('2027-03-01T09:00:00.000Z');
    expect((await server.call('GET', `/api/v2/event-images/${created.image}`)).status).toBe(200);
  });

  it('refuses a stale edit with the 412 notice, and saves over the latest values', async () => {
    const event = (await allEvents()).find((each) => each.name === 'A'.repeat(30)) as KitroomEvent;
    await findRow(event.name);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/events/edit/${event.id}`);
    const location = panel().getByLabel('Location');
    await location.waitFor();
    await server.call('PUT', `/api/events/${event.id}`, { body: { name: event.name, start_date: event.start_date, end_date: event.end_date, location: 'Theirs' } });
    await location.fill('Mine');
    await page.keyboard.press('ControlOrMeta+Enter');
    // saved with the admin's own token: the notice says the person saved it elsewhere, and when
    await panel().getByText('You saved this event in another tab at', { exact: false }).waitFor();
    await expectAccessible(page, 'edit event panel with the stale notice');
    await page.keyboard.press('Enter');
    await expect.poll(() => location.inputValue()).toBe('Theirs');
    await location.fill('Mine');
    await page.keyboard.press('ControlOrMeta+Enter');
    // back on the list as it was searched, even when the row was opened before typing paused
    await page.waitForURL(`${server.url}/events?search=${event.name}`);
    await toastSaying('Event edited successfully').waitFor();
    expect((await allEvents()).find((each) => each.id === event.id)?.location).toBe('Mine');
    await clearSearch();
  });

  it('sets live interactions on two events from the palette page, and $mod+z puts them back', async () => {
    await page.keyboard.press('Home');
    await page.keyboard.press('x');
    await page.keyboard.press('j');
    await page.keyboard.press('x');
    const selected = page.locator('.kr-row[aria-selected="true"]');
    await expect.poll(() => selected.count()).toBe(2);
    const ids = await selected.evaluateAll((rows) => rows.map((row) => Number(/-row-(\d+)$/.exec(row.id)?.[1])));
    const before = await Promise.all(ids.map(settingsOf));
    const target = !before[0];
    await page.keyboard.press('l');
    const input = page.getByRole('dialog').getByRole('combobox');
    await input.waitFor();
    await expect.poll(() => page.getByRole('dialog').textContent()).toContain('Set live interactions for 2 events');
    await input.pressSequentially(target ? 'enabled' : 'disabled');
    await page.keyboard.press('Enter');
    await toastSaying(target ? 'Live interactions on for 2 events' : 'Live interactions off for 2 events').waitFor();
    await expect.poll(() => Promise.all(ids.map(settingsOf))).toEqual([target, target]);
    await page.keyboard.press('ControlOrMeta+z');
    await toastSaying('Undone: Live interactions').waitFor();
    await expect.poll(() => Promise.all(ids.map(settingsOf))).toEqual(before);
    await page.keyboard.press('Escape');
  });

  it('opens the live interactions palette page over the events from its route too', async () => {
    await page.goto(`${server.url}/events/live-interactions`);
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await palette.waitFor();
    await page.waitForURL(`${server.url}/events`);
    // reloaded, nothing is selected and no row is under the cursor: the command is listed greyed, with why
    await expect.poll(() => palette.getByRole('option').first().textContent()).toContain('Nothing is selected and no row is under the cursor');
    await expectAccessible(page, 'live interactions palette page opened by its route');
    await page.keyboard.press('Escape');
    await palette.waitFor({ state: 'detached' });
  });

  it('opens an event found in the palette on /events with the cursor on it', async () => {
    const event = (await allEvents()).find((each) => each.name.startsWith('Berlin')) as KitroomEvent;
    await grid().getByRole('row').nth(1).waitFor();
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: /search commands/i }).pressSequentially('Berlin Mobility');
    await expect.poll(() => page.getByRole('dialog').getByRole('option').first().textContent()).toContain(event.name);
    await page.keyboard.press('Enter');
    await expect.poll(cursorId).toBe(event.id);
    expect(page.url()).toBe(`${server.url}/events`);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('grid');
  });

  it('opens the event under the cursor in the configured events admin with o', async () => {
    await page.keyboard.press('Home');
    const id = await cursorId();
    const event = (await allEvents()).find((each) => each.id === id) as KitroomEvent;
    // no network here: the admin site answers from the test
    await page.context().route('https://admin.example.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Events admin</title>' }));
    const opened = page.waitForEvent('popup');
    await page.keyboard.press('o');
    const popup = await opened;
    await expect.poll(() => popup.url()).toBe(`https://admin.example.com/events/${event.slug}?id=${event.id}`);
    await popup.close();
  });
});
