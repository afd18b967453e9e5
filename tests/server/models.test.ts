import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCategory, makeDevice, makeModel } from './deviceFixtures';
import { startTestServer, type TestServer } from './harness';
import { expectStaleWriteRefused } from './staleWrite';

const PATH = '/api/admin/device-models';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('POST /api/admin/device-models', () => {
  it('creates a model with its nested category, named by category_id, by category, or by a category object', async () => {
    const category = await makeCategory(server, { name: 'Counters' });
    const byId = await server.call('POST', PATH, { body: { name: ' Counter S1 ', description: 'small', category_id: category.id } });
    expect(byId.status).toBe(201);
    expect(byId.body).toEqual({ id: expect.any(Number), name: 'Counter S1', description: 'small', category: { id: category.id, name: 'Counters' } });
    expect(byId.headers.get('ETag')).toMatch(/^".+Z"$/);
    const byCategory = await server.call('POST', PATH, { body: { name: 'Counter S2', category: String(category.id) } });
    expect(byCategory.body.category).toEqual({ id: category.id, name: 'Counters' });
    const byObject = await server.call('POST', PATH, { body: { name: 'Counter S3', category: { id: category.id, name: 'ignored' } } });
    expect(byObject.body.category).toEqual({ id: category.id, name: 'Counters' });
    const none = await server.call('POST', PATH, { body: { name: 'Loose model', id: 5000 } });
    expect(none.status).toBe(201);
    expect(none.body).toEqual({ id: expect.any(Number), name: 'Loose model', description: '', category: null });
  });

  it('names each missing, mistyped or too long field, and an unknown category', async () => {
    const missing = await server.call('POST', PATH, { body: { description: 'x' } });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ name: ['This field is required.'] });
    const wrongType = await server.call('POST', PATH, { body: { name: 'Wrong', category_id: 'abc' } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body).toEqual({ category_id: ['A valid integer is required.'] });
    const tooLong = await server.call('POST', PATH, { body: { name: 'm'.repeat(101), description: 'd'.repeat(501) } });
    expect(tooLong.body).toEqual({
      name: ['Ensure this field has no more than 100 characters.'],
      description: ['Ensure this field has no more than 500 characters.'],
    });
    const unknown = await server.call('POST', PATH, { body: { name: 'Orphan', category_id: 99999 } });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ category_id: ['Invalid pk "99999" - object does not exist.'] });
  });

  it('refuses a name already taken, whatever its case, together with an unknown category', async () => {
    await makeModel(server, { name: 'Bolt Reader' });
    const answer = await server.call('POST', PATH, { body: { name: 'BOLT reader', category_id: 99999 } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      name: ['device model with this name already exists.'],
      category_id: ['Invalid pk "99999" - object does not exist.'],
    });
  });
});

describe('GET /api/admin/device-models', () => {
  it('lists by name, searches the name, pages, and answers with a trailing slash', async () => {
    const all = await server.call('GET', `${PATH}/?page_size=500`);
    expect(all.status).toBe(200);
    const names: string[] = all.body.results.map((model: { name: string }) => model.name);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const search = await server.call('GET', `${PATH}?search=counter%20s`);
    expect(search.body.results.map((model: { name: string }) => model.name)).toEqual(['Counter S1', 'Counter S2', 'Counter S3']);
    expect(search.body.results[0].category).toEqual({ id: expect.any(Number), name: 'Counters' });
    const paged = await server.call('GET', `${PATH}?search=counter&page_size=2&page=2`);
    expect(paged.body).toMatchObject({ count: 3, page_count: 2, next: null, results: [{ name: 'Counter S3' }] });
    const past = await server.call('GET', `${PATH}?search=counter&page_size=2&page=3`);
    expect(past.status).toBe(404);
    expect(past.body).toEqual({ detail: 'Invalid page.' });
  });
});

describe('GET, PUT and DELETE /api/admin/device-models/{id}', () => {
  it('reads one model with its ETag; unknown ids are a 404', async () => {
    const model = await makeModel(server);
    const answer = await server.call('GET', `${PATH}/${model.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(model);
    expect(answer.headers.get('ETag')).toMatch(/^".+Z"$/);
    const unknown = await server.call('GET', `${PATH}/99999`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ detail: 'Not found.' });
  });

  it('updates name and category, keeps what is absent, and clears the category with null', async () => {
    const first = await makeCategory(server);
    const second = await makeCategory(server);
    const model = await makeModel(server, { description: 'kept', category_id: first.id });
    const moved = await server.call('PUT', `${PATH}/${model.id}`, { body: { name: 'Moved model', category_id: second.id } });
    expect(moved.status).toBe(200);
    expect(moved.body).toEqual({ id: model.id, name: 'Moved model', description: 'kept', category: { id: second.id, name: second.name } });
    const kept = await server.call('PUT', `${PATH}/${model.id}`, { body: { name: 'Moved model' } });
    expect(kept.body.category).toEqual({ id: second.id, name: second.name });
    const cleared = await server.call('PUT', `${PATH}/${model.id}`, { body: { name: 'Moved model', category: null } });
    expect(cleared.body.category).toBeNull();
  });

  it('refuses bad input and unknown ids without changing the model', async () => {
    const model = await makeModel(server);
    const taken = await server.call('PUT', `${PATH}/${model.id}`, { body: { name: 'bolt READER' } });
    expect(taken.status).toBe(400);
    expect(taken.body).toEqual({ name: ['device model with this name already exists.'] });
    const unknownCategory = await server.call('PUT', `${PATH}/${model.id}`, { body: { name: 'x', category_id: 99999 } });
    expect(unknownCategory.body).toEqual({ category_id: ['Invalid pk "99999" - object does not exist.'] });
    const wrongType = await server.call('PUT', `${PATH}/${model.id}`, { body: { name: ['x'] } });
    expect(wrongType.body).toEqual({ name: ['Not a valid string.'] });
    expect((await server.call('GET', `${PATH}/${model.id}`)).body).toEqual(model);
    const unknown = await server.call('PUT', `${PATH}/99999`, { body: { name: 'x' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ detail: 'Not found.' });
  });

  it('honours If-Match: a stale ETag is a 412 and nothing changes', async () => {
    const model = await makeModel(server);
    const etag = (await server.call('GET', `${PATH}/${model.id}`)).headers.get('ETag')!;
    const { fresh, after } = await expectStaleWriteRefused(server, { path: `${PATH}/${model.id}`, etag, first: { name: 'Fresh model' }, second: { name: 'Stale model' } });
    expect(fresh.headers.get('ETag')).not.toBe(etag);
    expect(after.body.name).toBe('Fresh model');
  });

  it('deletes an unused model; one that devices use is a 409 naming how many, and stays', async () => {
    const unused = await makeModel(server);
    expect((await server.call('DELETE', `${PATH}/${unused.id}`)).status).toBe(204);
    expect((await server.call('GET', `${PATH}/${unused.id}`)).status).toBe(404);
    const used = await makeModel(server);
    await makeDevice(server, { model_type_id: used.id });
    const answer = await server.call('DELETE', `${PATH}/${used.id}`);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ detail: 'This model is used by 1 device. Give it another model first.' });
    expect((await server.call('GET', `${PATH}/${used.id}`)).status).toBe(200);
    const unknown = await server.call('DELETE', `${PATH}/99999`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ detail: 'Not found.' });
  });
});

describe('PUT /api/admin/device-models/category', () => {
  const allModels = async () => (await server.call('GET', `${PATH}?page_size=1000`)).body.results;

  it('moves every listed model (duplicates allowed) and answers them; null takes them out of any category', async () => {
    const category = await makeCategory(server);
    const [a, b] = [await makeModel(server), await makeModel(server)];
    const answer = await server.call('PUT', `${PATH}/category`, { body: { ids: [a.id, b.id, a.id], category_id: category.id } });
    expect(answer.status).toBe(200);
    expect(answer.body.results).toHaveLength(2);
    for (const model of answer.body.results) expect(model.category).toEqual({ id: category.id, name: category.name });
    expect(answer.body.results.map((model: { id: number }) => model.id).sort()).toEqual([a.id, b.id].sort());
    const cleared = await server.call('PUT', `${PATH}/category/`, { body: { ids: [a.id], category_id: null } });
    expect(cleared.status).toBe(200);
    expect(cleared.body.results).toEqual([{ ...a, category: null }]);
  });

  it('is all or nothing: unknown ids or an unknown category is a 400 and no model changes', async () => {
    const category = await makeCategory(server);
    const model = await makeModel(server);
    const before = await allModels();
    const unknownIds = await server.call('PUT', `${PATH}/category`, { body: { ids: [model.id, 99998, 99997, 99998], category_id: category.id } });
    expect(unknownIds.status).toBe(400);
    expect(unknownIds.body).toEqual({ ids: ['Unknown ids: 99997, 99998.'] });
    const unknownCategory = await server.call('PUT', `${PATH}/category`, { body: { ids: [model.id, 99999], category_id: 99999 } });
    expect(unknownCategory.body).toEqual({
      ids: ['Unknown ids: 99999.'],
      category_id: ['Invalid pk "99999" - object does not exist.'],
    });
    expect(await allModels()).toEqual(before);
  });

  it('names a missing, empty or mistyped field', async () => {
    const missing = await server.call('PUT', `${PATH}/category`, { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ ids: ['This field is required.'], category_id: ['This field is required.'] });
    const empty = await server.call('PUT', `${PATH}/category`, { body: { ids: [], category_id: null } });
    expect(empty.body).toEqual({ ids: ['This list may not be empty.'] });
    const wrongType = await server.call('PUT', `${PATH}/category`, { body: { ids: 'all', category_id: 'x' } });
    expect(wrongType.body).toEqual({ ids: ['Expected a list of items.'], category_id: ['A valid integer is required.'] });
    const badItem = await server.call('PUT', `${PATH}/category`, { body: { ids: [1, 'two', -3], category_id: null } });
    expect(badItem.body).toEqual({ 'ids.1': ['A valid integer is required.'], 'ids.2': ['A valid integer is required.'] });
  });
});
