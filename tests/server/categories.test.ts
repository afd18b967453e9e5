import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCategory, makeModel } from './deviceFixtures';
import { startTestServer, type TestServer } from './harness';
import { expectStaleWriteRefused } from './staleWrite';

const PATH = '/api/admin/device-categories';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('POST /api/admin/device-categories', () => {
  it('creates a category with 201, an ETag, a trimmed name and an empty description by default', async () => {
    const answer = await server.call('POST', PATH, { body: { name: '  Counters  ', id: 999, created_at: 'x', colour: 'red' } });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ id: expect.any(Number), name: 'Counters', description: '' });
    expect(answer.body.id).not.toBe(999);
    expect(answer.headers.get('ETag')).toMatch(/^"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z"$/);
  });

  it('names each missing, mistyped, blank or too long field', async () => {
    const missing = await server.call('POST', PATH, { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ name: ['This field is required.'] });
    const wrongType = await server.call('POST', PATH, { body: { name: 12, description: ['x'] } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body).toEqual({ name: ['Not a valid string.'], description: ['Not a valid string.'] });
    const blank = await server.call('POST', PATH, { body: { name: '   ' } });
    expect(blank.body).toEqual({ name: ['This field may not be blank.'] });
    const tooLong = await server.call('POST', PATH, { body: { name: 'n'.repeat(101), description: 'd'.repeat(501) } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toEqual({
      name: ['Ensure this field has no more than 100 characters.'],
      description: ['Ensure this field has no more than 500 characters.'],
    });
    const notObject = await server.call('POST', PATH, { body: [1, 2] });
    expect(notObject.status).toBe(400);
    expect(notObject.body).toEqual({ non_field_errors: ['Invalid data. Expected a dictionary, but got list.'] });
    const malformed = await server.call('POST', PATH, { body: '{"name":' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.detail).toMatch(/^JSON parse error/);
  });

  it('accepts exactly 100 and 500 characters', async () => {
    const answer = await server.call('POST', PATH, { body: { name: 'n'.repeat(100), description: 'd'.repeat(500) } });
    expect(answer.status).toBe(201);
  });

  it('refuses a name already taken, whatever its case', async () => {
    await makeCategory(server, { name: 'Scanners' });
    const answer = await server.call('POST', PATH, { body: { name: 'sCANNERS' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ name: ['device category with this name already exists.'] });
  });
});

describe('GET /api/admin/device-categories', () => {
  it('lists by name as a DRF page, searches the name case-insensitively, and pages', async () => {
    await makeCategory(server, { name: 'zeta kiosk' });
    await makeCategory(server, { name: 'Alpha Kiosk', description: 'front desk' });
    const all = await server.call('GET', `${PATH}?page_size=500`);
    expect(all.status).toBe(200);
    const names: string[] = all.body.results.map((category: { name: string }) => category.name);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(all.body).toMatchObject({ count: names.length, page_count: 1, next: null, previous: null });

    const search = await server.call('GET', `${PATH}?search=KIOSK`);
    expect(search.body.results).toEqual([
      { id: expect.any(Number), name: 'Alpha Kiosk', description: 'front desk' },
      { id: expect.any(Number), name: 'zeta kiosk', description: '' },
    ]);
    const wildcard = await server.call('GET', `${PATH}?search=${encodeURIComponent('%')}`);
    expect(wildcard.body).toMatchObject({ count: 0, results: [] });

    const first = await server.call('GET', `${PATH}?search=kiosk&page_size=1`);
    expect(first.body).toMatchObject({ count: 2, page_count: 2, previous: null, results: [{ name: 'Alpha Kiosk' }] });
    expect(first.body.next).toContain('page=2');
    const second = await server.call('GET', `${PATH}?search=kiosk&page_size=1&page=2`);
    expect(second.body).toMatchObject({ next: null, results: [{ name: 'zeta kiosk' }] });
    const past = await server.call('GET', `${PATH}?search=kiosk&page_size=1&page=3`);
    expect(past.status).toBe(404);
    expect(past.body).toEqual({ detail: 'Invalid page.' });
    const notNumber = await server.call('GET', `${PATH}?page=two`);
    expect(notNumber.status).toBe(404);
    expect(notNumber.body).toEqual({ detail: 'Invalid page.' });
  });

  it('answers with and without a trailing slash', async () => {
    const answer = await server.call('GET', `${PATH}/?search=kiosk`);
    expect(answer.status).toBe(200);
    expect(answer.body.count).toBe(2);
  });

  it('needs a token', async () => {
    const answer = await server.call('GET', PATH, { token: null });
    expect(answer.status).toBe(401);
  });
});

describe('GET, PUT and DELETE /api/admin/device-categories/{id}', () => {
  it('reads one category with its ETag; an unknown or malformed id is a 404', async () => {
    const category = await makeCategory(server, { description: 'handhelds' });
    const answer = await server.call('GET', `${PATH}/${category.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(category);
    expect(answer.headers.get('ETag')).toMatch(/^".+Z"$/);
    for (const id of ['99999', 'abc', '0']) {
      const unknown = await server.call('GET', `${PATH}/${id}`);
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ detail: 'Not found.' });
    }
  });

  it('updates, keeps an absent description, ignores read-only fields and answers a new ETag', async () => {
    const category = await makeCategory(server, { description: 'kept' });
    const before = await server.call('GET', `${PATH}/${category.id}`);
    const answer = await server.call('PUT', `${PATH}/${category.id}/`, { body: { id: 1234, name: 'Renamed category' } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ id: category.id, name: 'Renamed category', description: 'kept' });
    expect(answer.headers.get('ETag')).not.toBe(before.headers.get('ETag'));
    const sameNameOtherCase = await server.call('PUT', `${PATH}/${category.id}`, { body: { name: 'RENAMED CATEGORY', description: '' } });
    expect(sameNameOtherCase.status).toBe(200);
    expect(sameNameOtherCase.body.description).toBe('');
  });

  it('refuses another category’s name, a missing name and too long text', async () => {
    const category = await makeCategory(server);
    const taken = await server.call('PUT', `${PATH}/${category.id}`, { body: { name: 'scanners' } });
    expect(taken.status).toBe(400);
    expect(taken.body).toEqual({ name: ['device category with this name already exists.'] });
    const missing = await server.call('PUT', `${PATH}/${category.id}`, { body: { description: 'x' } });
    expect(missing.body).toEqual({ name: ['This field is required.'] });
    const tooLong = await server.call('PUT', `${PATH}/${category.id}`, { body: { name: 'x'.repeat(101) } });
    expect(tooLong.body).toEqual({ name: ['Ensure this field has no more than 100 characters.'] });
    expect((await server.call('GET', `${PATH}/${category.id}`)).body).toEqual(category);
    const unknown = await server.call('PUT', `${PATH}/99999`, { body: { name: 'x' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ detail: 'Not found.' });
  });

  it('honours If-Match: the current ETag writes, a stale one is a 412 and changes nothing', async () => {
    const category = await makeCategory(server);
    const etag = (await server.call('GET', `${PATH}/${category.id}`)).headers.get('ETag')!;
    const { fresh, after } = await expectStaleWriteRefused(server, { path: `${PATH}/${category.id}`, etag, first: { name: 'Versioned' }, second: { name: 'Lost update' } });
    expect(after.body.name).toBe('Versioned');
    expect(after.headers.get('ETag')).toBe(fresh.headers.get('ETag'));
  });

  it('deletes an unused category; one that models use is a 409 naming how many, and stays', async () => {
    const unused = await makeCategory(server);
    expect((await server.call('DELETE', `${PATH}/${unused.id}`)).status).toBe(204);
    expect((await server.call('GET', `${PATH}/${unused.id}`)).status).toBe(404);
    expect((await server.call('DELETE', `${PATH}/${unused.id}`)).body).toEqual({ detail: 'Not found.' });

    const used = await makeCategory(server);
    await makeModel(server, { category_id: used.id });
    await makeModel(server, { category_id: used.id });
    const answer = await server.call('DELETE', `${PATH}/${used.id}`);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ detail: 'This category is used by 2 device models. Move them to another category first.' });
    expect((await server.call('GET', `${PATH}/${used.id}`)).status).toBe(200);
  });
});
