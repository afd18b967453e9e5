// @vitest-environment node
// The events commands against the real server (demo data): create and edit (If-Match with the version the event
// was read at, a stale one refused with 412), no deletion, live interactions for the selection or the event
// under the cursor (one PATCH each, one result, an undo putting each event back, failures on their rows), and the
// events admin link, absent when not configured.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Undo } from '../../commands/context';
import { registry } from '../../commands/all';
import { availabilityOf } from '../../commands/registry';
import type { MessageId } from '../../src/app/i18n/messageIds';
import * as lists from '../../src/app/services/lists';
import { translator } from './messages';
import { command } from './appCommand';
import { startCommandHarness } from './commandHarness';

// the app's one API instance is the real client, pointed at this file's server
vi.mock('../../src/app/services/api', () => import('./liveApi'));

const { server, at } = await startCommandHarness({ route: '/events', env: { DEMO: '1', DEMO_DEVICES: '10' } });
beforeEach(async () => {
  await lists.events.load({ force: true });
});

const t = translator('en');

const liveOf = async (id: number): Promise<boolean> => (await server.call('GET', `/api/v2/event-settings?event=${id}`)).body.results[0].live_interactions;

describe('the events commands in the registry', () => {
  it('create on c and edit, and no deletion: the API has none', () => {
    expect([command('events.create').keys, command('events.create').route]).toEqual([['c'], '/events/add']);
    expect(registry.get('events.edit')).toBeDefined();
    expect(registry.get('events.delete')).toBeUndefined();
    expect(registry.get('events.deleteSelected')).toBeUndefined();
    expect([command('events.liveInteractions').keys, command('events.liveInteractions').route]).toEqual([['l'], '/events/live-interactions']);
  });

  it('offer no events admin command when EVENTS_ADMIN_URL is not configured', () => {
    expect(registry.get('events.openAdmin')).toBeUndefined();
  });

  it('offer live interactions for the selection or the event under the cursor, titled with the count', () => {
    const command_ = command('events.liveInteractions');
    expect(availabilityOf(command_, at().context)).toEqual({ reason: 'command.unavailable.noTargets' });
    expect(availabilityOf(command_, at({ focused: 3 }).context)).toBe(true);
    expect(availabilityOf(command_, at({ selected: [1, 2] }).context)).toBe(true);
    expect(availabilityOf(command_, at({ selected: [1], scope: 'devices' }).context)).toEqual({ reason: 'command.unavailable.elsewhere' });
    expect(t(command_.titleForSelection as MessageId, { count: 3 })).toBe('Set live interactions for 3 events…');
    expect(t(command_.titleForRow as MessageId, { name: 'Web Summit' })).toBe('Set live interactions for Web Summit…');
  });
});

describe('creating and editing events', () => {
  const input = { name: 'Tech Week', start_date: '2027-05-01T08:00:00.000Z', end_date: '2027-05-03T17:00:00.000Z' };

  it('creates an event at the top of the list, says so spelled right, and refuses a 31-character name beside the field', async () => {
    const { run, success, navigate } = at({ route: '/events/add' });
    await run('events.create', { input }, 'route');
    expect(lists.events.state.rows[0]).toMatchObject({ name: 'Tech Week', live_interactions: null });
    const made = lists.events.state.rows[0]!;
    expect(success).toHaveBeenCalledExactlyOnceWith('Event created successfully', undefined, { name: 'Tech Week', open: `/events/edit/${made.id}` });
    expect(navigate).toHaveBeenCalledExactlyOnceWith(`/events?focus=${made.id}`);
    const refused = run('events.create', { input: { ...input, name: 'B'.repeat(31) } }, 'route');
    await expect(refused).rejects.toMatchObject({ status: 400 });
    await refused.catch((failure: { firstFor(field: string): string }) => expect(failure.firstFor('name')).toMatch(/30/));
  });

  it('edits with the version the event was read at; a stale one is refused with 412 and marks the row', async () => {
    const event = lists.events.state.rows.find((row) => row.name === 'Tech Week');
    if (!event) throw new Error('no event');
    const { api } = await import('../../src/app/services/api');
    const { versionOf } = await import('../../src/app/api/versions');
    const read = await api.events.get(event.id);
    const version = versionOf(read);
    expect(version).toBeTruthy();
    await server.call('PUT', `/api/events/${event.id}`, { body: { ...input, location: 'Theirs' } });
    const stale = at({ route: `/events/edit/${event.id}` });
    await expect(stale.run('events.edit', { id: event.id, input: { ...input, location: 'Mine' }, version })).rejects.toMatchObject({ status: 412 });
    expect(stale.table.setRowState).toHaveBeenLastCalledWith([event.id], { kind: 'error', message: expect.any(String) });
    expect((await server.call('GET', `/api/events/${event.id}`)).body.location).toBe('Theirs');

    const fresh = versionOf(await api.events.get(event.id));
    const retried = at({ route: `/events/edit/${event.id}` });
    await retried.run('events.edit', { id: event.id, input: { ...input, location: 'Mine' }, version: fresh });
    expect(retried.success).toHaveBeenCalledWith('Event edited successfully', expect.objectContaining({ summary: expect.any(String) }));
    expect(lists.events.find(event.id)?.location).toBe('Mine');
  });
});

describe('live interactions', () => {
  it('sets them on each selected event, says so once, and the undo puts each one back', async () => {
    const [first, second] = lists.events.state.rows;
    if (!first || !second) throw new Error('the demo has events');
    await server.call('PATCH', `/api/v2/event-settings/${first.settings_id}`, { body: { live_interactions: true } });
    await lists.events.load({ force: true });
    const { run, success, table } = at({ selected: [first.id, second.id] });
    const undo = await run<Undo>('events.liveInteractions', { enabled: false }, 'palette');
    expect(success).toHaveBeenCalledExactlyOnceWith('Live interactions off for 2 events', undo);
    expect([await liveOf(first.id), await liveOf(second.id)]).toEqual([false, false]);
    expect(lists.events.find(first.id)?.live_interactions).toBe(false);
    expect(table.setRowState).toHaveBeenCalledWith([first.id, second.id], { kind: 'loading' });

    await undo.run();
    expect([await liveOf(first.id), await liveOf(second.id)]).toEqual([true, false]);
    expect(lists.events.find(first.id)?.live_interactions).toBe(true);
  });

  it('say on their page what the events have now: "1 of 2 on", the value they all have marked current (issue 21, 11)', async () => {
    const [first, second] = lists.events.state.rows;
    if (!first || !second) throw new Error('the demo has events');
    await server.call('PATCH', `/api/v2/event-settings/${first.settings_id}`, { body: { live_interactions: true } });
    await server.call('PATCH', `/api/v2/event-settings/${second.settings_id}`, { body: { live_interactions: false } });
    await lists.events.load({ force: true });
    const spec = command('events.liveInteractions').args?.enabled;
    if (!spec?.prompt || !spec.options) throw new Error('live interactions ask on a listed page with a prompt');
    const both = at({ selected: [first.id, second.id] }).context;
    expect(spec.prompt(both)).toBe('Set live interactions for 2 events (1 of 2 on now)');
    expect((await spec.options(both)).map((option) => option.detail)).toEqual([undefined, undefined]);
    const one = at({ focused: first.id, focusedName: first.name }).context;
    expect(spec.prompt(one)).toBe(`Set live interactions for ${first.name} (on now)`);
    expect((await spec.options(one)).map((option) => [option.label, option.detail])).toEqual([['Enabled', 'Current'], ['Disabled', undefined]]);
    const inPortuguese = at({ selected: [first.id, second.id], language: 'pt' }).context;
    expect(spec.prompt(inPortuguese)).toBe('Definir interações ao vivo de 2 eventos (1 de 2 ligadas agora)');
  });

  it('acts on the event under the cursor when nothing is selected', async () => {
    const event = lists.events.state.rows[2];
    if (!event) throw new Error('the demo has events');
    const { run, success } = at({ focused: event.id });
    await run('events.liveInteractions', { enabled: true }, 'keys');
    expect(await liveOf(event.id)).toBe(true);
    expect(success).toHaveBeenCalledWith('Live interactions on for 1 event', expect.anything());
  });

  it('names the failures on their rows and says how many failed and that the other one changed', async () => {
    const event = lists.events.state.rows[3];
    if (!event) throw new Error('the demo has events');
    const { run, error, table } = at({ selected: [event.id, 999_999] });
    await run('events.liveInteractions', { enabled: true }, 'palette');
    expect(error).toHaveBeenCalledExactlyOnceWith('Live interactions failed to apply on 1 of 2 events; the other one changed.', expect.objectContaining({ summary: 'Live interactions on for 1 event' }));
    expect(table.setRowState).toHaveBeenCalledWith([999_999], { kind: 'error', message: expect.any(String) });
    expect(await liveOf(event.id)).toBe(true);
  });

  it('says that none changed when every change failed, and offers no undo', async () => {
    // events gone since the list was read (deleted elsewhere): no change can be made on any of them
    const { run, error } = at({ selected: [999_997, 999_998, 999_999] });
    const undo = await run('events.liveInteractions', { enabled: true }, 'palette');
    expect(undo).toBeUndefined();
    expect(error).toHaveBeenCalledExactlyOnceWith(expect.stringMatching(/^Live interactions failed to apply on all 3 events; none changed\. First reason: .*event 999997 is not loaded$/));
    expect(error.mock.calls[0]?.[0]).not.toMatch(/others? (one )?changed/);
  });

  it('counts the events that did change when some failed', async () => {
    const [first, second] = [lists.events.state.rows[4], lists.events.state.rows[5]];
    if (!first || !second) throw new Error('the demo has events');
    const { run, error } = at({ selected: [first.id, 999_998, second.id, 999_999] });
    await run('events.liveInteractions', { enabled: false }, 'palette');
    expect(error).toHaveBeenCalledExactlyOnceWith('Live interactions failed to apply on 2 of 4 events; the other 2 changed.', expect.objectContaining({ summary: 'Live interactions off for 2 events' }));
  });
});
