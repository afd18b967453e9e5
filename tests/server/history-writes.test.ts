// The activity history records every kind of write (issue 23), over real HTTP: each leaves one entry naming the
// person who made it, the operation, and each field before and after, written in the write's own transaction; a
// refused write or one that changes nothing leaves none; the table of operations names every write route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryChange, HistoryEntry } from '../../src/contract/history';
import { operationRuleFor } from '../../src/server/http/operations';
import { createEvent, createParticipatingField, fileForm, PNG, uploadEventImage } from './eventFixtures';
import { makeCategory, makeDevice, makeModel } from './deviceFixtures';
import { startTestServer, type TestServer } from './harness';
import { newestEntry, staffMember } from './historyHelpers';
import { importFile, sheetOf } from './sheetHelpers';

let server: TestServer;
let staff: { id: number; token: string; name: string };
beforeAll(async () => {
  server = await startTestServer();
  staff = await staffMember(server, 'Marta Staff');
});
afterAll(() => server.close());

/** Runs a write as staff (or the admin) and answers the one entry it left (none before it: checked). */
async function entryOf(write: () => Promise<{ status: number; body: unknown }>): Promise<HistoryEntry> {
  const before = (await newestEntry(server))?.id ?? 0;
  const answer = await write();
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  const entries = (await server.call('GET', '/api/v2/history?page_size=5')).body.results as HistoryEntry[];
  const made = entries.filter((entry) => entry.id > before);
  expect(made, 'one entry per write').toHaveLength(1);
  return made[0]!;
}

const asStaff = (method: string, path: string, body?: unknown) => server.call(method, path, { token: staff.token, ...(body === undefined ? {} : { body }) });
const fieldsOf = (changes: HistoryChange[]) => Object.fromEntries(changes.map((change) => [change.field, [change.before, change.after]]));

describe('every write is one entry, by its person, with before and after', () => {
  it('devices: create, edit, delete', async () => {
    const created = await entryOf(() => asStaff('POST', '/api/admin/devices', { name: 'SCANNER-0001', status: 'available' }));
    expect(created).toMatchObject({ user: { id: staff.id, name: 'Marta Staff' }, operation: 'devices.create', record_count: 1, changes_total: 1 });
    const id = Number(created.changes[0]!.record.split(':')[1]);
    expect(created.changes[0]).toMatchObject({ record: `device:${id}`, field: null, before: null, after: { name: 'SCANNER-0001', status: 'available', serial_id: null } });
    expect(created.at).toMatch(/Z$/);

    const edited = await entryOf(() => asStaff('PUT', `/api/admin/devices/${id}`, { name: 'SCANNER-0001', status: 'repairing', comment: 'Screen' }));
    expect(edited.operation).toBe('devices.update');
    expect(fieldsOf(edited.changes)).toEqual({ status: ['available', 'repairing'], comment: ['', 'Screen'] });

    const deleted = await entryOf(() => asStaff('DELETE', `/api/admin/devices/${id}`));
    expect(deleted.operation).toBe('devices.delete');
    expect(deleted.changes).toEqual([{ record: `device:${id}`, field: null, before: expect.objectContaining({ name: 'SCANNER-0001', status: 'repairing', comment: 'Screen' }), after: null }]);
  });

  it('the bulk device changes, the exhibitor cleared by a move among them', async () => {
    const event = await createEvent(server);
    const model = await makeModel(server);
    const devices = [await makeDevice(server, { current_event_id: event.id, current_exhibitor_name: 'Stand 4' }), await makeDevice(server)];
    const ids = devices.map((device) => device.id);
    const status = await entryOf(() => asStaff('PATCH', '/api/v1/services/devices-bulk-update-status', { ids, status: 'missing' }));
    expect(status).toMatchObject({ operation: 'devices.bulk_status', record_count: 2, changes_total: 2 });
    expect(status.changes).toEqual(ids.map((id) => ({ record: `device:${id}`, field: 'status', before: 'available', after: 'missing' })));
    const base = await entryOf(() => asStaff('PATCH', '/api/v1/services/devices-bulk-update-base', { ids, base: 'lisbon' }));
    expect(base.changes.map((change) => [change.field, change.before, change.after])).toEqual([['base', null, 'lisbon'], ['base', null, 'lisbon']]);
    const modelType = await entryOf(() => asStaff('PUT', '/api/admin/devices/model_type', { ids, model_type_id: model.id }));
    expect(modelType).toMatchObject({ operation: 'devices.bulk_model', record_count: 2 });
    const moved = await entryOf(() => asStaff('PUT', '/api/admin/devices/current_event', { ids, current_event_id: null }));
    expect(moved.operation).toBe('devices.bulk_event');
    expect(moved.changes).toEqual([
      { record: `device:${ids[0]}`, field: 'current_event_id', before: event.id, after: null },
      { record: `device:${ids[0]}`, field: 'current_exhibitor_name', before: 'Stand 4', after: '' },
    ]);
    const deleted = await entryOf(() => asStaff('DELETE', `/api/admin/devices/bulk_delete?ids=${ids.join(',')}`));
    expect(deleted).toMatchObject({ operation: 'devices.bulk_delete', record_count: 2, changes_total: 2 });
    expect(deleted.changes.every((change) => change.field === null && change.after === null)).toBe(true);
  });

  it('models and categories, and a model\'s bulk category change', async () => {
    const category = await entryOf(() => asStaff('POST', '/api/admin/device-categories', { name: 'Printers' }));
    const categoryId = Number(category.changes[0]!.record.split(':')[1]);
    expect(category).toMatchObject({ operation: 'categories.create', changes: [{ record: `category:${categoryId}`, field: null, after: { name: 'Printers', description: '' } }] });
    const renamed = await entryOf(() => asStaff('PUT', `/api/admin/device-categories/${categoryId}`, { name: 'printers' }));
    expect(renamed.changes).toEqual([{ record: `category:${categoryId}`, field: 'name', before: 'Printers', after: 'printers' }]);
    const model = await entryOf(() => asStaff('POST', '/api/admin/device-models', { name: 'ZD421' }));
    const modelId = Number(model.changes[0]!.record.split(':')[1]);
    const moved = await entryOf(() => asStaff('PUT', '/api/admin/device-models/category', { ids: [modelId], category_id: categoryId }));
    expect(moved).toMatchObject({ operation: 'models.bulk_category', changes: [{ record: `model:${modelId}`, field: 'category_id', before: null, after: categoryId }] });
    expect((await entryOf(() => asStaff('PUT', `/api/admin/device-models/${modelId}`, { name: 'ZD421t', category_id: categoryId }))).operation).toBe('models.update');
    expect((await entryOf(() => asStaff('DELETE', `/api/admin/device-models/${modelId}`))).operation).toBe('models.delete');
    expect((await entryOf(() => asStaff('DELETE', `/api/admin/device-categories/${categoryId}`))).operation).toBe('categories.delete');
  });

  it('events, their settings (live interactions), managers, images, fields and booklets', async () => {
    const created = await entryOf(() => asStaff('POST', '/api/events', { name: 'Web Summit', start_date: '2026-11-10T09:00', end_date: '2026-11-13T18:00', is_published: false }));
    expect(created.operation).toBe('events.create');
    const eventId = Number(created.changes.find((change) => change.record.startsWith('event:'))!.record.split(':')[1]);
    expect(created.changes.find((change) => change.record.startsWith('event:'))!.after).toMatchObject({ name: 'Web Summit', is_published: false });
    const edited = await entryOf(() => asStaff('PUT', `/api/events/${eventId}`, { name: 'Web Summit 26', start_date: '2026-11-10T09:00', end_date: '2026-11-13T18:00', is_published: true }));
    expect(fieldsOf(edited.changes)).toMatchObject({ name: ['Web Summit', 'Web Summit 26'], is_published: [false, true] });

    const settingsId = (await server.call('GET', `/api/v2/event-settings?event=${eventId}`)).body.results[0].id as number;
    const live = await entryOf(() => asStaff('PATCH', `/api/v2/event-settings/${settingsId}`, { live_interactions: true }));
    expect(live).toMatchObject({ operation: 'event_settings.update', changes: [{ record: `event_settings:${settingsId}`, field: 'live_interactions', before: false, after: true }] });

    const user = await server.makeUser({ name: 'Manager Person' });
    const manager = await entryOf(() => asStaff('POST', '/api/v2/event-managers', { event: eventId, user_account: user.id }));
    expect(manager.changes[0]).toMatchObject({ field: null, after: { event_id: eventId, user_id: user.id } });
    const managerId = Number(manager.changes[0]!.record.split(':')[1]);
    expect((await entryOf(() => asStaff('DELETE', `/api/v2/event-managers/${managerId}`))).operation).toBe('event_managers.delete');

    const image = await entryOf(() => server.call('POST', '/api/v2/event-images', { token: staff.token, form: fileForm('file', PNG, 'logo.png', 'image/png') }));
    expect(image).toMatchObject({ operation: 'event_images.create', changes: [{ field: null, after: { content_type: 'image/png', size: PNG.length } }] });

    const field = await entryOf(() => asStaff('POST', '/api/v2/participating-fields', { event: eventId, name: 'Company', type: 'Title' }));
    expect(field.operation).toBe('participating_fields.create');
    const fieldId = Number(field.changes[0]!.record.split(':')[1]);
    const configuration = { answers: [{ index: 0, icon: 'company', participating_field_id: fieldId, style: 'BookletTitle', blank: false }], files: [], cover_title: { pt: 'A', en: 'A', es: 'A' } };
    const booklet = await entryOf(() => asStaff('POST', '/api/v2/booklets', { event: eventId, title: 'Exhibitors', configuration }));
    expect(booklet.changes[0]!.after).toMatchObject({ title: 'Exhibitors', is_published: false, configuration });
    const bookletId = Number(booklet.changes[0]!.record.split(':')[1]);
    const published = await entryOf(() => asStaff('PUT', `/api/v2/booklets/${bookletId}`, { event: eventId, title: 'Exhibitors', configuration: { ...configuration, cover_title: { pt: 'B', en: 'B', es: 'B' } }, is_published: true }));
    expect(fieldsOf(published.changes)).toEqual({ is_published: [false, true], configuration: [configuration, { ...configuration, cover_title: { pt: 'B', en: 'B', es: 'B' } }] });
    const cover = await entryOf(() => server.call('PUT', `/api/v2/booklet-covers/${bookletId}`, { token: staff.token, form: fileForm('cover_image', PNG, 'cover.png', 'image/png') }));
    expect(cover).toMatchObject({ operation: 'booklets.cover', changes: [{ field: 'cover_image', before: null, after: expect.any(String) }] });
  });

  it('spaces and their subscriptions (the subscriber\'s e-mail is not recorded)', async () => {
    const created = await entryOf(() => asStaff('POST', '/api/spaces', { name: 'Café Lisboa' }));
    const spaceId = Number(created.changes[0]!.record.split(':')[1]);
    expect(created).toMatchObject({ operation: 'spaces.create', changes: [{ field: null, after: { name: 'Café Lisboa', premium: false } }] });
    const edited = await entryOf(() => asStaff('PUT', `/api/spaces/${spaceId}`, { name: 'Café Lisboa', premium: true }));
    expect(fieldsOf(edited.changes)).toEqual({ premium: [false, true] });
    const subscription = await entryOf(() => server.call('POST', '/api/v2/hc-subscriptions', { body: { email: 'visitor@example.com', space: spaceId } }));
    expect(subscription).toMatchObject({ operation: 'subscriptions.create', user: { name: 'Admin' } });
    expect(JSON.stringify(subscription)).not.toContain('visitor@example.com');
    const deleted = await entryOf(() => asStaff('DELETE', `/api/v2/spaces/${spaceId}`));
    // the subscription goes with its space (a cascade), in the same entry
    expect(deleted).toMatchObject({ operation: 'spaces.delete', record_count: 2 });
  });

  it('users: creation, role, password reset (that it happened, never the hash), deletion with its cascades', async () => {
    const created = await entryOf(() => server.call('POST', '/api/v2/beamian-users', { body: { name: 'Rui Lopes', email: 'rui@example.com', password: 'rui-password-1' } }));
    const userId = Number(created.changes[0]!.record.split(':')[1]);
    expect(created).toMatchObject({ operation: 'users.create', user: { name: 'Admin' }, changes: [{ field: null, after: { name: 'Rui Lopes', email: 'rui@example.com', role: null } }] });
    expect(JSON.stringify(created.changes)).not.toMatch(/scrypt|password_hash|rui-password/);
    const role = await entryOf(() => server.call('PATCH', `/api/v2/beamian-users/${userId}`, { body: { role: 'staff' } }));
    expect(role).toMatchObject({ operation: 'users.role', changes: [{ record: `user:${userId}`, field: 'role', before: null, after: 'staff' }] });
    const reset = await entryOf(() => server.call('POST', '/accounts/change-password', { body: { user_email: 'rui@example.com', new_password: 'another-password-2' } }));
    expect(reset).toMatchObject({ operation: 'users.password_reset', changes: [{ record: `user:${userId}`, field: 'password', before: null, after: null }] });
    const event = await createEvent(server);
    await server.call('POST', '/api/v2/event-managers', { body: { event: event.id, user_account: userId } });
    const deleted = await entryOf(() => server.call('DELETE', `/api/v2/beamian-users/${userId}`));
    expect(deleted.operation).toBe('users.delete');
    expect(deleted.changes.map((change) => change.record.split(':')[0]).sort()).toEqual(['event_manager', 'user']);
  });

  it('an import is one entry naming every device it created or changed, by the person who sent it', async () => {
    const existing = await makeDevice(server, { serial_id: 'IMP-1' });
    const sheet = await sheetOf([['id', 'name', 'serial_id', 'comment'], [existing.id, existing.name, 'IMP-1', 'checked'], [null, 'New one', 'IMP-2', '']]);
    const entry = await entryOf(() => importFile(server, sheet, 'Devices.xlsx', staff.token));
    expect(entry).toMatchObject({ operation: 'devices.import', user: { id: staff.id, name: 'Marta Staff' }, record_count: 2 });
    expect(entry.changes).toContainEqual({ record: `device:${existing.id}`, field: 'comment', before: '', after: 'checked' });
    expect(entry.changes).toContainEqual(expect.objectContaining({ field: null, before: null, after: expect.objectContaining({ name: 'New one', serial_id: 'IMP-2' }) }));
  });
});

describe('what leaves no entry, and what names it otherwise', () => {
  it('a refused write, a stale one and one that changes nothing leave no entry', async () => {
    const device = await makeDevice(server, { name: 'Unchanged' });
    const before = (await newestEntry(server))!.id;
    expect((await asStaff('POST', '/api/admin/devices', { name: '' })).status).toBe(400);
    expect((await server.call('PUT', `/api/admin/devices/${device.id}`, { body: { name: 'X' }, headers: { 'If-Match': '"stale"' } })).status).toBe(412);
    expect((await asStaff('PATCH', '/api/v1/services/devices-bulk-update-status', { ids: [device.id, 99999999], status: 'missing' })).status).toBe(400);
    expect((await asStaff('PUT', `/api/admin/devices/${device.id}`, { name: 'Unchanged' })).status).toBe(200);
    expect((await newestEntry(server))!.id).toBe(before);
  });

  it('X-Kitroom-Operation: undo names the entry undo; another value is a 400 in the person\'s words', async () => {
    const device = await makeDevice(server, { status: 'available' });
    const undone = await entryOf(() => server.call('PATCH', '/api/v1/services/devices-bulk-update-status', { token: staff.token, body: { ids: [device.id], status: 'missing' }, headers: { 'X-Kitroom-Operation': 'undo' } }));
    expect(undone).toMatchObject({ operation: 'undo', user: { id: staff.id } });
    const refused = await server.call('PATCH', '/api/v1/services/devices-bulk-update-status', { body: { ids: [device.id], status: 'available' }, headers: { 'X-Kitroom-Operation': 'drop tables' } });
    expect(refused.status).toBe(400);
    expect(refused.raw.error_codes).toEqual({ 'X-Kitroom-Operation': [{ code: 'invalid_operation_header', params: { value: 'drop tables' } }] });
    expect((await server.call('GET', `/api/admin/devices/${device.id}`)).body.status).toBe('missing');
  });

  it('names every write route of the app (a new route without an operation fails here)', () => {
    const writes = server.routes.filter((route) => !['GET', 'ALL', 'HEAD', 'OPTIONS'].includes(route.method));
    const concrete = (path: string) => path.replace(/:id\{[^}]*\}/g, '7');
    const unnamed = writes.filter((route) => !operationRuleFor(route.method, concrete(route.path))).map((route) => `${route.method} ${route.path}`);
    expect(writes.length).toBeGreaterThan(30);
    expect(unnamed, 'add the route to src/server/http/operations.ts').toEqual([]);
  });
});

it('an image uploaded by the helper is recorded too (the shared fixture goes through the same route)', async () => {
  const before = (await newestEntry(server))!.id;
  await uploadEventImage(server);
  await createParticipatingField(server, (await createEvent(server)).id, 'Logo', 'Logo');
  const entries = (await server.call('GET', '/api/v2/history?page_size=10')).body.results as HistoryEntry[];
  expect(entries.filter((entry) => entry.id > before).map((entry) => entry.operation).reverse()).toEqual(['event_images.create', 'events.create', 'participating_fields.create']);
});

it('categories made with the fixtures are recorded as the admin\'s', async () => {
  await makeCategory(server, { name: 'Admin category' });
  expect(await newestEntry(server)).toMatchObject({ operation: 'categories.create', user: { name: 'Admin' } });
});
