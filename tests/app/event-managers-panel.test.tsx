// @vitest-environment node
// The event managers panel (/events/add-event-manager) against the real server: adding goes through the add
// command's palette page for this event (its button and Shift+M), a change made elsewhere shows at once, the invite
// (?invite=) with its required name and password, the server's refusals where the spec puts them, and removing a
// manager after a confirmation that names them, undoable. Every outcome is checked through the API.
import './deviceRecordsDom';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEvent, createUser } from '../server/eventFixtures';
import { startLiveServer } from './liveServer';
import type { Undo } from '../../commands/context';
import { addManagerCommand } from '../../commands/eventManagers';
import { currentContext } from '../../src/app/services/appServices';
import { events } from '../../src/app/services/lists';
import { closePalette, paletteState } from '../../src/app/state/paletteState';
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
/** its name is its text without the key caps, which are hidden from assistive technology (aria-keyshortcuts says them) */
const addButton = () => [...panel().querySelectorAll('button')].find((button) => button.textContent?.startsWith('Add a manager…')) as HTMLButtonElement;
const managerRows = () => [...panel().querySelectorAll('.kr-managers-table tbody tr')].map((row) => [...row.querySelectorAll('td')].slice(0, 2).map((cell) => cell.textContent));

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
    expect(document.activeElement?.textContent).toContain('Add a manager…');
  });
});

describe('adding a manager: the palette page, for this event', () => {
  it('offers "Add a manager…" with its key, which opens the add command’s palette page about this event, whatever the table’s cursor', async () => {
    const event = await createEvent(server, { name: 'Button Fair' });
    await events.load({ force: true });
    open([], `?event=${event.id}`);
    await settle(() => expect(panel().querySelector('h2')?.textContent).toBe('Event managers — Button Fair'));
    const add = addButton();
    expect(add.getAttribute('aria-keyshortcuts')).toBe('Shift+M');
    expect(document.activeElement).toBe(add);
    // no look-up of its own: the palette is the one search for people
    expect(email()).toBeNull();
    click(add);
    expect({ open: paletteState.open, commandId: paletteState.commandId, record: { ...paletteState.record } }).toEqual({
      open: true, commandId: 'events.addManager', record: { section: 'events', id: event.id, name: 'Button Fair' },
    });
    closePalette();
    press(panel(), 'M', { shiftKey: true });
    expect({ open: paletteState.open, commandId: paletteState.commandId, id: paletteState.record?.id }).toEqual({ open: true, commandId: 'events.addManager', id: event.id });
    closePalette();
  });

  it('shows a manager added from the palette page (or put back by an undo) at once', async () => {
    const event = await createEvent(server, { name: 'Live Fair' });
    const ivo = await createUser(server, 'Ivo Live', 'ivo.live@example.com');
    open([event.id]);
    await settle(() => expect(panel().textContent).toContain('This event has no managers yet.'));
    await act(async () => {
      await addManagerCommand.run(currentContext(), { user: { id: ivo, name: 'Ivo Live' } }, 'palette');
    });
    await settle(() => expect(managerRows()).toEqual([['Ivo Live', 'ivo.live@example.com']]));
  });
});

describe('inviting a new user', () => {
  it('requires a name and a password before sending, then registers the user as the event’s manager', async () => {
    const event = await createEvent(server);
    open([event.id], '?invite=dora.reis%40example.com');
    expect(email().value).toBe('dora.reis@example.com');
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
    // done: the form goes (a reload does not offer it again) and the focus is on adding the next person
    expect(field('Name')).toBeNull();
    expect(email()).toBeNull();
    expect(window.location.search).toBe(`?event=${event.id}`);
    expect(document.activeElement?.textContent).toContain('Add a manager…');
  });

  it('opens from ?invite= with the e-mail typed, and an e-mail taken meanwhile is refused under the e-mail', async () => {
    const event = await createEvent(server);
    open([event.id], '?invite=eve%2Bnew%40example.com');
    expect(email().value).toBe('eve+new@example.com');
    expect(document.activeElement).toBe(field('Name'));

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
    // an SVG icon, not an emoji a system without an emoji font draws as an empty box
    const remove = panel().querySelector('button[aria-label="Remove Gil Matos"]') as HTMLButtonElement;
    expect(remove.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(remove.textContent).toBe('');

    click(remove);
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
    expect(toasts.success).toHaveBeenCalledWith('Gil Matos no longer manages Porto Expo', expect.objectContaining({ summary: 'Gil Matos no longer manages Porto Expo' }));
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

  it('a removal can be undone: the manager comes back, in the list on screen too', async () => {
    const event = await createEvent(server, { name: 'Undo Expo' });
    await server.call('POST', '/api/v2/event-managers', { body: { event: event.id, user_account: await createUser(server, 'Olga Back', 'olga@example.com') } });
    open([event.id]);
    await settle(() => expect(managerRows()).toHaveLength(1));
    click(panel().querySelector('button[aria-label="Remove Olga Back"]') as HTMLButtonElement);
    click(buttonNamed(document.querySelector('[role="alertdialog"]') as HTMLElement, 'Remove') as HTMLButtonElement);
    await settle(() => expect(panel().textContent).toContain('This event has no managers yet.'));
    const undo = toasts.success.mock.calls.at(-1)?.[1] as Undo;
    await act(async () => {
      await undo.run();
    });
    await settle(() => expect(managerRows()).toEqual([['Olga Back', 'olga@example.com']]));
    expect(await emailsOf(event.id)).toEqual(['olga@example.com']);
  });

  it('asks before closing with typed changes; Esc without any closes at once', async () => {
    const event = await createEvent(server);
    open([event.id]);
    await settle(() => expect(panel().textContent).toContain('This event has no managers yet.'));
    press(addButton(), 'Escape');
    expect(window.location.pathname).toBe('/events');
    cleanupScreens();

    open([event.id], '?invite=half%40example.com');
    typeInto(field('Name'), 'Half Typed');
    press(field('Name'), 'Escape');
    expect(document.querySelector('[role="alertdialog"]')?.textContent).toContain('Discard your changes?');
    expect(window.location.pathname).toBe('/events/add-event-manager');
  });
});
