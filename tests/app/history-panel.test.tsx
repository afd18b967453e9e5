// @vitest-environment node
// A record's history panel against the real server: its entries newest first (who, when, each field before → after),
// paging, j/k/Enter, "Undo this change" (the device back, the undo's entry on top, the session's undo reverting it),
// and each reason an undo is refused, in words.
import './deviceRecordsDom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { HistoryEntry } from '../../src/contract/history';
import { createDevice } from '../server/sheetHelpers';
import { startLiveServer } from './liveServer';
import { cleanupScreens, panel, recordToasts, renderScreen } from './screenHarness';
import { buttonNamed, click, press, settle } from './tableHarness';

vi.mock('../../src/app/services/api', () => import('./liveApi'));

const server = await startLiveServer();
let Panel: typeof import('../../src/app/history/RecordHistoryPanel')['RecordHistoryPanel'];
let devicesSection: typeof import('../../src/app/sections/devices')['devicesSection'];
let usersSection: typeof import('../../src/app/sections/users')['usersSection'];
let notify: typeof import('../../src/app/services/notify');
let auth: typeof import('../../src/app/state/auth')['auth'];

beforeAll(async () => {
  Panel = (await import('../../src/app/history/RecordHistoryPanel')).RecordHistoryPanel;
  devicesSection = (await import('../../src/app/sections/devices')).devicesSection;
  usersSection = (await import('../../src/app/sections/users')).usersSection;
  notify = await import('../../src/app/services/notify');
  auth = (await import('../../src/app/state/auth')).auth;
});
afterEach(() => {
  cleanupScreens();
  vi.restoreAllMocks();
});

const rui = await server.makeUser({ name: 'Rui Lopes' });
await server.call('PATCH', `/api/v2/beamian-users/${rui.id}`, { body: { role: 'staff' } });

async function edit(device: { id: number; name: string }, fields: Record<string, unknown>, token = server.adminToken) {
  const answer = await server.call('PUT', `/api/admin/devices/${device.id}`, { token, body: { name: device.name, ...fields } });
  expect(answer.status).toBe(200);
}
const setStatus = (device: { id: number; name: string }, status: string, token?: string) => edit(device, { status }, token);

const historyOf = async (record: string): Promise<HistoryEntry[]> => (await server.call('GET', `/api/v2/history?record=${record}`)).body.results;
const entries = () => [...document.querySelectorAll<HTMLElement>('.kr-history-entry')];
const entryTexts = () => entries().map((entry) => entry.textContent ?? '');

function showDevice(id: number, language: 'en' | 'pt' | 'es' = 'en') {
  renderScreen(`/devices/${id}/history`, <Panel section={devicesSection} id={id} record={`device:${id}`} />, { language });
}

describe('a record’s history panel', () => {
  it('lists the changes newest first, with who, when and each field before → after, the keyboard on the newest', async () => {
    const device = await createDevice(server, { name: 'SCANNER-0001', status: 'available' });
    await setStatus(device, 'repairing');
    await setStatus(device, 'missing', rui.token);
    showDevice(device.id);
    await settle(() => expect(entries()).toHaveLength(3));
    expect(panel().querySelector('h2')?.textContent).toBe('History of SCANNER-0001');
    expect(entryTexts()[0]).toContain('Device edited');
    expect(entryTexts()[0]).toContain('by Rui Lopes');
    expect(entryTexts()[0]).toContain('Status: Repairing → Missing');
    expect(entryTexts()[1]).toContain('by Admin');
    expect(entryTexts()[1]).toContain('Status: Available → Repairing');
    expect(entryTexts()[2]).toContain('Created: SCANNER-0001');
    const time = entries()[0]?.querySelector('time');
    expect(time?.getAttribute('title')).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/);
    expect(time?.querySelector('.kr-visually-hidden')?.textContent).toBe(time?.getAttribute('title'));
    expect(document.activeElement).toBe(entries()[0]);

    press(entries()[0] as HTMLElement, 'j');
    expect(document.activeElement).toBe(entries()[1]);
    press(entries()[1] as HTMLElement, 'j');
    press(entries()[2] as HTMLElement, 'k');
    expect(document.activeElement).toBe(entries()[1]);
    const older = (await historyOf(`device:${device.id}`))[1] as HistoryEntry;
    press(entries()[1] as HTMLElement, 'Enter');
    expect(window.location.pathname).toBe(`/history/operations/${older.id}`);
  });

  it('speaks the person’s language', async () => {
    const device = await createDevice(server, { name: 'KIOSK-7', status: 'available' });
    await setStatus(device, 'repairing', rui.token);
    showDevice(device.id, 'pt');
    await settle(() => expect(entries()).toHaveLength(2));
    expect(panel().querySelector('h2')?.textContent).toBe('Histórico de KIOSK-7');
    expect(entryTexts()[0]).toContain('por Rui Lopes');
    expect(entryTexts()[0]).toContain('Estado: Disponível → Em reparação');
    cleanupScreens();
    showDevice(device.id, 'es');
    await settle(() => expect(entryTexts()[0]).toContain('Estado: Disponible → En reparación'));
  });

  it('loads older entries as the keyboard moves past the last one, and says when all are shown', async () => {
    const device = await createDevice(server, { name: 'PAGED-1', status: 'available' });
    for (let step = 0; step < 12; step += 1) await setStatus(device, step % 2 === 0 ? 'repairing' : 'available');
    for (let step = 0; step < 12; step += 1) await edit(device, { comment: `note ${step}` });
    showDevice(device.id);
    await settle(() => expect(entries()).toHaveLength(20));
    expect(buttonNamed(panel(), /Load older changes/)).toBeTruthy();
    press(entries()[0] as HTMLElement, 'End');
    press(entries()[19] as HTMLElement, 'j');
    await settle(() => expect(entries()).toHaveLength(25));
    expect(panel().textContent).toContain('That is all that is recorded');
    expect(entryTexts()[24]).toContain('Created: PAGED-1');
  });
});

describe('undo this change', () => {
  it('puts the newest change back, shows the undo’s entry on top, and the session’s undo makes it again', async () => {
    const toasts = recordToasts();
    const device = await createDevice(server, { name: 'SCANNER-0002', status: 'available' });
    await setStatus(device, 'repairing');
    await setStatus(device, 'missing', rui.token);
    showDevice(device.id);
    await settle(() => expect(entries()).toHaveLength(3));
    press(entries()[0] as HTMLElement, 'u');
    await settle(() => expect(entries()).toHaveLength(4));
    expect((await server.call('GET', `/api/admin/devices/${device.id}`)).body.status).toBe('repairing');
    expect(entryTexts()[0]).toContain('Change undone (1 record)');
    expect(entryTexts()[0]).toContain('Status: Missing → Repairing');
    expect((await historyOf(`device:${device.id}`))[0]?.operation).toBe('undo');
    expect(toasts.success).toHaveBeenCalledWith('Change undone: SCANNER-0002: Status → Repairing', expect.objectContaining({ summary: 'SCANNER-0002: Status → Repairing' }));
    await settle(() => expect(document.activeElement).toBe(entries()[0]));

    const undo = toasts.success.mock.calls[0]?.[1];
    await undo?.run();
    expect((await server.call('GET', `/api/admin/devices/${device.id}`)).body.status).toBe('missing');
    await undo?.redo();
    expect((await server.call('GET', `/api/admin/devices/${device.id}`)).body.status).toBe('repairing');
    expect((await historyOf(`device:${device.id}`)).slice(0, 2).map((entry) => entry.operation)).toEqual(['redo', 'undo']);
    notify.history.clear();
  });

  it('refuses a change made older by a later one, naming who and when', async () => {
    const device = await createDevice(server, { name: 'SCANNER-0003', status: 'available' });
    await setStatus(device, 'repairing');
    await setStatus(device, 'missing', rui.token);
    showDevice(device.id);
    await settle(() => expect(entries()).toHaveLength(3));
    press(entries()[0] as HTMLElement, 'j');
    press(entries()[1] as HTMLElement, 'u');
    await settle(() => expect(entries()[1]?.querySelector('[role="alert"]')?.textContent).toMatch(/^Rui Lopes changed “Status” since \(\d\d:\d\d\)/));
    expect((await server.call('GET', `/api/admin/devices/${device.id}`)).body.status).toBe('missing');
  });

  it('offers the delete for a created record, and says a deleted one cannot come back', async () => {
    const device = await createDevice(server, { name: 'SCANNER-0004', status: 'available' });
    showDevice(device.id);
    await settle(() => expect(entries()).toHaveLength(1));
    press(entries()[0] as HTMLElement, 'u');
    await settle(() => expect(entries()[0]?.querySelector('[role="alert"]')?.textContent).toContain('A created record is undone by deleting it.'));
    click(buttonNamed(panel(), 'Delete SCANNER-0004…'));
    expect(window.location.pathname).toBe(`/devices/delete/${device.id}`);
    cleanupScreens();

    await server.call('DELETE', `/api/admin/devices/${device.id}`);
    showDevice(device.id);
    await settle(() => expect(entries()).toHaveLength(2));
    press(entries()[0] as HTMLElement, 'u');
    await settle(() => expect(entries()[0]?.querySelector('[role="alert"]')?.textContent).toBe('A deleted record cannot be brought back from the history.'));
    press(entries()[0] as HTMLElement, 'j');
    press(entries()[1] as HTMLElement, 'u');
    await settle(() => expect(entries()[1]?.querySelector('[role="alert"]')?.textContent).toBe('The device was deleted since: there is nothing to put back.'));
  });

  it('says a race changed it (412), and reads the history again', async () => {
    const device = await createDevice(server, { name: 'SCANNER-0005', status: 'available' });
    await setStatus(device, 'repairing');
    vi.spyOn(devicesSection, 'versionOf').mockReturnValue('2000-01-01T00:00:00.000Z');
    showDevice(device.id, 'pt');
    await settle(() => expect(entries()).toHaveLength(2));
    press(entries()[0] as HTMLElement, 'u');
    await settle(() => expect(panel().querySelector('[role="alert"]')?.textContent).toContain('Alguém o alterou enquanto olhava'));
    expect((await server.call('GET', `/api/admin/devices/${device.id}`)).body.status).toBe('repairing');
  });

  it('never undoes a password change, and a user’s role only for an admin', async () => {
    const ana = await server.makeUser({ name: 'Ana Silva' });
    await server.call('POST', '/accounts/change-password', { body: { user_email: ana.email, new_password: 'another-password-2' } });
    await server.call('PATCH', `/api/v2/beamian-users/${ana.id}`, { body: { role: 'staff' } });
    const show = () => renderScreen(`/users/${ana.id}/history`, <Panel section={usersSection} id={ana.id} record={`user:${ana.id}`} />, { language: 'es' });
    auth.user = { id: 1, name: 'Admin', email: 'admin@example.com', is_admin: true, role: 'staff' };
    show();
    await settle(() => expect(entries()).toHaveLength(3));
    expect(entryTexts()[1]).toContain('Contraseña cambiada (el valor nunca se registra)');
    press(entries()[0] as HTMLElement, 'u');
    await settle(() => expect(entries()[0]?.querySelector('[role="alert"]')?.textContent).toBe('Solo un administrador puede gestionar usuarios y accesos'));
    press(entries()[0] as HTMLElement, 'j');
    press(entries()[1] as HTMLElement, 'u');
    await settle(() => expect(entries()[1]?.querySelector('[role="alert"]')).not.toBeNull());

    auth.user = { ...auth.user, role: 'admin' };
    press(entries()[1] as HTMLElement, 'u');
    await settle(() => expect(entries()[1]?.querySelector('[role="alert"]')?.textContent).toBe('Un cambio de contraseña no se puede deshacer: establezca una contraseña nueva.'));
    press(entries()[1] as HTMLElement, 'k');
    press(entries()[0] as HTMLElement, 'u');
    await settle(() => expect(entries()).toHaveLength(4));
    expect((await server.call('GET', `/api/v2/beamian-users/${ana.id}`)).body.role).toBeNull();
    auth.user = null;
    notify.history.clear();
  });
});
