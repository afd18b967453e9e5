// Properties of `?changed_since=`: after any sequence of writes, a copy of each list taken at any point and brought up
// to date by the changes since its cursor equals the list read whole; and writes made while the lists are being read
// are never lost (each is in an answer before its cursor, or after it).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectInSync, LIST_NAMES, LIST_PATHS, wholeList, type Copy, type ListName } from './changesHelpers';
import { makeCategory, makeDevice, makeEvent, makeModel } from './deviceFixtures';
import { startTestServer, type TestServer } from './harness';
import { apply, changesSince } from './changesHelpers';

let server: TestServer;
const ids = { categories: [] as number[], models: [] as number[], events: [] as number[], devices: [] as number[] };
beforeAll(async () => {
  server = await startTestServer();
  for (let index = 0; index < 2; index += 1) ids.categories.push((await makeCategory(server)).id);
  for (let index = 0; index < 3; index += 1) ids.models.push((await makeModel(server, { category_id: ids.categories[index % 2] })).id);
  for (let index = 0; index < 2; index += 1) ids.events.push((await makeEvent(server)).id);
  for (let index = 0; index < 6; index += 1) ids.devices.push((await makeDevice(server, { model_type_id: ids.models[index % 3] })).id);
});
afterAll(() => server.close());

let names = 0;
const pick = (list: number[], seed: number) => list[seed % list.length];

/** One write of any kind the API offers on the synced lists, chosen by `kind` and `seed`. */
async function write(kind: number, seed: number): Promise<void> {
  const device = pick(ids.devices, seed);
  switch (kind) {
    case 0: ids.devices.push((await makeDevice(server, { model_type_id: pick(ids.models, seed), current_event_id: seed % 2 ? pick(ids.events, seed) : null })).id); break;
    case 1: if (device) await server.call('PUT', `${LIST_PATHS.devices}/${device}`, { body: { name: `Edited ${++names}`, current_event_id: seed % 3 ? pick(ids.events, seed) : null } }); break;
    case 2: if (device && ids.devices.length > 2) {
      await server.call('DELETE', `${LIST_PATHS.devices}/${device}`);
      ids.devices = ids.devices.filter((id) => id !== device);
    } break;
    case 3: await server.call('PATCH', '/api/v1/services/devices-bulk-update-status', { body: { ids: ids.devices.filter((_, index) => (index + seed) % 2), status: ['repairing', 'available', 'missing'][seed % 3] } }); break;
    case 4: await server.call('PUT', '/api/admin/devices/current_event', { body: { ids: ids.devices.filter((_, index) => (index + seed) % 3 === 0), current_event_id: seed % 2 ? pick(ids.events, seed) : null } }); break;
    case 5: await server.call('PUT', `${LIST_PATHS.models}/${pick(ids.models, seed)}`, { body: { name: `Model renamed ${++names}`, category_id: pick(ids.categories, seed) } }); break;
    case 6: await server.call('PUT', `${LIST_PATHS.categories}/${pick(ids.categories, seed)}`, { body: { name: `Category renamed ${++names}` } }); break;
    case 7: await server.call('PUT', `/api/events/${pick(ids.events, seed)}`, { body: { name: `Event ${++names}`, start_date: '2026-05-01T09:00', end_date: '2026-05-02T18:00' } }); break;
    case 8: {
      const settings = [...(await wholeList(server, 'event-settings')).rows.values()];
      const chosen = settings[seed % settings.length]!;
      await server.call('PATCH', `/api/v2/event-settings/${chosen.id}`, { body: { live_interactions: !chosen.live_interactions } });
      break;
    }
    case 9: ids.models.push((await makeModel(server, { category_id: pick(ids.categories, seed) })).id); break;
    default: ids.events.push((await makeEvent(server)).id);
  }
}

const aWrite = fc.tuple(fc.integer({ min: 0, max: 10 }), fc.nat({ max: 1000 }));

describe('changes since any cursor equal the difference of the whole lists', () => {
  it('for random sequences of writes, from copies taken at random points', async () => {
    await fc.assert(fc.asyncProperty(fc.array(fc.tuple(aWrite, fc.boolean()), { minLength: 1, maxLength: 8 }), async (steps) => {
      const copies: Array<{ list: ListName; copy: Copy }> = [];
      for (const [[kind, seed], takeCopy] of steps) {
        if (takeCopy) for (const list of LIST_NAMES) copies.push({ list, copy: await wholeList(server, list) });
        await write(kind, seed);
      }
      for (const { list, copy } of copies) await expectInSync(server, list, copy);
    }), { numRuns: 12 });
  });
});

describe('writes concurrent with the reads', () => {
  it('are each in an answer or after its cursor, never lost', async () => {
    const copies = new Map<ListName, Copy>();
    for (const list of LIST_NAMES) copies.set(list, await wholeList(server, list));
    let writing = true;
    const writes = (async () => {
      try {
        for (let index = 0; index < 40; index += 1) await write(index % 11, index * 7 + 3);
      } finally {
        writing = false;
      }
    })();
    // meanwhile: copies follow by changes, and whole lists are read (their cursors must be safe to follow too)
    const midway: Array<{ list: ListName; copy: Copy }> = [];
    let rounds = 0;
    while (writing) {
      rounds += 1;
      for (const list of LIST_NAMES) {
        copies.set(list, apply(copies.get(list)!, await changesSince(server, list, copies.get(list)!.cursor)));
        if (rounds % 3 === 0) midway.push({ list, copy: await wholeList(server, list) });
      }
    }
    await writes;
    expect(rounds).toBeGreaterThan(1);
    for (const list of LIST_NAMES) await expectInSync(server, list, copies.get(list)!);
    for (const { list, copy } of midway) await expectInSync(server, list, copy);
  });
});
