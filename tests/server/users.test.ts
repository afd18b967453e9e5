// Every created user costs a slow password hash (and a login another), so this file makes only a handful.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from './harness';
import { serverData, type ServerData } from './serverData';

const SHORT_PASSWORD = 'This password is too short. It must contain at least 8 characters.';

let server: TestServer;
let data: ServerData;
let adminId: number;
let ana: { id: number; token: string; email: string };

beforeAll(async () => {
  server = await startTestServer();
  // the server's own way in: writing a searched table needs the search folding (kitroom_fold), which it has
  data = serverData(server);
  adminId = (await data.db.selectFrom('users').select('id').where('email', '=', ADMIN_EMAIL).executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await data.close();
  await server.close();
});

/** An event made straight in the database: this file tests users, not the events API. */
async function makeEvent(name: string): Promise<number> {
  const at = new Date().toISOString();
  const { rows } = await sql<{ id: number }>`INSERT INTO events (name, slug, start_date, end_date, timezone_id, default_language, created_at, updated_at)
    VALUES (${name}, ${name.toLowerCase()}, ${at}, ${at}, 'Europe/Lisbon', 'pt', ${at}, ${at}) RETURNING id`.execute(data.db);
  return rows[0]!.id;
}

const managersOf = (eventId: number) => data.db.selectFrom('event_managers').select('user_id').where('event_id', '=', eventId).execute();

describe('POST /api/v2/beamian-users', () => {
  it('creates a user, answers them without any password and with an ETag, and they can log in', async () => {
    const answer = await server.call('POST', '/api/v2/beamian-users', {
      body: { email: '  Ana.Silva@Example.COM ', name: 'Ana Silva', password: 'ana-password', is_admin: true },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ id: expect.any(Number), name: 'Ana Silva', email: 'ana.silva@example.com', phone_number: null, is_admin: false, role: null });
    expect(answer.headers.get('ETag')).toMatch(/^"\d{4}-\d{2}-\d{2}T[\d:.]+Z"$/);
    const stored = await data.db.selectFrom('users').select('password_hash').where('id', '=', answer.body.id).executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^scrypt\$/);
    ana = { id: answer.body.id, email: answer.body.email, token: await server.login('ANA.SILVA@example.com', 'ana-password') };
  });

  it('refuses an e-mail already used, whatever its case', async () => {
    for (const email of ['ana.silva@example.com', 'ANA.SILVA@EXAMPLE.COM', ADMIN_EMAIL]) {
      const answer = await server.call('POST', '/api/v2/beamian-users', { body: { email, name: 'Copy', password: 'long-enough' } });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ email: ['user with this email already exists.'] });
    }
  });

  it('names missing, mistyped, too short and too long fields', async () => {
    const missing = await server.call('POST', '/api/v2/beamian-users', { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      email: ['This field is required.'], name: ['This field is required.'], password: ['This field is required.'],
    });
    const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [{ password: 'short' }, { password: [SHORT_PASSWORD] }],
      [{ password: 12345678 }, { password: ['Not a valid string.'] }],
      [{ email: 'not-an-e-mail' }, { email: ['Enter a valid email address.'] }],
      [{ email: 42 }, { email: ['Not a valid string.'] }],
      [{ email: `${'a'.repeat(250)}@x.io` }, { email: ['Ensure this field has no more than 254 characters.'] }],
      [{ name: 'n'.repeat(101) }, { name: ['Ensure this field has no more than 100 characters.'] }],
      [{ name: '' }, { name: ['This field may not be blank.'] }],
      [{ phone_number: '9'.repeat(31) }, { phone_number: ['Ensure this field has no more than 30 characters.'] }],
      [{ event: 'abc' }, { event: ['A valid integer is required.'] }],
    ];
    for (const [fields, errors] of cases) {
      const answer = await server.call('POST', '/api/v2/beamian-users', {
        body: { email: 'valid@example.com', name: 'Valid', password: 'long-enough', ...fields },
      });
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(answer.body).toEqual(errors);
    }
    const list = await server.call('GET', '/api/v2/beamian-users?email=valid@example.com');
    expect(list.body.count).toBe(0);
  });

  it('with an unknown event answers 400 and creates no user, reporting a taken e-mail at the same time', async () => {
    const unknown = await server.call('POST', '/api/v2/beamian-users', {
      body: { email: 'nobody-yet@example.com', name: 'Nobody', password: 'long-enough', event: 999999 },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ event: ['Invalid pk "999999" - object does not exist.'] });
    const lookup = await server.call('GET', '/api/v2/beamian-users?email=nobody-yet@example.com');
    expect(lookup.body).toMatchObject({ count: 0, results: [] });
    const both = await server.call('POST', '/api/v2/beamian-users', {
      body: { email: ana.email, name: 'Ana again', password: 'long-enough', event: 999999 },
    });
    expect(both.body).toEqual({
      email: ['user with this email already exists.'], event: ['Invalid pk "999999" - object does not exist.'],
    });
  });

  it('with an event makes the new user a manager of that event (event given as a digit string, or null for none)', async () => {
    const eventId = await makeEvent('Wine Fair');
    const answer = await server.call('POST', '/api/v2/beamian-users', {
      body: { email: 'manager@example.com', name: 'Manager', password: 'manager-password', event: String(eventId), phone_number: '+351 1' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ email: 'manager@example.com', phone_number: '+351 1', is_admin: false });
    expect(await managersOf(eventId)).toEqual([{ user_id: answer.body.id }]);
    const none = await server.call('POST', '/api/v2/beamian-users', { body: { email: 'x', name: 'X', password: 'p', event: null } });
    expect(none.body.event).toBeUndefined();
  });
});

describe('GET /api/v2/beamian-users', () => {
  it('lists users newest first in DRF pages, never with a password', async () => {
    const answer = await server.call('GET', '/api/v2/beamian-users');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ count: 3, page_count: 1, next: null, previous: null });
    expect(answer.body.results.map((user: { email: string }) => user.email)).toEqual(['manager@example.com', 'ana.silva@example.com', ADMIN_EMAIL]);
    expect(answer.body.results[2]).toEqual({ id: adminId, name: 'Admin', email: ADMIN_EMAIL, phone_number: null, is_admin: true, role: 'admin' });
    expect(JSON.stringify(answer.body)).not.toMatch(/password|scrypt/);
    const paged = await server.call('GET', '/api/v2/beamian-users?page_size=1&page=2');
    expect(paged.body).toMatchObject({ count: 3, page_count: 3, results: [{ email: 'ana.silva@example.com' }] });
    const past = await server.call('GET', '/api/v2/beamian-users?page=9');
    expect(past.status).toBe(404);
    expect(past.body).toEqual({ detail: 'Invalid page.' });
  });

  it('searches name and e-mail case-insensitively, wildcards taken literally', async () => {
    const byName = await server.call('GET', '/api/v2/beamian-users?search=SILVA');
    expect(byName.body.results.map((user: { id: number }) => user.id)).toEqual([ana.id]);
    const byEmail = await server.call('GET', '/api/v2/beamian-users?search=manager@');
    expect(byEmail.body.count).toBe(1);
    const wildcard = await server.call('GET', `/api/v2/beamian-users?search=${encodeURIComponent('%')}`);
    expect(wildcard.body.count).toBe(0);
  });

  it('filters ?email= exactly and case-insensitively: results[0] is the user, or results is empty', async () => {
    const found = await server.call('GET', '/api/v2/beamian-users?email=Ana.Silva%40EXAMPLE.com');
    expect(found.status).toBe(200);
    expect(found.body.count).toBe(1);
    expect(found.body.results[0]).toEqual({ id: ana.id, name: 'Ana Silva', email: 'ana.silva@example.com', phone_number: null, is_admin: false, role: null });
    for (const email of ['ana.silva', 'nobody@example.com']) {
      const none = await server.call('GET', `/api/v2/beamian-users?email=${email}`);
      expect(none.status).toBe(200);
      expect(none.body).toEqual({ count: 0, page_count: 1, next: null, previous: null, results: [] });
    }
  });
});

describe('GET /api/v2/beamian-users/{id}', () => {
  it('answers the user with an ETag', async () => {
    const answer = await server.call('GET', `/api/v2/beamian-users/${ana.id}/`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ id: ana.id, name: 'Ana Silva', email: 'ana.silva@example.com', phone_number: null, is_admin: false, role: null });
    expect(answer.headers.get('ETag')).toMatch(/^".+Z"$/);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['999999', 'abc', '0']) {
      const answer = await server.call('GET', `/api/v2/beamian-users/${id}`);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ detail: 'Not found.' });
    }
  });
});

describe('access', () => {
  it('needs a token (401) and an admin (403)', async () => {
    const anonymous = await server.call('GET', '/api/v2/beamian-users', { token: null });
    expect(anonymous.status).toBe(401);
    for (const [method, path] of [['GET', '/api/v2/beamian-users'], ['GET', `/api/v2/beamian-users/${ana.id}`], ['DELETE', `/api/v2/beamian-users/${adminId}`]] as const) {
      const answer = await server.call(method, path, { token: ana.token });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ detail: 'You do not have permission to perform this action.' });
    }
    const create = await server.call('POST', '/api/v2/beamian-users', { token: ana.token, body: { email: 'y@example.com', name: 'Y', password: 'long-enough' } });
    expect(create.status).toBe(403);
  });
});

describe('DELETE /api/v2/beamian-users/{id}', () => {
  it('deletes the user: their token stops working and the space they ran loses its user', async () => {
    const space = await server.call('POST', '/api/spaces', { body: { name: 'Ana stand', user_email: ana.email } });
    expect(space.body.user_email).toBe(ana.email);
    const answer = await server.call('DELETE', `/api/v2/beamian-users/${ana.id}`);
    expect(answer.status).toBe(204);
    expect((await server.call('GET', '/api/v2/services/is-admin', { token: ana.token })).status).toBe(401);
    expect((await server.call('GET', `/api/v2/beamian-users/${ana.id}`)).status).toBe(404);
    expect((await server.call('GET', `/api/v2/spaces/${space.body.id}`)).body.user_email).toBeNull();
    const again = await server.call('DELETE', `/api/v2/beamian-users/${ana.id}`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ detail: 'Not found.' });
  });

  it('refuses to delete the last admin with 409, and lets an admin delete themself while another admin remains', async () => {
    const last = await server.call('DELETE', `/api/v2/beamian-users/${adminId}`);
    expect(last.status).toBe(409);
    expect(last.body).toEqual({ detail: 'This is the last admin, and there must always be one: make another user an admin first.' });
    expect((await server.call('GET', `/api/v2/beamian-users/${adminId}`)).status).toBe(200);

    const second = await server.makeUser({ email: 'second-admin@example.com', password: 'second-admin-pw' });
    expect((await server.call('PATCH', `/api/v2/beamian-users/${second.id}`, { body: { role: 'admin' } })).status).toBe(200);
    const self = await server.call('DELETE', `/api/v2/beamian-users/${adminId}`);
    expect(self.status).toBe(204);
    expect((await server.call('GET', '/api/v2/services/is-admin')).status).toBe(401);
    await expect(server.login(ADMIN_EMAIL, ADMIN_PASSWORD)).rejects.toThrow(/400/);

    const lastAgain = await server.call('DELETE', `/api/v2/beamian-users/${second.id}`, { token: second.token });
    expect(lastAgain.status).toBe(409);
  });
});
