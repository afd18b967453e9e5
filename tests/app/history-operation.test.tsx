// @vitest-environment node
// An operation's page (/history/operations/:id, issue 23) against a real server: who and when, its title, a row per
// record and field with the value before and after (read a page of changes at a time, the table's rows growing), the
// cursor on the first change, Enter opening the row's record, "Select these devices" for a bulk change of devices, and
// what it says for an entry that is not there.
import './deviceRecordsDom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { HistoryEntry } from '../../src/contract/history';
import { setActiveTable } from '../../src/app/table/activeTable';
import { paths } from '../../src/app/paths';
import { devices } from '../../src/app/services/lists';
import { newestEntry, staffMember } from '../server/historyHelpers';
import { recordingTable } from './commandContext';
import { api } from './liveApi';
import { startLiveServer } from './liveServer';
import { cleanupScreens, renderScreen } from './screenHarness';
import { activeController, buttonNamed, click, gridIn, rowsIn, settle } from './tableHarness';

vi.mock('../../src/app/services/api', () => import('./liveApi'));

const FLEET = 800;
const server = await startLiveServer({ DEMO: '1', DEMO_DEVICES: String(FLEET) });
let OperationScreen: typeof import('../../src/app/screens/history/OperationScreen')['OperationScreen'];
let bruno: { id: number; token: string; name: string };
let fleet: { id: number; name: string; status: string }[];

beforeAll(async () => {
  OperationScreen = (await import('../../src/app/screens/history/OperationScreen')).OperationScreen;
  bruno = await staffMember(server, 'Bruno Costa');
  fleet = (await server.call('GET', `/api/admin/devices?page_size=${FLEET}`)).body.results;
  await devices.load();
});
afterEach(() => cleanupScreens());

async function bulkStatus(ids: readonly number[], status: string): Promise<HistoryEntry> {
  expect((await server.call('PATCH', '/api/v1/services/devices-bulk-update-status', { token: bruno.token, body: { ids, status } })).status).toBe(200);
  return (await newestEntry(server)) as HistoryEntry;
}

const renderOperation = (id: number, language: 'en' | 'pt' = 'en') => renderScreen(paths.historyOperation(id), <OperationScreen id={id} />, { language });
/** A row's cells' text, without the checkbox and the row actions. */
const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('[role="gridcell"]')].map((cell) => cell.textContent?.trim() ?? '').filter(Boolean);

describe('an operation’s page', () => {
  it('says who, when and what, with each record’s field before and after, the cursor on the first', async () => {
    // in the server's record order
    const three = fleet.filter((device) => device.status === 'available').slice(0, 3).sort((a, b) => a.id - b.id);
    const entry = await bulkStatus(three.map((device) => device.id), 'missing');
    const { container } = renderOperation(entry.id);
    await settle(() => expect(rowsIn(container)).toHaveLength(3));
    expect(container.querySelector('h1')?.textContent).toBe('Status of 3 devices changed');
    expect(container.querySelector('.kr-operation-summary')?.textContent ?? '').toMatch(/^By Bruno Costa · now \(\d\d\/\d\d\/\d{4} \d\d:\d\d\) · 3 records changed$/);
    expect(rowsIn(container).map((row) => cellsOf(row))).toEqual(three.map((device) => [device.name, 'Status', 'Available', 'Missing']));
    expect(document.title).toBe('Change · Kitroom');
    expect(activeController().focusedId()).toBe(1);

    // Enter on a row opens its record's panel
    activeController().moveCursor(1);
    activeController().openFocused();
    expect(window.location.pathname).toBe(paths.devices.edit((three[1] as { id: number }).id));
  });

  it('reads every change a page at a time, and selects the operation’s devices on their list', async () => {
    const ids = fleet.filter((device) => device.status !== 'repairing').map((device) => device.id).slice(0, 600);
    expect(ids).toHaveLength(600);
    const entry = await bulkStatus(ids, 'repairing');
    expect(entry.changes_total).toBe(600);
    const changes = vi.spyOn(api.history, 'changes');
    const { container } = renderOperation(entry.id);
    await settle(() => expect(gridIn(container).getAttribute('aria-rowcount')).toBe('601'));
    // the server's first page is 500 changes: two asks
    expect(changes).toHaveBeenCalledTimes(2);
    changes.mockRestore();

    const select = buttonNamed(container, 'Select these 600 devices');
    click(select);
    expect(window.location.pathname).toBe(paths.devices.list);
    // the devices list's table comes on screen
    const table = recordingTable('devices');
    setActiveTable(table);
    expect(table.setSelection).toHaveBeenCalledWith({ mode: 'ids', ids: new Set(ids) });
    expect(table.toggleOnlySelected).toHaveBeenCalledTimes(1);
  });

  it('offers no device selection for a change of one record', async () => {
    const device = fleet[700] as { id: number; name: string };
    expect((await server.call('PUT', `/api/admin/devices/${device.id}`, { body: { name: device.name, comment: 'one' } })).status).toBe(200);
    const entry = (await newestEntry(server)) as HistoryEntry;
    const { container } = renderOperation(entry.id, 'pt');
    await settle(() => expect(rowsIn(container)).toHaveLength(1));
    expect(container.querySelector('h1')?.textContent).toBe('Dispositivo editado');
    expect(cellsOf(rowsIn(container)[0] as HTMLElement)).toEqual([device.name, 'Comentário', '(vazio)', 'one']);
    expect(buttonNamed(container, /^Selecionar (este|estes) /)).toBeUndefined();
  });

  it('offers no device selection for devices deleted', async () => {
    const two = fleet.slice(750, 752).map((device) => device.id);
    expect((await server.call('DELETE', `/api/admin/devices/bulk_delete?ids=${two.join(',')}`)).status).toBeLessThan(300);
    const entry = (await newestEntry(server)) as HistoryEntry;
    expect(entry.operation).toBe('devices.bulk_delete');
    const { container } = renderOperation(entry.id);
    await settle(() => expect(rowsIn(container)).toHaveLength(2));
    const gone = fleet.slice(750, 752).sort((a, b) => a.id - b.id);
    expect(rowsIn(container).map(cellsOf)).toEqual(gone.map((device) => [device.name, 'Record deleted']));
    expect(buttonNamed(container, /^Select these/)).toBeUndefined();
  });

  it('says when the entry is not in the history, with where to go next', async () => {
    const { container } = renderOperation(99999999, 'pt');
    await settle(() => expect(container.textContent).toContain('Esta alteração não está no histórico'));
    expect(buttonNamed(container, /Alterações recentes/)).toBeDefined();
    expect(buttonNamed(container, /Início/)).toBeDefined();
  });

  it('says when the entry could not be loaded, and tries again', async () => {
    const entry = (await newestEntry(server)) as HistoryEntry;
    const failing = vi.spyOn(api.history, 'entry').mockRejectedValueOnce(new Error('offline'));
    const { container } = renderOperation(entry.id);
    await settle(() => expect(container.querySelector('[role="alert"]')?.textContent).toContain('Could not load this change'));
    click(buttonNamed(container, 'Try again') as HTMLElement);
    await settle(() => expect(rowsIn(container).length).toBeGreaterThan(0));
    failing.mockRestore();
  });
});
