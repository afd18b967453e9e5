// Saved views over HTTP: each person's own (another admin's view is a 404, never listed nor changed), a name once
// per person, versioned edits, validation of where a view leads, and gone with its owner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { serverData } from './serverData';
import { expectStaleWriteRefused } from './staleWrite';

const PATH = '/api/admin/saved-views';
const MISSING_IN_PORTO = { name: 'Missing in Porto', path: '/devices', query: '?status=missing&search=porto', sort: { column: 'serial_number', direction: 'desc' }, columns: ['id', 'serial_number', 'status'] };

let server: TestServer;
let colleague: { id: number; token: string };
beforeAll(async () => {
  server = await startTestServer();
  const made = await server.makeUser({ email: 'colleague@example.com', password: 'colleague-pw-1' });
  expect((await server.call('PATCH', `/api/v2/beamian-users/${made.id}`, { body: { role: 'admin' } })).status).toBe(200);
  colleague = made;
});
afterAll(() => server.close());

describe('saved views', () => {
  it('keeps a view with its path, query (without its ?), sort and columns, and answers it with an ETag', async () => {
    const created = await server.call('POST', PATH, { body: MISSING_IN_PORTO });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ ...MISSING_IN_PORTO, id: expect.any(Number), query: 'status=missing&search=porto' });
    expect(created.headers.get('ETag')).toMatch(/^"/);
    const read = await server.call('GET', `${PATH}/${created.body.id}`);
    expect(read.body).toEqual(created.body);
    const plain = await server.call('POST', PATH, { body: { name: 'All spaces', path: '/spaces' } });
    expect(plain.body).toMatchObject({ query: '', sort: null, columns: null });
    const list = await server.call('GET', PATH);
    expect(list.body).toMatchObject({ count: 2, results: [{ name: 'All spaces' }, { name: 'Missing in Porto' }] });
  });

  it("shows nobody else's views: another admin lists none, reads, edits and deletes none (404), and may use the same name", async () => {
    const mine = (await server.call('GET', PATH)).body.results[0];
    const theirs = { token: colleague.token };
    expect((await server.call('GET', PATH, theirs)).body).toMatchObject({ count: 0, results: [] });
    expect((await server.call('GET', `${PATH}/${mine.id}`, theirs)).status).toBe(404);
    expect((await server.call('PUT', `${PATH}/${mine.id}`, { ...theirs, body: { ...mine, name: 'Taken over' } })).status).toBe(404);
    expect((await server.call('DELETE', `${PATH}/${mine.id}`, theirs)).status).toBe(404);
    expect((await server.call('GET', `${PATH}/${mine.id}`)).body.name).toBe(mine.name);
    const same = await server.call('POST', PATH, { ...theirs, body: { name: mine.name, path: '/events' } });
    expect(same.status).toBe(201);
    expect((await server.call('GET', PATH)).body.count).toBe(2);
  });

  it('refuses a second view of the same name for one person (case-blind), with its code', async () => {
    const again = await server.call('POST', PATH, { body: { name: 'missing in porto', path: '/devices' } });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ name: ['You already have a view with this name.'] });
    expect(again.raw).toMatchObject({ error_codes: { name: [{ code: 'unique_view_name' }] } });
  });

  it('refuses a path that could leave the app, a query too long, a bad sort and no columns', async () => {
    for (const path of ['//evil.example/x', 'https://evil.example', 'devices', '/devices?x=1', '/a b']) {
      const refused = await server.call('POST', PATH, { body: { name: `Bad ${path}`, path } });
      expect(refused.status, path).toBe(400);
      expect(Object.keys(refused.body)).toEqual(['path']);
    }
    const bad = await server.call('POST', PATH, { body: { name: 'Bad', path: '/devices', query: 'q'.repeat(2001), sort: { column: 'name', direction: 'up' }, columns: [] } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(['columns', 'query', 'sort.direction']);
  });

  it('renames with If-Match, and refuses a stale rename with 412', async () => {
    const view = (await server.call('POST', PATH, { body: { name: 'Stale test', path: '/devices' } }));
    await expectStaleWriteRefused(server, {
      path: `${PATH}/${view.body.id}`,
      etag: view.headers.get('ETag')!,
      first: { name: 'Renamed', path: '/devices' },
      second: { name: 'Renamed late', path: '/devices' },
    });
    expect((await server.call('GET', `${PATH}/${view.body.id}`)).body.name).toBe('Renamed');
    expect((await server.call('DELETE', `${PATH}/${view.body.id}`)).status).toBe(204);
    expect((await server.call('GET', `${PATH}/${view.body.id}`)).status).toBe(404);
  });

  it('needs an admin token', async () => {
    expect((await server.call('GET', PATH, { token: null })).status).toBe(401);
    const member = await server.makeUser({ email: 'member@example.com', password: 'member-pw-12' });
    expect((await server.call('GET', PATH, { token: member.token })).status).toBe(403);
  });

  it("goes with its owner: deleting a person deletes their views", async () => {
    expect((await server.call('DELETE', `/api/v2/beamian-users/${colleague.id}`)).status).toBe(204);
    const data = serverData(server);
    try {
      expect(await data.db.selectFrom('saved_views').select('id').where('user_id', '=', colleague.id).execute()).toEqual([]);
    } finally {
      await data.close();
    }
  });
});
