// @vitest-environment node
// The devices' bulk commands: availability, arguments, titles, the undo grouping, and runs against the real
// server through the real API client (the app's list stores use the same client, pointed at that server).
import { describe, beforeEach, expect, it, vi } from 'vitest';
import type { CommandContext, Undo } from '../../commands/context';
import { availabilityOf, type ArgumentOption, type ListedArgumentSpec } from '../../commands/registry';
import type { Device } from '../../src/contract/entities';
import type { Language } from '../../src/app/i18n/languages';
import type { MessageId } from '../../src/app/i18n/messageIds';
import { registry } from '../../commands/all';
import { groupByPrevious } from '../../src/app/records/undoGroups';
import { runCommand } from '../../src/app/services/runCommand';
import * as lists from '../../src/app/services/lists';
import { translator } from './messages';
import { command } from './appCommand';
import { startCommandHarness } from './commandHarness';

// the app's one API instance is the real client, pointed at this file's server
vi.mock('../../src/app/services/api', () => import('./liveApi'));

const { server, at } = await startCommandHarness({ route: '/devices', env: { DEMO: '1', DEMO_DEVICES: '40' } });

const IDS = ['devices.assign', 'devices.unassign', 'devices.receive', 'devices.changeBase', 'devices.changeModel', 'devices.changeStatus'];
const en = translator('en');

async function optionsOf(id: string, context: CommandContext): Promise<ArgumentOption<unknown>[]> {
  const spec = Object.values(command(id).args as Record<string, ListedArgumentSpec<unknown>>)[0] as ListedArgumentSpec<unknown>;
  return spec.options(context);
}

const serverDevice = async (id: number): Promise<Device> => (await server.call('GET', `/api/admin/devices/${id}`)).body;

describe('device bulk commands: registration', () => {
  it('are in the app registry with their keys, routes, group and scope', () => {
    const shape = IDS.map((id) => {
      const found = registry.get(id);
      return { id, keys: found?.keys, route: found?.route, group: found?.group, scope: found?.scope };
    });
    expect(shape).toEqual([
      { id: 'devices.assign', keys: ['a'], route: '/devices/assign', group: 'devices', scope: 'devices' },
      { id: 'devices.unassign', keys: ['u'], route: undefined, group: 'devices', scope: 'devices' },
      { id: 'devices.receive', keys: ['r'], route: '/devices/receive', group: 'devices', scope: 'devices' },
      { id: 'devices.changeBase', keys: ['b'], route: '/devices/change-base', group: 'devices', scope: 'devices' },
      { id: 'devices.changeModel', keys: ['m'], route: '/devices/change-devices-model', group: 'devices', scope: 'devices' },
      { id: 'devices.changeStatus', keys: ['s'], route: '/devices/change-status', group: 'devices', scope: 'devices' },
    ]);
  });

  it.each(IDS)('%s is unavailable with nothing selected and no cursor row, available with a selection or one, and not elsewhere', (id) => {
    expect(availabilityOf(command(id), at().context)).toEqual({ reason: 'command.unavailable.noTargets' });
    expect(availabilityOf(command(id), at({ selected: [1, 2] }).context)).toBe(true);
    expect(availabilityOf(command(id), at({ focused: 7, focusedName: 'SCANNER-0823' }).context)).toBe(true);
    expect(availabilityOf(command(id), at({ route: '/devices/models', selected: [1] }).context)).toEqual({ reason: 'command.unavailable.elsewhere' });
    expect(availabilityOf(command(id), at({ route: '/events', selected: [1] }).context)).toEqual({ reason: 'command.unavailable.elsewhere' });
  });

  it('titles the row under the cursor with its name when nothing is selected', () => {
    const titles = IDS.map((id) => en(command(id).titleForRow as MessageId, { name: 'SCANNER-0823' }));
    expect(titles).toEqual([
      'Assign SCANNER-0823 to an event…', 'Unassign SCANNER-0823 from its event', 'Receive SCANNER-0823 at a base…', 'Change base of SCANNER-0823…', 'Change model of SCANNER-0823…', 'Change status of SCANNER-0823…',
    ]);
  });

  it('titles the selection with its count', () => {
    const titles = (count: number) => IDS.map((id) => en(command(id).titleForSelection as MessageId, { count }));
    expect(titles(1)).toEqual([
      'Assign 1 device to an event…', 'Unassign 1 device from its event', 'Receive 1 device at a base…', 'Change base of 1 device…', 'Change model of 1 device…', 'Change status of 1 device…',
    ]);
    expect(titles(12)).toEqual([
      'Assign 12 devices to an event…', 'Unassign 12 devices from their events', 'Receive 12 devices at a base…', 'Change base of 12 devices…', 'Change model of 12 devices…', 'Change status of 12 devices…',
    ]);
    expect(IDS.map((id) => en(command(id).title))).toEqual(['Assign to an event…', 'Unassign from event', 'Receive at a base…', 'Change base…', 'Change model…', 'Change status…']);
  });
});

describe('device bulk commands: arguments', () => {
  it('offers the statuses as translated labels', async () => {
    const labels = async (language: Language) => (await optionsOf('devices.changeStatus', at({ selected: [1], language }).context)).map((option) => [option.value, option.label]);
    expect(await labels('en')).toEqual([['in_use', 'In Use'], ['available', 'Available'], ['repairing', 'Repairing'], ['receiving', 'Receiving'], ['missing', 'Missing']]);
    expect((await labels('pt')).map(([, label]) => label)).toEqual(['Em uso', 'Disponível', 'Em reparação', 'A receber', 'Desaparecido']);
  });

  it('offers the four bases, translated, to change base and to receive', async () => {
    for (const id of ['devices.changeBase', 'devices.receive']) {
      const options = await optionsOf(id, at({ selected: [1] }).context);
      expect(options.map((option) => [option.value, option.label])).toEqual([['anadia', 'Anadia'], ['oporto', 'Porto'], ['lisbon', 'Lisbon'], ['vision_volt', 'VisionVolt']]);
    }
    const portugueseLabels = (await optionsOf('devices.changeBase', at({ selected: [1], language: 'pt' }).context)).map((option) => option.label);
    expect(portugueseLabels).toContain('Lisboa');
  });

  it('offers current and upcoming events first (soonest first) with their dates, past ones after (latest first), "No event" last', async () => {
    const options = await optionsOf('devices.assign', at({ selected: [1] }).context);
    type Listed = { id: number; name: string; start_date: string; end_date: string };
    const events = (await server.call('GET', '/api/v1/events?page_size=1000')).body.results as Listed[];
    const now = Date.now();
    const byId = new Map(events.map((event) => [event.id, event]));
    expect(options.at(-1)).toMatchObject({ value: null, label: 'No event' });
    const listed = options.slice(0, -1).map((option) => ({ option, event: byId.get(option.value as number) as Listed }));
    expect(listed.map(({ option }) => [option.value, option.label])).toEqual(listed.map(({ event }) => [event.id, event.name]));
    expect(new Set(listed.map(({ event }) => event.id))).toEqual(new Set(events.map((event) => event.id)));
    const past = listed.filter(({ event }) => Date.parse(event.end_date) < now);
    const ahead = listed.filter(({ event }) => Date.parse(event.end_date) >= now);
    expect(past.length).toBeGreaterThan(0);
    expect(ahead.length).toBeGreaterThan(0);
    expect(listed.slice(0, ahead.length)).toEqual(ahead);
    const starts = ahead.map(({ event }) => Date.parse(event.start_date));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const ends = past.map(({ event }) => Date.parse(event.end_date));
    expect(ends).toEqual([...ends].sort((a, b) => b - a));
    for (const { option, event } of listed) {
      const timing = Date.parse(event.end_date) < now ? 'Past' : Date.parse(event.start_date) <= now ? 'Now' : 'Upcoming';
      expect(option.detail).toMatch(new RegExp(`^${timing} · .*\\d{4}`));
    }
  });

  it('offers every device model from the models list', async () => {
    const options = await optionsOf('devices.changeModel', at({ selected: [1] }).context);
    const models = (await server.call('GET', '/api/admin/device-models?page_size=500')).body.results as { id: number; name: string }[];
    expect(models.length).toBeGreaterThan(0);
    expect(options.map((option) => [option.value, option.label])).toEqual(models.map((model) => [model.id, model.name]));
  });
});

describe('undo grouping', () => {
  it('makes one group per distinct previous value: 3 devices, 2 previous statuses, 2 groups', () => {
    const groups = groupByPrevious([
      { id: 1, before: 'repairing', now: 'in_use' },
      { id: 2, before: 'missing', now: 'in_use' },
      { id: 3, before: 'repairing', now: 'in_use' },
    ]);
    expect(groups).toEqual([{ value: 'repairing', ids: [1, 3] }, { value: 'missing', ids: [2] }]);
  });

  it('leaves out devices that already hold their previous value, and groups null like any value', () => {
    expect(groupByPrevious([
      { id: 1, before: null, now: 7 },
      { id: 2, before: 7, now: 7 },
      { id: 3, before: null, now: 7 },
      { id: 4, before: 5, now: 7 },
    ])).toEqual([{ value: null, ids: [1, 3] }, { value: 5, ids: [4] }]);
    expect(groupByPrevious([{ id: 1, before: 'lisbon', now: 'lisbon' }])).toEqual([]);
  });
});

describe('device bulk commands against the server', () => {
  let ids: number[];
  const otherId = () => ids[5] as number;

  beforeEach(async () => {
    const all = (await server.call('GET', '/api/admin/devices?page_size=100000')).body.results as Device[];
    ids = all.slice(0, 6).map((device) => device.id);
    await server.call('PATCH', '/api/v1/services/devices-bulk-update-status', { body: { ids: ids.slice(0, 2), status: 'repairing' } });
    await server.call('PATCH', '/api/v1/services/devices-bulk-update-status', { body: { ids: ids.slice(2), status: 'missing' } });
    await lists.devices.load({ force: true });
  });

  it('changes the status of the selection in one call, updates the rows, toasts with an undo that restores with one call per previous status', async () => {
    const selected = ids.slice(1, 4); // repairing, missing, missing
    const scene = at({ selected });
    const calls = vi.spyOn(scene.api.devices, 'changeStatus');
    const undo = await scene.run<Undo>('devices.changeStatus', { status: 'in_use' }, 'palette');

    expect(calls).toHaveBeenCalledTimes(1);
    expect(calls).toHaveBeenCalledWith(selected, 'in_use');
    for (const id of ids) expect((await serverDevice(id)).status).toBe(selected.includes(id) ? 'in_use' : id === ids[0] ? 'repairing' : 'missing');
    expect(selected.map((id) => lists.devices.find(id)?.status)).toEqual(['in_use', 'in_use', 'in_use']);
    expect(vi.mocked(scene.table.setRowState).mock.calls).toEqual([[selected, { kind: 'loading' }], [selected, null]]);
    expect(scene.success).toHaveBeenCalledWith('3 devices → In Use', undo);
    expect(undo.summary).toBe('3 devices → In Use');

    calls.mockClear();
    await undo.run();
    expect(calls).toHaveBeenCalledTimes(2);
    expect(calls.mock.calls).toEqual([[[ids[1]], 'repairing'], [[ids[2], ids[3]], 'missing']]);
    expect(await Promise.all(selected.map(async (id) => (await serverDevice(id)).status))).toEqual(['repairing', 'missing', 'missing']);
    expect(selected.map((id) => lists.devices.find(id)?.status)).toEqual(['repairing', 'missing', 'missing']);
  });

  it('assigns an event, clears it with the null option, and undoes back to each device’s previous event', async () => {
    const events = (await server.call('GET', '/api/v1/events?page_size=1000')).body.results as { id: number; name: string }[];
    const [first, second] = events as [{ id: number; name: string }, { id: number; name: string }];
    await server.call('PUT', '/api/admin/devices/current_event', { body: { ids: [ids[0]], current_event_id: first.id } });
    await server.call('PUT', '/api/admin/devices/current_event', { body: { ids: [ids[1]], current_event_id: null } });
    await lists.devices.load({ force: true });

    const scene = at({ selected: ids.slice(0, 2) });
    const undo = await scene.run<Undo>('devices.assign', { event: second.id }, 'keys');
    expect(scene.success).toHaveBeenCalledWith(`2 devices → ${second.name}`, undo);
    expect((await serverDevice(ids[0] as number)).current_event_name).toBe(second.name);
    expect(lists.devices.find(ids[1] as number)?.current_event_id).toBe(second.id);

    await undo.run();
    expect((await serverDevice(ids[0] as number)).current_event_id).toBe(first.id);
    expect((await serverDevice(ids[1] as number)).current_event_id).toBeNull();

    const clear = at({ selected: [ids[0] as number] });
    await clear.run('devices.assign', { event: null }, 'palette');
    expect(await serverDevice(ids[0] as number)).toMatchObject({ current_event_id: null, current_event_name: '' });
  });

  it('receives: clears the event, then sets the base, with one toast; undo restores both', async () => {
    const event = (await server.call('GET', '/api/v1/events?page_size=1')).body.results[0] as { id: number };
    await server.call('PUT', '/api/admin/devices/current_event', { body: { ids: ids.slice(0, 3), current_event_id: event.id } });
    await server.call('PATCH', '/api/v1/services/devices-bulk-update-base', { body: { ids: ids.slice(0, 3), base: 'lisbon' } });
    await lists.devices.load({ force: true });

    const scene = at({ selected: ids.slice(0, 3) });
    const eventCalls = vi.spyOn(scene.api.devices, 'assignEvent');
    const baseCalls = vi.spyOn(scene.api.devices, 'changeBase');
    const undo = await scene.run<Undo>('devices.receive', { base: 'oporto' }, 'route');
    expect(eventCalls.mock.calls).toEqual([[ids.slice(0, 3), null]]);
    expect(baseCalls.mock.calls).toEqual([[ids.slice(0, 3), 'oporto']]);
    expect(eventCalls.mock.invocationCallOrder[0]).toBeLessThan(baseCalls.mock.invocationCallOrder[0] as number);
    expect(scene.success).toHaveBeenCalledTimes(1);
    expect(scene.success).toHaveBeenCalledWith('3 devices received at Porto', undo);
    for (const id of ids.slice(0, 3)) expect(await serverDevice(id)).toMatchObject({ current_event_id: null, base: 'oporto' });

    await undo.run();
    for (const id of ids.slice(0, 3)) expect(await serverDevice(id)).toMatchObject({ current_event_id: event.id, base: 'lisbon' });
  });

  it('says precisely when the base could not be set after the event was cleared, and the rows show the server’s truth', async () => {
    const event = (await server.call('GET', '/api/v1/events?page_size=1')).body.results[0] as { id: number };
    await server.call('PUT', '/api/admin/devices/current_event', { body: { ids: ids.slice(0, 2), current_event_id: event.id } });
    await lists.devices.load({ force: true });

    const scene = at({ selected: ids.slice(0, 2) });
    // a base the server refuses: the first call succeeds, the second fails
    const result = await runCommand(command('devices.receive'), scene.context, { base: 'atlantis' }, 'palette');
    expect(result).toBeUndefined();
    const message = scene.error.mock.calls[0]?.[0] as string;
    expect(message).toMatch(/^The devices were taken off their event, but their base could not be set: .*atlantis/);
    expect(scene.success).not.toHaveBeenCalled();
    expect(vi.mocked(scene.table.setRowState).mock.calls.at(-1)).toEqual([ids.slice(0, 2), { kind: 'error', message }]);
    for (const id of ids.slice(0, 2)) {
      expect((await serverDevice(id)).current_event_id).toBeNull();
      expect(lists.devices.find(id)?.current_event_id).toBeNull();
    }
  });

  it('marks every selected row with the error and changes nothing when the server refuses', async () => {
    const selected = [ids[0] as number, 99_999_999];
    const scene = at({ selected });
    expect(await runCommand(command('devices.changeStatus'), scene.context, { status: 'available' }, 'palette')).toBeUndefined();
    const message = scene.error.mock.calls[0]?.[0] as string;
    expect(message).toMatch(/99999999/);
    expect(vi.mocked(scene.table.setRowState).mock.calls).toEqual([[selected, { kind: 'loading' }], [selected, { kind: 'error', message }]]);
    expect((await serverDevice(ids[0] as number)).status).toBe('repairing');
  });

  it('changes the model and its undo restores it', async () => {
    const models = (await server.call('GET', '/api/admin/device-models?page_size=500')).body.results as { id: number; name: string }[];
    const before = await serverDevice(otherId());
    const target = models.find((model) => model.id !== before.model_type_id) as { id: number; name: string };
    const scene = at({ selected: [otherId()] });
    const undo = await scene.run<Undo>('devices.changeModel', { model: target.id }, 'button');
    expect(scene.success).toHaveBeenCalledWith(`1 device → ${target.name}`, undo);
    expect(await serverDevice(otherId())).toMatchObject({ model_type_id: target.id, model_name: target.name });
    await undo.run();
    expect((await serverDevice(otherId())).model_type_id).toBe(before.model_type_id);
  });

  it('does nothing when no value was chosen', async () => {
    const scene = at({ selected: ids.slice(0, 2) });
    const calls = vi.spyOn(scene.api.devices, 'changeBase');
    expect(await scene.run('devices.changeBase', {}, 'route')).toBeUndefined();
    expect(calls).not.toHaveBeenCalled();
    expect(scene.table.setRowState).not.toHaveBeenCalled();
  });

  it('redoes a change after its undo, on the devices still there', async () => {
    const selected = ids.slice(0, 3);
    const scene = at({ selected });
    const undo = await scene.run<Undo>('devices.changeStatus', { status: 'receiving' }, 'keys');
    await undo.run();
    expect(await Promise.all(selected.map(async (id) => (await serverDevice(id)).status))).toEqual(['repairing', 'repairing', 'missing']);
    const calls = vi.spyOn(scene.api.devices, 'changeStatus');
    await undo.redo();
    expect(calls.mock.calls).toEqual([[selected, 'receiving']]);
    expect(await Promise.all(selected.map(async (id) => (await serverDevice(id)).status))).toEqual(['receiving', 'receiving', 'receiving']);
    expect(selected.map((id) => lists.devices.find(id)?.status)).toEqual(['receiving', 'receiving', 'receiving']);
  });

  it('says a change can no longer be undone when its devices were deleted since', async () => {
    const created = (await server.call('POST', '/api/admin/devices', { body: { name: 'Gone soon', status: 'available' } })).body as Device;
    await lists.devices.load({ force: true });
    const scene = at({ selected: [created.id] });
    const undo = await scene.run<Undo>('devices.changeStatus', { status: 'missing' }, 'keys');
    await server.call('DELETE', `/api/admin/devices/bulk_delete?ids=${created.id}`);
    await lists.devices.load({ force: true });
    await expect(undo.run()).rejects.toMatchObject({ name: 'Irreversible', message: 'the row it changed was deleted since' });
    await expect(undo.redo()).rejects.toMatchObject({ name: 'Irreversible' });
  });

  it('gives back each device its exhibitor when an assign that cleared it is undone', async () => {
    const events = (await server.call('GET', '/api/v1/events?page_size=2')).body.results as { id: number }[];
    const [first, second] = events as [{ id: number }, { id: number }];
    await server.call('PUT', '/api/admin/devices/current_event', { body: { ids: ids.slice(0, 2), current_event_id: first.id } });
    const atStand = await serverDevice(ids[0] as number);
    await server.call('PUT', `/api/admin/devices/${atStand.id}`, { body: { name: atStand.name, current_exhibitor_name: 'Stand 12' } });
    await lists.devices.load({ force: true });
    const scene = at({ selected: ids.slice(0, 2) });
    const undo = await scene.run<Undo>('devices.assign', { event: second.id }, 'keys');
    expect(await serverDevice(atStand.id)).toMatchObject({ current_event_id: second.id, current_exhibitor_name: '' });
    const puts = vi.spyOn(scene.api.devices, 'update');
    await undo.run();
    expect(await serverDevice(atStand.id)).toMatchObject({ current_event_id: first.id, current_exhibitor_name: 'Stand 12' });
    expect(await serverDevice(ids[1] as number)).toMatchObject({ current_event_id: first.id, current_exhibitor_name: '' });
    expect(puts).toHaveBeenCalledTimes(1);
    expect(lists.devices.find(atStand.id)?.current_exhibitor_name).toBe('Stand 12');
  });

  it('unassigns the selection from its event in one call: a command of its own, with its message, undone back to each event', async () => {
    const events = (await server.call('GET', '/api/v1/events?page_size=2')).body.results as { id: number }[];
    const [first, second] = events as [{ id: number }, { id: number }];
    await server.call('PUT', '/api/admin/devices/current_event', { body: { ids: [ids[0]], current_event_id: first.id } });
    await server.call('PUT', '/api/admin/devices/current_event', { body: { ids: [ids[1]], current_event_id: second.id } });
    await lists.devices.load({ force: true });
    const scene = at({ selected: ids.slice(0, 2) });
    const calls = vi.spyOn(scene.api.devices, 'assignEvent');
    const undo = await scene.run<Undo>('devices.unassign', {}, 'keys');
    expect(calls.mock.calls).toEqual([[ids.slice(0, 2), null]]);
    expect(scene.success).toHaveBeenCalledWith('2 devices taken off their events', undo);
    for (const id of ids.slice(0, 2)) expect(await serverDevice(id)).toMatchObject({ current_event_id: null, current_event_name: '' });
    await undo.run();
    expect([(await serverDevice(ids[0] as number)).current_event_id, (await serverDevice(ids[1] as number)).current_event_id]).toEqual([first.id, second.id]);
  });
});
