// Input that used to answer 500: names of Object.prototype members where a vocabulary value belongs, malformed
// percent-encoding in static paths, searches far longer than anything searched. Each is a 4xx now, with nothing
// written and no error logged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { writeXlsx } from '../../src/server/sheets/xlsxWrite';
import { deviceTable, importFile } from './sheetHelpers';

/** Sheets with inline strings, by the server's writer: write-excel-file keys its shared strings by a plain object,
 * so it cannot write "constructor" or "__proto__" itself. */
async function importInline(rows: string[][]) {
  const [header, ...body] = rows;
  return importFile(server, await writeXlsx({ name: 'Devices', header: header!, rows: body }));
}

let server: TestServer;
const logged: Record<string, unknown>[] = [];
beforeAll(async () => {
  server = await startTestServer({}, { log: (entry) => logged.push(entry) });
});
afterAll(() => server.close());

const PROTOTYPE_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__', 'isPrototypeOf'];
const errorsLogged = () => logged.filter((entry) => entry.level === 'error');

describe('prototype names as status or base', () => {
  it('are refused with 400 on POST and PUT of a device, and in every bulk call', async () => {
    const device = (await server.call('POST', '/api/admin/devices', { body: { name: 'Target' } })).body;
    const before = await deviceTable(server);
    for (const name of PROTOTYPE_NAMES) {
      for (const field of ['status', 'base']) {
        const created = await server.call('POST', '/api/admin/devices', { body: { name: 'X', [field]: name } });
        expect(created.status, `${field} ${name}`).toBe(400);
        expect(Object.keys(created.body)).toEqual([field]);
        const changed = await server.call('PUT', `/api/admin/devices/${device.id}`, { body: { name: 'Target', [field]: name } });
        expect(changed.status, `${field} ${name}`).toBe(400);
      }
      const status = await server.call('PATCH', '/api/v1/services/devices-bulk-update-status', { body: { ids: [device.id], status: name } });
      expect(status.status).toBe(400);
      const base = await server.call('PATCH', '/api/v1/services/devices-bulk-update-base', { body: { ids: [device.id], base: name } });
      expect(base.status).toBe(400);
    }
    expect(await deviceTable(server)).toEqual(before);
    expect(errorsLogged()).toEqual([]);
  });

  it('are reported by row in an imported sheet', async () => {
    const before = await deviceTable(server);
    const answer = await importInline([['name', 'status', 'base'], ...PROTOTYPE_NAMES.map((name) => ['Imported', name, name])]);
    expect(answer.status).toBe(400);
    expect(answer.body.rows).toHaveLength(PROTOTYPE_NAMES.length);
    for (const row of answer.body.rows) expect(Object.keys(row.errors).sort()).toEqual(['base', 'status']);
    expect(await deviceTable(server)).toEqual(before);
    expect(errorsLogged()).toEqual([]);
  });

  it('in header cells are ignored like any unknown column', async () => {
    const answer = await importInline([['name', 'constructor', '__proto__'], ['Headed', 'x', 'y']]);
    expect(answer).toMatchObject({ status: 200, body: { created: 1 } });
  });
});

describe('malformed percent-encoding in paths', () => {
  it('answers 404 (no login needed, nothing logged as an error)', async () => {
    for (const path of ['/%ff.js', '/%E0%A4%A.js', '/assets/%c0%af.css', '/%', '/media/%ff', '/downloads/%ff']) {
      const response = await fetch(server.url + path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toMatch(/Error|at /);
    }
    expect(errorsLogged()).toEqual([]);
  });

  it('in a query is read as text, never a 500', async () => {
    const answer = await server.call('GET', '/api/admin/devices?search=%ff%fe');
    expect(answer.status).toBe(200);
  });
});

describe('long searches', () => {
  const LISTS = [
    '/api/admin/devices', '/api/admin/device-models', '/api/admin/device-categories', '/api/v1/events', '/api/v2/spaces',
    '/api/v2/beamian-users',
  ];

  it('are refused above 400 characters with a clear 400 on every list', async () => {
    for (const list of LISTS) {
      const answer = await server.call('GET', `${list}?search=${'a'.repeat(50_000)}`);
      expect(answer.status, list).toBe(400);
      expect(answer.body).toEqual({ search: ['Ensure this field has no more than 400 characters.'] });
      expect((await server.call('GET', `${list}?search=${'%25_'.repeat(200)}`)).status, list).toBe(200);
      expect((await server.call('GET', `${list}?search=${'x'.repeat(401)}`)).status, list).toBe(400);
    }
    expect(errorsLogged()).toEqual([]);
  });
});
