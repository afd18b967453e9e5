// The filters server-paged lists take beside `?search=` (additions to the contract, issue 21 point 8): spaces
// `?premium=true|false`, users `?is_admin=true|false`, on the list and on its `/ids`; a value that is not a boolean
// is a 400 naming the parameter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('?premium= on spaces', () => {
  it('keeps the premium spaces, or the others, with and without a search, on the list and its ids', async () => {
    const premium: number[] = [];
    const plain: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      const made = await server.call('POST', '/api/spaces', { body: { name: `Quay hall ${index}`, premium: index % 3 === 0 } });
      (index % 3 === 0 ? premium : plain).push(made.body.id);
    }
    const all = await server.call('GET', '/api/v2/spaces?page_size=100');
    const onlyPremium = await server.call('GET', '/api/v2/spaces?premium=true&page_size=100');
    expect(onlyPremium.status).toBe(200);
    expect(onlyPremium.body.results.every((space: { premium: boolean }) => space.premium)).toBe(true);
    expect(onlyPremium.body.results.map((space: { id: number }) => space.id)).toEqual(expect.arrayContaining(premium));
    const notPremium = await server.call('GET', '/api/v2/spaces?premium=False&page_size=100');
    expect(notPremium.body.count + onlyPremium.body.count).toBe(all.body.count);
    const searched = await server.call('GET', '/api/v2/spaces?search=quay&premium=1');
    expect(searched.body.results.map((space: { id: number }) => space.id)).toEqual([...premium].reverse());
    expect((await server.call('GET', '/api/v2/spaces/ids?search=quay&premium=false')).body).toEqual({ count: 4, ids: [...plain].reverse() });
  });

  it('refuses a value that is not true or false, naming the parameter', async () => {
    const answer = await server.call('GET', '/api/v2/spaces?premium=maybe');
    expect(answer.status).toBe(400);
    expect(answer.body.premium).toHaveLength(1);
    expect(answer.body.premium[0]).toBe('Must be a valid boolean.');
    expect((await server.call('GET', '/api/v2/spaces?premium=')).status).toBe(200);
  });
});

describe('?is_admin= on users', () => {
  it('keeps the admins, or the others, on the list and its ids', async () => {
    const made = await server.call('POST', '/api/v2/beamian-users', { body: { name: 'Olga Admin-not', email: 'olga@example.com', password: 'long-enough-1' } });
    const admins = await server.call('GET', '/api/v2/beamian-users?is_admin=true&page_size=100');
    expect(admins.body.count).toBeGreaterThan(0);
    expect(admins.body.results.every((user: { is_admin: boolean }) => user.is_admin)).toBe(true);
    const others = await server.call('GET', '/api/v2/beamian-users?is_admin=false&search=olga');
    expect(others.body.results.map((user: { id: number }) => user.id)).toEqual([made.body.id]);
    expect((await server.call('GET', '/api/v2/beamian-users?is_admin=true&search=olga')).body.count).toBe(0);
    expect((await server.call('GET', '/api/v2/beamian-users/ids?is_admin=false&search=olga')).body).toEqual({ count: 1, ids: [made.body.id] });
    expect((await server.call('GET', '/api/v2/beamian-users?is_admin=yes')).status).toBe(400);
  });
});
