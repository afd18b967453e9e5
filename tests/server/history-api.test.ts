// GET /api/v2/history over real HTTP (issue 23): a bulk change of 5 000 devices is one entry naming 5 000 records,
// its changes capped in the list and all read page by page; ?record=, ?user=, ?operation=; cursor paging that
// neither skips nor repeats an entry while others write; who may read it; refusals in coded errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../src/contract/history';
import { HISTORY_ENTRY_CHANGES } from '../../src/contract/limits';
import { makeDevice } from './deviceFixtures';
import { startTestServer, type TestServer } from './harness';
import { allChanges, historyPage, newestEntry, staffMember } from './historyHelpers';
import { importFile, sheetOf } from './sheetHelpers';

const FLEET = 5000;

let server: TestServer;
let staff: { id: number; token: string; name: string };
beforeAll(async () => {
  server = await startTestServer();
  staff = await staffMember(server, 'Sofia Staff');
});
afterAll(() => server.close());

const bulkStatus = (ids: readonly number[], status: string, token?: string) =>
  server.call('PATCH', '/api/v1/services/devices-bulk-update-status', { body: { ids, status }, ...(token ? { token } : {}) });

/** Every entry a query answers, following `next` (page_size small, so that there are many pages). */
async function everyPage(query: string, pageSize: number, between?: () => Promise<unknown>): Promise<HistoryEntry[]> {
  const entries: HistoryEntry[] = [];
  let next: string | null = `/api/v2/history?${query}${query ? '&' : ''}page_size=${pageSize}`;
  while (next) {
    const answer: { status: number; body: { results: HistoryEntry[]; next: string | null } } = await server.call('GET', next);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    entries.push(...answer.body.results);
    next = answer.body.next;
    await between?.();
  }
  return entries;
}

describe('a bulk change of 5 000 devices', () => {
  it('is one entry naming 5 000 records, its changes capped in the list and read whole page by page', async () => {
    const rows = Array.from({ length: FLEET }, (_, index) => [`Bulk ${index}`, `BULK-${index}`]);
    const imported = await importFile(server, await sheetOf([['name', 'serial_id'], ...rows]));
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    const importEntry = (await newestEntry(server))!;
    expect(importEntry).toMatchObject({ operation: 'devices.import', record_count: FLEET, changes_total: FLEET });
    const ids = (await server.call('GET', `/api/admin/devices?page_size=${FLEET}&search=BULK`)).body.results.map((device: { id: number }) => device.id) as number[];
    expect(ids).toHaveLength(FLEET);

    expect((await bulkStatus(ids, 'repairing', staff.token)).status).toBe(200);
    const entry = (await newestEntry(server))!;
    expect(entry).toMatchObject({ operation: 'devices.bulk_status', user: { id: staff.id, name: 'Sofia Staff' }, record_count: FLEET, changes_total: FLEET });
    expect(entry.changes).toHaveLength(HISTORY_ENTRY_CHANGES);
    const changes = await allChanges(server, entry.id, 700);
    expect(changes).toHaveLength(FLEET);
    expect(new Set(changes.map((change) => change.record))).toEqual(new Set(ids.map((id) => `device:${id}`)));
    expect(changes.every((change) => change.field === 'status' && change.before === 'available' && change.after === 'repairing')).toBe(true);
    // the entry alone, as the app opens it from a list
    const one = await server.call('GET', `/api/v2/history/${entry.id}`);
    expect(one.body).toEqual({ ...entry, changes: changes.slice(0, HISTORY_ENTRY_CHANGES) });
  }, 60_000);
});

describe('filters', () => {
  it('?record= lists that record\'s entries, newest first, with its changes only', async () => {
    const device = await makeDevice(server, { name: 'SCANNER-0001', status: 'available' });
    const other = await makeDevice(server);
    await bulkStatus([device.id, other.id], 'missing', staff.token);
    await server.call('PUT', `/api/admin/devices/${device.id}`, { body: { name: 'SCANNER-0001', status: 'missing', comment: 'found?' } });
    await server.call('PUT', `/api/admin/devices/${other.id}`, { body: { name: other.name, comment: 'not this one' } });
    const { results, next } = await historyPage(server, `record=device:${device.id}`);
    expect(next).toBeNull();
    expect(results.map((entry) => entry.operation)).toEqual(['devices.update', 'devices.bulk_status', 'devices.create']);
    expect(results[0]!.changes).toEqual([{ record: `device:${device.id}`, field: 'comment', before: '', after: 'found?' }]);
    expect(results[1]).toMatchObject({ record_count: 2, changes_total: 2, changes: [{ record: `device:${device.id}`, field: 'status', before: 'available', after: 'missing' }] });
    expect(results[2]!.changes[0]).toMatchObject({ field: null, before: null, after: { name: 'SCANNER-0001' } });
    // combined with a person: only theirs
    expect((await historyPage(server, `record=device:${device.id}&user=${staff.id}`)).results.map((entry) => entry.operation)).toEqual(['devices.bulk_status']);
    expect((await historyPage(server, 'record=device:99999999')).results).toEqual([]);
  });

  it('?user= and ?operation= list a person\'s entries and an operation\'s, each with all records', async () => {
    const device = await makeDevice(server);
    await bulkStatus([device.id], 'receiving', staff.token);
    const mine = await everyPage(`user=${staff.id}`, 3);
    expect(mine.length).toBeGreaterThan(1);
    expect(mine.every((entry) => entry.user.id === staff.id)).toBe(true);
    const bulk = await everyPage('operation=devices.bulk_status', 2);
    expect(bulk.length).toBeGreaterThanOrEqual(3);
    expect(bulk.every((entry) => entry.operation === 'devices.bulk_status')).toBe(true);
    expect(bulk[0]!.changes).toEqual([{ record: `device:${device.id}`, field: 'status', before: 'available', after: 'receiving' }]);
    expect((await historyPage(server, 'operation=nothing.like.this')).results).toEqual([]);
  });
});

describe('paging', () => {
  it('neither skips nor repeats an entry while others write, newest first', async () => {
    const device = await makeDevice(server);
    for (let index = 0; index < 12; index += 1) await server.call('PUT', `/api/admin/devices/${device.id}`, { body: { name: device.name, comment: `edit ${index}` } });
    const top = (await newestEntry(server))!.id;
    let writes = 0;
    // between every two pages, someone else writes: new entries are newer than the first page, never inside the walk
    const seen = await everyPage('', 5, async () => {
      writes += 1;
      await bulkStatus([device.id], writes % 2 ? 'missing' : 'available', staff.token);
    });
    const walked = seen.filter((entry) => entry.id <= top).map((entry) => entry.id);
    expect(new Set(walked).size).toBe(walked.length);
    expect(walked).toEqual([...walked].sort((a, b) => b - a));
    const everything = (await everyPage('', 200)).map((entry) => entry.id).filter((id) => id <= top);
    expect(walked).toEqual(everything);
    expect(writes).toBeGreaterThan(3);
    // the same with ?record=, and the record's own cursor
    const ofDevice = await everyPage(`record=device:${device.id}`, 4, () => bulkStatus([device.id], 'repairing'));
    expect(new Set(ofDevice.map((entry) => entry.id)).size).toBe(ofDevice.length);
    expect(ofDevice.filter((entry) => entry.operation === 'devices.update')).toHaveLength(12);
  });
});

describe('who may read it, and refusals', () => {
  it('staff and admins read it; an account without access cannot, nor anyone without a token', async () => {
    expect((await server.call('GET', '/api/v2/history', { token: staff.token })).status).toBe(200);
    const outsider = await server.makeUser({ name: 'No Access' });
    const refused = await server.call('GET', '/api/v2/history', { token: outsider.token });
    expect(refused.status).toBe(403);
    expect(refused.raw.code).toBe('permission_denied');
    expect((await server.call('GET', `/api/v2/history/1/changes`, { token: outsider.token })).status).toBe(403);
    expect((await server.call('GET', '/api/v2/history', { token: null })).status).toBe(401);
  });

  it('answers a bad record, person, cursor or id with a coded 400 or a 404', async () => {
    const bad = async (query: string) => (await server.call('GET', `/api/v2/history?${query}`)).raw;
    expect((await bad('record=gizmo:1')).error_codes).toEqual({ record: [{ code: 'invalid_history_record' }] });
    expect((await bad('record=device:0')).error_codes).toEqual({ record: [{ code: 'invalid_history_record' }] });
    expect((await bad('user=me')).error_codes).toEqual({ user: [{ code: 'invalid_integer' }] });
    expect((await bad('cursor=not-a-cursor')).error_codes).toEqual({ cursor: [{ code: 'invalid_cursor' }] });
    expect((await bad(`cursor=${Buffer.from('{"before":-1}').toString('base64url')}`)).error_codes).toEqual({ cursor: [{ code: 'invalid_cursor' }] });
    expect((await bad('operation=')).error_codes).toEqual({ operation: [{ code: 'blank' }] });
    expect((await server.call('GET', '/api/v2/history/99999999')).status).toBe(404);
    expect((await server.call('GET', '/api/v2/history/99999999/changes')).status).toBe(404);
    const entry = (await newestEntry(server))!;
    expect((await server.call('GET', `/api/v2/history/${entry.id}/changes?cursor=e30`)).raw.error_codes).toEqual({ cursor: [{ code: 'invalid_cursor' }] });
  });
});
