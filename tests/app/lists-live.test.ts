// @vitest-environment node
// The app's whole lists against the real server: they keep its cursor and follow by difference what others change
// through the API (edits, creations, deletions, a model renamed under its devices, an event's settings), and fall
// back to a whole fetch for a cursor the server does not know.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Device, DeviceModel } from '../../src/contract/entities';
import type { RowsChange } from '../../src/app/state/listStore';
import { startLiveServer } from './liveServer';

vi.mock('../../src/app/services/api', () => import('./liveApi'));

const server = await startLiveServer({ DEMO: '1', DEMO_DEVICES: '60' });
let lists: typeof import('../../src/app/services/lists');
let api: typeof import('./liveApi').api;

beforeAll(async () => {
  lists = await import('../../src/app/services/lists');
  api = (await import('./liveApi')).api;
});

describe('the whole lists over a real server', () => {
  it('follow edits, creations and deletions made elsewhere by difference, new rows first, the rest in place', async () => {
    const { devices } = lists;
    await devices.load();
    const cursor = devices.cursor();
    expect(cursor).toEqual(expect.any(String));
    const before = devices.state.rows;
    const [first, second, third] = before as Device[];
    const changes: RowsChange<Device>[] = [];
    const unsubscribe = devices.subscribe((change) => changes.push(change));

    expect((await server.call('PUT', `/api/admin/devices/${second!.id}`, { body: { ...second, name: 'Renamed elsewhere' } })).status).toBe(200);
    const created = (await server.call('POST', '/api/admin/devices', { body: { name: 'Created elsewhere' } })).body as Device;
    expect((await server.call('DELETE', `/api/admin/devices/${third!.id}`)).status).toBe(204);
    await devices.refresh();
    unsubscribe();

    const rows = devices.state.rows;
    expect(rows[0]?.id).toBe(created.id);
    expect(rows[1]).toBe(first);
    expect(rows[2]).toMatchObject({ id: second!.id, name: 'Renamed elsewhere' });
    expect(rows.find((row) => row.id === third!.id)).toBeUndefined();
    expect(rows).toHaveLength(before.length);
    expect(devices.cursor()).not.toBe(cursor);
    expect(changes).toHaveLength(1);
    const [change] = changes;
    expect(change?.kind === 'some' && change.changedElsewhere.map((row) => row.id).sort()).toEqual([created.id, second!.id].sort());
  });

  it('see a model renamed under its devices, and an event whose settings changed', async () => {
    const { devices, models, events } = lists;
    await Promise.all([devices.load(), models.load(), events.load()]);
    const device = devices.state.rows.find((row) => row.model_type_id !== null)!;
    const model = models.find(device.model_type_id!) as DeviceModel;
    expect((await server.call('PUT', `/api/admin/device-models/${model.id}`, { body: { ...model, name: 'Renamed model' } })).status).toBe(200);
    await Promise.all([devices.refresh(), models.refresh()]);
    expect(models.find(model.id)?.name).toBe('Renamed model');
    expect(devices.find(device.id)?.model_name).toBe('Renamed model');

    const event = events.state.rows.find((row) => row.settings_id !== null)!;
    const patched = await server.call('PATCH', `/api/v2/event-settings/${event.settings_id}`, { body: { live_interactions: !event.live_interactions } });
    expect(patched.status).toBe(200);
    await events.refresh();
    expect(events.find(event.id)?.live_interactions).toBe(!event.live_interactions);
  });

  it('answer null (fetch everything) for a cursor the server never issued', async () => {
    expect(await api.devices.changesSince('not-a-cursor')).toBeNull();
    expect(await api.devices.changesSince('999999999')).toBeNull();
  });
});
