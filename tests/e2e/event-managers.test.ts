// Event managers in real Chromium, by keyboard, each step checked through the API: from the events table, Shift+M
// opens the palette page that searches users on the server; an existing user is assigned with Enter; an e-mail
// nobody has offers "Invite {email}…", which opens the managers panel with the invitation under way (user and
// manager exist afterwards); in the panel an existing user is found by e-mail and assigned with Enter; a manager
// is removed after a confirmation naming them. The palette page names the event and marks who already manages it
// (choosing one adds nobody and says so); a look-up that fails (503, network) says it failed and offers to try
// again, never the invitation. axe on the palette page, the panel and the confirmation, in en, pt and es.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../server/eventFixtures';
import type { TestServer } from '../server/harness';
import { closeSession, cursorOnRow, expectAccessible, goInside, goToSection, openSession, switchLanguage, type Session } from './browser';
import { LANGUAGES, MESSAGES, say, type Language, type MessageId } from './messages';

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
  it('assigns a user found on the palette page to the event under the cursor', async () => {
    expect(await managersOf(event.id)).toEqual([]);
    await cursorOn(EVENT_NAME);
    await page.keyboard.press('Shift+M');
    const input = page.getByRole('dialog').getByRole('combobox');
    await input.waitFor();
    await expect.poll(() => input.getAttribute('placeholder')).toBe('Search users by name or e-mail');
    await page.getByRole('dialog').getByText(`Make a manager of ${EVENT_NAME}`, { exact: true }).waitFor();
    expect(await page.getByRole('dialog').getByRole('combobox', { name: `Make a manager of ${EVENT_NAME}: Search users by name or e-mail` }).count()).toBe(1);
    await input.pressSequentially('nuno');
    await page.getByRole('option', { name: /Nuno Vieira/ }).waitFor();
    await expectAccessible(page, 'add manager palette page');
    await page.keyboard.press('Enter');
    await toastSaying('Event manager added successfully').waitFor();
    await expect.poll(() => managersOf(event.id)).toEqual(['nuno.vieira@example.com']);
  });

  it('invites an e-mail nobody has from the palette: the panel opens with the invitation on, and sends it', async () => {
    await page.keyboard.press('Shift+M');
    const input = page.getByRole('dialog').getByRole('combobox');
    await input.waitFor();
    await input.pressSequentially('olga.new@example.com');
    await page.getByRole('option', { name: 'Invite olga.new@example.com…' }).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/events/add-event-manager?event=${event.id}&invite=olga.new%40example.com`);
    await panel().getByRole('heading', { name: `Event managers — ${EVENT_NAME}` }).waitFor();
    expect(await panel().getByLabel('User e-mail').inputValue()).toBe('olga.new@example.com');
    expect(await panel().getByRole('checkbox').isChecked()).toBe(true);
    await panel().getByText('This user does not exist. Check the e-mail or send a registration invitation.').waitFor();
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
  });

  it('in the panel, finds an existing user by e-mail and assigns them with Enter', async () => {
    // the focus is back on the e-mail, for the next person
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('email');
    await page.keyboard.type('marta.lopes@example.com');
    await panel().getByText('Marta Lopes', { exact: true }).waitFor();
    await page.keyboard.press('Enter');
    await toastSaying('Event manager added successfully').waitFor();
    await expect.poll(() => managersOf(event.id)).toEqual(['marta.lopes@example.com', 'nuno.vieira@example.com', 'olga.new@example.com']);
  });

  it('removes a manager after a confirmation naming them, then closes with Escape', async () => {
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
    await toastSaying('Event manager deleted successfully').waitFor();
    await expect.poll(() => managersOf(event.id)).toEqual(['marta.lopes@example.com', 'olga.new@example.com']);
    await modal.waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await page.waitForURL(`${server.url}/events`);
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="grid"]') !== null)).toBe(true);
  });

  it('marks who already manages the event on its palette page, in pt, es and en, and choosing one adds nobody', async () => {
    const posts: string[] = [];
    const onRequest = (request: { method(): string; url(): string }) => {
      if (request.method() === 'POST' && request.url().includes('/api/v2/event-managers')) posts.push(request.url());
    };
    page.on('request', onRequest);
    for (const language of LANGUAGES) {
      await switchLanguage(page, language);
      await cursorOn(EVENT_NAME);
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
    expect(await managersOf(event.id)).toEqual(['marta.lopes@example.com', 'olga.new@example.com']);
    await page.keyboard.press('Escape');
  });

  it('says a failed look-up failed and offers to try again, never the invitation, in pt, es and en', async () => {
    for (const [language, messages] of Object.entries(MESSAGES) as [Language, Record<MessageId, string>][]) {
      await switchLanguage(page, language);
      await goInside(page, `/events/add-event-manager?event=${event.id}`);
      const email = panel().getByLabel(messages['eventManagers.email'] as string, { exact: true });
      await email.waitFor();
      const address = `zoe.${language}@example.com`;
      // the server fails (503), then the network (the request never answers)
      for (const failure of ['server', 'network'] as const) {
        await page.route(/\/api\/v2\/beamian-users\?.*email=/, (route) =>
          failure === 'server' ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"detail":"Service unavailable"}' }) : route.abort('failed'));
        await email.fill(address);
        const failed = panel().getByText(messages['eventManagers.lookupFailed']?.split('{message}')[0]?.trim() as string, { exact: false });
        await failed.waitFor();
        const retry = panel().getByRole('button', { name: messages['eventManagers.lookupRetry'], exact: true });
        await retry.waitFor();
        expect(await panel().getByText(messages['eventManagers.notFound'] as string).count()).toBe(0);
        expect(await panel().getByRole('checkbox').count()).toBe(0);
        await expectAccessible(page, `managers panel with a failed look-up (${failure}, ${language})`);
        await page.unroute(/\/api\/v2\/beamian-users\?.*email=/);
        await retry.click();
        // answered this time: nobody has the e-mail, and only now is the invitation offered
        await panel().getByText(messages['eventManagers.notFound'] as string).waitFor();
        await panel().getByRole('checkbox', { name: messages['eventManagers.inviteToggle'] }).waitFor();
        expect(await failed.count()).toBe(0);
        await email.fill('');
      }
      await page.keyboard.press('Escape');
      await page.waitForURL(`${server.url}/events`);
    }
  });
});

