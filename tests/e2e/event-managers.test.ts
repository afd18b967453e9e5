// Event managers in real Chromium, by keyboard, each step checked through the API: from the events table, Shift+M
// opens the palette page that searches users on the server; before anything is typed Enter adds nobody; an
// existing user is assigned with Enter, and $mod+z / $mod+Shift+z undo and redo it; an e-mail nobody has offers
// "Invite {email}…", which opens the managers panel with the invitation under way (user and manager exist
// afterwards); in the panel, Shift+M opens the same palette page for the panel's event; a manager is removed after
// a confirmation naming them, and the removal undone. The palette page names the event and marks who already
// manages it (choosing one adds nobody and says so). axe on the palette page, the panel and the confirmation, in
// en, pt and es.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../server/eventFixtures';
import type { TestServer } from '../server/harness';
import { closeSession, cursorOnRow, expectAccessible, goToSection, openSession, switchLanguage, type Session } from './browser';
import { LANGUAGES, say } from './messages';

let session: Session;
let server: TestServer;
let page: Page;
let event: { id: number; name: string };

const EVENT_NAME = 'Managers Expo';
const panel = () => page.getByRole('dialog');
const grid = () => page.getByRole('grid');
const toastSaying = (text: string) => page.locator('[data-sonner-toast]', { hasText: text }).first();
const managersOf = async (eventId: number): Promise<string[]> =>
  ((await server.call('GET', `/api/v2/event-managers?event=${eventId}&page_size=1000`)).body.results as Array<{ user_account: { email: string } }>)
    .map((manager) => manager.user_account.email)
    .sort();

const cursorOn = (text: string) => cursorOnRow(page, text);

beforeAll(async () => {
  session = await openSession();
  ({ server, page } = session);
  const created = await server.call('POST', '/api/events', { body: { name: EVENT_NAME, start_date: '2027-05-10T09:00', end_date: '2027-05-12T18:00' } });
  event = created.body;
  await createUser(server, 'Marta Lopes', 'marta.lopes@example.com');
  await createUser(server, 'Nuno Vieira', 'nuno.vieira@example.com');
  await goToSection(session, 'events');
  await grid().waitFor();
});
afterAll(() => closeSession(session));

describe('event managers, by keyboard', () => {
  it('adds nobody before anything is typed, assigns a user found on the palette page, and undoes and redoes it', async () => {
    expect(await managersOf(event.id)).toEqual([]);
    await cursorOn(EVENT_NAME);
    await page.keyboard.press('Shift+M');
    const input = page.getByRole('dialog').getByRole('combobox');
    await input.waitFor();
    await expect.poll(() => input.getAttribute('placeholder')).toBe('Search users by name or e-mail');
    await page.getByRole('dialog').getByText(`Make a manager of ${EVENT_NAME}`, { exact: true }).waitFor();
    expect(await page.getByRole('dialog').getByRole('combobox', { name: `Make a manager of ${EVENT_NAME}: Search users by name or e-mail` }).count()).toBe(1);
    // nothing typed: no user is offered, so Enter cannot make anyone a manager
    await page.waitForTimeout(400);
    expect(await page.getByRole('dialog').getByRole('option').count()).toBe(0);
    await page.keyboard.press('Enter');
    await input.pressSequentially('nuno');
    await page.getByRole('option', { name: /Nuno Vieira/ }).waitFor();
    expect(await managersOf(event.id)).toEqual([]);
    await expectAccessible(page, 'add manager palette page');
    await page.keyboard.press('Enter');
    await toastSaying(`Nuno Vieira manages ${EVENT_NAME}`).waitFor();
    await expect.poll(() => managersOf(event.id)).toEqual(['nuno.vieira@example.com']);
    await page.keyboard.press('ControlOrMeta+z');
    await expect.poll(() => managersOf(event.id)).toEqual([]);
    await page.keyboard.press('ControlOrMeta+Shift+z');
    await expect.poll(() => managersOf(event.id)).toEqual(['nuno.vieira@example.com']);
  });

  it('invites an e-mail nobody has from the palette: the panel opens with the invitation under way, and sends it', async () => {
    await cursorOn(EVENT_NAME);
    await page.keyboard.press('Shift+M');
    const input = page.getByRole('dialog').getByRole('combobox');
    await input.waitFor();
    await input.pressSequentially('olga.new@example.com');
    await page.getByRole('option', { name: 'Invite olga.new@example.com…' }).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/events/add-event-manager?event=${event.id}&invite=olga.new%40example.com`);
    await panel().getByRole('heading', { name: `Event managers — ${EVENT_NAME}` }).waitFor();
    expect(await panel().getByLabel('User e-mail').inputValue()).toBe('olga.new@example.com');
    // the focus starts on the name; sending without a password is refused before anything is sent
    await page.keyboard.type('Olga Nova');
    await page.keyboard.press('Enter');
    await panel().getByText('User password is required').waitFor();
    await expectAccessible(page, 'managers panel with the invitation and a field error');
    await page.keyboard.type('long-enough-1');
    await page.keyboard.press('Enter');
    await toastSaying('Olga Nova is registered and manages this event now').waitFor();
    await expect.poll(() => managersOf(event.id)).toEqual(['nuno.vieira@example.com', 'olga.new@example.com']);
    const [olga] = (await server.call('GET', '/api/v2/beamian-users?email=olga.new@example.com')).body.results;
    expect(olga).toMatchObject({ name: 'Olga Nova' });
    await panel().getByRole('cell', { name: 'olga.new@example.com' }).waitFor();
    expect(await panel().getByLabel('User e-mail').count()).toBe(0);
  });

  it('in the panel, Shift+M opens the same palette page for the panel’s event, even after a reload', async () => {
    await page.reload();
    await panel().getByRole('heading', { name: `Event managers — ${EVENT_NAME}` }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('Add a manager…');
    await expectAccessible(page, 'managers panel');
    await page.keyboard.press('Shift+M');
    const input = page.getByRole('dialog', { name: /palette|Command/i }).getByRole('combobox').or(page.getByRole('combobox', { name: `Make a manager of ${EVENT_NAME}: Search users by name or e-mail` }));
    await input.first().waitFor();
    // nothing typed: the event's managers, marked, and no one to add
    await page.getByRole('option', { name: 'Nuno Vieira (already manages this event)' }).waitFor();
    await page.keyboard.type('marta');
    await page.getByRole('option', { name: /^Marta Lopes/ }).waitFor();
    await page.keyboard.press('Enter');
    await toastSaying(`Marta Lopes manages ${EVENT_NAME}`).waitFor();
    await expect.poll(() => managersOf(event.id)).toEqual(['marta.lopes@example.com', 'nuno.vieira@example.com', 'olga.new@example.com']);
    await panel().getByRole('cell', { name: 'marta.lopes@example.com' }).waitFor();
  });

  it('removes a manager after a confirmation naming them, undoes it, then closes with Escape', async () => {
    const remove = panel().getByRole('button', { name: 'Remove Nuno Vieira' });
    await remove.waitFor();
    await remove.focus();
    await page.keyboard.press('Enter');
    const modal = page.getByRole('alertdialog');
    await modal.getByText(`Nuno Vieira (nuno.vieira@example.com) will no longer manage ${EVENT_NAME}.`).waitFor();
    await expectAccessible(page, 'remove manager confirmation');
    // Cancel has the focus first: Tab reaches Remove
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await toastSaying(`Nuno Vieira no longer manages ${EVENT_NAME}`).waitFor();
    await expect.poll(() => managersOf(event.id)).toEqual(['marta.lopes@example.com', 'olga.new@example.com']);
    await modal.waitFor({ state: 'detached' });
    await toastSaying(`Nuno Vieira no longer manages ${EVENT_NAME}`).getByRole('button', { name: /^Undo/ }).click();
    await expect.poll(() => managersOf(event.id)).toEqual(['marta.lopes@example.com', 'nuno.vieira@example.com', 'olga.new@example.com']);
    await panel().getByRole('cell', { name: 'nuno.vieira@example.com' }).waitFor();
    await panel().getByRole('button', { name: 'Remove Nuno Vieira' }).focus();
    await page.keyboard.press('Escape');
    await page.waitForURL(`${server.url}/events`);
  });

  it('names the event in its title and marks who already manages it, in pt, es and en, and choosing one adds nobody', async () => {
    const posts: string[] = [];
    const onRequest = (request: { method(): string; url(): string }) => {
      if (request.method() === 'POST' && request.url().includes('/api/v2/event-managers')) posts.push(request.url());
    };
    page.on('request', onRequest);
    for (const language of LANGUAGES) {
      await switchLanguage(page, language);
      await cursorOn(EVENT_NAME);
      await page.keyboard.press('ControlOrMeta+k');
      const search = page.getByRole('dialog').getByRole('combobox');
      await search.waitFor();
      await search.pressSequentially(say(language, 'command.events.addManager.titleFor', { event: EVENT_NAME }).split(' ').slice(0, 2).join(' '));
      await page.getByRole('option', { name: new RegExp(say(language, 'command.events.addManager.titleFor', { event: EVENT_NAME }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first().waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await page.keyboard.press('Shift+M');
      const input = page.getByRole('dialog').getByRole('combobox');
      await expect.poll(() => input.getAttribute('placeholder')).toBe(say(language, 'command.events.addManager.choose'));
      await page.getByRole('dialog').getByText(say(language, 'command.events.addManager.chooseFor', { event: EVENT_NAME }), { exact: true }).waitFor();
      await input.pressSequentially('marta');
      const marked = say(language, 'eventManagers.alreadyManagesOption', { name: 'Marta Lopes' });
      await page.getByRole('option', { name: marked }).waitFor();
      await expectAccessible(page, `add manager palette page with a manager marked (${language})`);
      await page.keyboard.press('Enter');
      await toastSaying(say(language, 'eventManagers.alreadyManagesNamed', { name: 'Marta Lopes', event: EVENT_NAME })).waitFor();
    }
    page.off('request', onRequest);
    expect(posts).toEqual([]);
    expect(await managersOf(event.id)).toEqual(['marta.lopes@example.com', 'nuno.vieira@example.com', 'olga.new@example.com']);
  });
});
