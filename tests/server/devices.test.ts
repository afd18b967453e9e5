import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_FIELDS } from '../../src/contract/entities';
import { makeCategory, makeDevice, makeEvent, makeModel } from './deviceFixtures';
import { startTestServer, type TestServer } from './harness';
import { expectStaleWriteRefused } from './staleWrite';

const PATH = '/api/admin/devices';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('POST /api/admin/devices', () => {
  it('creates a device with 201, an ETag, the contract keys in order and the defaults', async () => {
    const answer = await server.call('POST', PATH, { body: { name: ' Counter 1 ' } });
    expect(answer.status).toBe(201);
    expect(Object.keys(answer.body)).toEqual([...DEVICE_FIELDS]);
    expect(answer.body).toEqual({
      id: expect.any(Number), name: 'Counter 1', serial_id: null, mac_address: null, firmware_version: '',
      data_version: '', status: 'available', comment: '', model_type_id: null, model_name: null, category_name: null,
      current_event_id: null, current_event_name: '', current_exhibitor_name: '', key_tag: '', base: null,
      created_at: expect.stringMatching(/Z$/), updated_at: answer.body.created_at,
    });
    expect(answer.headers.get('ETag')).toBe(`"${answer.body.updated_at}"`);
  });

  it('stores the machine values of status and base labels and normalises the MAC address', async () => {
    const cases: Array<[Record<string, unknown>, Record<string, unknown>]> = [
      [{ status: 'In Use', base: 'Porto', mac_address: 'aa-bb-cc-dd-ee-ff' }, { status: 'in_use', base: 'oporto', mac_address: 'AA:BB:CC:DD:EE:FF' }],
      [{ status: 'in use', base: 'Vision Bolt' }, { status: 'in_use', base: 'vision_volt' }],
      [{ status: 'REPAIRING', base: 'lisboa', mac_address: '01:23:45:67:89:ab' }, { status: 'repairing', base: 'lisbon', mac_address: '01:23:45:67:89:AB' }],
      [{ status: 'missing', base: 'visionvolt', mac_address: '' }, { status: 'missing', base: 'vision_volt', mac_address: null }],
      [{ base: 'VisionVolt' }, { base: 'vision_volt', status: 'available' }],
      [{ base: 'Anadia', serial_id: '' }, { base: 'anadia', serial_id: null }],
    ];
    for (const [sent, stored] of cases) {
      const answer = await server.call('POST', PATH, { body: { name: 'Normalised', ...sent } });
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject(stored);
    }
  });

  it('fills the model, category and event names from their ids', async () => {
    const category = await makeCategory(server, { name: 'Readers' });
    const model = await makeModel(server, { name: 'Reader R2', category_id: category.id });
    const event = await makeEvent(server, 'Fair');
    const answer = await server.call('POST', PATH, {
      body: { name: 'Linked', model_type_id: model.id, current_event_id: String(event.id), current_exhibitor_name: 'ACME', key_tag: 'K-7' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      model_type_id: model.id, model_name: 'Reader R2', category_name: 'Readers',
      current_event_id: event.id, current_event_name: 'Fair', current_exhibitor_name: 'ACME', key_tag: 'K-7',
    });
  });

  it('names each missing, mistyped, too long or invalid field', async () => {
    const missing = await server.call('POST', PATH, { body: { serial_id: 'S' } });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ name: ['This field is required.'] });
    const wrongTypes = await server.call('POST', PATH, { body: { name: 3, serial_id: 4, model_type_id: 'x', current_event_id: true, status: 5, base: 7 } });
    expect(wrongTypes.status).toBe(400);
    expect(wrongTypes.body).toEqual({
      name: ['Not a valid string.'],
      serial_id: ['Not a valid string.'],
      model_type_id: ['A valid integer is required.'],
      current_event_id: ['A valid integer is required.'],
      status: ['"5" is not a valid choice.'],
      base: ['"7" is not a valid choice.'],
    });
    const tooLong = await server.call('POST', PATH, { body: { name: 'n'.repeat(101), comment: 'c'.repeat(501), key_tag: 'k'.repeat(101) } });
    expect(tooLong.body).toEqual({
      name: ['Ensure this field has no more than 100 characters.'],
      comment: ['Ensure this field has no more than 500 characters.'],
      key_tag: ['Ensure this field has no more than 100 characters.'],
    });
    const badChoices = await server.call('POST', PATH, { body: { name: 'x', status: 'broken', base: 'Madrid', mac_address: 'aa:bb:cc:dd:ee' } });
    expect(badChoices.body).toEqual({
      status: ['"broken" is not a valid choice. Choose one of: in_use, available, repairing, receiving, missing.'],
      base: ['"Madrid" is not a valid choice. Choose one of: anadia, oporto, lisbon, vision_volt.'],
      mac_address: ['Enter a valid MAC address: six hex pairs separated by ":" or "-".'],
    });
    for (const mac of ['aa:bb-cc:dd:ee:ff', 'gg:bb:cc:dd:ee:ff', 'aabbccddeeff', 'aa:bb:cc:dd:ee:ff:00']) {
      const answer = await server.call('POST', PATH, { body: { name: 'x', mac_address: mac } });
      expect(answer.status, mac).toBe(400);
      expect(Object.keys(answer.body)).toEqual(['mac_address']);
    }
    const nullStatus = await server.call('POST', PATH, { body: { name: 'x', status: null } });
    expect(nullStatus.body).toEqual({ status: ['This field may not be null.'] });
  });

  it('refuses unknown model and event ids and a taken serial id, all in one answer', async () => {
    await makeDevice(server, { serial_id: 'SER-001' });
    const answer = await server.call('POST', PATH, { body: { name: 'Dup', serial_id: 'SER-001', model_type_id: 99999, current_event_id: 88888 } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      serial_id: ['device with this serial id already exists.'],
      model_type_id: ['Invalid pk "99999" - object does not exist.'],
      current_event_id: ['Invalid pk "88888" - object does not exist.'],
    });
  });
});

describe('GET /api/admin/devices/{id}, PUT and DELETE', () => {
  it('reads one device with its ETag; unknown or malformed ids are a 404', async () => {
    const device = await makeDevice(server);
    const answer = await server.call('GET', `${PATH}/${device.id}/`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(device);
    expect(answer.headers.get('ETag')).toBe(`"${device.updated_at}"`);
    for (const id of ['99999', '0', 'x1']) {
      const unknown = await server.call('GET', `${PATH}/${id}`);
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ detail: 'Not found.' });
    }
  });

  it('updates the fields sent, keeps the absent ones, ignores read-only and unknown ones, and answers a new ETag', async () => {
    const device = await makeDevice(server, { serial_id: 'SER-UPD', comment: 'keep me', status: 'missing', base: 'anadia' });
    const answer = await server.call('PUT', `${PATH}/${device.id}`, {
      body: { ...device, id: 1, name: 'Updated', status: 'Receiving', model_name: 'fake', created_at: '2000-01-01T00:00:00.000Z', colour: 'red', comment: undefined },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: device.id, name: 'Updated', status: 'receiving', comment: 'keep me', base: 'anadia', model_name: null, created_at: device.created_at });
    expect(answer.body.updated_at > device.updated_at).toBe(true);
    expect(answer.headers.get('ETag')).toBe(`"${answer.body.updated_at}"`);
    const keepOwnSerial = await server.call('PUT', `${PATH}/${device.id}`, { body: { name: 'Updated', serial_id: 'SER-UPD', base: null } });
    expect(keepOwnSerial.status).toBe(200);
    expect(keepOwnSerial.body.base).toBeNull();
  });

  it('refuses bad input without changing the device; an unknown id is a 404', async () => {
    const device = await makeDevice(server, { serial_id: 'SER-BAD' });
    const taken = await server.call('PUT', `${PATH}/${device.id}`, { body: { name: 'x', serial_id: 'SER-001' } });
    expect(taken.status).toBe(400);
    expect(taken.body).toEqual({ serial_id: ['device with this serial id already exists.'] });
    const missing = await server.call('PUT', `${PATH}/${device.id}`, { body: { status: 'available' } });
    expect(missing.body).toEqual({ name: ['This field is required.'] });
    const badMac = await server.call('PUT', `${PATH}/${device.id}`, { body: { name: 'x', mac_address: 'not-a-mac' } });
    expect(badMac.body).toEqual({ mac_address: ['Enter a valid MAC address: six hex pairs separated by ":" or "-".'] });
    const unknownModel = await server.call('PUT', `${PATH}/${device.id}`, { body: { name: 'x', model_type_id: 99999 } });
    expect(unknownModel.body).toEqual({ model_type_id: ['Invalid pk "99999" - object does not exist.'] });
    expect((await server.call('GET', `${PATH}/${device.id}`)).body).toEqual(device);
    const unknown = await server.call('PUT', `${PATH}/99999`, { body: { name: 'x' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ detail: 'Not found.' });
  });

  it('honours If-Match: the current ETag writes, a stale one is a 412 and nothing changes', async () => {
    const device = await makeDevice(server);
    const etag = `"${device.updated_at}"`;
    const { fresh, after } = await expectStaleWriteRefused(server, { path: `${PATH}/${device.id}`, etag, first: { name: 'First writer' }, second: { name: 'Second writer', status: 'missing' } });
    expect(after.body).toEqual(fresh.body);
  });

  it('deletes a device; deleting it again is a 404', async () => {
    const device = await makeDevice(server);
    const answer = await server.call('DELETE', `${PATH}/${device.id}`);
    expect(answer.status).toBe(204);
    expect((await server.call('GET', `${PATH}/${device.id}`)).status).toBe(404);
    const again = await server.call('DELETE', `${PATH}/${device.id}`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ detail: 'Not found.' });
  });
});

describe('GET /api/admin/devices', () => {
  let searchServer: TestServer;
  beforeAll(async () => {
    searchServer = await startTestServer();
    const category = await makeCategory(searchServer, { name: 'Turnstiles' });
    const model = await makeModel(searchServer, { name: 'Gate G1', category_id: category.id });
    const rows = [
      { name: 'Alpha', serial_id: 'SN-100', status: 'in_use', base: 'oporto' },
      { name: 'Bravo', mac_address: 'de:ad:be:ef:00:01', status: 'available', base: 'lisbon' },
      { name: 'Charlie', key_tag: 'TAG-9', status: 'repairing', base: 'vision_volt', model_type_id: model.id },
      { name: 'Delta 100%', status: 'missing', base: null },
      { name: 'Echo', status: 'receiving', base: 'anadia' },
    ];
    for (const row of rows) await makeDevice(searchServer, row);
  });
  afterAll(() => searchServer.close());

  const namesFor = async (query: string) => {
    const answer = await searchServer.call('GET', `${PATH}?${query}`);
    expect(answer.status).toBe(200);
    return answer.body.results.map((device: { name: string }) => device.name);
  };

  it('lists newest first as a DRF page, with and without a trailing slash', async () => {
    const answer = await searchServer.call('GET', `${PATH}/`);
    expect(answer.body).toMatchObject({ count: 5, page_count: 1, next: null, previous: null });
    expect(answer.body.results.map((device: { name: string }) => device.name)).toEqual(['Echo', 'Delta 100%', 'Charlie', 'Bravo', 'Alpha']);
  });

  it('lists each device exactly as GET /{id} answers it, key order included', async () => {
    const event = await makeEvent(searchServer, 'Listed fair');
    const model = (await searchServer.call('GET', '/api/admin/device-models?search=gate')).body.results[0];
    const full = await makeDevice(searchServer, {
      name: 'Full "quoted" \\ é', serial_id: 'SN-FULL', mac_address: '00:11:22:33:44:55', firmware_version: '2.0', data_version: '9',
      status: 'missing', comment: 'line\nbreak\ttab \u0001\u001f \u2028 </script> 😀 \\u0041', model_type_id: model.id, current_event_id: event.id, current_exhibitor_name: 'ACME', key_tag: 'KT', base: 'lisbon',
    });
    const listed = (await searchServer.call('GET', `${PATH}?page_size=100000`)).body.results;
    expect(listed).toHaveLength(6);
    for (const device of listed) {
      const single = await searchServer.call('GET', `${PATH}/${device.id}`);
      expect(JSON.stringify(device)).toBe(JSON.stringify(single.body));
    }
    expect(listed[0]).toEqual(full);
    expect(await searchServer.call('DELETE', `${PATH}/${full.id}`)).toMatchObject({ status: 204 });
  });

  it('searches name, serial id, MAC, key tag, model and category names, case-insensitively', async () => {
    expect(await namesFor('search=alp')).toEqual(['Alpha']);
    expect(await namesFor('search=sn-1')).toEqual(['Alpha']);
    expect(await namesFor('search=DE:AD')).toEqual(['Bravo']);
    expect(await namesFor('search=de-ad-be')).toEqual(['Bravo']);
    expect(await namesFor('search=tag-9')).toEqual(['Charlie']);
    expect(await namesFor('search=gate%20g')).toEqual(['Charlie']);
    expect(await namesFor('search=turnstile')).toEqual(['Charlie']);
    expect(await namesFor(`search=${encodeURIComponent('100%')}`)).toEqual(['Delta 100%']);
    expect(await namesFor('search=100')).toEqual(['Delta 100%', 'Alpha']);
    expect(await namesFor('search=zzz')).toEqual([]);
  });

  it('finds status and base by machine value, label and field spelling', async () => {
    expect(await namesFor('search=in%20use')).toEqual(['Alpha']);
    expect(await namesFor('search=in_use')).toEqual(['Alpha']);
    expect(await namesFor('search=Repairing')).toEqual(['Charlie']);
    expect(await namesFor('search=porto')).toEqual(['Alpha']);
    expect(await namesFor('search=oporto')).toEqual(['Alpha']);
    expect(await namesFor('search=lisboa')).toEqual(['Bravo']);
    expect(await namesFor('search=vision%20bolt')).toEqual(['Charlie']);
    expect(await namesFor('search=visionvolt')).toEqual(['Charlie']);
  });

  it('pages with page_size beyond 1000, and a page past the end or not a number is a 404', async () => {
    const big = await searchServer.call('GET', `${PATH}?page_size=100000`);
    expect(big.body).toMatchObject({ count: 5, page_count: 1 });
    const second = await searchServer.call('GET', `${PATH}?page_size=2&page=2`);
    expect(second.body).toMatchObject({ count: 5, page_count: 3 });
    expect(second.body.results.map((device: { name: string }) => device.name)).toEqual(['Charlie', 'Bravo']);
    expect(second.body.next).toContain('page=3');
    expect(second.body.previous).toContain('page=1');
    for (const page of ['4', '0', 'x']) {
      const past = await searchServer.call('GET', `${PATH}?page_size=2&page=${page}`);
      expect(past.status).toBe(404);
      expect(past.body).toEqual({ detail: 'Invalid page.' });
    }
    const emptySearch = await searchServer.call('GET', `${PATH}?search=nothing-like-this`);
    expect(emptySearch.status).toBe(200);
    expect(emptySearch.body).toEqual({ count: 0, page_count: 1, next: null, previous: null, results: [], cursor: expect.any(String) });
  });
});
