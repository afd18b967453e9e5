// @vitest-environment node
// The device record screens against the real server: the form's field errors and 412 handling (naming who saved
// since), the delete and
// export confirmations, and the import's outcome (counts, or every bad row and "Nothing was changed.").
import './deviceRecordsDom';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDevice, deviceTable, sheetOf } from '../server/sheetHelpers';
import { startLiveServer } from './liveServer';
import { cleanupScreens, describedText, field, panel, renderScreen } from './screenHarness';
import { buttonNamed, changeSelect, click, typeInto, settle } from './tableHarness';

// the app's one API instance is the real client, pointed at this file's server
vi.mock('../../src/app/services/api', () => import('./liveApi'));

const server = await startLiveServer();
let screens: {
  form: typeof import('../../src/app/records/RecordFormPanel');
  deleteOne: typeof import('../../src/app/records/DeleteRecordModal');
  deleteMany: typeof import('../../src/app/records/DeleteSelectionModal');
  exportSheet: typeof import('../../src/app/screens/devices/ExportDevices');
  importSheet: typeof import('../../src/app/screens/devices/ImportDevices');
};
let section: typeof import('../../src/app/sections/devices')['devicesSection'];

beforeAll(async () => {
  screens = {
    form: await import('../../src/app/records/RecordFormPanel'),
    deleteOne: await import('../../src/app/records/DeleteRecordModal'),
    deleteMany: await import('../../src/app/records/DeleteSelectionModal'),
    exportSheet: await import('../../src/app/screens/devices/ExportDevices'),
    importSheet: await import('../../src/app/screens/devices/ImportDevices'),
  };
  section = (await import('../../src/app/sections/devices')).devicesSection;
});
afterEach(() => cleanupScreens());

const submitForm = () => act(() => (document.querySelector('form') as HTMLFormElement).requestSubmit());

describe('the create and edit panel', () => {
  it('shows the server’s field error beside the MAC field, keeps what was typed, then creates the device', async () => {
    renderScreen('/devices/add', <screens.form.CreateRecordPanel section={section} />);
    expect(panel().getAttribute('aria-labelledby')).toBeTruthy();
    expect(document.activeElement).toBe(field('Name'));
    typeInto(field('Name'), 'Gate 20');
    typeInto(field('MAC address'), 'zz:zz');
    changeSelect(field('Status') as unknown as HTMLSelectElement, 'repairing');
    expect(field('Name').maxLength).toBe(100);
    expect((field('Comment') as unknown as HTMLTextAreaElement).maxLength).toBe(500);
    await submitForm();

    await settle(() => expect(field('MAC address').getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(field('MAC address'))).toMatch(/Enter a valid MAC address/);
    expect(field('Name').getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(field('MAC address'));
    expect(panel().querySelector('[role="alert"]')?.textContent).toContain('The device was not saved');
    expect([field('Name').value, field('MAC address').value, field('Status').value]).toEqual(['Gate 20', 'zz:zz', 'repairing']);

    typeInto(field('MAC address'), '00:1a:2b:3c:4d:5f');
    await submitForm();
    await settle(() => expect(window.location.pathname).toBe('/devices'));
    const created = (await deviceTable(server)).find((device) => device.name === 'Gate 20');
    expect(created).toMatchObject({ mac_address: '00:1A:2B:3C:4D:5F', status: 'repairing' });
  });

  it('opened by URL, loads the device; a 412 names who saved it since, and the latest values keep the changes they did not touch', async () => {
    const device = await createDevice(server, { name: 'Kiosk 5', serial_id: 'K-5' });
    const ana = await server.makeUser({ name: 'Ana Silva' });
    await server.call('PATCH', `/api/v2/beamian-users/${ana.id}`, { body: { role: 'staff' } });
    renderScreen(`/devices/edit/${device.id}`, <screens.form.EditRecordPanel section={section} id={device.id} />);
    await settle(() => expect(field('Name').value).toBe('Kiosk 5'));
    expect(panel().querySelector('h2')?.textContent).toBe('Edit Kiosk 5');

    await server.call('PUT', `/api/admin/devices/${device.id}`, { token: ana.token, body: { name: 'Kiosk 5 (theirs)' } });
    typeInto(field('Name'), 'Kiosk 5 (mine)');
    typeInto(field('Serial number'), 'K-5b');
    await submitForm();
    await settle(() => expect(panel().querySelector('.kr-conflict')?.textContent).toMatch(/^Ana Silva saved this device at \d\d:\d\d \(.+\), after you opened it\.So this was not saved\./));
    expect(field('Name').value).toBe('Kiosk 5 (mine)');
    const reload = buttonNamed(panel(), 'Reload the latest values');
    expect(document.activeElement).toBe(reload);

    click(reload);
    // both changed the name: theirs is in the form, mine beside it; only I changed the serial number: mine stays
    await settle(() => expect(field('Name').value).toBe('Kiosk 5 (theirs)'));
    expect(field('Serial number').value).toBe('K-5b');
    const compared = () => [...panel().querySelectorAll('.kr-compare tbody tr')].map((row) => [...row.children].map((cell) => cell.textContent));
    expect(compared()).toEqual([['Name', 'Kiosk 5 (mine)', 'Kiosk 5 (theirs)', 'Use mine']]);

    click(buttonNamed(panel(), 'Use mine'));
    await settle(() => expect(field('Name').value).toBe('Kiosk 5 (mine)'));
    expect(compared()).toEqual([['Name', 'Kiosk 5 (mine)', 'Kiosk 5 (theirs)', 'Yours is in the form']]);
    await submitForm();
    await settle(() => expect(window.location.pathname).toBe('/devices'));
    expect((await server.call('GET', `/api/admin/devices/${device.id}`)).body).toMatchObject({ name: 'Kiosk 5 (mine)', serial_id: 'K-5b' });
  });

  it('says clearly when the id names no device', async () => {
    renderScreen('/devices/edit/999999', <screens.form.EditRecordPanel section={section} id={999999} />);
    await settle(() => expect(panel().textContent).toContain('There is no device with the id 999999'));
  });
});

describe('the confirmations', () => {
  it('deletes one device opened by URL with nothing loaded, naming it, with Cancel focused first', async () => {
    const device = await createDevice(server, { name: 'Counter 9' });
    renderScreen(`/devices/delete/${device.id}`, <screens.deleteOne.DeleteRecordModal section={section} id={device.id} />);
    await settle(() => expect(document.querySelector('[role="alertdialog"]')?.textContent).toContain('Delete Counter 9? This action cannot be undone.'));
    expect(document.activeElement?.textContent).toBe('Cancel');
    click(buttonNamed(document.body, 'Delete'));
    await settle(() => expect(window.location.pathname).toBe('/devices'));
    expect((await server.call('GET', `/api/admin/devices/${device.id}`)).status).toBe(404);
  });

  it('keeps the modal open with the server’s refusal when the delete fails', async () => {
    const device = await createDevice(server, { name: 'Counter 10' });
    renderScreen(`/devices/delete/${device.id}`, <screens.deleteOne.DeleteRecordModal section={section} id={device.id} />);
    await settle(() => expect(buttonNamed(document.body, 'Delete')).toBeDefined());
    await server.call('DELETE', `/api/admin/devices/${device.id}`);
    click(buttonNamed(document.body, 'Delete'));
    await settle(() => expect(document.querySelector('[role="alertdialog"] [role="alert"]')?.textContent).toBe('Not found.'));
    expect(window.location.pathname).toBe(`/devices/delete/${device.id}`);
  });

  it('will not delete a selection that is empty, and says why', () => {
    renderScreen('/devices/deletes', <screens.deleteMany.DeleteSelectionModal section={section} />);
    expect(document.querySelector('[role="alertdialog"]')?.textContent).toContain('Nothing is selected');
    expect(buttonNamed(document.body, 'Delete')).toBeUndefined();
  });

  it('tells what the export gives before downloading it', () => {
    renderScreen('/devices/export', <screens.exportSheet.ExportDevices />);
    expect(document.querySelector('[role="alertdialog"]')?.textContent).toContain('You will receive an .xlsx file with all devices.');
    expect(document.activeElement?.textContent).toBe('Confirm and download');
  });
});

describe('the import panel', () => {
  const choose = (file: File) => {
    const input = field('Spreadsheet (.xlsx)');
    expect(input.type).toBe('file');
    expect(input.accept).toContain('.xlsx');
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    act(() => {
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
  };

  it('refuses a file that is not an .xlsx before uploading it', async () => {
    renderScreen('/devices/import', <screens.importSheet.ImportDevices />);
    const before = (await deviceTable(server)).length;
    choose(new File(['name\nGate'], 'devices.csv', { type: 'text/csv' }));
    expect(describedText(field('Spreadsheet (.xlsx)'))).toContain('Only .xlsx files can be imported');
    expect(field('Spreadsheet (.xlsx)').getAttribute('aria-invalid')).toBe('true');
    await submitForm();
    await settle(() => expect(panel().querySelector('.kr-import-progress')).toBeNull());
    expect((await deviceTable(server)).length).toBe(before);
  });

  it('lists every bad row with its errors and says nothing was changed; then imports a good file with its counts', async () => {
    renderScreen('/devices/import', <screens.importSheet.ImportDevices />);
    const before = await deviceTable(server);
    const bad = [['name', 'mac_address'], ['Fine', ''], ['Bad mac', 'zz']];
    choose(new File([(await sheetOf(bad)).slice()], 'bad.xlsx'));
    await submitForm();
    await settle(() => expect(panel().querySelector('.kr-bad-rows')).not.toBeNull());
    const rows = [...panel().querySelectorAll('.kr-bad-rows tbody tr')].map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([['3', 'mac_address', expect.stringMatching(/valid MAC address/)]]);
    expect(panel().textContent).toContain('1 row has errors.');
    expect(panel().textContent).toContain('Nothing was changed.');
    expect(document.activeElement?.getAttribute('role')).toBe('alert');
    expect(await deviceTable(server)).toEqual(before);

    choose(new File([(await sheetOf([['name', 'serial_id'], ['Imported 7', 'IMP-7']])).slice()], 'good.xlsx'));
    await submitForm();
    await settle(() => expect(panel().querySelector('.kr-import-result')?.textContent).toBe('Created 1, updated 0.'));
    expect(panel().querySelector('.kr-bad-rows')).toBeNull();
    expect((await deviceTable(server)).some((device) => device.serial_id === 'IMP-7')).toBe(true);
  });
});
