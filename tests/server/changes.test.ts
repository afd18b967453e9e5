// `?changed_since=` on the synced lists: every kind of write seen exactly once after the cursor, derived changes,
// deletions, the cursor on every page, 400 and 410.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_FIELDS } from '../../src/contract/entities';
import { changedIds, changesSince, cursorsNow, expectInSync, LIST_NAMES, LIST_PATHS, wholeList } from './changesHelpers';
import { makeCategory, makeDevice, makeEvent, makeModel } from './deviceFixtures';
import { startTestServer, type TestServer } from './harness';
import { exportRows, importRows, type SheetCell } from './sheetHelpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

type Expected = Partial<Record<(typeof LIST_NAMES)[number], { changed?: number[]; deleted?: number[] }>>;

/** Runs `write`, then checks that exactly `expected` (read after the write) changed in each list, and nothing after. */
async function expectChanges(write: () => Promise<unknown>, expectedAfter: Expected | (() => Expected)) {
  const before = await cursorsNow(server);
  await write();
  const expected = typeof expectedAfter === 'function' ? expectedAfter() : expectedAfter;
  for (const list of LIST_NAMES) {
    const seen = await changedIds(server, list, before[list]);
    expect({ list, changed: seen.changed, deleted: seen.deleted }).toEqual({
      list, changed: sorted(expected[list]?.changed ?? []), deleted: sorted(expected[list]?.deleted ?? []),
    });
    const again = await changesSince(server, list, seen.cursor);
    expect(again, `${list}: nothing more after the next cursor`).toEqual({ results: [], deleted: [], cursor: seen.cursor });
  }
}

describe('the cursor on the plain lists', () => {
  it('every page of each synced list carries a cursor; unchanged state answers nothing and the same cursor', async () => {
    await makeCategory(server);
    await makeCategory(server);
    const first = await server.call('GET', `${LIST_PATHS.categories}?page_size=1`);
    const second = await server.call('GET', `${LIST_PATHS.categories}?page_size=1&page=2`);
    expect(first.body).toMatchObject({ count: 2, cursor: expect.any(String) });
    expect(second.body.cursor).toBe(first.body.cursor);
    for (const list of LIST_NAMES) {
      const { cursor } = await wholeList(server, list);
      expect(await changesSince(server, list, cursor)).toEqual({ results: [], deleted: [], cursor });
    }
  });

  it('a malformed cursor is a 400 on changed_since; a cursor of another database or ahead of this one is a 410', async () => {
    const { cursor } = await wholeList(server, 'devices');
    const [epoch, ...seqs] = cursor.split('.');
    const foreign = [epoch === '000000000000' ? '111111111111' : '000000000000', ...seqs].join('.');
    const ahead = [epoch, ...seqs.map((seq) => String(Number(seq) + 1000))].join('.');
    for (const list of LIST_NAMES) {
      for (const bad of ['', 'abc', `${cursor}.1`, cursor.toUpperCase() === cursor ? 'x' : cursor.toUpperCase(), '1.2.3']) {
        const answer = await server.call('GET', `${LIST_PATHS[list]}?changed_since=${encodeURIComponent(bad)}`);
        expect(answer.status, `${list} ${bad}`).toBe(400);
        expect(answer.body).toEqual({ changed_since: [expect.any(String)] });
      }
      for (const gone of [foreign, ahead]) {
        const answer = await server.call('GET', `${LIST_PATHS[list]}?changed_since=${gone}`);
        expect(answer.status).toBe(410);
        expect(answer.raw).toEqual({ detail: expect.any(String), code: 'cursor_expired' });
      }
    }
  });
});

describe('each write seen exactly once after the cursor', () => {
  it('creations, edits and deletions of devices; an event gains and loses capacity with them', async () => {
    const event = await makeEvent(server);
    let created = 0;
    await expectChanges(async () => {
      created = (await makeDevice(server, { current_event_id: event.id })).id;
    }, () => ({ devices: { changed: [created] }, events: { changed: [event.id] } }));
    const device = (await wholeList(server, 'devices')).rows.get(created)!;
    await expectChanges(() => server.call('PUT', `${LIST_PATHS.devices}/${created}`, { body: { ...device, comment: 'edited' } }), { devices: { changed: [created] } });
    await expectChanges(() => server.call('DELETE', `${LIST_PATHS.devices}/${created}`), { devices: { deleted: [created] }, events: { changed: [event.id] } });
  });

  it('a row created and deleted inside the window, or changed then deleted, is only in deleted', async () => {
    const kept = await makeDevice(server);
    const { cursor } = await wholeList(server, 'devices');
    const brief = await makeDevice(server);
    await server.call('PUT', `${LIST_PATHS.devices}/${kept.id}`, { body: { name: 'renamed before its end' } });
    expect((await server.call('DELETE', `${LIST_PATHS.devices}/${brief.id}`)).status).toBe(204);
    expect((await server.call('DELETE', `${LIST_PATHS.devices}/${kept.id}`)).status).toBe(204);
    expect(await changedIds(server, 'devices', cursor)).toMatchObject({ changed: [], deleted: sorted([brief.id, kept.id]) });
  });

  it('every bulk change of devices, and the bulk delete', async () => {
    const [eventA, eventB] = [await makeEvent(server), await makeEvent(server)];
    const model = await makeModel(server);
    const devices = [await makeDevice(server, { current_event_id: eventA.id }), await makeDevice(server), await makeDevice(server)];
    const ids = devices.map((device) => device.id);
    await expectChanges(() => server.call('PATCH', '/api/v1/services/devices-bulk-update-status', { body: { ids, status: 'repairing' } }), { devices: { changed: ids } });
    await expectChanges(() => server.call('PATCH', '/api/v1/services/devices-bulk-update-base', { body: { ids, base: 'lisbon' } }), { devices: { changed: ids } });
    await expectChanges(() => server.call('PUT', '/api/admin/devices/model_type', { body: { ids, model_type_id: model.id } }), { devices: { changed: ids } });
    await expectChanges(() => server.call('PUT', '/api/admin/devices/current_event', { body: { ids, current_event_id: eventB.id } }), {
      devices: { changed: ids }, events: { changed: [eventA.id, eventB.id] },
    });
    const query = ids.slice(0, 2).map((id) => `ids=${id}`).join('&');
    await expectChanges(async () => expect((await server.call('DELETE', `/api/admin/devices/bulk_delete?${query}`)).status).toBeLessThan(300), {
      devices: { deleted: ids.slice(0, 2) }, events: { changed: [eventB.id] },
    });
  });

  it('an xlsx import: the rows it creates and the rows it updates, not the rows it leaves alone', async () => {
    const untouched = await makeDevice(server, { serial_id: 'SYNC-KEEP' });
    const updated = await makeDevice(server, { serial_id: 'SYNC-EDIT' });
    const rows = await exportRows(server);
    const column = (field: string) => rows[0]!.indexOf(field);
    const kept = rows.filter((row, index) => index === 0 || row[0] === untouched.id || row[0] === updated.id);
    kept.find((row) => row[0] === updated.id)![column('comment')] = 'imported comment';
    const fresh: Record<string, SheetCell> = { name: 'Imported device', serial_id: 'SYNC-NEW' };
    kept.push(DEVICE_FIELDS.map((field) => fresh[field] ?? null));
    let createdId = 0;
    const { cursor } = await wholeList(server, 'devices');
    const answer = await importRows(server, kept);
    expect(answer.body).toMatchObject({ created: 1, updated: 1 });
    createdId = [...(await wholeList(server, 'devices')).rows.values()].find((row) => row.serial_id === 'SYNC-NEW')!.id;
    expect(await changedIds(server, 'devices', cursor)).toMatchObject({ changed: sorted([updated.id, createdId]), deleted: [] });
  });
});

describe('derived changes: what a row shows of another', () => {
  it('renaming a model changes its devices; moving it to another category too', async () => {
    const [categoryA, categoryB] = [await makeCategory(server), await makeCategory(server)];
    const model = await makeModel(server, { category_id: categoryA.id });
    const other = await makeModel(server);
    const ids = [(await makeDevice(server, { model_type_id: model.id })).id, (await makeDevice(server, { model_type_id: model.id })).id];
    await makeDevice(server, { model_type_id: other.id });
    await expectChanges(() => server.call('PUT', `${LIST_PATHS.models}/${model.id}`, { body: { name: `${model.name} renamed`, category_id: categoryA.id } }), {
      models: { changed: [model.id] }, devices: { changed: ids },
    });
    await expectChanges(() => server.call('PUT', `${LIST_PATHS.models}/${model.id}`, { body: { name: `${model.name} RENAMED`, category_id: categoryA.id } }), {
      models: { changed: [model.id] }, devices: { changed: ids },
    });
    await expectChanges(() => server.call('PUT', `${LIST_PATHS.models}/category`, { body: { ids: [model.id], category_id: categoryB.id } }), {
      models: { changed: [model.id] }, devices: { changed: ids },
    });
    await expectChanges(() => server.call('PUT', `${LIST_PATHS.models}/${model.id}`, { body: { name: `${model.name} RENAMED`, description: 'only the description', category_id: categoryB.id } }), {
      models: { changed: [model.id] },
    });
  });

  it('renaming a category changes its models and their devices', async () => {
    const category = await makeCategory(server);
    const models = [await makeModel(server, { category_id: category.id }), await makeModel(server, { category_id: category.id })];
    const devices = [(await makeDevice(server, { model_type_id: models[0]!.id })).id, (await makeDevice(server, { model_type_id: models[1]!.id })).id];
    await expectChanges(() => server.call('PUT', `${LIST_PATHS.categories}/${category.id}`, { body: { name: `${category.name} renamed` } }), {
      categories: { changed: [category.id] }, models: { changed: models.map((model) => model.id) }, devices: { changed: devices },
    });
    const empty = await makeCategory(server);
    await expectChanges(() => server.call('DELETE', `${LIST_PATHS.categories}/${empty.id}`), { categories: { deleted: [empty.id] } });
  });

  it('renaming an event changes the devices assigned to it; its settings change the settings row and the event', async () => {
    const event = await makeEvent(server);
    const assigned = (await makeDevice(server, { current_event_id: event.id })).id;
    const settings = [...(await wholeList(server, 'event-settings')).rows.values()].find((row) => row.event === event.id)!;
    const body = { name: `${event.name.slice(0, 20)} new`, start_date: '2026-05-01T09:00', end_date: '2026-05-02T18:00' };
    await expectChanges(() => server.call('PUT', `/api/events/${event.id}`, { body }), { events: { changed: [event.id] }, devices: { changed: [assigned] } });
    await expectChanges(() => server.call('PATCH', `/api/v2/event-settings/${settings.id}`, { body: { live_interactions: true } }), {
      'event-settings': { changed: [settings.id] }, events: { changed: [event.id] },
    });
  });

  it('creating an event creates its settings row', async () => {
    const before = await cursorsNow(server);
    const event = await makeEvent(server);
    expect((await changedIds(server, 'events', before.events)).changed).toEqual([event.id]);
    const settings = await changesSince(server, 'event-settings', before['event-settings']);
    expect(settings.results).toEqual([expect.objectContaining({ event: event.id, live_interactions: false })]);
  });
});

describe('a copy kept by changes equals the list read whole', () => {
  it('after a mix of writes to every list', async () => {
    const copies = await Promise.all(LIST_NAMES.map((list) => wholeList(server, list)));
    const category = await makeCategory(server);
    const model = await makeModel(server, { category_id: category.id });
    const event = await makeEvent(server);
    const device = await makeDevice(server, { model_type_id: model.id, current_event_id: event.id });
    await server.call('PUT', `${LIST_PATHS.categories}/${category.id}`, { body: { name: `${category.name} again` } });
    await server.call('DELETE', `${LIST_PATHS.devices}/${device.id}`);
    for (const [index, list] of LIST_NAMES.entries()) await expectInSync(server, list, copies[index]!);
  });
});
