// @vitest-environment node
// The device record commands (create, edit, delete one, delete the selection, export, import): availability,
// keys and routes, and their runs against the real server through the real API client.
import './deviceRecordsDom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Undo } from '../../commands/context';
import type { Device } from '../../src/contract/entities';
import { registry } from '../../commands/all';
import { availabilityOf } from '../../commands/registry';
import { runCommand } from '../../src/app/services/runCommand';
import * as lists from '../../src/app/services/lists';
import type { MessageId } from '../../src/app/i18n/messageIds';
import { createDevice, deviceTable, exportFile, sheetOf } from '../server/sheetHelpers';
import { type ContextOptions } from './commandContext';
import { translator } from './messages';
import { command } from './appCommand';
import { startCommandHarness } from './commandHarness';

// the app's one API instance is the real client, pointed at this file's server
vi.mock('../../src/app/services/api', () => import('./liveApi'));

const { server, at } = await startCommandHarness({ route: '/devices' });
afterEach(() => vi.restoreAllMocks());

const t = translator('en');

describe('the device record commands', () => {
  it('have their keys, routes, group and scope, and the registry takes them without a collision', () => {
    const expected = {
      'devices.create': { keys: ['c'], route: '/devices/add' },
      'devices.edit': { keys: undefined, route: undefined },
      'devices.delete': { keys: undefined, route: undefined },
      'devices.deleteSelected': { keys: ['Delete', '$mod+Backspace'], route: '/devices/deletes' },
      'devices.export': { keys: ['Shift+E'], route: '/devices/export' },
      'devices.import': { keys: ['Shift+I'], route: '/devices/import' },
    };
    for (const [id, { keys, route }] of Object.entries(expected)) {
      const each = registry.get(id);
      expect(each, id).toBeDefined();
      expect({ keys: each?.keys, route: each?.route, group: each?.group, scope: each?.scope }, id).toEqual({ keys, route, group: 'devices', scope: 'devices' });
      if (route) expect(registry.byRoute(route)?.id).toBe(id);
    }
  });

  it('find export and import by the words of a spreadsheet in the three languages, and each by its own', () => {
    const sorted = (words: readonly string[] | undefined) => [...(words ?? [])].sort();
    const spreadsheet = ['xlsx', 'excel', 'spreadsheet', 'folha de cálculo', 'hoja de cálculo'];
    expect(sorted(registry.get('devices.export')?.keywords)).toEqual(sorted([...spreadsheet, 'download', 'exportar', 'descargar', 'transferir']));
    expect(sorted(registry.get('devices.import')?.keywords)).toEqual(sorted([...spreadsheet, 'upload', 'importar', 'carregar', 'subir']));
  });

  it('offer create, export and import anywhere under /devices and nowhere else', () => {
    for (const id of ['devices.create', 'devices.export', 'devices.import']) {
      expect(availabilityOf(command(id), at().context), id).toBe(true);
      expect(availabilityOf(command(id), at({ route: '/devices/add' }).context), id).toBe(true);
      expect(availabilityOf(command(id), at({ route: '/events' }).context), id).toEqual({ reason: 'command.unavailable.elsewhere' });
      expect(availabilityOf(command(id), at({ route: '/devices/models' }).context), id).toEqual({ reason: 'command.unavailable.elsewhere' });
    }
  });

  it('offer edit and delete for the device under the cursor, or on their own route', () => {
    for (const [id, action] of [['devices.edit', 'edit'], ['devices.delete', 'delete']] as const) {
      expect(availabilityOf(command(id), at().context), id).toEqual({ reason: 'deviceRecords.unavailable.noFocus' });
      expect(availabilityOf(command(id), at({ focused: 7 }).context), id).toBe(true);
      expect(availabilityOf(command(id), at({ route: `/devices/${action}/7` }).context), id).toBe(true);
      expect(availabilityOf(command(id), at({ route: `/devices/${action}/seven` }).context), id).toEqual({ reason: 'deviceRecords.unavailable.noFocus' });
    }
    expect(t('deviceRecords.unavailable.noFocus')).toMatch(/j or k/);
  });

  it('offer to delete the selection, else the row under the cursor, titled with its count or the row’s name', () => {
    const deleteSelected = command('devices.deleteSelected');
    expect(availabilityOf(deleteSelected, at().context)).toEqual({ reason: 'command.unavailable.noTargets' });
    expect(availabilityOf(deleteSelected, at({ selected: [1, 2] }).context)).toBe(true);
    expect(availabilityOf(deleteSelected, at({ focused: 7 }).context)).toBe(true);
    expect(t(deleteSelected.titleForRow as MessageId, { name: 'SCANNER-0823' })).toBe('Delete SCANNER-0823…');
    expect(t(deleteSelected.titleForSelection as MessageId, { count: 12 })).toBe('Delete 12 devices…');
    expect(t(deleteSelected.titleForSelection as MessageId, { count: 1 })).toBe('Delete 1 device…');
  });

  it('open their screen when run from a key, the palette or a button', async () => {
    const runs: Array<[string, ContextOptions, string]> = [
      ['devices.create', {}, '/devices/add'],
      ['devices.edit', { focused: 7 }, '/devices/edit/7'],
      ['devices.delete', { focused: 7 }, '/devices/delete/7'],
      ['devices.deleteSelected', { selected: [1, 2] }, '/devices/deletes'],
      ['devices.export', {}, '/devices/export'],
      ['devices.import', {}, '/devices/import'],
    ];
    for (const [id, options, path] of runs) {
      const { context, navigate, api } = at(options);
      const spies = [vi.spyOn(api.devices, 'create'), vi.spyOn(api.devices, 'removeMany'), vi.spyOn(api.devices, 'exportSheet')];
      await runCommand(command(id), context, undefined, 'keys');
      expect(navigate, id).toHaveBeenCalledExactlyOnceWith(path);
      for (const spy of spies) expect(spy, id).not.toHaveBeenCalled();
    }
  });
});

describe('creating and editing', () => {
  it('hands a refused create back to its screen with the field errors, and creates nothing', async () => {
    const { failureOf, navigate, success, error } = at({ route: '/devices/add' });
    const before = (await deviceTable(server)).length;
    const failure = await failureOf('devices.create', { input: { name: 'Gate 9', mac_address: 'zz:zz' } });
    expect(failure).not.toBeNull();
    expect(failure?.status).toBe(400);
    expect(failure?.firstFor('mac_address')).toMatch(/valid MAC address/);
    expect([navigate, success, error].map((spy) => spy.mock.calls.length)).toEqual([0, 0, 0]);
    expect((await deviceTable(server)).length).toBe(before);
  });

  it('creates a device, puts it first in the list, says so and goes back to the list', async () => {
    const { failureOf, navigate, success } = at({ route: '/devices/add' });
    expect(await failureOf('devices.create', { input: { name: 'Gate 10', mac_address: '00-1a-2b-3c-4d-5e' } })).toBeNull();
    const first = lists.devices.state.rows[0];
    expect(first).toMatchObject({ name: 'Gate 10', mac_address: '00:1A:2B:3C:4D:5E', status: 'available' });
    expect((await server.call('GET', `/api/admin/devices/${first?.id}`)).body.name).toBe('Gate 10');
    expect(success).toHaveBeenCalledExactlyOnceWith('Device created', expect.objectContaining({ summary: '“Gate 10” created' }));
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/devices');

    // its undo deletes it, its redo creates it again from what was typed
    const undo = success.mock.calls[0]?.[1] as Undo;
    await undo.run();
    expect((await server.call('GET', `/api/admin/devices/${first?.id}`)).status).toBe(404);
    expect(lists.devices.find(first?.id ?? 0)).toBeUndefined();
    await undo.redo();
    const again = lists.devices.state.rows[0];
    expect(again).toMatchObject({ name: 'Gate 10', mac_address: '00:1A:2B:3C:4D:5E' });
    expect((await server.call('GET', `/api/admin/devices/${again?.id}`)).body.name).toBe('Gate 10');
    await undo.run();
    expect((await server.call('GET', `/api/admin/devices/${again?.id}`)).status).toBe(404);
    await expect(undo.run()).rejects.toMatchObject({ name: 'Irreversible' });
  });

  it('edits with If-Match: a stale edit is refused with 412, marks its row and changes nothing', async () => {
    const device = await createDevice(server, { name: 'Kiosk 1' });
    await server.call('PUT', `/api/admin/devices/${device.id}`, { body: { name: 'Kiosk 1 (theirs)' } });
    const { failureOf, table, success, navigate } = at({ route: `/devices/edit/${device.id}` });
    const failure = await failureOf('devices.edit', { id: device.id, version: device.updated_at, input: { name: 'Kiosk 1 (mine)' } });
    expect(failure?.status).toBe(412);
    expect(table.setRowState).toHaveBeenLastCalledWith([device.id], { kind: 'error', message: failure?.message });
    expect(success).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect((await server.call('GET', `/api/admin/devices/${device.id}`)).body.name).toBe('Kiosk 1 (theirs)');
  });

  it('edits the latest version, replaces the row in the list and says so', async () => {
    await lists.devices.load({ force: true });
    const device = await createDevice(server, { name: 'Kiosk 2' });
    lists.devices.prepend(device);
    const { failureOf, table, success, navigate } = at({ route: `/devices/edit/${device.id}` });
    expect(await failureOf('devices.edit', { id: device.id, version: device.updated_at, input: { name: 'Kiosk 2b', status: 'repairing' } })).toBeNull();
    expect(lists.devices.find(device.id)).toMatchObject({ name: 'Kiosk 2b', status: 'repairing' });
    expect(table.setRowState).toHaveBeenLastCalledWith([device.id], null);
    expect(success).toHaveBeenCalledExactlyOnceWith('Device edited', expect.objectContaining({ summary: expect.stringContaining('edited') }));
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/devices');
  });

  it('undoes an edit with the values the row had and redoes it, each with If-Match; an edit changed since by someone else is not overwritten', async () => {
    await lists.devices.load({ force: true });
    const device = await createDevice(server, { name: 'Kiosk 3', comment: 'before' });
    lists.devices.prepend(device);
    const { failureOf, success } = at({ route: `/devices/edit/${device.id}` });
    expect(await failureOf('devices.edit', { id: device.id, version: device.updated_at, input: { name: 'Kiosk 3b', status: 'missing', comment: 'after' } })).toBeNull();
    const undo = success.mock.calls[0]?.[1] as Undo;
    expect(undo.summary).toBe('“Kiosk 3b” edited');
    const read = async () => (await server.call('GET', `/api/admin/devices/${device.id}`)).body as Device;

    await undo.run();
    expect(await read()).toMatchObject({ name: 'Kiosk 3', status: device.status, comment: 'before' });
    expect(lists.devices.find(device.id)).toMatchObject({ name: 'Kiosk 3', comment: 'before' });
    await undo.redo();
    expect(await read()).toMatchObject({ name: 'Kiosk 3b', status: 'missing', comment: 'after' });

    const theirs = await read();
    await server.call('PUT', `/api/admin/devices/${device.id}`, { body: { ...theirs, name: 'Kiosk 3 (theirs)' } });
    await expect(undo.run()).rejects.toMatchObject({ name: 'Irreversible', message: 'it was changed since by someone else' });
    expect((await read()).name).toBe('Kiosk 3 (theirs)');
  });
});

describe('deleting', () => {
  it('deletes one device, removes it from the list and says so', async () => {
    const device = await createDevice(server, { name: 'Counter 1' });
    lists.devices.prepend(device);
    const { failureOf, success, navigate } = at({ route: `/devices/delete/${device.id}` });
    expect(await failureOf('devices.delete', { id: device.id })).toBeNull();
    expect(lists.devices.find(device.id)).toBeUndefined();
    expect((await server.call('GET', `/api/admin/devices/${device.id}`)).status).toBe(404);
    expect(success).toHaveBeenCalledExactlyOnceWith('Device deleted');
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/devices');
  });

  it('deletes the selection in one call; a refusal marks every selected row and deletes nothing', async () => {
    const kept = [await createDevice(server, { name: 'Counter 2' }), await createDevice(server, { name: 'Counter 3' })];
    const refused = at({ selected: [kept[0]!.id, kept[1]!.id, 999_999] });
    const failure = await refused.failureOf('devices.deleteSelected', { ids: refused.context.selectedIds() });
    expect(failure?.message).toMatch(/999999/);
    expect(refused.table.setRowState).toHaveBeenLastCalledWith([kept[0]!.id, kept[1]!.id, 999_999], { kind: 'error', message: failure?.message });
    expect((await server.call('GET', `/api/admin/devices/${kept[0]!.id}`)).status).toBe(200);

    const accepted = at({ selected: kept.map((device) => device.id) });
    const removeMany = vi.spyOn(accepted.api.devices, 'removeMany');
    expect(await accepted.failureOf('devices.deleteSelected', { ids: accepted.context.selectedIds() })).toBeNull();
    expect(removeMany).toHaveBeenCalledExactlyOnceWith(kept.map((device) => device.id));
    expect((await server.call('GET', `/api/admin/devices/${kept[1]!.id}`)).status).toBe(404);
    expect(accepted.table.clearSelection).toHaveBeenCalled();
    expect(accepted.success).toHaveBeenCalledExactlyOnceWith('Devices deleted');
  });
});

describe('spreadsheets', () => {
  it('exports every device and saves the file as Devices.xlsx', async () => {
    const saved: Array<{ name: string; size: number }> = [];
    const blobs = new Map<string, Blob>();
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob: Blob | MediaSource) => {
      if (blob instanceof Blob) blobs.set('blob:export', blob);
      return 'blob:export';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, size: blobs.get(this.href)?.size ?? 0 });
    });
    const { failureOf, success, navigate } = at({ route: '/devices/export' });
    expect(await failureOf('devices.export', {})).toBeNull();
    expect(saved).toEqual([{ name: 'Devices.xlsx', size: (await exportFile(server)).byteLength }]);
    expect(success).toHaveBeenCalledExactlyOnceWith('Devices.xlsx downloaded');
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/devices');
  });

  it('exports only the devices given (the selection, or those a search matches) and says how many', async () => {
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob: Blob | MediaSource) => {
      if (blob instanceof Blob) saved.push(blob);
      return 'blob:export';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const two = (await deviceTable(server)).slice(0, 2).map((device) => device.id);
    const { failureOf, api, success } = at({ route: '/devices/export' });
    const calls = vi.spyOn(api.devices, 'exportSheet');
    expect(await failureOf('devices.export', { ids: two })).toBeNull();
    expect(calls).toHaveBeenCalledExactlyOnceWith(two);
    expect(success).toHaveBeenCalledExactlyOnceWith('2 devices exported to Devices.xlsx');
    const answer = await server.call('POST', '/api/admin/devices/xlsx_export', { body: { ids: two } });
    expect(saved[0]?.size).toBe((answer.body as Uint8Array).byteLength);
  });

  it('refuses a file that is not an .xlsx before sending it', async () => {
    const { failureOf, api } = at({ route: '/devices/import' });
    const importSheet = vi.spyOn(api.devices, 'importSheet');
    const file = new File(['name\nGate'], 'devices.csv', { type: 'text/csv' });
    const failure = await failureOf('devices.import', { file });
    expect(importSheet).not.toHaveBeenCalled();
    expect(failure?.firstFor('file')).toBe(t('deviceRecords.import.notXlsx'));
  });

  it('imports a sheet, answers the counts and reloads the list', async () => {
    const { run } = at({ route: '/devices/import' });
    const load = vi.spyOn(lists.devices, 'load');
    const file = new File([(await sheetOf([['name', 'serial_id'], ['Imported 1', 'IMP-1']])).slice()], 'new.xlsx');
    expect(await run('devices.import', { file })).toEqual({ created: 1, updated: 0 });
    expect(load).toHaveBeenCalledWith({ force: true });
    expect(lists.devices.state.rows.some((device) => device.serial_id === 'IMP-1')).toBe(true);
  });

  it('hands every bad row back, and the server has changed nothing', async () => {
    const before = await deviceTable(server);
    const { failureOf } = at({ route: '/devices/import' });
    const rows = [['name', 'mac_address', 'status'], ['Fine', '', 'available'], ['Bad mac', 'zz', 'available'], ['Bad status', '', 'lost']];
    const failure = await failureOf('devices.import', { file: new File([(await sheetOf(rows)).slice()], 'bad.xlsx') });
    const body = failure?.body as { rows: Array<{ row: number; errors: Record<string, string[]> }> };
    expect(body.rows.map((row) => [row.row, Object.keys(row.errors)])).toEqual([[3, ['mac_address']], [4, ['status']]]);
    expect(await deviceTable(server)).toEqual(before);
  });
});
