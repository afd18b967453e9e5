// Roles (issue 23) over real HTTP: PATCH /api/v2/beamian-users/{id} { role }, what each role answers, the refusals
// (one's own admin role, the last admin's, also when two admins demote each other at once), access taken away ending
// the sessions and streams at once, the ?role= filter, and migration 010 making today's admins admins.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../src/server/db/open';
import { directKysely, openConnection } from '../../src/server/db/sqlite';
import { ADMIN_EMAIL, startTestServer, type TestServer } from './harness';
import { expectStaleWriteRefused } from './staleWrite';

const UNKNOWN_ID = 999999;

let server: TestServer;
let adminId: number;
beforeAll(async () => {
  server = await startTestServer();
  adminId = (await server.call('GET', `/api/v2/beamian-users?email=${ADMIN_EMAIL}`)).body.results[0].id;
});
afterAll(() => server.close());

const userPath = (id: number) => `/api/v2/beamian-users/${id}`;
const setRole = (id: number, role: unknown, token?: string, headers?: Record<string, string>) =>
  server.call('PATCH', userPath(id), { body: { role }, ...(token ? { token } : {}), ...(headers ? { headers } : {}) });

/** A user of that role, with a live token. */
async function member(role: 'admin' | 'staff' | null) {
  const made = await server.makeUser();
  if (role) expect((await setRole(made.id, role)).status).toBe(200);
  return made;
}

/** Opens the change stream; `ended` resolves with the end message's reason and when it came. */
async function openStream(token: string) {
  const aborter = new AbortController();
  const response = await fetch(`${server.url}/api/v2/changes`, { headers: { Authorization: `Bearer ${token}` }, signal: aborter.signal });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const ended = (async () => {
    let text = '';
    for (;;) {
      const read = await reader.read();
      if (read.done) return { reason: undefined, at: Date.now() };
      text += decoder.decode(read.value, { stream: true });
      const end = /event: end\ndata: (.*)\n/.exec(text);
      if (end) return { reason: JSON.parse(end[1]!).reason as string, at: Date.now() };
    }
  })();
  return { status: response.status, ended, close: () => aborter.abort() };
}

describe('PATCH /api/v2/beamian-users/{id} { role }', () => {
  it('gives staff access: 200 the user with its role, is_admin true for the contract, with an ETag', async () => {
    const made = await server.makeUser({ name: 'Ana Silva' });
    const answer = await setRole(made.id, 'staff');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: made.id, name: 'Ana Silva', role: 'staff', is_admin: true });
    expect(answer.headers.get('ETag')).toMatch(/^"/);
    expect((await server.call('GET', '/api/v2/services/is-admin', { token: made.token })).body).toEqual({ is_admin: true, role: 'staff' });
    const login = await server.call('POST', '/api/auth', { token: null, body: { username: made.email, password: 'user-password-1' } });
    expect(login.body.user).toMatchObject({ role: 'staff', is_admin: true });
  });

  it('answers no role and is_admin false for a user without access, in the list, the object and is-admin', async () => {
    const made = await server.makeUser();
    expect((await server.call('GET', userPath(made.id))).body).toMatchObject({ role: null, is_admin: false });
    expect((await server.call('GET', '/api/v2/services/is-admin', { token: made.token })).body).toEqual({ is_admin: false, role: null });
  });

  it('refuses a role that is not one, or none sent, naming the field', async () => {
    const made = await server.makeUser();
    expect(await setRole(made.id, 'owner')).toMatchObject({ status: 400, body: { role: [expect.stringContaining('owner')] } });
    expect((await server.call('PATCH', userPath(made.id), { body: {} })).status).toBe(400);
    expect((await setRole(UNKNOWN_ID, 'staff')).status).toBe(404);
  });

  it('honours If-Match: a stale version is a 412 that changes nothing', async () => {
    const made = await server.makeUser();
    const etag = (await server.call('GET', userPath(made.id))).headers.get('ETag')!;
    const { after } = await expectStaleWriteRefused(server, { path: userPath(made.id), method: 'PATCH', etag, first: { role: 'staff' }, second: { role: 'admin' } });
    expect(after.body.role).toBe('staff');
  });

  it('is for admins only: staff are told only an admin can, in a coded refusal', async () => {
    const staff = await member('staff');
    const other = await server.makeUser();
    const answer = await setRole(other.id, 'staff', staff.token);
    expect(answer.status).toBe(403);
    expect(answer.raw).toMatchObject({ code: 'admin_only', detail: 'Only an admin can do this.' });
    expect((await server.call('GET', userPath(other.id))).body.role).toBeNull();
  });

  it('refuses to remove one\'s own admin role, to staff or to none', async () => {
    for (const role of ['staff', null]) {
      const own = await setRole(adminId, role);
      expect(own.status).toBe(409);
      expect(own.raw.code).toBe('own_admin_role');
    }
    expect((await server.call('GET', userPath(adminId))).body.role).toBe('admin');
  });
});

describe('two admins demoting each other at once', () => {
  it('never leaves the server without an admin', async () => {
    const fresh = await startTestServer();
    try {
      const makeAdmin = async () => {
        const made = await fresh.makeUser();
        expect((await fresh.call('PATCH', userPath(made.id), { body: { role: 'admin' } })).status).toBe(200);
        return made;
      };
      const first = await makeAdmin();
      // the first admin of the database demotes itself out of the way: only `first` and `second` remain admins
      const founder = (await fresh.call('GET', `/api/v2/beamian-users?email=${ADMIN_EMAIL}`)).body.results[0].id;
      expect((await fresh.call('PATCH', userPath(founder), { body: { role: 'staff' }, token: first.token })).status).toBe(200);
      let made = 0;
      for (let round = 0; round < 5; round += 1) {
        // made by `first`: the founder, staff now, may not
        made += 1;
        const email = `second${made}@example.com`;
        const created = await fresh.call('POST', '/api/v2/beamian-users', { token: first.token, body: { email, name: `Second ${made}`, password: 'user-password-1' } });
        const second = { id: created.body.id as number, token: await fresh.login(email, 'user-password-1') };
        expect((await fresh.call('PATCH', userPath(second.id), { body: { role: 'admin' }, token: first.token })).status).toBe(200);
        const [one, two] = await Promise.all([
          fresh.call('PATCH', userPath(second.id), { body: { role: 'staff' }, token: first.token }),
          fresh.call('PATCH', userPath(first.id), { body: { role: 'staff' }, token: second.token }),
        ]);
        const statuses = [one.status, two.status].sort();
        expect(statuses[0]).toBe(200);
        expect([403, 409]).toContain(statuses[1]);
        const admins = await fresh.call('GET', '/api/v2/beamian-users?role=admin', { token: one.status === 200 ? first.token : second.token });
        expect(admins.body.count).toBe(1);
        if (two.status === 200) {
          // the second won: make `first` an admin again and the second staff, for the next round
          expect((await fresh.call('PATCH', userPath(first.id), { body: { role: 'admin' }, token: second.token })).status).toBe(200);
          expect((await fresh.call('PATCH', userPath(second.id), { body: { role: 'staff' }, token: first.token })).status).toBe(200);
        }
      }
    } finally {
      await fresh.close();
    }
  });
});

describe('access taken away', () => {
  it('ends the person\'s sessions and open streams at once (within a second)', async () => {
    const staff = await member('staff');
    const stream = await openStream(staff.token);
    try {
      expect(stream.status).toBe(200);
      const before = Date.now();
      expect((await setRole(staff.id, null)).status).toBe(200);
      const { reason, at } = await stream.ended;
      expect(reason).toBe('revoked');
      expect(at - before).toBeLessThan(1000);
      expect((await server.call('GET', '/api/admin/devices', { token: staff.token })).status).toBe(401);
    } finally {
      stream.close();
    }
  });

  it('from admin to staff keeps the session, whose rights shrink on its next call', async () => {
    const admin = await member('admin');
    const someone = await server.makeUser();
    expect((await setRole(someone.id, 'staff', admin.token)).status).toBe(200);
    expect((await setRole(admin.id, 'staff')).status).toBe(200);
    expect((await server.call('GET', '/api/admin/device-categories', { token: admin.token })).status).toBe(200);
    expect((await setRole(someone.id, null, admin.token)).status).toBe(403);
    expect((await server.call('POST', '/api/v2/beamian-users', { token: admin.token, body: { email: 'x@example.com', name: 'X', password: 'long-enough-1' } })).status).toBe(403);
  });

  it('lets staff work and read users, not create, delete or reset their passwords', async () => {
    const staff = await member('staff');
    const other = await server.makeUser();
    expect((await server.call('POST', '/api/admin/device-categories', { token: staff.token, body: { name: 'Staff made' } })).status).toBe(201);
    expect((await server.call('GET', userPath(other.id), { token: staff.token })).status).toBe(200);
    expect((await server.call('DELETE', userPath(other.id), { token: staff.token })).status).toBe(403);
    expect((await server.call('POST', '/accounts/change-password', { token: staff.token, body: { user_email: other.email, new_password: 'another-password' } })).status).toBe(403);
    expect((await server.call('GET', '/api/v2/hc-subscriptions/export', { token: staff.token })).status).toBe(403);
  });
});

describe('?role= on users', () => {
  it('filters the list and its ids by role, none for no access; another value is a 400', async () => {
    const staff = await member('staff');
    const staffList = await server.call('GET', '/api/v2/beamian-users?role=staff&page_size=100');
    expect(staffList.body.results.every((user: { role: string }) => user.role === 'staff')).toBe(true);
    expect(staffList.body.results.map((user: { id: number }) => user.id)).toContain(staff.id);
    const none = await server.call('GET', '/api/v2/beamian-users/ids?role=none');
    expect(none.body.ids).not.toContain(staff.id);
    expect(none.body.count).toBeGreaterThan(0);
    expect((await server.call('GET', '/api/v2/beamian-users?role=owner')).status).toBe(400);
  });
});

describe('migration 010', () => {
  it('makes today\'s admins admins and the others users without access', async () => {
    const db = directKysely(openConnection(':memory:'));
    try {
      await migrate(db, '009_saved_views');
      const at = new Date().toISOString();
      await sql`INSERT INTO users (name, email, password_hash, is_admin, created_at, updated_at) VALUES
        ('Old Admin', 'old@example.com', 'x', 1, ${at}, ${at}), ('Old Member', 'member@example.com', 'x', 0, ${at}, ${at})`.execute(db);
      await migrate(db);
      const rows = await sql<{ name: string; role: string | null }>`SELECT name, role FROM users ORDER BY id`.execute(db);
      expect(rows.rows).toEqual([{ name: 'Old Admin', role: 'admin' }, { name: 'Old Member', role: null }]);
    } finally {
      await db.destroy();
    }
  });
});
