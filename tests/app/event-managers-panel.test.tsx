// @vitest-environment node
// The event managers panel (/events/add-event-manager) against the real server: the e-mail looked up as it is
// typed (found, or the spec's "does not exist" message, which goes as soon as the e-mail changes), assigning with
// Enter, the invite with its required name and password, the server's refusals where the spec puts them, and
// removing a manager after a confirmation that names them. Every outcome is checked through the API.
import './deviceRecordsDom';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEvent, createUser } from '../server/eventFixtures';
import { startLiveServer } from './liveServer';
import { cleanupScreens, describedText, field, panel, recordToasts, renderScreen } from './screenHarness';
import { buttonNamed, click, press, typeInto, settle } from './tableHarness';

// the app's one API instance is the real client, pointed at this file's server
vi.mock('../../src/app/services/api', () => import('./liveApi'));

const server = await startLiveServer();
let ManagersPanel: typeof import('../../src/app/screens/events/ManagersPanel')['ManagersPanel'];

beforeAll(async () => {
  ManagersPanel = (await import('../../src/app/screens/events/ManagersPanel')).ManagersPanel;
});

let toasts: ReturnType<typeof recordToasts>;
beforeEach(() => {
  toasts = recordToasts();
});
afterEach(() => {
  cleanupScreens();
  vi.restoreAllMocks();
});

const open = (eventIds: number[], search = '') => renderScreen(`/events/add-event-manager${search}`, <ManagersPanel />, { table: { id: 'events', selected: eventIds } });

const email = () => field('User e-mail');
const toggle = () => panel().querySelector<HTMLInputElement>('input[type="checkbox"]');
const managerRows = () => [...panel().querySelectorAll('.kr-managers-table tbody tr')].map((row) => [...row.querySelectorAll('td')].slice(0, 2).map((cell) => cell.textContent));
const NOT_FOUND = 'This user does not exist. Check the e-mail or send a registration invitation.';

const managersOf = async (eventId: number) =>
  ((await server.call('GET', `/api/v2/event-managers?event=${eventId}`)).body.results as Array<{ id: number; user_account: { email: string } }>);
const emailsOf = async (eventId: number) => (await managersOf(eventId)).map((manager) => manager.user_account.email);

describe('the panel’s event', () => {
  it('says "Select exactly one event" and offers Close when there is not exactly one', async () => {
    for (const selected of [[], [1, 2]]) {
      open(selected);
      expect(panel().textContent).toContain('Select exactly one event');
      expect(email()).toBeNull();
      expect(document.activeElement?.textContent).toBe('Close');
      click(buttonNamed(panel(), 'Close') as HTMLButtonElement);
      expect(window.location.pathname).toBe('/events');
      cleanupScreens();
    }
  });

  it('is named in the title, and an event without managers says so', async () => {
    const event = await createEvent(server, { name: 'Lisbon Fair' });
    open([event.id]);
    await settle(() => expect(panel().querySelector('h2')?.textContent).toBe('Event managers — Lisbon Fair'));
    await settle(() => expect(panel().textContent).toContain('This event has no managers yet.'));
    expect(document.activeElement).toBe(email());
    expect(email().name).toBe('email');
  });
});

describe('assigning an existing user', () => {
  it('looks the e-mail up as it is typed, shows the user found, and assigns them with Enter', async () => {
    const event = await createEvent(server);
    await createUser(server, 'Ana Silva', 'ana.silva@example.com');
    open([event.id]);
    typeInto(email(), 'ana.silva@example');
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    // not an e-mail yet: nothing is looked up, nothing is said
    expect(panel().querySelector('.kr-manager-found')).toBeNull();
    expect(panel().textContent).not.toContain(NOT_FOUND);

    typeInto(email(), 'ANA.SILVA@example.com');
    await settle(() => expect(panel().querySelector('.kr-manager-found')?.textContent).toContain('Ana Silva'));
    expect(panel().querySelector('.kr-manager-found')?.textContent).toContain('ana.silva@example.com');
    expect(describedText(email())).toContain('Ana Silva');
    expect(toggle()).toBeNull();

    press(email(), 'Enter');
    await settle(() => expect(managerRows()).toEqual([['Ana Silva', 'ana.silva@example.com']]));
    expect(await emailsOf(event.id)).toEqual(['ana.silva@example.com']);
    expect(toasts.success).toHaveBeenCalledWith('Event manager added successfully');
    expect(email().value).toBe('');
    expect(document.activeElement).toBe(email());

    // the same user again: they already manage it, so there is nothing to assign
    typeInto(email(), 'ana.silva@example.com');
    await settle(() => expect(panel().textContent).toContain('Ana Silva already manages this event.'));
    expect(buttonNamed(panel(), 'Assign')).toBeUndefined();
  });

  it('assigns when Enter comes before the look-up has answered', async () => {
    const event = await createEvent(server);
    await createUser(server, 'Bruno Costa', 'bruno.costa@example.com');
    open([event.id]);
    typeInto(email(), 'bruno.costa@example.com');
    press(email(), 'Enter');
    await settle(() => expect(managerRows()).toEqual([['Bruno Costa', 'bruno.costa@example.com']]));
    expect(await emailsOf(event.id)).toEqual(['bruno.costa@example.com']);
  });

  it('shows the server’s refusal under the e-mail field, and it goes when the e-mail changes', async () => {
    const event = await createEvent(server);
    const carla = await createUser(server, 'Carla Dias', 'carla.dias@example.com');
    open([event.id]);
    typeInto(email(), 'carla.dias@example.com');
    await settle(() => expect(buttonNamed(panel(), 'Assign')).toBeDefined());
    await server.call('DELETE', `/api/v2/beamian-users/${carla}`);
    click(buttonNamed(panel(), 'Assign') as HTMLButtonElement);
    await settle(() => expect(email().getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(email())).toContain(`user_account: Invalid pk "${carla}" - object does not exist.`);
    expect(document.activeElement).toBe(email());
    expect(toasts.success).not.toHaveBeenCalled();

    typeInto(email(), 'carla.dias@example.co');
    expect(email().getAttribute('aria-invalid')).toBeNull();
    expect(panel().textContent).not.toContain('Invalid pk');
  });
});

describe('the look-up', () => {
  it('waits 250 ms of quiet, asks once for what is typed then, and drops a late answer to an older e-mail', async () => {
    const { api } = await import('../../src/app/services/api');
    const { LOOKUP_DEBOUNCE_MS } = await import('../../src/app/screens/events/useUserLookup');
    expect(LOOKUP_DEBOUNCE_MS).toBe(250);
    const event = await createEvent(server);
    const real = api.users.findByEmail;
    const asked: string[] = [];
    let releaseLate: () => void = () => {};
    vi.spyOn(api.users, 'findByEmail').mockImplementation(async (address, signal) => {
      asked.push(address);
      // the first answer comes late and ignores its abort: it says the user exists
      if (asked.length === 1) {
        await new Promise<void>((resolve) => (releaseLate = resolve));
        return { id: 1, name: 'Late Answer', email: address, phone_number: null, is_admin: false };
      }
      return real(address, signal);
    });
    open([event.id]);
    typeInto(email(), 'first@example.com');
    typeInto(email(), 'firs@example.com');
    typeInto(email(), 'first@example.com');
    await act(() => new Promise((resolve) => setTimeout(resolve, LOOKUP_DEBOUNCE_MS - 100)));
    expect(asked).toEqual([]);
    await settle(() => expect(asked).toEqual(['first@example.com']));

    typeInto(email(), 'second@example.com');
    await settle(() => expect(panel().textContent).toContain(NOT_FOUND));
    expect(asked).toEqual(['first@example.com', 'second@example.com']);
    await act(async () => releaseLate());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(panel().textContent).toContain(NOT_FOUND);
    expect(panel().textContent).not.toContain('Late Answer');
  });
});

describe('inviting a new user', () => {
  it('says the user does not exist, and the message goes as soon as the e-mail changes', async () => {
    const event = await createEvent(server);
    open([event.id]);
    typeInto(email(), 'nobody@example.com');
    await settle(() => expect(panel().textContent).toContain(NOT_FOUND));
    expect(describedText(email())).toContain(NOT_FOUND);
    expect(toggle()?.checked).toBe(false);
    expect(field('Name')).toBeNull();

    typeInto(email(), 'nobody@example.co');
    expect(panel().textContent).not.toContain(NOT_FOUND);
    expect(toggle()).toBeNull();
  });

  it('requires a name and a password before sending, then registers the user as the event’s manager', async () => {
    const event = await createEvent(server);
    open([event.id]);
    typeInto(email(), 'dora.reis@example.com');
    await settle(() => expect(toggle()).not.toBeNull());
    click(toggle() as HTMLInputElement);
    expect(toggle()?.checked).toBe(true);
    expect(field('Name')).not.toBeNull();

    click(buttonNamed(panel(), 'Send registration invite') as HTMLButtonElement);
    await settle(() => expect(field('Name').getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(field('Name'))).toBe('User name is required');
    expect(describedText(field('Password'))).toContain('User password is required');
    expect(document.activeElement).toBe(field('Name'));
    expect((await server.call('GET', '/api/v2/beamian-users?email=dora.reis@example.com')).body.results).toEqual([]);

    typeInto(field('Name'), 'Dora Reis');
    expect(field('Name').getAttribute('aria-invalid')).toBeNull();
    typeInto(field('Password'), 'short');
    press(field('Password'), 'Enter');
    await settle(() => expect(field('Password').getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(field('Password'))).toContain('This password is too short. It must contain at least 8 characters.');
    expect(document.activeElement).toBe(field('Password'));

    typeInto(field('Password'), 'long-enough-1');
    press(field('Password'), 'Enter');
    await settle(() => expect(managerRows()).toEqual([['Dora Reis', 'dora.reis@example.com']]));
    const [user] = (await server.call('GET', '/api/v2/beamian-users?email=dora.reis@example.com')).body.results;
    expect(user).toMatchObject({ name: 'Dora Reis', email: 'dora.reis@example.com' });
    expect(await emailsOf(event.id)).toEqual(['dora.reis@example.com']);
    expect(toasts.success).toHaveBeenCalledWith('Dora Reis is registered and manages this event now');
    expect(email().value).toBe('');
    expect(field('Name')).toBeNull();
  });

  it('opens from ?invite= with the e-mail typed and the toggle on, and an e-mail taken meanwhile is refused under the e-mail', async () => {
    const event = await createEvent(server);
    open([event.id], '?invite=eve%2Bnew%40example.com');
    expect(email().value).toBe('eve+new@example.com');
    expect(toggle()?.checked).toBe(true);
    expect(document.activeElement).toBe(field('Name'));
    await settle(() => expect(panel().textContent).toContain(NOT_FOUND));

    await createUser(server, 'Someone Else', 'eve+new@example.com');
    typeInto(field('Name'), 'Eve New');
    typeInto(field('Password'), 'long-enough-1');
    press(field('Password'), 'Enter');
    await settle(() => expect(email().getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(email())).toContain('user with this email already exists.');
    expect(document.activeElement).toBe(email());
    expect(await emailsOf(event.id)).toEqual([]);
  });
});

describe('removing a manager', () => {
  it('asks first, naming the person, then removes them and says so; a failure comes as a danger toast', async () => {
    const event = await createEvent(server, { name: 'Porto Expo' });
    for (const [name, address] of [['Fábio Gomes', 'fabio@example.com'], ['Gil Matos', 'gil@example.com'], ['Helena Sá', 'helena@example.com']]) {
      await server.call('POST', '/api/v2/event-managers', { body: { event: event.id, user_account: await createUser(server, name as string, address as string) } });
    }
    open([event.id]);
    await settle(() => expect(managerRows()).toHaveLength(3));

    click(panel().querySelector('button[aria-label="Remove Gil Matos"]') as HTMLButtonElement);
    const modal = () => document.querySelector('[role="alertdialog"]') as HTMLElement;
    expect(modal().textContent).toContain('Gil Matos (gil@example.com) will no longer manage Porto Expo.');
    expect(document.activeElement?.textContent).toBe('Cancel');
    click(buttonNamed(modal(), 'Cancel') as HTMLButtonElement);
    expect(modal()).toBeNull();
    expect(await emailsOf(event.id)).toHaveLength(3);

    click(panel().querySelector('button[aria-label="Remove Gil Matos"]') as HTMLButtonElement);
    click(buttonNamed(modal(), 'Remove') as HTMLButtonElement);
    await settle(() => expect(managerRows().map(([name]) => name)).toEqual(['Fábio Gomes', 'Helena Sá']));
    expect(modal()).toBeNull();
    expect(toasts.success).toHaveBeenCalledWith('Event manager deleted successfully');
    expect((await emailsOf(event.id)).sort()).toEqual(['fabio@example.com', 'helena@example.com']);
    // the focus goes to the row that took the removed one's place
    await settle(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Remove Helena Sá'));

    // removed by someone else meanwhile: the server's refusal in a danger toast, and the list read again
    const helena = (await managersOf(event.id)).find((manager) => manager.user_account.email === 'helena@example.com');
    await server.call('DELETE', `/api/v2/event-managers/${helena?.id}`);
    click(panel().querySelector('button[aria-label="Remove Helena Sá"]') as HTMLButtonElement);
    click(buttonNamed(modal(), 'Remove') as HTMLButtonElement);
    await settle(() => expect(toasts.error).toHaveBeenCalledWith('Not found.'));
    await settle(() => expect(managerRows()).toEqual([['Fábio Gomes', 'fabio@example.com']]));
    expect(modal()).toBeNull();
  });

  it('asks before closing with typed changes; Esc without any closes at once', async () => {
    const event = await createEvent(server);
    open([event.id]);
    press(email(), 'Escape');
    expect(window.location.pathname).toBe('/events');
    cleanupScreens();

    open([event.id]);
    typeInto(email(), 'half-typed@');
    press(email(), 'Escape');
    expect(document.querySelector('[role="alertdialog"]')?.textContent).toContain('Discard your changes?');
    expect(window.location.pathname).toBe('/events/add-event-manager');
  });
});
