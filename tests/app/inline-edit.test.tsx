// @vitest-environment node
// Editing a cell in place on the devices list, against the real server: the editable columns are the form's fields
// of the same name; Enter saves through the section's edit command with the row's version as If-Match (its toast
// and undo with it); Esc cancels without a request; a refusal stands beside the cell, which stays in edit with what
// was typed; a stale version says so, loads the latest values, and the next Enter saves over them.
import './deviceRecordsDom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDevice, deviceTable } from '../server/sheetHelpers';
import { startLiveServer } from './liveServer';
import { cleanupScreens, describedText, recordToasts, renderScreen } from './screenHarness';
import { activeController, changeSelect, press, settle, typeInto } from './tableHarness';

// the app's one API instance is the real client, pointed at this file's server
vi.mock('../../src/app/services/api', () => import('./liveApi'));

const server = await startLiveServer();
let screen: typeof import('../../src/app/records/RecordsScreen');
let section: typeof import('../../src/app/sections/devices')['devicesSection'];
let inline: typeof import('../../src/app/records/inlineEdit');

beforeAll(async () => {
  screen = await import('../../src/app/records/RecordsScreen');
  section = (await import('../../src/app/sections/devices')).devicesSection;
  inline = await import('../../src/app/records/inlineEdit');
});
afterEach(() => {
  cleanupScreens();
  vi.restoreAllMocks();
});

const table = activeController;
const editor = (label: string) => document.querySelector(`[aria-label="${label}"]`) as HTMLInputElement;

/** The devices list with the cursor on `name`'s row. */
async function listWithCursorOn(name: string): Promise<number> {
  renderScreen('/devices', <screen.RecordsScreen section={section} />);
  await section.store.load({ force: true });
  await settle(() => expect(section.store.state.rows.some((row) => row.name === name)).toBe(true));
  const id = section.store.state.rows.find((row) => row.name === name)?.id ?? -1;
  await settle(() => expect(table().focusRow(id)).toBe(true));
  return id;
}

const ifMatchOf = (calls: Parameters<typeof fetch>[]) =>
  calls.filter(([, init]) => init?.method === 'PUT').map(([, init]) => new Headers(init?.headers).get('If-Match'));

describe('the editable columns', () => {
  it('are the form’s fields of a kind a cell holds, by the same name', () => {
    expect([...inline.inlineFields(section).keys()]).toEqual(['name', 'serial_id', 'mac_address', 'status', 'model_type_id', 'base', 'firmware_version', 'data_version', 'comment']);
    const columns = section.table.columns(() => '', 'en').map((column) => column.id);
    // the model is shown by name but chosen by id: edited in the form only
    expect(columns.filter((column) => inline.inlineFields(section).has(column))).toEqual(['name', 'serial_id', 'mac_address', 'status', 'firmware_version', 'data_version', 'comment', 'base']);
  });
});

describe('a cell edited in place', () => {
  it('saves with Enter through the edit command, with If-Match, a toast and an undo', async () => {
    const device = await createDevice(server, { name: 'Gate 40', serial_id: 'G-40' });
    await listWithCursorOn('Gate 40');
    const toasts = recordToasts();
    const requests = vi.spyOn(globalThis, 'fetch');
    table().editCell();
    const name = editor('Name of Gate 40');
    expect(document.activeElement).toBe(name);
    expect(describedText(name)).toBe('Enter saves, Esc cancels');
    typeInto(name, 'Gate 40b');
    press(name, 'Enter');
    await settle(async () => expect((await deviceTable(server)).find((each) => each.id === device.id)?.name).toBe('Gate 40b'));
    expect(ifMatchOf(requests.mock.calls)).toEqual([`"${device.updated_at}"`]);
    await settle(() => expect(document.querySelector('.is-editing')).toBeNull());
    expect(window.location.pathname).toBe('/devices');
    expect(toasts.success).toHaveBeenCalledWith('Device edited', expect.objectContaining({ summary: expect.any(String) }));

    const undo = toasts.success.mock.calls[0]?.[1] as { run(): Promise<void> };
    await undo.run();
    expect((await deviceTable(server)).find((each) => each.id === device.id)?.name).toBe('Gate 40');
  });

  it('cancels with Esc, sending nothing', async () => {
    await createDevice(server, { name: 'Gate 41' });
    await listWithCursorOn('Gate 41');
    const requests = vi.spyOn(globalThis, 'fetch');
    table().editCell();
    typeInto(editor('Name of Gate 41'), 'Never saved');
    press(editor('Name of Gate 41'), 'Escape');
    expect(document.querySelector('.is-editing')).toBeNull();
    expect(ifMatchOf(requests.mock.calls)).toEqual([]);
  });

  it('edits a choice with its select, the cursor cell first moved to its column', async () => {
    const device = await createDevice(server, { name: 'Gate 42', status: 'available' });
    await listWithCursorOn('Gate 42');
    const shown = section.table.visible;
    for (let step = 0; step <= shown.indexOf('status'); step += 1) table().moveCell(1);
    table().editCell();
    const status = editor('Status of Gate 42') as unknown as HTMLSelectElement;
    expect(status.tagName).toBe('SELECT');
    changeSelect(status, 'missing');
    press(status, 'Enter');
    await settle(async () => expect((await deviceTable(server)).find((each) => each.id === device.id)?.status).toBe('missing'));
  });

  it('shows a refusal beside the cell and stays in edit with what was typed', async () => {
    const device = await createDevice(server, { name: 'Gate 43' });
    await listWithCursorOn('Gate 43');
    table().editCell();
    typeInto(editor('Name of Gate 43'), '   ');
    press(editor('Name of Gate 43'), 'Enter');
    await settle(() => expect(editor('Name of Gate 43').getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(editor('Name of Gate 43'))).toMatch(/^Enter a name\./);

    const tooLong = 'G'.repeat(101);
    typeInto(editor('Name of Gate 43'), tooLong);
    expect(editor('Name of Gate 43').getAttribute('aria-invalid')).toBeNull();
    press(editor('Name of Gate 43'), 'Enter');
    await settle(() => expect(editor('Name of Gate 43').getAttribute('aria-invalid')).toBe('true'));
    const refusal = document.querySelector('.is-editing [role="alert"]');
    expect(refusal?.textContent).toMatch(/100/);
    expect(editor('Name of Gate 43').value).toBe(tooLong);
    // the refusal is beside the cell, not also on the row's action cell
    expect(document.querySelector('.kr-row-error')).toBeNull();
    expect((await deviceTable(server)).find((each) => each.id === device.id)?.name).toBe('Gate 43');
  });

  it('answered 412, says someone changed the row and loads it; the next Enter saves over it', async () => {
    const device = await createDevice(server, { name: 'Gate 44', serial_id: 'G-44' });
    await listWithCursorOn('Gate 44');
    await server.call('PUT', `/api/admin/devices/${device.id}`, { body: { name: 'Gate 44', serial_id: 'G-44-theirs' } });
    table().editCell();
    typeInto(editor('Name of Gate 44'), 'Gate 44 (mine)');
    press(editor('Name of Gate 44'), 'Enter');
    await settle(() => expect(document.querySelector('.is-editing [role="alert"]')?.textContent).toBe(
      'Someone else changed this row since; its latest values are now shown. Enter saves yours over them.',
    ));
    expect(editor('Name of Gate 44').value).toBe('Gate 44 (mine)');
    press(editor('Name of Gate 44'), 'Enter');
    await settle(async () => expect((await deviceTable(server)).find((each) => each.id === device.id)).toMatchObject({ name: 'Gate 44 (mine)', serial_id: 'G-44-theirs' }));
  });
});
