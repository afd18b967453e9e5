// The addition to the contract behind "select all matching" on server-paged lists: every id a search matches,
// newest first, for spaces (by name) and users (by name or e-mail); admins only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET …/ids', () => {
  it('answers every space id a search matches, newest first, across any number of pages', async () => {
    const made: number[] = [];
    for (let index = 0; index < 25; index += 1) {
      made.push((await server.call('POST', '/api/spaces', { body: { name: `Harbour hall ${index}` } })).body.id);
    }
    await server.call('POST', '/api/spaces', { body: { name: 'Other place' } });
    const answer = await server.call('GET', '/api/v2/spaces/ids?search=harbour');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ count: 25, ids: [...made].reverse() });
    const page = await server.call('GET', '/api/v2/spaces?search=harbour&page_size=20');
    expect(page.body.count).toBe(answer.body.count);
    expect((await server.call('GET', '/api/v2/spaces/ids')).body.count).toBe((await server.call('GET', '/api/v2/spaces')).body.count);
  });

  it('answers every user id a search matches by name or e-mail', async () => {
    const ada = await server.call('POST', '/api/v2/beamian-users', { body: { name: 'Ada Matias', email: 'ada@example.com', password: 'long-enough-1' } });
    const bea = await server.call('POST', '/api/v2/beamian-users', { body: { name: 'Beatriz', email: 'bea.matias@example.com', password: 'long-enough-1' } });
    const answer = await server.call('GET', '/api/v2/beamian-users/ids?search=matias');
    expect(answer.body).toEqual({ count: 2, ids: [bea.body.id, ada.body.id] });
  });

  it('needs an admin token', async () => {
    expect((await server.call('GET', '/api/v2/spaces/ids', { token: null })).status).toBe(401);
  });
});
