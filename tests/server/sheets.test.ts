import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_FIELDS } from '../../src/contract/entities';
import { startTestServer, type TestServer } from './harness';
import {
  EXPORT_PATH, createDevice, deviceTable, exportFile, exportRows, importFile, importRows, partsOf, sheetOf, type SheetCell,
} from './sheetHelpers';
import { readFirstSheet } from './xlsxTestReader';

const MAC_MESSAGE = 'Enter a valid MAC address: six hex pairs separated by ":" or "-".';

let server: TestServer;
let modelId: number;
let eventId: number;

beforeAll(async () => {
  server = await startTestServer();
  const category = await server.call('POST', '/api/admin/device-categories', { body: { name: 'Scanners' } });
  const model = await server.call('POST', '/api/admin/device-models', { body: { name: 'Scanner X', category_id: category.body.id } });
  const event = await server.call('POST', '/api/events', {
    body: { name: 'Feira de Óbidos', start_date: '2026-05-01T09:00', end_date: '2026-05-03T18:00' },
  });
  expect([category.status, model.status, event.status]).toEqual([201, 201, 201]);
  modelId = model.body.id;
  eventId = event.body.id;
  await createDevice(server, {
    name: 'Scanner 1', serial_id: 'SC-001', mac_address: 'aa-bb-cc-dd-ee-01', firmware_version: '1.2', status: 'in_use',
    comment: 'first line\nsecond line', model_type_id: modelId, current_event_id: eventId, current_exhibitor_name: 'Acme',
    key_tag: 'K1', base: 'oporto',
  });
  await createDevice(server, { name: 'Bare device' });
});
afterAll(() => server.close());

describe('GET /api/admin/devices/xlsx_export', () => {
  it('answers an .xlsx attachment named Devices.xlsx', async () => {
    const answer = await server.call('GET', EXPORT_PATH);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(answer.headers.get('Content-Disposition')).toBe('attachment; filename="Devices.xlsx"');
    const workbook = partsOf(answer.body)['xl/workbook.xml'];
    expect(workbook).toMatch(/<sheet name="Devices"/);
  });

  it('has the device fields as header and one row per device, numbers as numbers, nulls as empty cells', async () => {
    const rows = await exportRows(server);
    const devices = await deviceTable(server);
    expect(rows[0]).toEqual([...DEVICE_FIELDS]);
    expect(rows).toHaveLength(devices.length + 1);
    const byId = new Map(rows.slice(1).map((row) => [row[0], row]));
    for (const device of devices) {
      const expected = DEVICE_FIELDS.map((field) => (device[field] === '' ? null : device[field]));
      expect(byId.get(device.id)).toEqual(expected);
    }
    const scanner = devices.find((device) => device.serial_id === 'SC-001')!;
    expect(byId.get(scanner.id)).toEqual(expect.arrayContaining(['Scanner X', 'Scanners', 'Feira de Óbidos', 'AA:BB:CC:DD:EE:01']));
  });

  it('writes formula-looking text as plain text, never as a formula', async () => {
    const names = ['=HYPERLINK("http://evil.example","click")', '+1', '-2', '@x', '\tTabbed', '=1+1'];
    const created = await Promise.all(names.map((name, index) => createDevice(server, { name, serial_id: `F-${index}` })));
    const bytes = await exportFile(server);
    const sheet = partsOf(bytes)['xl/worksheets/sheet1.xml']!;
    expect(sheet).not.toMatch(/<f[\s>/]/);
    expect(sheet).toContain('=HYPERLINK(&quot;http://evil.example&quot;,&quot;click&quot;)');
    const rows = await exportRows(server);
    for (const device of created) {
      expect(rows.find((row) => row[0] === device.id)?.[1]).toBe(device.name);
    }
    expect(await importFile(server, bytes)).toMatchObject({ status: 200, body: { created: 0, updated: 0 } });
  });
});

describe('POST /api/admin/devices/xlsx_export { ids } (an addition: the selection or a search\'s devices)', () => {
  it('exports only the devices named, newest first like the whole export, leaving out ids that no longer exist', async () => {
    const made = [await createDevice(server, { name: 'Pick A' }), await createDevice(server, { name: 'Pick B' }), await createDevice(server, { name: 'Left out' })];
    const answer = await server.call('POST', EXPORT_PATH, { body: { ids: [made[0]!.id, made[1]!.id, 999_999] } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Disposition')).toBe('attachment; filename="Devices.xlsx"');
    const rows = readFirstSheet(answer.body as Uint8Array) as SheetCell[][];
    expect(rows[0]).toEqual([...DEVICE_FIELDS]);
    expect(rows.slice(1).map((row) => row[1])).toEqual(['Pick B', 'Pick A']);
    expect(await importFile(server, answer.body as Uint8Array)).toMatchObject({ status: 200, body: { created: 0, updated: 0 } });
  });

  it('refuses a body without ids like the bulk calls do', async () => {
    for (const body of [{}, { ids: [] }, { ids: ['x'] }]) {
      const answer = await server.call('POST', EXPORT_PATH, { body });
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body as object)).toEqual([expect.stringMatching(/^ids/)]);
    }
  });
});

describe('POST /api/admin/devices/xlsx_import', () => {
  it('changes nothing when an unchanged export comes back', async () => {
    const before = await deviceTable(server);
    const answer = await importFile(server, await exportFile(server));
    expect(answer).toMatchObject({ status: 200, body: { created: 0, updated: 0 } });
    expect(await deviceTable(server)).toEqual(before);
  });

  it('reads an export re-saved by another spreadsheet writer (shared strings) just the same', async () => {
    const before = await deviceTable(server);
    const answer = await importRows(server, await exportRows(server));
    expect(answer).toMatchObject({ status: 200, body: { created: 0, updated: 0 } });
    expect(await deviceTable(server)).toEqual(before);
  });

  it('updates exactly the edited rows and creates the new ones', async () => {
    const a = await createDevice(server, { name: 'Edit A', serial_id: 'ED-A' });
    const b = await createDevice(server, { name: 'Edit B', serial_id: 'ED-B' });
    const before = await deviceTable(server);
    const rows = await exportRows(server);
    const column = (field: string) => rows[0]!.indexOf(field);
    rows.find((row) => row[0] === a.id)![column('comment')] = 'now with a comment';
    const rowB = rows.find((row) => row[0] === b.id)!;
    rowB[column('status')] = 'In Use';
    rowB[column('base')] = 'Vision Bolt';
    const fresh: Record<string, SheetCell> = { name: 'Brand new', serial_id: 'ED-NEW' };
    rows.push(DEVICE_FIELDS.map((field) => fresh[field] ?? null));
    const answer = await importRows(server, rows);
    expect(answer).toMatchObject({ status: 200, body: { created: 1, updated: 2 } });
    const after = await deviceTable(server);
    expect(after).toHaveLength(before.length + 1);
    for (const device of before) {
      const now = after.find((candidate) => candidate.id === device.id);
      if (device.id === a.id) expect(now).toMatchObject({ comment: 'now with a comment' });
      else if (device.id === b.id) expect(now).toMatchObject({ status: 'in_use', base: 'vision_volt' });
      else expect(now).toEqual(device);
      if (device.id === a.id || device.id === b.id) expect(now!.updated_at > (device.updated_at as string)).toBe(true);
    }
    expect(after.at(-1)).toMatchObject({ name: 'Brand new', serial_id: 'ED-NEW', status: 'available', base: null });
  });

  it('accepts labels, aliases, names for ids, numbers for text, any column order and extra columns', async () => {
    const answer = await importRows(server, [
      [' Serial_ID ', 'NAME', 'Status', 'base', 'mac_address', 'firmware_version', 'model_name', 'current_event_name', 'notes'],
      [12345, 'Label 1', 'In Use', 'Porto', 'aa-bb-cc-dd-ee-ff', 1.2, 'scanner x', 'feira de óbidos', 'ignored'],
      ['LB-2', 'Label 2', 'in use', 'Vision Bolt', null, 2, null, null, null],
      ['LB-3', 'Label 3', 'REPAIRING', 'lisboa', null, null, null, null, null],
    ]);
    expect(answer).toMatchObject({ status: 200, body: { created: 3, updated: 0 } });
    const table = await deviceTable(server);
    expect(table.find((device) => device.serial_id === '12345')).toMatchObject({
      name: 'Label 1', status: 'in_use', base: 'oporto', mac_address: 'AA:BB:CC:DD:EE:FF', firmware_version: '1.2',
      model_type_id: modelId, current_event_id: eventId,
    });
    expect(table.find((device) => device.serial_id === 'LB-2')).toMatchObject({ status: 'in_use', base: 'vision_volt', firmware_version: '2' });
    expect(table.find((device) => device.serial_id === 'LB-3')).toMatchObject({ status: 'repairing', base: 'lisbon' });
  });

  it('finds a row by id first, then by serial_id, and creates a device for an unknown id', async () => {
    const device = await createDevice(server, { name: 'Match me', serial_id: 'MT-1' });
    const answer = await importRows(server, [
      ['id', 'serial_id', 'name'],
      [device.id, 'MT-1-renamed', 'Matched by id'],
      [999_999, 'MT-2', 'Unknown id, new serial'],
    ]);
    expect(answer).toMatchObject({ status: 200, body: { created: 1, updated: 1 } });
    const bySerial = await importRows(server, [['id', 'serial_id', 'name'], [888_888, 'MT-1-renamed', 'Matched by serial']]);
    expect(bySerial).toMatchObject({ status: 200, body: { created: 0, updated: 1 } });
    const table = await deviceTable(server);
    expect(table.find((row) => row.id === device.id)).toMatchObject({ serial_id: 'MT-1-renamed', name: 'Matched by serial' });
    expect(table.find((row) => row.serial_id === 'MT-2')!.id).not.toBe(999_999);
  });

  it('lets two devices swap serial ids in one import', async () => {
    const first = await createDevice(server, { name: 'Swap 1', serial_id: 'SW-1' });
    const second = await createDevice(server, { name: 'Swap 2', serial_id: 'SW-2' });
    const answer = await importRows(server, [['id', 'serial_id'], [first.id, 'SW-2'], [second.id, 'SW-1']]);
    expect(answer).toMatchObject({ status: 200, body: { created: 0, updated: 2 } });
    const table = await deviceTable(server);
    expect(table.find((row) => row.id === first.id)!.serial_id).toBe('SW-2');
    expect(table.find((row) => row.id === second.id)!.serial_id).toBe('SW-1');
  });

  it('refuses the whole file when any row is bad, naming each bad row by its sheet number', async () => {
    const before = await deviceTable(server);
    const rows: SheetCell[][] = [
      ['name', 'serial_id', 'mac_address', 'status', 'model_type_id'],
      ['Good 1', 'BAD-1', null, 'available', null],
      ['Bad mac', 'BAD-2', 'not-a-mac', null, null],
      [null, null, null, null, null],
      ['Good 2', 'BAD-3', null, null, null],
      ['Bad status', 'BAD-4', null, 'lost', 987_654],
      ['Same serial', 'BAD-3', null, null, null],
      [null, 'BAD-5', null, null, null],
    ];
    const answer = await importRows(server, rows);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      file: ['4 rows have errors; nothing was imported.'],
      rows: [
        { row: 3, errors: { mac_address: [MAC_MESSAGE] } },
        { row: 6, errors: {
          status: ['"lost" is not a valid choice. Choose one of: in_use, available, repairing, receiving, missing.'],
          model_type_id: ['Invalid pk "987654" - object does not exist.'],
        } },
        { row: 7, errors: { serial_id: ['Row 5 has the same serial_id.'] } },
        { row: 8, errors: { name: ['This field may not be blank.'] } },
      ],
    });
    expect(await deviceTable(server)).toEqual(before);
  });

  it('refuses a serial_id that another device keeps, and a device claimed by two rows', async () => {
    const kept = await createDevice(server, { name: 'Keeps serial', serial_id: 'KEEP-1' });
    const other = await createDevice(server, { name: 'Wants serial', serial_id: 'KEEP-2' });
    const answer = await importRows(server, [['id', 'serial_id'], [other.id, 'KEEP-1'], [kept.id, 'KEEP-1'], [other.id, 'KEEP-3']]);
    expect(answer.status).toBe(400);
    expect(answer.body.rows).toEqual([
      { row: 3, errors: { serial_id: ['Row 2 has the same serial_id.'] } },
      { row: 4, errors: { id: ['Row 2 already updates this device; clear this id to add a new device instead.'] } },
      { row: 2, errors: { serial_id: ['device with this serial id already exists.'] } },
    ].sort((first, second) => first.row - second.row));
  });

  it('reports a sheet without a known column in its first row as a file error', async () => {
    const answer = await importRows(server, [['colour', 'size'], ['red', 3]]);
    expect(answer.status).toBe(400);
    expect(answer.body.file[0]).toMatch(/^The first row must name the columns/);
    const repeated = await importFile(server, await sheetOf([['name', 'Name'], ['x', 'y']]));
    expect(repeated.body).toEqual({ file: ['The column "name" appears twice in the first row.'] });
  });
});
