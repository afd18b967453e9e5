// The activity history holds what it takes to undo (issue 23), as a property: after any sequence of device edits,
// bulk changes and creations, writing back every recorded `before` value, newest entry first, through the API (as the
// app's undo does, marked `X-Kitroom-Operation: undo`), returns the devices to exactly where they started.
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BASES, DEVICE_STATUSES } from '../../src/contract/enums';
import type { Device } from '../../src/contract/entities';
import type { HistoryChange, HistoryEntry } from '../../src/contract/history';
import { allDevices, makeDevice, makeModel } from './deviceFixtures';
import { createEvent } from './eventFixtures';
import { startTestServer, type TestServer } from './harness';
import { allChanges, historyPage, newestEntry, staffMember } from './historyHelpers';

let server: TestServer;
let staffToken: string;
let deviceIds: number[] = [];
let modelIds: number[] = [];
let eventIds: number[] = [];
beforeAll(async () => {
  server = await startTestServer();
  staffToken = (await staffMember(server, 'Property Staff')).token;
  modelIds = [(await makeModel(server)).id, (await makeModel(server)).id];
  eventIds = [(await createEvent(server)).id, (await createEvent(server)).id];
  for (let index = 0; index < 5; index += 1) deviceIds.push((await makeDevice(server, { name: `Device ${index}` })).id);
});
afterAll(() => server.close());

const COMMENTS = ['', 'screen cracked', 'Screen cracked', 'ok'] as const;
const EXHIBITORS = ['', 'Stand 4', 'Stand 9'] as const;

type Step =
  | { kind: 'edit'; device: number; fields: Record<string, unknown> }
  | { kind: 'bulk'; field: 'status' | 'base' | 'model' | 'event'; devices: number[]; value: number }
  | { kind: 'create'; name: string };

const anEdit = fc.record({
  kind: fc.constant('edit' as const),
  device: fc.nat({ max: 4 }),
  fields: fc.record({
    status: fc.constantFrom(...DEVICE_STATUSES),
    comment: fc.constantFrom(...COMMENTS),
    base: fc.constantFrom(null, ...BASES),
    name: fc.constantFrom('Scanner', 'scanner', 'Printer'),
    current_exhibitor_name: fc.constantFrom(...EXHIBITORS),
    model: fc.nat({ max: 2 }),
    event: fc.nat({ max: 2 }),
  }, { requiredKeys: [] }),
});
const aBulk = fc.record({
  kind: fc.constant('bulk' as const),
  field: fc.constantFrom('status' as const, 'base' as const, 'model' as const, 'event' as const),
  devices: fc.uniqueArray(fc.nat({ max: 4 }), { minLength: 1, maxLength: 5 }),
  value: fc.nat({ max: 4 }),
});
const aCreate = fc.record({ kind: fc.constant('create' as const), name: fc.constantFrom('New A', 'New B') });
const aStep: fc.Arbitrary<Step> = fc.oneof({ arbitrary: anEdit, weight: 3 }, { arbitrary: aBulk, weight: 3 }, { arbitrary: aCreate, weight: 1 });

/** 0 is none (null), else the n-th of `ids` (wrapping). */
const pick = (ids: readonly number[], value: number) => (value === 0 ? null : ids[(value - 1) % ids.length]!);

async function run(step: Step): Promise<void> {
  const asStaff = { token: staffToken };
  if (step.kind === 'create') {
    await server.call('POST', '/api/admin/devices', { ...asStaff, body: { name: step.name } });
    return;
  }
  if (step.kind === 'edit') {
    const { model, event, ...fields } = step.fields as { model?: number; event?: number } & Record<string, unknown>;
    const body = { name: 'Unnamed', ...fields, ...(model === undefined ? {} : { model_type_id: pick(modelIds, model) }), ...(event === undefined ? {} : { current_event_id: pick(eventIds, event) }) };
    await server.call('PUT', `/api/admin/devices/${deviceIds[step.device]}`, { ...asStaff, body });
    return;
  }
  const ids = step.devices.map((index) => deviceIds[index]!);
  const calls = {
    status: ['PATCH', '/api/v1/services/devices-bulk-update-status', { status: DEVICE_STATUSES[step.value % DEVICE_STATUSES.length] }],
    base: ['PATCH', '/api/v1/services/devices-bulk-update-base', { base: step.value === 0 ? null : BASES[step.value % BASES.length] }],
    model: ['PUT', '/api/admin/devices/model_type', { model_type_id: pick(modelIds, step.value) }],
    event: ['PUT', '/api/admin/devices/current_event', { current_event_id: pick(eventIds, step.value) }],
  } as const;
  const [method, path, value] = calls[step.field];
  expect((await server.call(method, path, { ...asStaff, body: { ids, ...value } })).status).toBe(200);
}

/** Writes back one entry's `before` values, record by record, as the app's undo would. */
async function undo(entry: HistoryEntry): Promise<void> {
  const changes = entry.changes.length < entry.changes_total ? await allChanges(server, entry.id) : entry.changes;
  const byRecord = new Map<string, HistoryChange[]>();
  for (const change of changes) byRecord.set(change.record, [...(byRecord.get(change.record) ?? []), change]);
  const headers = { 'X-Kitroom-Operation': 'undo' };
  for (const [record, recordChanges] of byRecord) {
    const id = Number(record.split(':')[1]);
    expect(record).toMatch(/^device:/);
    if (recordChanges.some((change) => change.field === null && change.before === null)) {
      expect((await server.call('DELETE', `/api/admin/devices/${id}`, { headers })).status).toBe(204);
      continue;
    }
    const current = (await server.call('GET', `/api/admin/devices/${id}`)).body as Device;
    const before = Object.fromEntries(recordChanges.map((change) => [change.field, change.before]));
    expect((await server.call('PUT', `/api/admin/devices/${id}`, { headers, body: { name: current.name, ...before } })).status).toBe(200);
  }
}

const stateOf = async () => (await allDevices(server)).map(({ updated_at: _version, ...device }) => device);

it('writing back the recorded before values, newest first, returns the devices to their starting state', async () => {
  await fc.assert(fc.asyncProperty(fc.array(aStep, { minLength: 1, maxLength: 10 }), async (steps) => {
    const start = await stateOf();
    const startId = (await newestEntry(server))?.id ?? 0;
    for (const step of steps) await run(step);
    const recorded = (await historyPage(server, 'page_size=200')).results.filter((entry) => entry.id > startId);
    expect(recorded.every((entry) => entry.operation.startsWith('devices.'))).toBe(true);
    for (const entry of recorded) await undo(entry);
    expect(await stateOf()).toEqual(start);
  }), { numRuns: 25 });
}, 120_000);
