// @vitest-environment node
// events.addManager: availability for exactly one event (selected, or under the cursor), where it opens, its
// palette options searched on the real server (users by name or e-mail; an unknown e-mail offers the invite), and
// assigning through the real API client, a duplicate refused with the server's message.
import './deviceRecordsDom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppServices } from '../../commands/context';
import { addManagerCommand, eventManagerCommands, manageManagersCommand, managerOptions, type ManagerChoice } from '../../commands/eventManagers';
import { asksOnPalette, availabilityOf, createRegistry, screenOf, type ArgumentOption } from '../../commands/registry';
import type { User } from '../../src/contract/entities';
import { Refusal } from '../../src/app/api/errors';
import { events } from '../../src/app/services/lists';
import type { MessageId } from '../../src/app/i18n/messageIds';
import { paths } from '../../src/app/paths';
import { runCommand } from '../../src/app/services/runCommand';
import { createEvent, createUser } from '../server/eventFixtures';
import { commandTitle, oneTarget } from '../../commands/targets';
import { Irreversible, type Undo } from '../../commands/context';
import { removeManager } from '../../commands/eventManagerUndo';
import { onManagersChanged } from '../../src/app/state/managerChanges';
import type { EventManager } from '../../src/contract/entities';
import { translator } from './messages';
import { startCommandHarness } from './commandHarness';

// the app's one API instance is the real client, pointed at this file's server
vi.mock('../../src/app/services/api', () => import('./liveApi'));

const { server, at } = await startCommandHarness({ route: '/events' });

const t = translator('en');

const managersOf = async (eventId: number) =>
  ((await server.call('GET', `/api/v2/event-managers?event=${eventId}`)).body.results as Array<{ user_account: { id: number; email: string } }>).map((manager) => manager.user_account.email);

/** the event the searches are for (made in the users' beforeAll) */
let searchedEvent: number;
const search = (query: string, context = at({ focused: searchedEvent }).context) => managerOptions(context, query, new AbortController().signal);
const shown = (options: ArgumentOption<ManagerChoice>[]) => options.map((option) => [option.label, option.detail ?? null, option.value]);

describe('events.addManager: where and when', () => {
  it('lives in the events scope on Shift+M, asks on the palette, and its key collides with no other; "Event managers…" opens the panel', async () => {
    expect({ id: addManagerCommand.id, keys: addManagerCommand.keys, scope: addManagerCommand.scope, group: addManagerCommand.group }).toEqual({
      id: 'events.addManager', keys: ['Shift+M'], scope: 'events', group: 'events',
    });
    expect(t(addManagerCommand.title)).toBe('Add an event manager…');
    expect(screenOf(manageManagersCommand, at({ focused: 1 }).context)).toBe('/events/add-event-manager?event=1');
    expect(manageManagersCommand.route).toBe('/events/add-event-manager');
    expect(screenOf(addManagerCommand, at({ focused: 1 }).context)).toBeNull();
    expect(paths.events.local(paths.events.addManager)).toBe('/add-event-manager');
    expect(asksOnPalette(addManagerCommand)).toBe(true);
    const { registry } = await import('../../commands/all');
    expect(() => createRegistry([...registry.commands.filter((command) => !eventManagerCommands.includes(command)), ...eventManagerCommands])).not.toThrow();
    // the collision rule folds case and sorts modifiers: another events command on shift+m would be refused
    expect(() => createRegistry([...eventManagerCommands, { ...addManagerCommand, id: 'events.other', keys: ['shift+m'] }])).toThrow(/collide/);
  });

  it('is available for exactly one event: the one selected or, with nothing selected, the one under the cursor', () => {
    const reason = { reason: 'command.unavailable.notOneEvent' };
    expect(availabilityOf(addManagerCommand, at().context)).toEqual(reason);
    expect(availabilityOf(addManagerCommand, at({ focused: 4 }).context)).toBe(true);
    expect(availabilityOf(addManagerCommand, at({ selected: [7] }).context)).toBe(true);
    expect(availabilityOf(addManagerCommand, at({ selected: [7, 8] }).context)).toEqual(reason);
    expect(availabilityOf(addManagerCommand, at({ selected: [7, 8], focused: 4 }).context)).toEqual(reason);
    expect(availabilityOf(addManagerCommand, at({ route: '/devices', focused: 4 }).context)).toEqual({ reason: 'command.unavailable.elsewhere' });
    expect(availabilityOf(addManagerCommand, at({ route: '/events/add-event-manager', selected: [7] }).context)).toBe(true);
    expect(t('command.unavailable.notOneEvent')).toBe('Select exactly one event');
    // the selected event wins over the cursor
    expect(oneTarget(at({ selected: [7], focused: 4 }).context)).toBe(7);
    expect(oneTarget(at({ focused: 4 }).context)).toBe(4);
  });

  it('opens its palette page from the keys, the palette and a button, and "Event managers…" its panel, and nothing when unavailable', async () => {
    for (const source of ['keys', 'palette', 'button'] as const) {
      const { context, openPalette, navigate } = at({ focused: 3 });
      await runCommand(addManagerCommand, context, undefined, source);
      expect(openPalette, source).toHaveBeenCalledWith('events.addManager');
      expect(navigate, source).not.toHaveBeenCalled();
      const panel = at({ selected: [3] });
      await runCommand(manageManagersCommand, panel.context, undefined, source);
      expect(panel.navigate, source).toHaveBeenCalledWith('/events/add-event-manager?event=3');
      expect(panel.openPalette, source).not.toHaveBeenCalled();
    }

    const unavailable = at({ selected: [3, 4] });
    await runCommand(addManagerCommand, unavailable.context, undefined, 'keys');
    expect(unavailable.openPalette).not.toHaveBeenCalled();
    expect(unavailable.navigate).not.toHaveBeenCalled();
  });
});

describe('events.addManager: users searched on the server', () => {
  let ana: number;
  let bruno: number;
  beforeAll(async () => {
    ana = await createUser(server, 'Ana Gestora', 'ana.gestora@example.com');
    bruno = await createUser(server, 'Bruno Costa', 'bruno@example.org');
    searchedEvent = (await createEvent(server, { name: 'Searched Fair' })).id;
  });

  it('finds users by name or by e-mail, each with the e-mail beneath the name', async () => {
    expect(addManagerCommand.args?.user.search).toBe(managerOptions);
    expect(t(addManagerCommand.args?.user.title as MessageId)).toBe('Search users by name or e-mail');
    expect(shown(await search('gestora'))).toEqual([['Ana Gestora', 'ana.gestora@example.com', { id: ana, name: 'Ana Gestora' }]]);
    expect(shown(await search('  COSTA '))).toEqual([['Bruno Costa', 'bruno@example.org', { id: bruno, name: 'Bruno Costa' }]]);
    expect(shown(await search('example.org'))).toEqual([['Bruno Costa', 'bruno@example.org', { id: bruno, name: 'Bruno Costa' }]]);
    expect(await search('nobody by that name')).toEqual([]);
  });

  it('offers "Invite {email}…" only for an e-mail no user has', async () => {
    expect(shown(await search('new.manager@example.com'))).toEqual([['Invite new.manager@example.com…', null, { invite: 'new.manager@example.com' }]]);
    expect(shown(await search('ana.gestora@example.com'))).toEqual([['Ana Gestora', 'ana.gestora@example.com', { id: ana, name: 'Ana Gestora' }]]);
    expect(shown(await search('ANA.Gestora@Example.com'))).toEqual([['Ana Gestora', 'ana.gestora@example.com', { id: ana, name: 'Ana Gestora' }]]);
    // a user whose e-mail merely contains the typed one does not hide the invite
    expect(shown(await search('gestora@example.com'))).toEqual([
      ['Ana Gestora', 'ana.gestora@example.com', { id: ana, name: 'Ana Gestora' }],
      ['Invite gestora@example.com…', null, { invite: 'gestora@example.com' }],
    ]);
    // not an e-mail: nothing to invite
    expect(await search('new.manager@')).toEqual([]);
  });

  it('asks by e-mail when a full page of matches may have left out the user who has exactly the typed e-mail', async () => {
    // twenty users whose names contain the e-mail fill the page (the real server's page is covered above)
    const crowd = Array.from({ length: 20 }, (_, index) => ({ id: 100 + index, name: `Fan ${index} of crowd@example.net`, email: `fan${index}@example.net`, phone_number: null, is_admin: false }));
    const findByEmail = vi.fn(async (): Promise<User | undefined> => ({ id: 7, name: 'Exact Match', email: 'crowd@example.net', phone_number: null, is_admin: false, role: null }));
    const { context } = at({ focused: searchedEvent });
    const app = { ...context.app, api: { ...context.app.api, users: { list: async () => ({ count: 21, results: crowd }), findByEmail } } } as unknown as AppServices;
    const options = await managerOptions({ ...context, app }, 'crowd@example.net', new AbortController().signal);
    expect(findByEmail).toHaveBeenCalledWith('crowd@example.net', expect.any(AbortSignal));
    expect(options).toHaveLength(20);
    expect(options.some((option) => 'invite' in option.value)).toBe(false);

    findByEmail.mockResolvedValueOnce(undefined);
    const unknown = await managerOptions({ ...context, app }, 'crowd@example.net', new AbortController().signal);
    expect(unknown.at(-1)?.value).toEqual({ invite: 'crowd@example.net' });
  });

  it('gives up when the page is closed: an aborted search rejects', async () => {
    const controller = new AbortController();
    const pending = managerOptions(at({ focused: searchedEvent }).context, 'gestora', controller.signal);
    controller.abort();
    await expect(pending).rejects.toBeDefined();
  });
});

describe('events.addManager: assigning', () => {
  it('assigns the chosen user to the event under the cursor, says so, and refuses a duplicate in words, naming the event', async () => {
    const event = await createEvent(server, { name: 'Managed Fair' });
    await events.load({ force: true });
    const carla = await createUser(server, 'Carla Dias', 'carla@example.com');
    const first = at({ focused: event.id });
    await addManagerCommand.run(first.context, { user: { id: carla } }, 'palette');
    expect(first.success).toHaveBeenCalledWith('Carla Dias manages Managed Fair', expect.objectContaining({ summary: 'Carla Dias manages Managed Fair' }));
    expect(await managersOf(event.id)).toEqual(['carla@example.com']);

    // chosen again (made a manager elsewhere since it was offered): the server's duplicate refusal, in words
    const again = at({ focused: event.id });
    const refusal = await Promise.resolve()
      .then(() => addManagerCommand.run(again.context, { user: { id: carla, name: 'Carla Dias' } }, 'route'))
      .then(() => null, (error: unknown) => error);
    expect(refusal).toBeInstanceOf(Refusal);
    expect((refusal as Refusal).message).toBe('Carla Dias already manages Managed Fair: nothing to add.');
    expect(again.success).not.toHaveBeenCalled();

    // from the palette, the runner shows the refusal as an error toast, never the server's raw text
    const palette = at({ selected: [event.id] });
    await runCommand(addManagerCommand, palette.context, { user: { id: carla } }, 'palette');
    expect(palette.error).toHaveBeenCalledWith('This user already manages Managed Fair: nothing to add.');
    expect(palette.error).not.toHaveBeenCalledWith(expect.stringContaining('unique set'));
    expect(await managersOf(event.id)).toEqual(['carla@example.com']);
  });

  it('names the event on its page, lists its managers marked "already manages" after the new choices, and choosing one asks nothing of the server', async () => {
    const event = await createEvent(server, { name: 'Marked Fair' });
    await events.load({ force: true });
    const [elsa, eva] = [await createUser(server, 'Elsa Marked', 'elsa.marked@example.com'), await createUser(server, 'Eva Marked', 'eva.marked@example.com')];
    await addManagerCommand.run(at({ focused: event.id }).context, { user: { id: elsa } }, 'palette');
    const { context, error, success } = at({ focused: event.id });
    expect(addManagerCommand.args?.user.prompt?.(context)).toBe('Make a manager of Marked Fair');
    const options = await managerOptions(context, 'marked', new AbortController().signal);
    expect(shown(options)).toEqual([
      ['Eva Marked', 'eva.marked@example.com', { id: eva, name: 'Eva Marked' }],
      ['Elsa Marked (already manages this event)', 'elsa.marked@example.com', { manages: { id: elsa, name: 'Elsa Marked' } }],
    ]);
    const posts: string[] = [];
    const api = { ...context.app.api, events: { ...context.app.api.events, addManager: (...args: unknown[]) => { posts.push(JSON.stringify(args)); return context.app.api.events.addManager(event.id, elsa); } } };
    const quiet = { ...context, app: { ...context.app, api } as AppServices };
    await runCommand(addManagerCommand, quiet, { user: options[1]?.value as ManagerChoice }, 'palette');
    expect(error).toHaveBeenCalledWith('Elsa Marked already manages Marked Fair: nothing to add.');
    expect(success).not.toHaveBeenCalled();
    expect(posts).toEqual([]);
    expect(await managersOf(event.id)).toEqual(['elsa.marked@example.com']);
  });

  it('assigns to the one selected event rather than the row under the cursor', async () => {
    const [selected, underCursor] = [await createEvent(server), await createEvent(server)];
    const dora = await createUser(server, 'Dora Reis', 'dora@example.com');
    await addManagerCommand.run(at({ selected: [selected.id], focused: underCursor.id }).context, { user: { id: dora } }, 'palette');
    expect(await managersOf(selected.id)).toEqual(['dora@example.com']);
    expect(await managersOf(underCursor.id)).toEqual([]);
  });

  it('opens the managers panel with the invitation under way for an e-mail nobody has, creating nothing yet', async () => {
    const event = await createEvent(server);
    const { context, navigate, success } = at({ focused: event.id });
    await addManagerCommand.run(context, { user: { invite: 'eve+new@example.com' } }, 'palette');
    expect(navigate).toHaveBeenCalledWith(`/events/add-event-manager?event=${event.id}&invite=eve%2Bnew%40example.com`);
    expect(success).not.toHaveBeenCalled();
    expect(await managersOf(event.id)).toEqual([]);
    expect((await server.call('GET', '/api/v2/beamian-users?email=eve%2Bnew%40example.com')).body.results).toEqual([]);
  });
});

describe('events.addManager: its title, the empty page, and undo', () => {
  it('names the event in its title where it would run, and keeps the plain title with no one event', async () => {
    const event = await createEvent(server, { name: 'Lisbon Fair 2026' });
    await events.load({ force: true });
    expect(commandTitle(addManagerCommand, at({ focused: event.id }).context, t)).toBe('Add a manager to Lisbon Fair 2026…');
    expect(commandTitle(addManagerCommand, at({ selected: [event.id] }).context, t)).toBe('Add a manager to Lisbon Fair 2026…');
    expect(commandTitle(addManagerCommand, at({ selected: [event.id, event.id + 1] }).context, t)).toBe('Add an event manager…');
    expect(translator('pt')('command.events.addManager.titleFor', { event: 'Feira' })).toBe('Adicionar um gestor a Feira…');
  });

  it('offers nothing Enter could add before anything is typed: only the event’s managers, marked', async () => {
    const event = await createEvent(server, { name: 'Quiet Fair' });
    await events.load({ force: true });
    const context = at({ focused: event.id }).context;
    await createUser(server, 'Quinta Quiet', 'quinta.quiet@example.com');
    expect(await managerOptions(context, '', new AbortController().signal)).toEqual([]);
    expect(await managerOptions(context, '   ', new AbortController().signal)).toEqual([]);
    const rui = await createUser(server, 'Rui Quiet', 'rui.quiet@example.com');
    await addManagerCommand.run(context, { user: { id: rui, name: 'Rui Quiet' } }, 'palette');
    const empty = await managerOptions(context, '', new AbortController().signal);
    expect(shown(empty)).toEqual([['Rui Quiet (already manages this event)', 'rui.quiet@example.com', { manages: { id: rui, name: 'Rui Quiet' } }]]);
    // once typed, the best new match comes first as usual
    expect(shown(await managerOptions(context, 'quiet', new AbortController().signal))[0]?.[0]).toBe('Quinta Quiet');
  });

  it('adding a manager returns an undo that removes them, and redo makes them one again; each says what it did', async () => {
    const event = await createEvent(server, { name: 'Undo Fair' });
    await events.load({ force: true });
    const uma = await createUser(server, 'Uma Undo', 'uma.undo@example.com');
    const { context, success } = at({ focused: event.id });
    const undo = await runCommand(addManagerCommand, context, { user: { id: uma, name: 'Uma Undo' } }, 'palette');
    expect(undo?.summary).toBe('Uma Undo manages Undo Fair');
    expect(success).toHaveBeenCalledWith('Uma Undo manages Undo Fair', undo);
    expect(await managersOf(event.id)).toEqual(['uma.undo@example.com']);
    await undo?.run();
    expect(await managersOf(event.id)).toEqual([]);
    await undo?.redo();
    expect(await managersOf(event.id)).toEqual(['uma.undo@example.com']);
    await undo?.run();
    expect(await managersOf(event.id)).toEqual([]);
  });

  it('an undo whose manager was removed elsewhere, or a redo of one made a manager elsewhere, is irreversible and says why', async () => {
    const event = await createEvent(server, { name: 'Race Fair' });
    await events.load({ force: true });
    const rita = await createUser(server, 'Rita Race', 'rita.race@example.com');
    const { context } = at({ focused: event.id });
    const undo = (await runCommand(addManagerCommand, context, { user: { id: rita, name: 'Rita Race' } }, 'palette')) as Undo;
    const [manager] = (await context.app.api.events.managers(event.id)).results;
    await context.app.api.events.removeManager(manager?.id ?? 0);
    const gone = await undo.run().then(() => null, (error: unknown) => error);
    expect(gone).toBeInstanceOf(Irreversible);
    expect((gone as Error).message).toBe('Rita Race was removed from Race Fair elsewhere since');
    await context.app.api.events.addManager(event.id, rita);
    const again = await undo.redo().then(() => null, (error: unknown) => error);
    expect(again).toBeInstanceOf(Irreversible);
    expect((again as Error).message).toBe('Rita Race manages Race Fair again, made a manager elsewhere since');
    expect(await managersOf(event.id)).toEqual(['rita.race@example.com']);
  });

  it('removing a manager (the panel’s way) can be undone and redone, and tells whoever shows the managers', async () => {
    const event = await createEvent(server, { name: 'Removal Fair' });
    await events.load({ force: true });
    const remo = await createUser(server, 'Remo Removed', 'remo@example.com');
    const { context } = at({ focused: event.id });
    await context.app.api.events.addManager(event.id, remo);
    const [manager] = (await context.app.api.events.managers(event.id)).results;
    const heard: number[] = [];
    const stop = onManagersChanged((changed) => heard.push(changed));
    const undo = await removeManager(context, manager as EventManager, 'Removal Fair');
    expect(undo.summary).toBe('Remo Removed no longer manages Removal Fair');
    expect(await managersOf(event.id)).toEqual([]);
    await undo.run();
    expect(await managersOf(event.id)).toEqual(['remo@example.com']);
    await undo.redo();
    expect(await managersOf(event.id)).toEqual([]);
    stop();
    expect(heard).toEqual([event.id, event.id, event.id]);
  });
});
