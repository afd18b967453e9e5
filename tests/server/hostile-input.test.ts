// Input that used to answer 500: names of Object.prototype members where a vocabulary value belongs, malformed
// percent-encoding in static paths, searches far longer than anything searched. Each is a 4xx now, with nothing
// written and no error logged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { writeXlsx } from '../../src/server/sheets/xlsxWrite';
import { deviceTable, importFile } from './sheetHelpers';
import { drf } from './codedErrors';

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

describe('lone UTF-16 surrogates', () => {
  it('are refused with a 400 naming the field, on every kind of write, and nothing is stored', async () => {
    const device = (await server.call('POST', '/api/admin/devices', { body: { name: 'Whole' } })).body;
    const before = await deviceTable(server);
    const cases: Array<[string, string, unknown, string]> = [
      ['POST', '/api/admin/devices', { name: 'x\ud800' }, 'name'],
      ['POST', '/api/admin/devices', { name: 'ok', comment: '\udc00 trailing' }, 'comment'],
      ['PUT', `/api/admin/devices/${device.id}`, { name: 'Whole', key_tag: 'K\ud83d' }, 'key_tag'],
      ['POST', '/api/admin/device-categories', { name: 'Cat\ud800egory' }, 'name'],
      ['POST', '/api/events', { name: 'E\ud800', start_date: '2026-01-01T00:00', end_date: '2026-01-02T00:00' }, 'name'],
      ['POST', '/api/spaces', { name: 'Hall', website: 'https://x.example/\ud800' }, 'website'],
      ['POST', '/api/v2/beamian-users', { name: 'Ana', email: 'ana@example.com', password: 'long\ud800enough' }, 'password'],
      ['POST', '/api/admin/devices', { name: 'ok', ['bad\ud800key']: 1 }, 'non_field_errors'],
      ['PATCH', '/api/v1/services/devices-bulk-update-status', { ids: [device.id], status: 'in_use\ud800' }, 'status'],
    ];
    for (const [method, path, body, field] of cases) {
      const answer = await server.call(method, path, { body });
      expect(answer.status, `${method} ${path}`).toBe(400);
      expect(answer.body, `${method} ${path}`).toEqual({ [field]: [expect.stringMatching(/lone UTF-16 surrogate/)] });
    }
    expect(await deviceTable(server)).toEqual(before);
    expect((await server.call('GET', '/api/admin/device-categories')).body.count).toBe(0);
  });

  it('keep well-formed astral characters (surrogate pairs) as they are', async () => {
    const created = await server.call('POST', '/api/admin/devices', { body: { name: 'Emoji 😀 𝄞' } });
    expect(created.status).toBe(201);
    expect((await server.call('GET', `/api/admin/devices/${created.body.id}`)).body.name).toBe('Emoji 😀 𝄞');
  });

  it('names the nested field of a booklet configuration', async () => {
    const event = (await server.call('POST', '/api/events', { body: { name: 'Fair', start_date: '2026-01-01T00:00', end_date: '2026-01-02T00:00' } })).body;
    const answer = await server.call('POST', '/api/v2/booklets', {
      body: { event: event.id, title: 'T', configuration: { answers: [], files: [], cover_title: { pt: 'a\ud800', en: '', es: '' } } },
    });
    expect(answer).toMatchObject({ status: 400, body: { 'configuration.cover_title.pt': [expect.any(String)] } });
  });

  it('as bytes that are not UTF-8 (an encoded surrogate) are refused, not replaced by U+FFFD', async () => {
    const body = new Uint8Array([...new TextEncoder().encode('{"name":"x'), 0xed, 0xa0, 0x80, ...new TextEncoder().encode('"}')]);
    const response = await fetch(`${server.url}/api/admin/devices`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${server.adminToken}`, 'Content-Type': 'application/json' },
      body,
    });
    expect(response.status).toBe(400);
    expect(drf(await response.json())).toEqual({ detail: 'JSON parse error - the body is not UTF-8 text.' });
  });
});
