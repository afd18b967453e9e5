// The booklet editor in real Chromium, each step checked through the API. By keyboard only: Shift+B on the event
// under the cursor opens the editor; three fields and an empty space are added from the side list; the last card
// is moved to the top with Space, ↑, Space; one card gets a file style and another icon; one is removed; $mod+Enter
// saves, and the booklet's answers and files hold exactly the screen order; reopened, the same cards in the same
// order. Then with the mouse: a card dragged to another place, saved, its order kept. The cover uploaded, then
// replaced. Esc with changes asks first. axe on the modal.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booklet } from '../../src/contract/entities';
import { createParticipatingField } from '../server/eventFixtures';
import type { TestServer } from '../server/harness';
import { closeSession, cursorOnRow, expectAccessible, goToSection, openSession, type Session } from './browser';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const EVENT_NAME = 'Booklet Expo';

let session: Session;
let server: TestServer;
let page: Page;
let eventId: number;
const fieldIds: Record<string, number> = {};

const editor = () => page.getByRole('dialog', { name: `Booklet — ${EVENT_NAME}` });
const toastSaying = (text: string) => page.locator('[data-sonner-toast]', { hasText: text }).first();
/** the cards' names, in screen order */
const cardNames = () => editor().locator('.kr-booklet-card .kr-booklet-name > span:first-child').allTextContents();
const handleOf = (name: string) => editor().getByRole('button', { name: new RegExp(`^Move ${name}, position`) });
const previewSource = async () => (await editor().getByRole('img', { name: 'Preview of the cover image' }).getAttribute('src')) ?? '';
const activeDescription = () => page.evaluate(() => {
  const active = document.activeElement as HTMLElement | null;
  return `${active?.tagName ?? ''} ${active?.getAttribute('aria-label') ?? active?.id ?? ''}`;
});

async function bookletOfEvent(): Promise<Booklet | undefined> {
  return (await server.call('GET', `/api/v2/booklets?event=${eventId}`)).body.results[0];
}

/** The screen order a configuration describes: field names (or "blank"), with style and icon. */
function screenOrder(booklet: Booklet): string[] {
  const nameOf = (id: number | null) => Object.entries(fieldIds).find(([, each]) => each === id)?.[0] ?? 'blank';
  return [
    ...booklet.configuration.answers.map((entry) => ({ index: entry.index, text: `${entry.blank ? 'blank' : nameOf(entry.participating_field_id)} ${entry.style} ${entry.icon}` })),
    ...booklet.configuration.files.map((entry) => ({ index: entry.index, text: `${nameOf(entry.participating_field_id)} ${entry.style} ${entry.icon} file` })),
  ].sort((a, b) => a.index - b.index).map((entry) => entry.text);
}

/** Presses Tab until the focused element is `target` (at most 30 times). */
async function tabTo(target: Locator): Promise<void> {
  for (let step = 0; step < 30; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached the target; the focus is on ${await activeDescription()}`);
}

/** Opens the editor for the event, with the cursor on its row: by Shift+B, or from the palette. */
async function openEditor(via: 'key' | 'palette' = 'key'): Promise<void> {
  await cursorOnRow(page, EVENT_NAME);
  if (via === 'key') await page.keyboard.press('Shift+B');
  else {
    await page.keyboard.press('Control+k');
    await page.keyboard.type('edit the booklet');
    await page.getByRole('option', { name: /Edit the booklet…/ }).waitFor();
    await page.keyboard.press('Enter');
  }
  await page.waitForURL(`${server.url}/events/${eventId}/booklet`);
  await editor().getByLabel('Title', { exact: true }).waitFor();
  await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('title');
}

beforeAll(async () => {
  session = await openSession();
  ({ server, page } = session);
  const created = await server.call('POST', '/api/events', { body: { name: EVENT_NAME, start_date: '2027-06-01T09:00', end_date: '2027-06-03T18:00' } });
  eventId = created.body.id;
  for (const [name, type] of [['Company', 'Title'], ['Email', 'Email'], ['Website', 'Link'], ['Logo', 'Logo'], ['Stand', 'Title Small']]) {
    fieldIds[name as string] = await createParticipatingField(server, eventId, name as string, type);
  }
  await goToSection(session, 'events');
  await page.getByRole('grid').waitFor();
});
afterAll(() => closeSession(session));

describe('the booklet editor, by keyboard', () => {
  it('builds a booklet: fields and an empty space added, the last card moved to the top, a file style, an icon, one removed', async () => {
    expect(await bookletOfEvent()).toBeUndefined();
    await openEditor();
    await editor().getByText('This event has no booklet yet: saving creates it.').waitFor();
    await editor().getByText('No fields selected.').waitFor();
    await page.keyboard.type('Exhibitor guide');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Guide 2027');

    const filter = editor().getByRole('combobox', { name: 'Filter the event’s fields' });
    await tabTo(filter);
    for (const text of ['comp', 'email', 'logo']) {
      await page.keyboard.type(text);
      await page.keyboard.press('Enter');
    }
    await expect.poll(cardNames).toEqual(['Company', 'Email', 'Logo']);
    expect(await filter.inputValue()).toBe('');
    await tabTo(editor().getByRole('button', { name: 'Add empty space' }));
    await page.keyboard.press('Enter');
    await expect.poll(cardNames).toEqual(['Company', 'Email', 'Logo', 'Empty space']);
    await expectAccessible(page, 'booklet editor with four cards');

    // the last card to the top: its handle, Space lifts, ↑ three times, Space drops; the focus stays on it
    await page.keyboard.press('Tab');
    expect(await activeDescription()).toBe('BUTTON Move Company, position 1');
    await page.keyboard.press('End');
    expect(await activeDescription()).toBe('BUTTON Move Empty space, position 4');
    const said = () => editor().locator('[id^="DndLiveRegion"]').textContent();
    // dnd-kit listens for the moving keys from the task after the lift: a person is never faster than that
    const lift = async (announced: string) => {
      await page.keyboard.press('Space');
      await expect.poll(said).toBe(announced);
      await page.waitForTimeout(50);
    };
    await lift('Picked up Empty space, at position 4 of 4.');
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowUp');
    await expect.poll(said).toBe('Empty space is over position 1 of 4.');
    await page.keyboard.press('Space');
    await expect.poll(said).toBe('Empty space dropped at position 1 of 4.');
    await expect.poll(cardNames).toEqual(['Empty space', 'Company', 'Email', 'Logo']);
    await expect.poll(activeDescription).toBe('BUTTON Move Empty space, position 1');

    // Esc while a card is lifted puts it back, and only that: the editor stays open, nothing asks
    await lift('Picked up Empty space, at position 1 of 4.');
    await page.keyboard.press('ArrowDown');
    await expect.poll(said).toBe('Empty space is over position 2 of 4.');
    await page.keyboard.press('Escape');
    await expect.poll(said).toBe('Moving cancelled: Empty space stays at position 1 of 4.');
    expect(await cardNames()).toEqual(['Empty space', 'Company', 'Email', 'Logo']);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await expect.poll(activeDescription).toBe('BUTTON Move Empty space, position 1');

    // Logo: the other file style (a card offers only the styles of its field's kind) and another icon, chosen in the icon list with the arrow keys
    await handleOf('Logo').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.type('Brochure');
    await expect.poll(() => editor().getByRole('combobox', { name: 'Style Logo' }).inputValue()).toBe('BookletBrochure');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const icons = editor().getByRole('listbox', { name: 'Icon Logo' });
    await icons.waitFor();
    await expectAccessible(page, 'booklet editor with the icon list open');
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await icons.waitFor({ state: 'detached' });
    await editor().getByRole('button', { name: /^Icon Logo Document$/ }).waitFor();

    // Alt+↑ moves the focused card one place directly, Delete removes one
    await handleOf('Email').focus();
    await page.keyboard.press('Alt+ArrowUp');
    await expect.poll(cardNames).toEqual(['Empty space', 'Email', 'Company', 'Logo']);
    expect(await activeDescription()).toBe('BUTTON Move Email, position 2');
    await page.keyboard.press('Delete');
    await expect.poll(cardNames).toEqual(['Empty space', 'Company', 'Logo']);
    expect(await activeDescription()).toBe('BUTTON Move Company, position 2');

    await page.keyboard.press('Control+Enter');
    await toastSaying('Booklet created').waitFor();
    await page.waitForURL(`${server.url}/events`);
    const booklet = await bookletOfEvent();
    expect(booklet).toMatchObject({ title: 'Exhibitor guide', is_published: false, configuration: { cover_title: { pt: 'Guide 2027', en: 'Guide 2027', es: 'Guide 2027' } } });
    expect(booklet?.configuration.answers).toEqual([
      { index: 0, icon: 'square', participating_field_id: null, style: 'BookletAnswer', blank: true },
      { index: 1, icon: 'company', participating_field_id: fieldIds.Company, style: 'BookletTitle', blank: false },
    ]);
    expect(booklet?.configuration.files).toEqual([{ index: 2, type: 'logo', icon: 'document', participating_field_id: fieldIds.Logo, style: 'BookletBrochure' }]);
  });

  it('reopens (from the palette) with exactly what was saved, in the same order', async () => {
    await openEditor('palette');
    await expect.poll(cardNames).toEqual(['Empty space', 'Company', 'Logo']);
    expect(await editor().getByLabel('Title', { exact: true }).inputValue()).toBe('Exhibitor guide');
    expect(await editor().getByLabel('Cover title').inputValue()).toBe('Guide 2027');
    expect(await editor().getByRole('combobox', { name: 'Style Logo' }).inputValue()).toBe('BookletBrochure');
    await editor().getByRole('option', { name: /Company.*added/ }).waitFor();
  });

  it('opens at /events/booklet for the event under the cursor, and names it in the URL', async () => {
    await page.keyboard.press('Escape');
    await page.waitForURL(`${server.url}/events`);
    await cursorOnRow(page, EVENT_NAME);
    await page.evaluate((path) => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, '/events/booklet');
    await page.waitForURL(`${server.url}/events/${eventId}/booklet`);
    await expect.poll(cardNames).toEqual(['Empty space', 'Company', 'Logo']);
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('title');
    expect(await page.getByRole('dialog').count()).toBe(1);
  });

  it('asks before Esc throws changes away', async () => {
    await editor().getByLabel('Published').check();
    await page.keyboard.press('Escape');
    const ask = page.getByRole('alertdialog', { name: 'Discard your changes?' });
    await ask.waitFor();
    await page.keyboard.press('Enter');
    await ask.waitFor({ state: 'detached' });
    expect(await editor().getByLabel('Published').isChecked()).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Discard' }).click();
    await page.waitForURL(`${server.url}/events`);
    expect((await bookletOfEvent())?.is_published).toBe(false);
  });
});

describe('the booklet editor, with the mouse', () => {
  it('keeps the order of a card dragged to another place', async () => {
    await openEditor();
    await expect.poll(cardNames).toEqual(['Empty space', 'Company', 'Logo']);
    const from = await handleOf('Logo').boundingBox();
    const to = await handleOf('Empty space').boundingBox();
    if (!from || !to) throw new Error('handles not on screen');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 12; step += 1) {
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + ((to.y - from.y - 10) * step) / 12);
    }
    await page.mouse.up();
    await expect.poll(cardNames).toEqual(['Logo', 'Empty space', 'Company']);
    // the mouse's Save would wait for the last toast to leave the corner: $mod+Enter saves at once
    await page.keyboard.press('Control+Enter');
    await toastSaying('Booklet edited').waitFor();
    await page.waitForURL(`${server.url}/events`);
    const booklet = await bookletOfEvent();
    expect(booklet && screenOrder(booklet)).toEqual(['Logo BookletBrochure document file', 'blank BookletAnswer square', 'Company BookletTitle company']);
  });
});

describe('the cover image', () => {
  it('is checked, uploaded once the booklet exists, previewed, and replaced', async () => {
    await openEditor();
    const input = editor().getByLabel('Cover image');
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await editor().getByText('Choose a PNG, JPEG, WebP or GIF image.').waitFor();
    await input.setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
    await editor().getByText('cover.png will be uploaded when you save.').waitFor();
    await expect.poll(previewSource).toMatch(/^blob:/);
    await page.keyboard.press('Control+Enter');
    await page.waitForURL(`${server.url}/events`);
    await expect.poll(async () => (await bookletOfEvent())?.cover_image ?? '').toMatch(/\/media\//);
    const first = (await bookletOfEvent())?.cover_image;

    await openEditor();
    await expect.poll(previewSource).toBe(first);
    await editor().getByLabel('Cover image').setInputFiles({ name: 'cover.gif', mimeType: 'image/gif', buffer: GIF });
    await editor().getByText('cover.gif will be uploaded when you save.').waitFor();
    await expectAccessible(page, 'booklet editor with a cover chosen');
    await page.keyboard.press('Control+Enter');
    await page.waitForURL(`${server.url}/events`);
    await expect.poll(async () => (await bookletOfEvent())?.cover_image).not.toBe(first);
    const replaced = (await bookletOfEvent())?.cover_image ?? '';
    // media links are root-relative (or from PUBLIC_URL), never from the request's Host
    expect((await fetch(new URL(replaced, server.url))).headers.get('content-type')).toBe('image/gif');
    expect((await fetch(new URL(first ?? '', server.url))).status).toBe(404);
    // the order survived the cover's save
    expect(screenOrder((await bookletOfEvent()) as Booklet)).toEqual(['Logo BookletBrochure document file', 'blank BookletAnswer square', 'Company BookletTitle company']);
  });
});
