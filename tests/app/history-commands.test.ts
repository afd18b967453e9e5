// @vitest-environment node
// The history's commands: "Show history of …" for every section the history records (its key, its title naming the
// row in pt/en/es, its panel's route, a record's action in the palette), and "Undo this change" against the real
// server: the write goes through the section's edit call with If-Match and is named `undo`.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HistoryEntry } from '../../src/contract/history';
import { createDevice } from '../server/sheetHelpers';
import { startCommandHarness } from './commandHarness';
import { sceneOf } from './commandContext';
import { clientFor } from './liveApi';
import { MESSAGES, translator } from './messages';

vi.mock('../../src/app/services/api', () => import('./liveApi'));

const harness = await startCommandHarness({ route: '/devices' });
const { registry } = await import('../../commands/all');
const { undoHistoryChange } = await import('../../commands/history');
const { UndoRefused } = await import('../../src/app/history/undoRefused');
const { commandTitle } = await import('../../commands/targets');
const { availabilityOf } = await import('../../commands/registry');
const { actionsFor, contextForRow } = await import('../../src/app/palette/rowActions');
const { runCommand } = await import('../../src/app/services/runCommand');
const { createApi } = await import('../../src/app/api/api');
const { setIntl } = await import('../../src/app/i18n/intl');

afterEach(() => vi.restoreAllMocks());

describe('show history of a record', () => {
  it('is one command per section the history records, on h', () => {
    const shows = registry.commands.filter((command) => command.id.endsWith('.showHistory'));
    expect(shows.map((command) => command.id).sort()).toEqual(['categories', 'devices', 'events', 'models', 'spaces', 'users'].map((id) => `${id}.showHistory`));
    for (const command of shows) {
      expect(command.keys).toEqual(['h']);
      expect(command.scope).toBe(command.id.split('.')[0]);
    }
  });

  it('names the row under the cursor, in each language, and opens its panel', async () => {
    const show = registry.get('devices.showHistory');
    if (!show) throw new Error('no devices.showHistory');
    const scene = harness.at({ route: '/devices', focused: 301, focusedName: 'SCANNER-0001' });
    expect(commandTitle(show, scene.context, translator('en'))).toBe('Show history of SCANNER-0001…');
    expect(commandTitle(show, scene.context, translator('pt'))).toBe('Mostrar o histórico de SCANNER-0001…');
    expect(commandTitle(show, scene.context, translator('es'))).toBe('Mostrar el historial de SCANNER-0001…');
    await runCommand(show, scene.context, undefined, 'keys');
    expect(scene.navigate).toHaveBeenCalledWith('/devices/301/history');

    const nowhere = harness.at({ route: '/devices' });
    expect(availabilityOf(show, nowhere.context)).toEqual({ reason: 'deviceRecords.unavailable.noFocus' });
    expect(commandTitle(show, nowhere.context, translator('en'))).toBe('Show a device’s history…');
  });

  it('is a record’s action in the palette, wherever it was opened', () => {
    const home = harness.at({ route: '/' });
    const onDevice = contextForRow(home.context, 'devices', 301, 'SCANNER-0001');
    expect(actionsFor(registry, 'devices', onDevice).map((command) => command.id)).toContain('devices.showHistory');
    const onUser = contextForRow(home.context, 'users', 7, 'Ana Silva');
    expect(actionsFor(registry, 'users', onUser).map((command) => command.id)).toContain('users.showHistory');
  });
});

describe('undo this change', () => {
  it('writes the values back with the record’s version as If-Match, named undo; a later one is refused', async () => {
    setIntl('en', MESSAGES.en);
    const device = await createDevice(harness.server, { name: 'SCANNER-0100', status: 'available' });
    const edited = await harness.server.call('PUT', `/api/admin/devices/${device.id}`, { body: { name: device.name, status: 'repairing' } });
    const [latest] = (await harness.server.call('GET', `/api/v2/history?record=device:${device.id}`)).body.results as HistoryEntry[];
    if (!latest) throw new Error('no entry');

    const client = clientFor(harness.server);
    const request = vi.spyOn(client, 'request');
    const scene = sceneOf({ api: createApi(client), route: `/devices/${device.id}/history` });
    await undoHistoryChange.run(scene.context, { section: 'devices', id: device.id, entry: latest }, 'route');
    const write = request.mock.calls.find(([method]) => method === 'PUT');
    expect(write?.[1]).toBe(`/api/admin/devices/${device.id}`);
    expect(write?.[2]).toMatchObject({ ifMatch: edited.body.updated_at, operation: 'undo', body: expect.objectContaining({ status: 'available', name: 'SCANNER-0100' }) });
    expect((await harness.server.call('GET', `/api/admin/devices/${device.id}`)).body.status).toBe('available');
    expect(scene.success).toHaveBeenCalledWith('Change undone: SCANNER-0100: Status → Available', expect.objectContaining({ summary: 'SCANNER-0100: Status → Available' }));

    // the entry before the undo is no longer the latest: its status was put back since
    const failure = await Promise.resolve(undoHistoryChange.run(scene.context, { section: 'devices', id: device.id, entry: latest }, 'route')).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UndoRefused);
    expect((failure as Error).message).toMatch(/^Admin changed “Status” since \(\d\d:\d\d\)/);
  });
});
