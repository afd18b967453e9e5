import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Device } from '../../src/contract/entities';
import { allDevices, makeDevice, makeEvent, makeModel } from './deviceFixtures';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let devices: Device[];
beforeAll(async () => {
  server = await startTestServer();
  devices = [];
  for (let index = 0; index < 4; index += 1) devices.push(await makeDevice(server, { status: 'available', base: 'anadia' }));
});
afterAll(() => server.close());

const idsOf = (list: Array<{ id: number }>) => list.map((item) => item.id).sort((a, b) => a - b);

interface BulkCall { method: string; path: string; field: string }
const CALLS: Record<string, BulkCall> = {
  current_event: { method: 'PUT', path: '/api/admin/devices/current_event', field: 'current_event_id' },
  base: { method: 'PATCH', path: '/api/v1/services/devices-bulk-update-base', field: 'base' },
  model_type: { method: 'PUT', path: '/api/admin/devices/model_type', field: 'model_type_id' },
  status: { method: 'PATCH', path: '/api/v1/services/devices-bulk-update-status', field: 'status' },
};

/** Calls a bulk endpoint and checks the whole devices table is unchanged when it fails. */
async function expectNothingChanges(call: () => Promise<{ status: number; body: unknown }>, body: unknown) {
  const before = await allDevices(server);
  const answer = await call();
  expect(answer.status).toBe(400);
  expect(answer.body).toEqual(body);
  expect(await allDevices(server)).toEqual(before);
}

describe('the four bulk updates', () => {
  it('PATCH devices-bulk-update-status sets the status (by label too) on every listed device and renews updated_at', async () => {
    const [a, b] = devices as [Device, Device];
    const answer = await server.call('PATCH', CALLS.status!.path, { body: { ids: [a.id, b.id, a.id], status: 'In Use' } });
    expect(answer.status).toBe(200);
    expect(idsOf(answer.body.results)).toEqual(idsOf([a, b]));
    for (const device of answer.body.results as Device[]) {
      expect(device.status).toBe('in_use');
      expect(device.updated_at > a.updated_at && device.updated_at > b.updated_at).toBe(true);
    }
    const untouched = await server.call('GET', `/api/admin/devices/${devices[2]!.id}`);
    expect(untouched.body.status).toBe('available');
  });

  it('PATCH devices-bulk-update-base accepts labels and spellings, and null clears', async () => {
    const ids = idsOf(devices.slice(0, 2));
    for (const [sent, stored] of [['Porto', 'oporto'], ['lisboa', 'lisbon'], ['Vision Bolt', 'vision_volt'], [null, null]] as const) {
      const answer = await server.call('PATCH', `${CALLS.base!.path}/`, { body: { ids, base: sent } });
      expect(answer.status).toBe(200);
      expect(answer.body.results.map((device: Device) => device.base)).toEqual([stored, stored]);
    }
  });

  it('PUT devices/model_type sets the model and its names; null clears', async () => {
    const model = await makeModel(server, { name: 'Bulk model' });
    const ids = idsOf(devices.slice(1, 3));
    const set = await server.call('PUT', CALLS.model_type!.path, { body: { ids, model_type_id: model.id } });
    expect(set.status).toBe(200);
    expect(set.body.results.map((device: Device) => [device.model_type_id, device.model_name])).toEqual([[model.id, 'Bulk model'], [model.id, 'Bulk model']]);
    const cleared = await server.call('PUT', CALLS.model_type!.path, { body: { ids, model_type_id: null } });
    expect(cleared.body.results.map((device: Device) => device.model_name)).toEqual([null, null]);
  });

  it('PUT devices/current_event assigns an event (depends on POST /api/events); null clears it', async () => {
    const event = await makeEvent(server, 'Bulk fair');
    const ids = idsOf(devices.slice(0, 3));
    const set = await server.call('PUT', CALLS.current_event!.path, { body: { ids, current_event_id: event.id } });
    expect(set.status).toBe(200);
    expect(set.body.results.map((device: Device) => device.current_event_name)).toEqual(['Bulk fair', 'Bulk fair', 'Bulk fair']);
    const cleared = await server.call('PUT', CALLS.current_event!.path, { body: { ids, current_event_id: null } });
    expect(cleared.body.results.map((device: Device) => [device.current_event_id, device.current_event_name])).toEqual([[null, ''], [null, ''], [null, '']]);
  });

  it('PUT devices/current_event clears the exhibitor of a device that changes event, and keeps it when the event stays', async () => {
    const fair = await makeEvent(server, 'Exhibitor fair');
    const other = await makeEvent(server, 'Exhibitor other');
    const [staying, moving, leaving] = devices.slice(0, 3) as [Device, Device, Device];
    await server.call('PUT', CALLS.current_event!.path, { body: { ids: [staying.id, moving.id, leaving.id], current_event_id: fair.id } });
    for (const device of [staying, moving, leaving]) {
      const full = (await server.call('GET', `/api/admin/devices/${device.id}`)).body as Device;
      const put = await server.call('PUT', `/api/admin/devices/${device.id}`, { body: { ...full, current_exhibitor_name: `Stand ${device.id}` } });
      expect(put.status).toBe(200);
    }
    const exhibitorOf = async (id: number) => ((await server.call('GET', `/api/admin/devices/${id}`)).body as Device).current_exhibitor_name;

    await server.call('PUT', CALLS.current_event!.path, { body: { ids: [staying.id], current_event_id: fair.id } });
    await server.call('PUT', CALLS.current_event!.path, { body: { ids: [moving.id], current_event_id: other.id } });
    await server.call('PUT', CALLS.current_event!.path, { body: { ids: [leaving.id], current_event_id: null } });
    expect([await exhibitorOf(staying.id), await exhibitorOf(moving.id), await exhibitorOf(leaving.id)]).toEqual([`Stand ${staying.id}`, '', '']);
  });
});

describe('all or nothing', () => {
  const good = () => idsOf(devices.slice(0, 2));
  const validValue: Record<string, unknown> = { current_event_id: null, base: 'lisbon', model_type_id: null, status: 'missing' };
  const invalidValue: Record<string, [unknown, string[]]> = {
    current_event_id: [77777, ['Invalid pk "77777" - object does not exist.']],
    base: ['Madrid', ['"Madrid" is not a valid choice. Choose one of: anadia, oporto, lisbon, vision_volt.']],
    model_type_id: [77777, ['Invalid pk "77777" - object does not exist.']],
    status: ['broken', ['"broken" is not a valid choice. Choose one of: in_use, available, repairing, receiving, missing.']],
  };

  for (const [name, call] of Object.entries(CALLS)) {
    it(`${name}: one unknown id among good ones is a 400 naming it, and no device changes`, async () => {
      const body = { ids: [...good(), 99999], [call.field]: validValue[call.field] };
      await expectNothingChanges(() => server.call(call.method, call.path, { body }), { ids: ['Unknown ids: 99999.'] });
    });

    it(`${name}: an invalid value is a 400 on that field, and no device changes`, async () => {
      const [value, messages] = invalidValue[call.field]!;
      const body = { ids: good(), [call.field]: value };
      await expectNothingChanges(() => server.call(call.method, call.path, { body }), { [call.field]: messages });
    });

    it(`${name}: a missing, empty, mistyped or too long body is a 400`, async () => {
      const missing = await server.call(call.method, call.path, { body: {} });
      expect(missing.status).toBe(400);
      expect(missing.body).toEqual({ ids: ['This field is required.'], [call.field]: ['This field is required.'] });
      const empty = await server.call(call.method, call.path, { body: { ids: [], [call.field]: validValue[call.field] } });
      expect(empty.body).toEqual({ ids: ['This list may not be empty.'] });
      const mistyped = await server.call(call.method, call.path, { body: { ids: '1,2', [call.field]: validValue[call.field] } });
      expect(mistyped.body).toEqual({ ids: ['Expected a list of items.'] });
      const badItem = await server.call(call.method, call.path, { body: { ids: [1, 'x'], [call.field]: validValue[call.field] } });
      expect(badItem.body).toEqual({ 'ids.1': ['A valid integer is required.'] });
    });
  }

  it('bulk_delete: one unknown id or a bad id is a 400, and no device is deleted', async () => {
    const ids = good();
    await expectNothingChanges(() => server.call('DELETE', `/api/admin/devices/bulk_delete?ids=${ids[0]}&ids=${ids[1]}&ids=99999`), { ids: ['Unknown ids: 99999.'] });
    await expectNothingChanges(() => server.call('DELETE', `/api/admin/devices/bulk_delete?ids=${ids[0]},abc`), { 'ids.1': ['A valid integer is required.'] });
  });

  it('lists at most 20 unknown ids, then how many more', async () => {
    const unknown = Array.from({ length: 25 }, (_, index) => 50001 + index);
    const answer = await server.call('PATCH', CALLS.status!.path, { body: { ids: [...unknown, devices[0]!.id], status: 'missing' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ ids: [`Unknown ids: ${unknown.slice(0, 20).join(', ')} and 5 more.`] });
  });

  it('reports unknown ids and an unknown model together', async () => {
    const answer = await server.call('PUT', CALLS.model_type!.path, { body: { ids: [99998], model_type_id: 99997 } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ ids: ['Unknown ids: 99998.'], model_type_id: ['Invalid pk "99997" - object does not exist.'] });
  });

  it('refuses more than 100000 ids', async () => {
    const ids = Array.from({ length: 100_001 }, (_, index) => index + 1);
    const answer = await server.call('PATCH', CALLS.status!.path, { body: { ids, status: 'missing' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ ids: ['Ensure this field has no more than 100000 elements.'] });
  });
});

describe('DELETE /api/admin/devices/bulk_delete', () => {
  it('deletes the devices named by ids=1&ids=2 (duplicates allowed) with a 204, with or without a trailing slash', async () => {
    const made = [await makeDevice(server), await makeDevice(server), await makeDevice(server)];
    const repeated = await server.call('DELETE', `/api/admin/devices/bulk_delete?ids=${made[0]!.id}&ids=${made[1]!.id}&ids=${made[0]!.id}`);
    expect(repeated.status).toBe(204);
    const slash = await server.call('DELETE', `/api/admin/devices/bulk_delete/?ids=${made[2]!.id}`);
    expect(slash.status).toBe(204);
    const remaining = idsOf(await allDevices(server));
    for (const device of made) expect(remaining).not.toContain(device.id);
    expect(remaining).toEqual(idsOf(devices));
  });

  it('accepts comma lists and needs at least one id', async () => {
    const made = [await makeDevice(server), await makeDevice(server)];
    expect((await server.call('DELETE', `/api/admin/devices/bulk_delete?ids=${made[0]!.id},${made[1]!.id}`)).status).toBe(204);
    expect(idsOf(await allDevices(server))).toEqual(idsOf(devices));
    const missing = await server.call('DELETE', '/api/admin/devices/bulk_delete');
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ ids: ['This field is required.'] });
    const empty = await server.call('DELETE', '/api/admin/devices/bulk_delete?ids=');
    expect(empty.body).toEqual({ ids: ['This list may not be empty.'] });
  });
});

describe('long id lists in the query', () => {
  it('reads 20000 ids from ?ids= (far past Node’s default 16 KB header limit) and names the unknown ones', async () => {
    const before = await allDevices(server);
    const ids = Array.from({ length: 20_000 }, (_, index) => 5_000_000 + index);
    const query = ids.map((id) => `ids=${id}`).join('&');
    expect(query.length).toBeGreaterThan(200_000);
    const answer = await server.call('DELETE', `/api/admin/devices/bulk_delete?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body.ids[0]).toMatch(/^Unknown ids: 5000000, 5000001, .* and 19980 more\.$/);
    expect(await allDevices(server)).toEqual(before);
  });
});
