// Property-based tests (fast-check) of every write endpoint and of the import, over real HTTP: random bodies (any
// JSON, the endpoint's own fields with hostile values, text that is not JSON), random files and mutated exports.
// Whatever is sent, the answer is never a 5xx, and after a 4xx every table (and the media folder) is exactly as it
// was. A failing case is shrunk by fast-check and printed with its seed.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import fc from 'fast-check';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openConnection, type Sqlite } from '../../src/server/db/sqlite';
import { GIF, JPEG, PNG } from './eventFixtures';
import { startTestServer, type TestServer } from './harness';
import { exportFile, importFile } from './sheetHelpers';

let server: TestServer;
let sqlite: Sqlite;
const ids: Record<string, number> = {};

const TABLES = [
  'users', 'tokens', 'device_categories', 'device_models', 'devices', 'event_images', 'events', 'event_settings',
  'event_managers', 'participating_fields', 'booklets', 'spaces', 'subscriptions', 'server_secrets',
];

beforeAll(async () => {
  server = await startTestServer();
  sqlite = openConnection(join(server.dataDir, 'kitroom.sqlite'), { readonly: true });
  const made = async (path: string, body: unknown) => {
    const answer = await server.call('POST', path, { body });
    expect(answer.status, `${path} ${JSON.stringify(answer.body)}`).toBe(201);
    return answer.body.id as number;
  };
  ids.category = await made('/api/admin/device-categories', { name: 'Scanners' });
  ids.model = await made('/api/admin/device-models', { name: 'Scanner X', category_id: ids.category });
  ids.event = await made('/api/events', { name: 'Fair', start_date: '2026-05-01T09:00', end_date: '2026-05-02T18:00' });
  ids.settings = (await server.call('GET', `/api/v2/event-settings?event=${ids.event}`)).body.results[0].id;
  ids.field = await made('/api/v2/participating-fields', { event: ids.event, name: 'Company', type: 'Title' });
  ids.booklet = await made('/api/v2/booklets', { event: ids.event, title: 'B', configuration: { answers: [], files: [], cover_title: { pt: 'a', en: 'a', es: 'a' } } });
  ids.space = await made('/api/spaces', { name: 'Hall' });
  for (let index = 0; index < 5; index += 1) ids[`device${index}`] = await made('/api/admin/devices', { name: `Device ${index}`, serial_id: `P-${index}`, model_type_id: ids.model });
  ids.user = (await server.makeUser()).id;
}, 60_000);
afterAll(async () => {
  sqlite.close();
  await server.close();
});

/** Every table's rows, in order, as one text, and the media folder's files. */
async function snapshot(): Promise<string> {
  const tables = TABLES.map((table) => JSON.stringify(sqlite.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all()));
  const media = await readdir(join(server.dataDir, 'media')).catch(() => []);
  return JSON.stringify([tables, media.sort()]);
}

/** Sends one request and checks the two properties: never a 5xx; after a 4xx, nothing changed. */
async function holds(method: string, path: string, options: { body?: unknown; raw?: string; form?: FormData }): Promise<number> {
  const before = await snapshot();
  const answer = options.raw !== undefined
    ? await server.call(method, path, { body: options.raw, headers: { 'Content-Type': 'application/json' } })
    : await server.call(method, path, options.form ? { form: options.form } : { body: options.body ?? {} });
  expect(answer.status, `${method} ${path} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`).toBeLessThan(500);
  if (answer.status >= 400) expect(await snapshot(), `${method} ${path} → ${answer.status} changed the tables`).toBe(before);
  return answer.status;
}

// Values meant to break things: prototype names, lone surrogates and any code point, huge and odd numbers,
// numbers as text, nested structures, the enums' own values and labels in odd cases.
const nasty = fc.oneof(
  fc.constantFrom('constructor', '__proto__', 'toString', 'hasOwnProperty', '', ' ', 'null', 'undefined', 'NaN', '-0', '1e309', '0x10',
    'In Use', 'in_use', 'MISSING', 'Porto', 'vision bolt', 'Lisboa', '=1+1', '<script>', '%00', '\u0000', 'x\ud800', '\udc00', '😀'),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 120 }),
  fc.integer(),
  fc.constantFrom(0, -1, 1, 2 ** 53, -(2 ** 53), 1.5, Number.MAX_VALUE, Number.MIN_VALUE),
  fc.constant(null),
  fc.boolean(),
  fc.array(fc.oneof(fc.integer({ min: -5, max: 40 }), fc.string({ maxLength: 5 })), { maxLength: 6 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.oneof(fc.string({ maxLength: 6 }), fc.integer()), { maxKeys: 4 }),
);

/** A body for an endpoint: any JSON, the endpoint's fields with hostile values, or not JSON at all. */
function bodies(fields: readonly string[]): fc.Arbitrary<{ body?: unknown; raw?: string }> {
  const keys = fc.constantFrom(...fields, '__proto__', 'constructor', 'id', 'is_admin');
  return fc.oneof(
    { weight: 5, arbitrary: fc.dictionary(keys, nasty, { maxKeys: fields.length + 2 }).map((body) => ({ body })) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((body) => ({ body })) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }).map((raw) => ({ raw })) },
    { weight: 1, arbitrary: fc.constantFrom('{', '[1,', '{"a":1}}', '{"__proto__":{"x":1}}', '"text"', 'null', '1e999', '{"name":"\\ud800"}').map((raw) => ({ raw })) },
  );
}

/** An id for a path: one that exists, or any other. */
const pathId = (name: string) => fc.oneof(fc.constant(0).map(() => ids[name]!), fc.integer({ min: 1, max: 2 ** 31 }));

const DEVICE_FIELDS = ['name', 'serial_id', 'mac_address', 'firmware_version', 'data_version', 'status', 'comment', 'model_type_id', 'current_event_id', 'current_exhibitor_name', 'key_tag', 'base'];
const EVENT_FIELDS = ['name', 'start_date', 'end_date', 'timezone_id', 'location', 'default_language', 'description', 'max_capacity', 'image', 'background_image', 'is_published', 'base_cost'];
const SPACE_FIELDS = ['name', 'slug', 'capacity', 'website', 'facebook', 'phone_number', 'user_email', 'premium'];
const BOOKLET_FIELDS = ['event', 'title', 'is_published', 'configuration'];

interface Endpoint { method: string; path: (id: number) => string; id?: string; fields: readonly string[]; runs?: number }

const ENDPOINTS: Endpoint[] = [
  { method: 'POST', path: () => '/api/admin/device-categories', fields: ['name', 'description'] },
  { method: 'PUT', path: (id) => `/api/admin/device-categories/${id}`, id: 'category', fields: ['name', 'description'] },
  { method: 'POST', path: () => '/api/admin/device-models', fields: ['name', 'description', 'category_id', 'category'] },
  { method: 'PUT', path: (id) => `/api/admin/device-models/${id}`, id: 'model', fields: ['name', 'description', 'category_id'] },
  { method: 'PUT', path: () => '/api/admin/device-models/category', fields: ['ids', 'category_id'] },
  { method: 'POST', path: () => '/api/admin/devices', fields: DEVICE_FIELDS },
  { method: 'PUT', path: (id) => `/api/admin/devices/${id}`, id: 'device0', fields: DEVICE_FIELDS },
  { method: 'PUT', path: () => '/api/admin/devices/current_event', fields: ['ids', 'current_event_id'] },
  { method: 'PATCH', path: () => '/api/v1/services/devices-bulk-update-base', fields: ['ids', 'base'] },
  { method: 'PUT', path: () => '/api/admin/devices/model_type', fields: ['ids', 'model_type_id'] },
  { method: 'PATCH', path: () => '/api/v1/services/devices-bulk-update-status', fields: ['ids', 'status'] },
  { method: 'POST', path: () => '/api/events', fields: EVENT_FIELDS },
  { method: 'PUT', path: (id) => `/api/events/${id}`, id: 'event', fields: EVENT_FIELDS },
  { method: 'PATCH', path: (id) => `/api/v2/event-settings/${id}`, id: 'settings', fields: ['live_interactions', 'event'] },
  { method: 'POST', path: () => '/api/v2/event-managers', fields: ['user_account', 'event'] },
  { method: 'POST', path: () => '/api/v2/participating-fields', fields: ['event', 'name', 'type'] },
  { method: 'POST', path: () => '/api/v2/booklets', fields: BOOKLET_FIELDS },
  { method: 'PUT', path: (id) => `/api/v2/booklets/${id}`, id: 'booklet', fields: BOOKLET_FIELDS },
  { method: 'POST', path: () => '/api/spaces', fields: SPACE_FIELDS },
  { method: 'PUT', path: (id) => `/api/spaces/${id}`, id: 'space', fields: SPACE_FIELDS },
  { method: 'POST', path: () => '/api/v2/hc-subscriptions', fields: ['email', 'space'] },
  // each accepted one costs a password hash (~0.5 s): fewer runs
  { method: 'POST', path: () => '/api/v2/beamian-users', fields: ['email', 'name', 'password', 'phone_number', 'event'], runs: 25 },
  { method: 'POST', path: () => '/accounts/change-password', fields: ['user_email', 'new_password'], runs: 25 },
];

describe('every JSON write endpoint, with random bodies', () => {
  it.each(ENDPOINTS.map((endpoint) => [`${endpoint.method} ${endpoint.path(0)}`, endpoint] as const))('%s never answers 5xx and changes nothing when refusing', async (_name, endpoint) => {
    await fc.assert(
      fc.asyncProperty(endpoint.id ? pathId(endpoint.id) : fc.constant(0), bodies(endpoint.fields), async (id, body) => {
        await holds(endpoint.method, endpoint.path(id), body);
      }),
      { numRuns: endpoint.runs ?? 60 },
    );
  }, 120_000);

  it('deletes, by any id or list of ids', async () => {
    const idList = fc.array(fc.oneof(fc.integer({ min: -3, max: 2 ** 40 }), fc.string({ maxLength: 6 }), fc.constant(ids.device1!)), { maxLength: 5 });
    await fc.assert(fc.asyncProperty(idList, fc.constantFrom('device-categories', 'device-models', 'devices'), fc.integer({ min: 1, max: 2 ** 31 }), async (list, kind, id) => {
      const query = list.map((value) => `ids=${encodeURIComponent(String(value))}`).join('&');
      await holds('DELETE', `/api/admin/devices/bulk_delete?${query}`, {});
      await holds('DELETE', `/api/admin/${kind}/${id}`, {});
    }), { numRuns: 40 });
  }, 120_000);
});

describe('uploads, with random files', () => {
  const files = fc.oneof(
    fc.uint8Array({ maxLength: 2000 }),
    fc.constantFrom(PNG, JPEG, GIF).chain((image) => fc.nat(image.length).map((cut) => image.slice(0, Math.max(1, cut)))),
  );
  it('event images and booklet covers never answer 5xx, and a refusal leaves no file behind', async () => {
    await fc.assert(fc.asyncProperty(files, fc.constantFrom('file', 'cover_image', 'other'), pathId('booklet'), async (bytes, field, booklet) => {
      const form = () => {
        const built = new FormData();
        built.append(field, new Blob([bytes.slice()]), 'upload.png');
        return built;
      };
      await holds('POST', '/api/v2/event-images', { form: form() });
      await holds('PUT', `/api/v2/booklet-covers/${booklet}`, { form: form() });
    }), { numRuns: 40 });
  }, 120_000);
});

describe('the import, with random files and mutated exports', () => {
  it('never answers 5xx for random bytes or a damaged zip of an export, and writes nothing when refusing', async () => {
    const exported = await exportFile(server);
    const damaged = fc.oneof(
      fc.uint8Array({ maxLength: 3000 }),
      fc.tuple(fc.nat(exported.length - 1), fc.integer({ min: 0, max: 255 })).map(([at, value]) => {
        const bytes = exported.slice();
        bytes[at] = value;
        return bytes;
      }),
      fc.nat(exported.length).map((cut) => exported.slice(0, cut)),
    );
    await fc.assert(fc.asyncProperty(damaged, async (bytes) => {
      const status = await importStatus(bytes);
      expect([200, 400]).toContain(status);
    }), { numRuns: 60 });
  }, 120_000);

  it('never answers 5xx for exports whose sheet XML is edited at random, and writes nothing when refusing', async () => {
    const parts = unzipSync(await exportFile(server));
    const sheet = strFromU8(parts['xl/worksheets/sheet1.xml']!);
    const edit = fc.oneof(
      // delete a stretch
      fc.tuple(fc.nat(sheet.length - 1), fc.integer({ min: 1, max: 40 })).map(([at, length]) => sheet.slice(0, at) + sheet.slice(at + length)),
      // insert hostile text
      fc.tuple(fc.nat(sheet.length), fc.oneof(fc.string({ unit: 'binary', maxLength: 12 }), fc.constantFrom('<', '>', '&', '"', '</row>', '<row>', '<c t="s"><v>9</v></c>', '<![CDATA[', ']]>', '<!DOCTYPE x>', '&#0;', '_xD800_', '<f>1+1</f>', 't="b"', ' r="A1"')))
        .map(([at, text]) => sheet.slice(0, at) + text + sheet.slice(at)),
      // repeat a stretch
      fc.tuple(fc.nat(sheet.length - 1), fc.integer({ min: 1, max: 200 })).map(([at, length]) => sheet.slice(0, at + length) + sheet.slice(at)),
    );
    await fc.assert(fc.asyncProperty(edit, async (xml) => {
      const status = await importStatus(zipSync({ ...parts, 'xl/worksheets/sheet1.xml': strToU8(xml) }));
      expect([200, 400]).toContain(status);
    }), { numRuns: 80 });
  }, 120_000);
});

async function importStatus(bytes: Uint8Array): Promise<number> {
  const before = await snapshot();
  const answer = await importFile(server, bytes);
  expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBeLessThan(500);
  if (answer.status >= 400) expect(await snapshot()).toBe(before);
  return answer.status;
}
